import KittensPictures
import CGLib
import CGtk
import GLibRuntime

/// An animated GIF in the viewer: a `GIFAnimation` whose paintable the picture shows. It plays
/// while the picture is on screen (mapped) and stops, with no timer left, when another picture
/// is shown, the viewer is cleared (closed) or the picture is unmapped (the viewer left, the
/// window hidden); it resumes when mapped again. With GTK's animations off
/// (`gtk-enable-animations`), the first frame shows with a Play button over it.
extension PictureViewer {
    /// Whether GTK's settings allow animations.
    var animationsEnabled: Bool {
        guard let settings = gtk_settings_get_default() else { return true }
        return kittens_get_boolean_property(UnsafeMutableRawPointer(settings), "gtk-enable-animations") != 0
    }

    /// The texture the picture shows now, for tests: the current frame of an animation.
    var shownTexture: OpaquePointer? {
        animation?.player.shownTexture
    }

    /// Shows the animation of `first`, unless it is the one already shown (a repeated render).
    func showAnimation(_ first: Texture, _ playback: GIFPlayback) {
        if let animation, animation.first == first.texture { return }
        stopAnimation()
        let player = GIFAnimation(first: first, firstDelay: playback.firstDelay, decoder: playback.decoder)
        animation = (player, first.texture)
        showSource(first, paintable: player.paintable)
        playIfAllowed()
    }

    /// Stops and drops the animation shown, if any.
    func stopAnimation() {
        animation?.player.stop()
        animation = nil
        playRequested = false
        gtk_widget_set_visible(parts[.playButton], 0)
    }

    func pictureMapped() {
        playIfAllowed()
    }

    func playPressed() {
        playRequested = true
        playIfAllowed()
    }

    /// Plays when the picture is on screen and animations are on (or Play was pressed);
    /// otherwise shows Play when animations are off.
    private func playIfAllowed() {
        guard let player = animation?.player else { return }
        let allowed = animationsEnabled || playRequested
        gtk_widget_set_visible(parts[.playButton], allowed ? 0 : 1)
        if allowed, gtk_widget_get_mapped(parts[.picture]) != 0 { player.play() }
    }
}

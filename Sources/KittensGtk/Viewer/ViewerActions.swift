import CGLib
import CGtk
import GLibRuntime
import Kittens

/// The viewer's window actions, kept to enable and disable them: `win.back` (Escape),
/// `win.previous` (Left), `win.next` (Right) act only while the viewer shows, so that the list
/// keeps its keys otherwise; `win.save-image` (Ctrl+S) and `win.copy-image` act on the shown
/// picture once it has loaded, or on the selected row while the listing shows (disabled without
/// one, on another page than the listing, and while another Save or Copy runs).
struct ViewerActionSet {
    var back: OpaquePointer?
    var previous: OpaquePointer?
    var next: OpaquePointer?
    var saveImage: OpaquePointer?
    var copyImage: OpaquePointer?
    /// `win.slideshow`: starts or pauses the slideshow of the listed picture shown (F5 in the
    /// viewer, through `win.refresh`, and the picture menu).
    var slideshow: OpaquePointer?
    /// `win.set-background`: only while the desktop takes a background, hidden otherwise.
    var setBackground: OpaquePointer?
    /// `win.zoom-in`, `win.zoom-out`, `win.zoom-fit` (Best Fit) and `win.zoom-actual` (100 %):
    /// while a picture shows, each where it changes something.
    var zoomIn: OpaquePointer?
    var zoomOut: OpaquePointer?
    var zoomFit: OpaquePointer?
    var zoomActual: OpaquePointer?
}

extension ViewerPresenter {
    /// Installs the viewer's actions and their shortcuts (`WindowShortcut`'s viewer ones).
    func installActions(with keys: WindowShortcuts) {
        actions.previous = keys.install(.previousPicture) { [weak self] in self?.emit?(.showPreviousPicture) }
        actions.next = keys.install(.nextPicture) { [weak self] in self?.emit?(.showNextPicture) }
        actions.back = keys.install(.backToTheList) { [weak self] in
            guard let self else { return }
            // Escape leaves full screen first, as in GNOME's image viewer.
            if self.fullScreen?.leave() == true { return }
            self.emit?(.closeViewer)
        }
        actions.saveImage = keys.install(.saveImage) { [weak self] in
            guard let self, let id = self.pictureTarget else { return }
            self.emit?(.savePicture(id: id))
        }
        actions.copyImage = keys.addAction("copy-image") { [weak self] in
            guard let self, let id = self.pictureTarget else { return }
            self.emit?(.copyPicture(id: id))
        }
        actions.slideshow = keys.addAction("slideshow") { [weak self] in self?.toggleSlideshow() }
        keys.declare(.slideshow)
        actions.setBackground = keys.addAction("set-background") { [weak self] in
            guard let self, let id = self.pictureTarget else { return }
            self.emit?(.setAsBackground(id: id))
        }
        actions.zoomIn = keys.install(.zoomIn) { [weak self] in self?.builtViewer?.changeZoom { $0.zoomIn() } }
        actions.zoomOut = keys.install(.zoomOut) { [weak self] in self?.builtViewer?.changeZoom { $0.zoomOut() } }
        actions.zoomFit = keys.install(.bestFit) { [weak self] in self?.builtViewer?.changeZoom { $0.fit() } }
        actions.zoomActual = keys.install(.actualSize) { [weak self] in self?.showActualSize() }
    }

    /// Zooms the picture shown to 100 % (Ctrl+1, which `win.show-list` hands over while the
    /// viewer shows).
    func showActualSize() {
        builtViewer?.changeZoom { $0.showActualSize() }
    }

    /// Starts the slideshow of the listed picture shown, or pauses it.
    func toggleSlideshow() {
        guard shown?.hasNext == true || isSlideshowPlaying else { return }
        emit?(isSlideshowPlaying ? .stopSlideshow : .startSlideshow)
    }

    /// Enables each action where it applies now, and offers the picture shown to drags while
    /// it is fitted (zoomed, a drag pans it).
    func updateActions() {
        if let builtViewer {
            let fitted = builtViewer.zoom?.isFit ?? false
            builtViewer.dragOut.offer(fitted && visiblePage == .viewer ? shownPicture : nil, imageID: shown?.imageID)
            builtViewer.showFullScreen(fullScreen?.isOn == true)
        }
        let showing = shown != nil
        setEnabled(actions.back, showing || fullScreen?.isOn == true)
        setEnabled(actions.previous, shown?.hasPrevious ?? false)
        setEnabled(actions.next, shown?.hasNext ?? false)
        let hasPicture = (showing ? shownPicture != nil : pictureTarget != nil) && taskURL == nil
        setEnabled(actions.saveImage, hasPicture && saveDialog == nil)
        setEnabled(actions.copyImage, hasPicture)
        setEnabled(actions.slideshow, showing && (shown?.hasNext == true || isSlideshowPlaying))
        setEnabled(actions.setBackground, canSetBackground && hasPicture)
        let zoom = showing && visiblePage == .viewer ? builtViewer?.zoom : nil
        setEnabled(actions.zoomIn, zoom?.canZoomIn ?? false)
        setEnabled(actions.zoomOut, zoom?.canZoomOut ?? false)
        setEnabled(actions.zoomFit, zoom.map { !$0.isFit } ?? false)
        setEnabled(actions.zoomActual, zoom.map { $0.percentage != 100 } ?? false)
    }

    private func setEnabled(_ action: OpaquePointer?, _ enabled: Bool) {
        guard let action else { return }
        let value: gboolean = enabled ? 1 : 0
        if g_action_get_enabled(kittens_action(UnsafeMutableRawPointer(action))) != value {
            g_simple_action_set_enabled(action, value)
        }
    }
}

import CGtk
import CKittensPaintable
import KittensPictures

/// A tile of the zoomed picture drawn a texture pixel to a screen pixel, as a GL texture that
/// samples the nearest pixel (`kittens_gl_tile_new`): the same pixels as GTK's linear sampling at
/// that scale, for about three quarters of its cost where GL is software (llvmpipe), every frame
/// of a pan (`kittens-bench --viewer-zoom`).
@MainActor
enum NearestTile {
    /// `tile` uploaded for `widget`'s window, or nil where that window does not draw with GL or
    /// the tile is not made over decoded memory: GTK then uploads `tile` itself.
    static func make(from tile: Texture, for widget: UnsafeMutablePointer<GtkWidget>) -> Texture? {
        let uploaded = tile.withPixels { pixels, stride in
            kittens_gl_tile_new(UnsafeMutableRawPointer(widget), pixels, Int32(tile.width), Int32(tile.height), Int32(stride))
        }
        guard let texture = uploaded ?? nil else { return nil }
        return Texture(owning: texture)
    }
}

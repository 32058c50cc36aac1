import CGtk
import CKittensPaintable
import KittensPictures

/// The zoomed picture drawn in tiles (`ZoomTiles`): a pan uploads only the tiles it uncovers,
/// and a sharper decode arriving is drawn a few tiles a frame over the picture it replaces
/// (`zoomUnderlay`), so that no frame uploads a whole viewport's pixels.
extension PictureViewer {
    /// The part of the texture the region paintable shows, and the size it is shown at.
    struct ShownRegion {
        let x: Double, y: Double, width: Double, height: Double
        let shownWidth: Double, shownHeight: Double
    }

    /// How many tiles a frame uploads while a blurrier picture shows where tiles are missing:
    /// 1 MB of pixels (a whole 1280 x 800 viewport is about 24 tiles).
    static let newTilesPerFrame = 4

    /// Shows `region` of `texture` (which covers the pixels `left`…`right`, `top`…`bottom`)
    /// in tiles, asking for another frame while some are missing; false when the texture cannot
    /// be cut (not made over decoded memory). Drawn `asIs` (a texture pixel to a screen pixel),
    /// the tiles sample the nearest pixel where the window draws with GL (`NearestTile`).
    func showTiles(left: Int, top: Int, right: Int, bottom: Int, of texture: Texture, region: ShownRegion, asIs: Bool) -> Bool {
        let underlay = zoomUnderlay
        let widget = parts[.picture]
        guard let (tiles, missing) = zoomTiles.covering(
            left: left, top: top, right: max(right, left + 1), bottom: max(bottom, top + 1), of: texture,
            newTiles: underlay == nil ? .max : Self.newTilesPerFrame,
            upload: asIs ? { NearestTile.make(from: $0, for: widget) } : nil)
        else { return false }
        // The underlay's pieces first: the tiles are drawn over them.
        var pieces = underlay.map { Self.underlayPieces(missing, of: $0, under: texture) } ?? []
        pieces += tiles.map { ($0.texture, [Double($0.x), Double($0.y), Double($0.texture.width), Double($0.texture.height)]) }
        var paintables = pieces.map(\.texture.paintable)
        var rects = pieces.flatMap(\.rect)
        withExtendedLifetime(pieces) {
            kittens_region_paintable_show_tiles(
                kittens_paintable(regionPaintable.raw), &paintables, &rects, Int32(paintables.count),
                region.x, region.y, region.width, region.height,
                Double(texture.width), Double(texture.height), region.shownWidth, region.shownHeight)
        }
        if missing.isEmpty {
            moreTiles.cancel()
        } else {
            moreTiles.run(after: parts[.picture]) { [weak self] in self?.renderZoom() }
        }
        return true
    }

    /// The parts of `underlay`, a blurrier decode of `texture`'s picture, that stand where the
    /// tiles `missing` will: each cut in whole pixels (small enough for GTK's atlas), with its
    /// rectangle in `texture`'s pixels. The whole underlay where it cannot be cut.
    private static func underlayPieces(
        _ missing: [ZoomTiles.Missing], of underlay: Texture, under texture: Texture
    ) -> [(texture: Texture, rect: [Double])] {
        let scale = Double(underlay.width) / Double(texture.width)
        var pieces: [(texture: Texture, rect: [Double])] = []
        for tile in missing {
            let left = Int((Double(tile.x) * scale).rounded(.down)), top = Int((Double(tile.y) * scale).rounded(.down))
            let right = min(underlay.width, Int((Double(tile.x + tile.width) * scale).rounded(.up)))
            let bottom = min(underlay.height, Int((Double(tile.y + tile.height) * scale).rounded(.up)))
            guard let piece = underlay.region(x: left, y: top, width: max(1, right - left), height: max(1, bottom - top)) else {
                return [(underlay, [0, 0, Double(texture.width), Double(texture.height)])]
            }
            pieces.append((piece, [Double(left) / scale, Double(top) / scale, Double(piece.width) / scale, Double(piece.height) / scale]))
        }
        return pieces
    }

    /// The picture is fitted or gone: the tiles, which hold the decoded picture's pixels, go.
    func letTilesGo() {
        zoomTiles.removeAll()
        zoomUnderlay = nil
        moreTiles.cancel()
        let regionPaintable = kittens_paintable(self.regionPaintable.raw)
        var x = 0.0, y = 0.0, width = 0.0, height = 0.0
        if kittens_region_paintable_get_region(regionPaintable, &x, &y, &width, &height) != 0 {
            kittens_region_paintable_show(regionPaintable, nil, 0, 0, 0, 0, 0, 0, 0, 0)
        }
    }
}

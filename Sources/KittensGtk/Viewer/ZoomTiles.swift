import KittensPictures

/// The zoomed picture's texture cut in square tiles that share its pixels (`Texture.region`):
/// a pan draws the tiles it already has, which GTK has already uploaded, and makes only those it
/// uncovers. Tiles out of sight are let go, so what is kept is about one viewport's worth.
struct ZoomTiles {
    /// A tile's side, in texture pixels.
    static let side = 256

    /// One tile: its texture and where it stands in the picture's texture.
    struct Tile {
        let texture: Texture
        let x: Int, y: Int
    }

    private struct Key: Hashable {
        let column: Int, row: Int
    }

    /// The texture the tiles are cut from, and whether they were made by an `upload`.
    private var cutFrom: (texture: OpaquePointer, uploaded: Bool)?
    private var kept: [Key: Tile] = [:]
    /// How many times a limit of new tiles left some out since the texture was first cut.
    private(set) var limitedCount = 0

    /// Where a tile not made yet stands, in the texture's pixels.
    struct Missing {
        let x: Int, y: Int, width: Int, height: Int
    }

    /// The tiles that cover the rectangle (`left`, `top`) to (`right`, `bottom`) of `texture`,
    /// making at most `newTiles` that were not made before (`missing`: where the others stand),
    /// or nil when it cannot be cut (not made over decoded memory). A tile made is handed to
    /// `upload`, whose texture is kept in its place (its own is kept where it answers nil); the
    /// tiles kept are made again when `upload` comes or goes.
    mutating func covering(
        left: Int, top: Int, right: Int, bottom: Int, of texture: Texture, newTiles: Int = .max,
        upload: ((Texture) -> Texture?)? = nil
    ) -> (tiles: [Tile], missing: [Missing])? {
        if cutFrom?.texture != texture.texture || cutFrom?.uploaded != (upload != nil) {
            kept = [:]
            cutFrom = (texture.texture, upload != nil)
            limitedCount = 0
        }
        let columns = Self.indices(from: left, to: right, within: texture.width)
        let rows = Self.indices(from: top, to: bottom, within: texture.height)
        let side = Self.side
        var shown: [Key: Tile] = [:]
        var made = 0
        var missing: [Missing] = []
        for row in rows {
            for column in columns {
                let key = Key(column: column, row: row)
                if let tile = kept[key] {
                    shown[key] = tile
                    continue
                }
                let x = column * side, y = row * side
                guard made < newTiles else {
                    missing.append(Missing(x: x, y: y, width: min(side, texture.width - x), height: min(side, texture.height - y)))
                    continue
                }
                made += 1
                guard let cut = texture.region(
                    x: x, y: y, width: min(side, texture.width - x), height: min(side, texture.height - y)
                ) else { return nil }
                shown[key] = Tile(texture: upload?(cut) ?? cut, x: x, y: y)
            }
        }
        kept = shown
        if !missing.isEmpty { limitedCount += 1 }
        return (shown.values.sorted { ($0.y, $0.x) < ($1.y, $1.x) }, missing)
    }

    /// The tiles' indices along one side of `length` pixels that cover `start`..<`end`, at least one.
    private static func indices(from start: Int, to end: Int, within length: Int) -> ClosedRange<Int> {
        let last = max(0, length - 1)
        let first = min(max(0, start), last) / side
        return first...max(first, (min(max(end, start + 1), length) - 1) / side)
    }

    /// The tiles kept now: those the last call returned.
    var count: Int { kept.count }

    /// The textures of the tiles kept now, as drawn (uploaded or cut).
    var textures: [Texture] { kept.values.map(\.texture) }

    /// Lets every tile go.
    mutating func removeAll() {
        kept = [:]
        cutFrom = nil
        limitedCount = 0
    }
}

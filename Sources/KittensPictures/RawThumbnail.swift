import CGLib
import CGtk
import FoundationEssentials

/// A thumbnail as the disk cache keeps it: its pixels at the size drawn (times the scale factor),
/// as GTK holds them in memory (`GDK_MEMORY_DEFAULT`, premultiplied), after a short header of
/// a magic line and the size. Reading one back is a copy into a texture, with no decode: the
/// file was made at the size it is drawn at.
///
/// What is read is hostile all the same: the header must name exactly the size asked for and the
/// bytes must be exactly that many pixels, checked before anything is allocated; anything else
/// is not a raw thumbnail (an older PNG thumbnail then goes to the decoder, as before).
enum RawThumbnail {
    static let magic = Data("KITTENS-PIXELS-1\n".utf8)
    /// The magic line, then the width and the height, 4 bytes each, little-endian.
    static let headerBytes = magic.count + 8

    /// The file's bytes for `texture`, or nil when its size cannot be one (over `maxSide` a side).
    static func data(_ texture: Texture, maxSide: Int = 4096) -> Data? {
        let width = texture.width, height = texture.height
        guard width > 0, height > 0, width <= maxSide, height <= maxSide else { return nil }
        var data = magic
        for value in [UInt32(width), UInt32(height)] {
            withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
        }
        let start = data.count
        data.count += width * height * 4
        data.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            gdk_texture_download(texture.texture, (base + start).assumingMemoryBound(to: guchar.self), gsize(width * 4))
        }
        return data
    }

    /// Whether `data` says it is a raw thumbnail (whatever its size).
    static func isRaw(_ data: Data) -> Bool {
        data.starts(with: magic)
    }

    /// The texture of a raw thumbnail of exactly `width` x `height` pixels; nil when `data` is not
    /// one, or is one of another size, or holds more or fewer bytes than its pixels.
    static func texture(_ data: Data, width: Int, height: Int) -> Texture? {
        guard width > 0, height > 0, width <= 4096, height <= 4096, isRaw(data),
              data.count == headerBytes + width * height * 4
        else { return nil }
        let sides = data.dropFirst(magic.count).prefix(8).map(UInt32.init)
        let storedWidth = sides[0] | sides[1] << 8 | sides[2] << 16 | sides[3] << 24
        let storedHeight = sides[4] | sides[5] << 8 | sides[6] << 16 | sides[7] << 24
        guard storedWidth == UInt32(width), storedHeight == UInt32(height) else { return nil }
        let bytes = data.withUnsafeBytes { buffer in
            g_bytes_new(buffer.baseAddress.map { $0 + headerBytes }, gsize(width * height * 4))
        }
        defer { g_bytes_unref(bytes) }
        guard let texture = gdk_memory_texture_new(Int32(width), Int32(height), kittens_memory_default_format(), bytes, gsize(width * 4))
        else { return nil }
        return Texture(owning: texture)
    }
}

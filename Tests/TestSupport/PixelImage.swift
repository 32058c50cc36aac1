import CGLib
import CGtk
import Foundation

/// The pixels of a picture, 4 bytes each, row after row with no padding, in the layout
/// `gdk_texture_download` writes (Cairo's ARGB32: on this little-endian machine the bytes of a
/// pixel are blue, green, red, alpha, premultiplied). Read from a GDK texture or a PNG file,
/// written back as a PNG.
public struct PixelImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes.
    public var bytes: [UInt8]

    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(bytes.count == width * height * 4, "4 bytes a pixel")
        (self.width, self.height, self.bytes) = (width, height, bytes)
    }

    /// A picture of one colour, given as blue, green, red, alpha.
    public init(width: Int, height: Int, filledWith pixel: (UInt8, UInt8, UInt8, UInt8)) {
        self.init(width: width, height: height, bytes: Array((0..<(width * height)).map { _ in [pixel.0, pixel.1, pixel.2, pixel.3] }.joined()))
    }

    /// The pixels of a `GdkTexture`.
    @MainActor
    public init(texture: OpaquePointer) {
        let width = Int(gdk_texture_get_width(texture)), height = Int(gdk_texture_get_height(texture))
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(width * 4)) }
        self.init(width: width, height: height, bytes: bytes)
    }

    /// The pixels of the PNG (or any picture GDK reads) at `url`; nil when it cannot be read.
    @MainActor
    public init?(contentsOf url: URL) {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let file = g_file_new_for_path(url.path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_file(file, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        self.init(texture: texture)
    }

    /// Writes the picture as a PNG at `url`; false when it could not.
    @MainActor
    @discardableResult
    public func savePNG(to url: URL) -> Bool {
        let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(data) }
        guard let texture = gdk_memory_texture_new(Int32(width), Int32(height), GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, data, gsize(width * 4)) else {
            return false
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        return gdk_texture_save_to_png(texture, url.path) != 0
    }

    /// The bytes of the pixel at (`x`, `y`): blue, green, red, alpha.
    public func pixel(x: Int, y: Int) -> ArraySlice<UInt8> {
        let start = (y * width + x) * 4
        return bytes[start..<(start + 4)]
    }

    /// Sets the pixel at (`x`, `y`) to blue, green, red, alpha.
    public mutating func setPixel(x: Int, y: Int, _ pixel: (UInt8, UInt8, UInt8, UInt8)) {
        let start = (y * width + x) * 4
        (bytes[start], bytes[start + 1], bytes[start + 2], bytes[start + 3]) = pixel
    }
}

import CGLib
import CGtk

extension ThumbnailLoader {
    /// A loader whose decode does nothing: every picture's bytes become the same texture, of the
    /// thumbnail's size, made once here. What it costs a picture is the loader's own fixed cost
    /// (the download through libsoup, the queue hops, the caches, the hand-over to the main
    /// thread), which `kittens-bench` measures alone against its budget.
    @_spi(Benchmarks)
    public static func decodingNothing(configuration: Configuration = Configuration()) -> ThumbnailLoader? {
        let width = max(configuration.thumbnailWidth, 1), height = max(configuration.thumbnailHeight, 1)
        guard width <= 4096, height <= 4096 else { return nil }
        let pixels = [UInt8](repeating: 0x80, count: width * height * 4)
        let bytes = pixels.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        guard let made = gdk_memory_texture_new(Int32(width), Int32(height), GDK_MEMORY_R8G8B8A8_PREMULTIPLIED, bytes, gsize(width * 4))
        else { return nil }
        let texture = Texture(owning: made)
        return ThumbnailLoader(
            configuration: configuration,
            decodeQueue: BoundedWorkQueue(label: "kittens.thumbnails.decode-nothing", width: configuration.maxConcurrentDecodes, qos: .utility),
            decode: { _, _ in .success(texture) }
        )
    }
}

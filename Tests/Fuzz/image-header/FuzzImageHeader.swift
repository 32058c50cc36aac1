/// libFuzzer's entry point: one input, as a downloaded file, through `ImageHeader.read`. Any
/// input may be refused; none may crash or hang the reader, and a header it accepts names the
/// format of the file's magic bytes and a size within the limits.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImageHeader(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let input = UnsafeBufferPointer(start: bytes, count: bytes == nil ? 0 : count)
    guard case .success(let header) = ImageHeader.read(input) else { return 0 }
    promise(header.width > 0 && header.height > 0, "an accepted picture has a size: \(header)")
    promise(ImageLimits.standard.admits(width: header.width, height: header.height), "an accepted picture is within the limits: \(header)")
    let magic: [ImageFormat: [UInt8]] = [
        .png: [0x89, 0x50, 0x4E, 0x47], .jpeg: [0xFF, 0xD8], .gif: Array("GIF8".utf8),
    ]
    if let prefix = magic[header.format] {
        promise(input.starts(with: prefix), "the format \(header.format) does not match the magic bytes")
    }
    return 0
}

/// libFuzzer's entry point: one input, as a downloaded file, through `GIFFrameDecoder` at a
/// thumbnail's size, for one pass over its frames and the first frame of the next. Any input
/// may be refused; none may crash or hang the decoder, and every frame it gives has the size
/// asked for (or the screen's, when smaller), four premultiplied bytes a pixel, an index in
/// play order and a positive delay.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGIFFrames(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: bytes, count: bytes == nil ? 0 : count))
    guard var decoder = try? GIFFrameDecoder(input, target: (64, 48)) else { return 0 }
    promise(decoder.frameCount >= 1 && decoder.frameCount <= GIFLimits.standard.maxFrames, "frame count \(decoder.frameCount)")
    promise(decoder.width >= 1 && decoder.width <= min(64, decoder.screenWidth), "width \(decoder.width) of \(decoder.screenWidth)")
    promise(decoder.height >= 1 && decoder.height <= min(48, decoder.screenHeight), "height \(decoder.height) of \(decoder.screenHeight)")
    var expected = 0
    for _ in 0...decoder.frameCount {
        guard let frame = decoder.nextFrame() else { break }
        promise(frame.index == expected, "frame \(frame.index) where \(expected) was due")
        expected = frame.index + 1 == decoder.frameCount ? 0 : frame.index + 1
        promise(frame.width == decoder.width && frame.height == decoder.height, "frame size \(frame.width)x\(frame.height)")
        promise(frame.pixels.count == frame.width * frame.height * 4, "pixel bytes \(frame.pixels.count)")
        promise(frame.delay > .zero, "delay \(frame.delay)")
        var offset = 0
        while offset < frame.pixels.count {
            let alpha = frame.pixels[offset + 3]
            promise(frame.pixels[offset] <= alpha && frame.pixels[offset + 1] <= alpha && frame.pixels[offset + 2] <= alpha, "not premultiplied at \(offset)")
            offset += 4
        }
    }
    return 0
}

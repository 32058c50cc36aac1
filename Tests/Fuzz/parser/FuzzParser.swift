import Foundation

/// libFuzzer's entry point: one input, as TheCatAPI's answer body, through `KittenParser.parse`.
/// Any input may be refused with a `KittenLoadError`; none may crash or hang the parser, and
/// whatever it accepts keeps the parser's promises.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKittenParser(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    let images: [KittenImage]
    do {
        images = try KittenParser.parse(data)
    } catch {
        if case .malformed(let reason) = error {
            promise(!reason.isEmpty, "a malformed answer is refused with a reason")
        }
        return 0
    }
    var urls = Set<String>()
    for image in images {
        let text = image.url.absoluteString
        let scheme = image.url.scheme?.lowercased()
        promise(scheme == "http" || scheme == "https", "only web URLs are kept: \(text)")
        promise(!(image.url.host ?? "").isEmpty, "a kept URL has a host: \(text)")
        let limit = KittenParser.maximumURLLength
        promise(text.utf8.count <= limit, "a kept URL fits in \(limit) bytes, not \(text.utf8.count): \(text)")
        promise(urls.insert(text).inserted, "a URL is kept once: \(text)")
        promise((image.width ?? 1) > 0 && (image.height ?? 1) > 0, "sizes are positive or absent")
    }
    return 0
}

/// Traps with `message` when `condition` is false. Unlike `precondition`, whose message `-O`
/// drops, the message reaches the fuzzer's report.
func promise(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}

import FoundationEssentials
import KittensSupport

/// libFuzzer's entry point: one input, as TheCatAPI's answer body, through `ListingParser.parse`
/// with a page size taken from the input's length (1 to 100). Any input may be refused with a
/// `ListingLoadError`; none may crash or hang the parser, and whatever it accepts keeps the
/// parser's promises.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzListingParser(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    let limit = count % 100 + 1
    let page: ListingParser.Page
    do {
        page = try ListingParser.parse(data, limit: limit)
    } catch {
        if case .malformed(let reason) = error {
            promise(!reason.isEmpty, "a malformed answer is refused with a reason")
        }
        return 0
    }
    promise(page.images.count <= limit, "at most a page: \(page.images.count) images for a limit of \(limit)")
    var urls = Set<String>()
    for image in page.images {
        let text = image.url.absoluteString
        promise(WebURL.accepts(image.url), "only web URLs are kept: \(text)")
        promise(!(image.url.host ?? "").isEmpty, "a kept URL has a host: \(text)")
        promise(text.utf8.count <= WebURL.maximumEncodedBytes, "a kept URL fits in \(WebURL.maximumEncodedBytes) bytes: \(text.utf8.count) bytes")
        promise(urls.insert(text).inserted, "a URL is kept once: \(text)")
        promise((image.width ?? 1) > 0 && (image.height ?? 1) > 0, "sizes are positive or absent")
    }
    return 0
}

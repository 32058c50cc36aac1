import FoundationEssentials
import KittensSupport

/// libFuzzer's entry point: one input, as TheCatAPI's answer body, through the parsers of the
/// account's answers: a page of favourites, a page of votes, and the id a `POST` made. Any input
/// may be refused with a `ListingLoadError`; none may crash or hang a parser, and whatever one
/// accepts is what the favourites and votes files keep: ids they accept (`FavouriteLimits`),
/// pictures at web URLs, no more entries used than the page held.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAccountAnswers(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    if let page = try? FavouritesAnswerParser.parsePage(data, totalCount: nil) {
        promise(page.records.count <= page.entryCount, "more favourites than entries")
        for favourite in page.records {
            keepable(id: favourite.remoteID, imageID: favourite.imageID, url: favourite.url)
        }
    }
    if let page = try? VotesAnswerParser.parsePage(data, totalCount: nil) {
        promise(page.records.count <= page.entryCount, "more votes than entries")
        for vote in page.records {
            keepable(id: vote.remoteID, imageID: vote.imageID, url: vote.url)
        }
    }
    if let id = try? FavouritesAnswerParser.parseCreated(data) {
        promise(FavouriteLimits.accepts(id: id), "a made favourite's id the file cannot keep: \(id)")
    }
    if let id = try? VotesAnswerParser.parseCast(data) {
        promise(FavouriteLimits.accepts(id: id), "a cast vote's id the file cannot keep: \(id)")
    }
    return 0
}

/// An entry the favourites and votes files would keep as it is.
private func keepable(id: String, imageID: String, url: URL?) {
    promise(FavouriteLimits.accepts(id: id), "a server id the file cannot keep: \(id)")
    promise(FavouriteLimits.accepts(id: imageID), "a picture id the file cannot keep: \(imageID)")
    promise(url.map { WebURL.accepts($0) && FavouriteLimits.accepts(url: $0) } ?? true, "a picture not at a web URL the file keeps")
}

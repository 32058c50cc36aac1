import Foundation
import GLibRuntime
import Kittens
import KittensNetwork
import LoopbackHTTP
import MVI
import MVIRecording

/// The resident memory of a process that scrolls a list of 5,000 pictures, page by page, as
/// the app does: the real kitten store from a `RecordingStoreFactory` (recording on, as in a
/// live run), pages from `SoupListingDataSource` against a loopback server that always has
/// another page, the saved list written after each page (`FileSnapshotArchive`, in a temporary
/// folder), and the models handed to a view by the listing's component. No GTK and no
/// thumbnails: those have budgets of their own.
///
/// It runs in a child process (this executable with `childFlag`), so that nothing else has
/// touched its memory, and prints the resident memory before the first page and at 1,000,
/// 2,000 and 5,000 pictures, with the growth per 1,000 pictures from 0 to 1,000 and from
/// 2,000 to 5,000: flat memory is a small second growth. It also says what the kitten store's
/// recording keeps, and how large the saved list is at the end (it holds at most
/// `SnapshotFileFormat.maximumImages` pictures, so each page's write is bounded too). The control, `control_unrecorded_at_5000`,
/// is the same run in another child with a factory that records nothing.
@MainActor
enum ScrollMemoryBenchmark {
    static let childFlag = "--scroll-memory-child"
    static let unrecordedChildFlag = "--scroll-memory-unrecorded-child"
    nonisolated static let pageSize = 10
    static let marks = [1_000, 2_000, 5_000]
    /// Resident memory at 5,000 pictures must stay under this.
    static let budgetMB = 250

    /// Runs the measurement in a child process and returns its line.
    static func run() -> String {
        let line = lineOfChildProcess(flag: childFlag, prefix: "scroll.rss_mb")
        let control = lineOfChildProcess(flag: unrecordedChildFlag, prefix: "scroll.rss_mb")
        let unrecorded = control.split(separator: " ").first { $0.hasPrefix("at_5000=") }?.dropFirst("at_5000=".count) ?? "?"
        return line + " control_unrecorded_at_5000=\(unrecorded)"
    }

    /// The measurement itself, in the child process, recording as a live run does.
    static func measureInThisProcess() -> String {
        measure(factory: RecordingStoreFactory(wrapping: DefaultStoreFactory()))
    }

    /// The control, in the child process: the same run, recording nothing.
    static func measureUnrecordedInThisProcess() -> String {
        measure(factory: DefaultStoreFactory())
    }

    private static func measure(factory: any StoreFactory) -> String {
        MainLoopBridge.install()
        guard let server = try? LoopbackHTTPServer(handler: { request in
            LoopbackResponse(headers: [("Content-Type", "application/json")], body: page(for: request))
        }) else { return "scroll.rss_mb skipped: the loopback server did not start" }
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kittens-scroll-\(getpid())")
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else {
            return "scroll.rss_mb skipped: no temporary folder"
        }
        defer { try? FileManager.default.removeItem(at: folder) }

        let archive = FileSnapshotArchive(directory: folder)
        let source = SoupListingDataSource(configuration: TheCatAPIConfiguration(endpoint: server.url("/v1/images/search")))
        let store = factory.makeListingStore(dataSource: source, pageSize: pageSize, archive: archive)
        let view = LastModelView()
        let component = ListingComponent(store: store, states: store)
        component.attach(view)
        let loop = MainLoop()

        guard let baseline = residentBytes() else { return "scroll.rss_mb skipped: /proc/self/statm cannot be read" }
        var resident: [Int: Int] = [:]
        for mark in marks {
            guard scroll(store, to: mark, loop: loop) else {
                return "scroll.rss_mb skipped: the list stopped at \(store.state.images.count) pictures"
            }
            archive.flush()
            resident[mark] = residentBytes() ?? 0
        }
        let savedListBytes = (try? FileManager.default.attributesOfItem(atPath: archive.fileURL.path)[.size] as? Int) ?? 0
        let kept = (factory as? RecordingStoreFactory)?.recording(ofStoreNamed: listingStoreName, as: StoreRecording<ListingState, ListingIntent, ListingAction, ListingMessage, ListingLabel>.self)
        let exportBytes = (try? kept?.jsonData(format: listingStoreIdentity.format).count) ?? 0
        component.detach()
        component.destroy()

        let first = Double((resident[1_000] ?? 0) - baseline) / 1_048_576
        let later = Double((resident[5_000] ?? 0) - (resident[2_000] ?? 0)) / 1_048_576 / 3
        let atEnd = mebibytes(resident[5_000] ?? 0)
        let flat = atEnd < budgetMB && later <= first / 3
        return "scroll.rss_mb start=\(mebibytes(baseline))"
            + marks.map { " at_\($0)=\(mebibytes(resident[$0] ?? 0))" }.joined()
            + " growth_per_1000_from_0=\(format(first)) growth_per_1000_from_2000_to_5000=\(format(later))"
            + " pictures_shown=\(view.shownRows) recorded_events=\(kept?.records.count ?? 0) dropped=\(kept?.droppedCount ?? 0)"
            + " recording_kb=\((kept?.keptBytes ?? 0) / 1024) recording_budget_kb=\((kept?.budget.bytes ?? 0) / 1024)"
            + " kept_states=\(kept?.keptStateCount ?? 0) saved_list_kb=\(savedListBytes / 1024)"
            + " export_kb=\(exportBytes / 1024)"
            + " budget_mb=\(budgetMB) flat=\(flat ? "yes" : "NO")"
    }

    /// Asks for pages, as a user scrolling to the end of the list does, until the store holds
    /// `count` pictures; false when it stops short (a failed load, or no answer in 10 s).
    private static func scroll(_ store: any ListingStore, to count: Int, loop: MainLoop) -> Bool {
        while store.state.images.count < count {
            let before = store.state.images.count
            let deadline = DispatchTime.now().uptimeNanoseconds + 10_000_000_000
            while store.state.isLoading || store.state.images.count == before {
                guard store.state.error == nil, DispatchTime.now().uptimeNanoseconds < deadline else { return false }
                if !store.state.isLoading { store.accept(.loadMore) }
                loop.run(timeout: .milliseconds(5))
            }
        }
        return true
    }

    /// A page of `pageSize` pictures numbered from the page's `page` query item, as TheCatAPI
    /// answers: a server that always has another page.
    nonisolated private static func page(for request: LoopbackRequest) -> Data {
        let pageNumber = request.queryValue("page").flatMap { Int($0) } ?? 0
        let entries = (0..<pageSize).map { offset in
            let id = String(format: "k%07d", pageNumber * pageSize + offset)
            return #"{"id":"\#(id)","url":"https://cdn2.thecatapi.com/images/\#(id).jpg","width":640,"height":480,"breeds":[]}"#
        }
        return Data("[\(entries.joined(separator: ","))]".utf8)
    }
}

/// A kitten view that keeps only the newest model it was handed, as a window shows only one.
@MainActor
private final class LastModelView: ListingView {
    var onEvent: ((ListingIntent) -> Void)?
    private var model: ListingModel?

    var shownRows: Int { model?.rows.count ?? 0 }

    func render(_ model: ListingModel) { self.model = model }
    func perform(_ effect: ListingViewEffect) {}
}

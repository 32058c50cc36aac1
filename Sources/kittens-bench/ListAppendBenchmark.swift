import CGtk
import Dispatch
import Foundation
import GLibRuntime
import Kittens
import KittensGtk

/// The cost of showing one more page: `MainWindow.render` of a model with 100 rows more than
/// the list already shows, at 1k, 10k and 100k rows. It should not grow with the list.
@MainActor
enum ListAppendBenchmark {
    static func run(application: UnsafeMutablePointer<GtkApplication>) -> String {
        let sizes = [(1_000, "1k"), (10_000, "10k"), (100_000, "100k")]
        let figures = sizes.map { size, name in "rows_\(name)=\(Int(measure(application, rows: size)))" }
        return "list.append_100.ns " + figures.joined(separator: " ")
    }

    private static func measure(_ application: UnsafeMutablePointer<GtkApplication>, rows count: Int) -> Double {
        let window = GtkBenchEnvironment.mainWindow(application)
        defer { window.close() }
        let all = rows(count + 100)
        let before = ListingModel(rows: Array(all.prefix(count)), canLoadMore: true)
        let after = ListingModel(rows: all, canLoadMore: true)
        var best = UInt64.max
        for _ in 0..<9 {
            window.render(before)
            MainLoop.iteratePending()
            let start = DispatchTime.now().uptimeNanoseconds
            window.render(after)
            best = min(best, DispatchTime.now().uptimeNanoseconds - start)
            MainLoop.iteratePending()
        }
        return Double(best)
    }

    private static func rows(_ count: Int) -> [PictureRow] {
        (0..<count).compactMap { index in
            URL(string: "https://cdn2.thecatapi.com/images/bench-\(index).jpg").map { PictureRow(id: "b\(index)", url: $0) }
        }
    }
}

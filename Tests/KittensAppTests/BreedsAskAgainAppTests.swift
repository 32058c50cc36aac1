import CGtk
import Foundation
import Kittens
@testable import KittensApp
@testable import KittensGtk
import Locking
import LoopbackHTTP
import TestSupport
import XCTest

/// The breeds the filter offers come back without a restart: after a busy answer by themselves,
/// once, after the wait the server asked for; after another failure with the listing's Refresh
/// (`StoreConnections`), which asks for them only while they need it.
final class BreedsAskAgainAppTests: InProcessAppTestCase {
    private static let breeds = Data(#"[{"id":"beng","name":"Bengal"},{"id":"abys","name":"Abyssinian"}]"#.utf8)

    /// A TheCatAPI whose first answers to `GET /v1/breeds` are `firstAnswers`, then the breeds.
    private static func server(firstAnswers: [LoopbackResponse]) throws -> LoopbackHTTPServer {
        let page = try Fixtures.data("thecatapi-page.json")
        let waiting = Locked(firstAnswers)
        return try LoopbackHTTPServer { request in
            switch request.path {
            case "/v1/breeds": waiting.withLock { $0.isEmpty ? .json(Self.breeds) : $0.removeFirst() }
            case "/v1/images/search": .json(page)
            default: .status(404)
            }
        }
    }

    func testABusyAnswerIsAskedAgainByItselfAfterTheWait() throws {
        let busy = LoopbackResponse(status: 429, headers: [("Retry-After", "1")], body: Data("slow down\n".utf8))
        let server = try Self.server(firstAnswers: [busy])
        let folder = try temporaryFolder()
        try MainActor.assumeIsolated {
            let (run, window) = try Self.openKeyedApp(endpoint: server.url("/v1/images/search"), folder: folder)
            defer { run.stop() }
            let breeds = run.session.screen(BreedsScreen.self).store
            let listing = run.session.screen(ListingScreen.self).store
            XCTAssertTrue(
                MainContext.wait(until: { breeds.state.refreshError == .serverBusy(status: 429, retryAfterSeconds: 1) }),
                "the busy answer, with its wait")
            XCTAssertTrue(
                MainContext.wait(until: {
                    ListingModel(listing.state).filters.breedsProblem
                        == "The list of breeds could not be loaded: TheCatAPI is busy. Trying again in 1 second…"
                }),
                "the filter says how long the breeds wait")
            XCTAssertTrue(MainContext.wait(until: { breeds.state.breeds.count == 2 }), "asked again without a click")
            XCTAssertNil(breeds.state.refreshError)
            XCTAssertEqual(server.requests.filter { $0.path == "/v1/breeds" }.count, 2)
            window.close()
        }
    }

    func testRefreshAsksForBreedsThatFailedAndOnlyThen() throws {
        let server = try Self.server(firstAnswers: [.status(500)])
        let folder = try temporaryFolder()
        try MainActor.assumeIsolated {
            let (run, window) = try Self.openKeyedApp(endpoint: server.url("/v1/images/search"), folder: folder)
            defer { run.stop() }
            let breeds = run.session.screen(BreedsScreen.self).store
            let listing = run.session.screen(ListingScreen.self).store
            XCTAssertTrue(MainContext.wait(until: { breeds.state.refreshError == .httpStatus(500) }))
            XCTAssertTrue(MainContext.wait(until: { !listing.state.isLoading && !listing.state.images.isEmpty }))
            XCTAssertEqual(server.requests.filter { $0.path == "/v1/breeds" }.count, 1, "a failure other than busy waits")

            let refresh = { _ = gtk_widget_activate_action_variant(kittens_widget(window.window), "win.refresh", nil) }
            refresh()
            XCTAssertTrue(MainContext.wait(until: { breeds.state.breeds.count == 2 }), "Refresh asked for the breeds again")
            XCTAssertTrue(MainContext.wait(until: { !listing.state.isLoading }))
            let searches = server.requests.filter { $0.path == "/v1/images/search" }.count
            refresh()
            XCTAssertTrue(MainContext.wait(until: {
                server.requests.filter { $0.path == "/v1/images/search" }.count > searches && !listing.state.isLoading
            }))
            XCTAssertEqual(server.requests.filter { $0.path == "/v1/breeds" }.count, 2, "a fresh list is not asked for again")
            window.close()
        }
    }
}

import Foundation
import Glibc
import LoopbackHTTP
import TestSupport
import XCTest

/// The real app against a loopback TheCatAPI, in a real window.
final class AppLaunchTests: XCTestCase {
    func testTheAppRequestsTheFirstPageOnceAndLogsEveryStoreTransition() throws {
        try requireDisplay(for: "the kittens app")
        let page = try Fixtures.data("thecatapi-page.json")
        let server = try LoopbackHTTPServer { _ in .json(page) }
        let app = try KittensProcess(
            arguments: ["--log-level", "debug", "--page-size", "10"],
            environment: [
                "KITTENS_ENDPOINT": server.url("/v1/images/search").absoluteString,
                "XDG_CACHE_HOME": try temporaryFolder().path,
            ]
        )
        XCTAssertTrue(app.waitForLog("ListingStore state: ListingState(images: 10, loading: no"))
        app.terminate()
        let log = app.finish().stderr

        XCTAssertEqual(server.requests.filter { $0.queryValue("page") == "0" }.count, 1, "the first page is requested exactly once")
        // The breeds the filter offers come from the same server (`/v1/breeds`).
        let search = server.requests.first { $0.path != "/v1/breeds" }
        XCTAssertEqual(search?.path, "/v1/images/search")
        XCTAssertEqual(search?.queryValue("page"), "0")
        XCTAssertEqual(search?.queryValue("limit"), "10")
        for line in [
            "ListingStore action: loadFirstPage",
            "ListingStore message: started(refresh)",
            "ListingStore state: ListingState(images: 0, loading: refresh",
            "ListingStore message: loaded(refresh, 10 images, isLastPage: false)",
            "ListingStore state: ListingState(images: 10, loading: no",
        ] {
            XCTAssertTrue(log.contains(line), "missing \"\(line)\" in:\n\(log)")
        }
        let complaints = log.split(separator: "\n").filter { $0.contains("-WARNING **") || $0.contains("-CRITICAL **") }
        XCTAssertEqual(complaints, [], "GTK and GLib had nothing to complain about")
    }

    func testARelaunchAgainstAFailingServerShowsTheSavedListUnderTheError() throws {
        try requireDisplay(for: "the kittens app")
        let cache = try temporaryFolder()
        let page = try Fixtures.data("thecatapi-page.json")
        // Only page 0 answers, so the saved list is exactly that page whenever the app is stopped.
        let answering = try LoopbackHTTPServer { request in
            request.queryValue("page") == "0" ? .json(page) : .status(404)
        }
        let first = try KittensProcess(arguments: ["--endpoint", answering.url("/search").absoluteString], environment: [
            "XDG_CACHE_HOME": cache.path,
        ])
        let savedList = cache.appendingPathComponent("kittens/last-list.json")
        waitUntil("the list was saved") { FileManager.default.fileExists(atPath: savedList.path) }
        first.terminate()
        _ = first.finish()

        let failing = try LoopbackHTTPServer { _ in .status(500) }
        let second = try KittensProcess(
            arguments: ["--endpoint", failing.url("/search").absoluteString, "--log-level", "debug"],
            environment: ["XDG_CACHE_HOME": cache.path]
        )
        XCTAssertTrue(second.waitForLog("error: httpStatus(500)"))
        second.terminate()
        let log = second.finish().stderr
        XCTAssertTrue(log.contains("ListingStore message: restored(10 images, nextPage: 1)"), log)
        XCTAssertTrue(log.contains("ListingStore state: ListingState(images: 10, loading: no, error: httpStatus(500)"), log)
    }

    func testANamedPipeInPlaceOfTheSavedListDoesNotBlockStartUpAndIsReplacedByTheNextSave() throws {
        try requireDisplay(for: "the kittens app")
        let cache = try temporaryFolder()
        let savedList = cache.appendingPathComponent("kittens/last-list.json")
        try FileManager.default.createDirectory(at: savedList.deletingLastPathComponent(), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(savedList.path, 0o600), 0, "a named pipe in place of the saved list")
        let page = try Fixtures.data("thecatapi-page.json")
        let server = try LoopbackHTTPServer { request in
            request.queryValue("page") == "0" ? .json(page) : .status(404)
        }
        let app = try KittensProcess(
            arguments: ["--endpoint", server.url("/search").absoluteString, "--log-level", "debug"],
            environment: ["XDG_CACHE_HOME": cache.path]
        )
        let shown = app.waitForLog("ListingStore state: ListingState(images: 10, loading: no")
        if !shown {
            // The app may be stuck opening the pipe: a writer lets it go on, so that it can quit.
            let writer = open(savedList.path, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
        }
        XCTAssertTrue(shown, "the first page was shown at once")
        XCTAssertEqual(server.requests.filter { $0.queryValue("page") == "0" }.count, 1)
        waitUntil("the next save replaced the pipe with the list") {
            (try? FileManager.default.attributesOfItem(atPath: savedList.path)[.type] as? FileAttributeType) == .typeRegular
        }
        app.terminate()
        let log = app.finish().stderr
        XCTAssertTrue(log.contains(
            "Ignoring the saved list at \(savedList.path): it is a named pipe (FIFO), not a regular file"), log)
        XCTAssertFalse(log.contains("ListingStore message: restored"), log)
    }

    func testASecondLaunchShowsTheRunningWindowAndSaysItsOptionsWereNotApplied() throws {
        try requireDisplay(for: "the kittens app")
        let bus = try PrivateSessionBus()
        let cache = try temporaryFolder()
        let page = try Fixtures.data("thecatapi-page.json")
        let first = try LoopbackHTTPServer { _ in .json(page) }
        let second = try LoopbackHTTPServer { _ in .json(page) }
        // No accessibility bus: one started on the private bus would outlive it as a property of
        // the X display, and later apps on that display would fail to reach it.
        let environment = [
            "XDG_CACHE_HOME": cache.path, "DBUS_SESSION_BUS_ADDRESS": bus.address, "GTK_A11Y": "none",
        ]
        let running = try KittensProcess(
            arguments: ["--endpoint", first.url("/search").absoluteString], environment: environment)
        defer {
            running.terminate()
            _ = running.finish()
        }
        waitUntil("the first app sent a request") { !first.requests.isEmpty }

        let again = try KittensProcess(
            arguments: ["--endpoint", second.url("/search").absoluteString], environment: environment)
        let result = again.finish()
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("Kittens is already running"), result.stderr)
        XCTAssertTrue(result.stderr.contains("were not applied"), result.stderr)
        XCTAssertEqual(second.requests.count, 0, "the second launch's endpoint was not used")
        XCTAssertTrue(running.process.isRunning)
        XCTAssertEqual(first.requests.filter { $0.queryValue("page") == "0" }.count, 1, "the running app did not reload")
    }
}

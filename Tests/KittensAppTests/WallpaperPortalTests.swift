import CGLib
import Foundation
import GLibRuntime
@testable import KittensApp
import TestSupport
import XCTest

/// Set as Background through the desktop portal, against a fake portal on a private bus: the
/// call carries the picture's file descriptor and the window's handle, and each answer of the
/// portal reaches the caller; with no portal on the bus, it is not offered.
final class WallpaperPortalTests: XCTestCase {
    func testThePortalGetsThePicturesDescriptorAndTheWindowsHandleAndItsYesComesBack() throws {
        let folder = try temporaryFolder()
        try MainActor.assumeIsolated {
            let bus = try FakeWallpaperPortal(response: 0)
            let portal = try Self.portal(on: bus)
            XCTAssertEqual(Self.answer { await portal.isAvailable() }, true, "the portal offers the Wallpaper interface")
            let picture = try Fixtures.data("thumbnails/kitten-320x240.jpg")
            let file = folder.appendingPathComponent("k1.jpg")
            try picture.write(to: file)
            let descriptor = open(file.path, O_RDONLY)
            XCTAssertGreaterThanOrEqual(descriptor, 0)
            defer { close(descriptor) }
            let outcome = Self.answer { await portal.setBackground(descriptor: descriptor, parentWindow: "x11:1a00007") }
            XCTAssertEqual(outcome, .set)
            let calls = try bus.calls()
            XCTAssertEqual(calls.count, 1)
            XCTAssertEqual(calls.first?["parent_window"] as? String, "x11:1a00007")
            XCTAssertEqual(calls.first?["size"] as? Int, picture.count, "the descriptor is the picture's file")
            XCTAssertEqual(calls.first?["head"] as? String, picture.prefix(8).map { String(format: "%02x", $0) }.joined())
            let options = calls.first?["options"] as? [String: String]
            XCTAssertEqual(options?["set-on"], "background")
            XCTAssertEqual(options?["show-preview"], "1", "the portal shows the picture first, and the person confirms")
            XCTAssertNotEqual(fcntl(descriptor, F_GETFD), -1, "the caller's descriptor stays open")
        }
    }

    func testACancelAndARefusalOfThePortalComeBackAsSuch() throws {
        let folder = try temporaryFolder()
        try MainActor.assumeIsolated {
            for (response, expected) in [(UInt32(1), WallpaperPortal.Outcome.cancelled), (2, .failed(reason: "the desktop refused"))] {
                let bus = try FakeWallpaperPortal(response: response)
                let portal = try Self.portal(on: bus)
                let file = folder.appendingPathComponent("k2-\(response).jpg")
                try Data([0xFF, 0xD8, 0xFF]).write(to: file)
                let descriptor = open(file.path, O_RDONLY)
                defer { close(descriptor) }
                XCTAssertEqual(Self.answer { await portal.setBackground(descriptor: descriptor, parentWindow: "") }, expected)
            }
        }
    }

    func testWithNoPortalOnTheBusItIsNotOfferedAndACallFailsInWords() throws {
        try MainActor.assumeIsolated {
            let bus = try FakeWallpaperPortal(withPortal: false)
            let connection = try XCTUnwrap(bus.connect())
            defer { g_object_unref(UnsafeMutableRawPointer(connection)) }
            let portal = WallpaperPortal(connection: connection)
            XCTAssertEqual(Self.answer { await portal.isAvailable() }, false)
            guard case .failed(let reason) = Self.answer({ await portal.setBackground(descriptor: 0, parentWindow: "") }) else {
                return XCTFail("a call with no portal fails")
            }
            XCTAssertFalse(reason.isEmpty)
        }
    }

    /// The portal over a new client connection to `bus`, once the fake portal is on it.
    @MainActor private static func portal(on bus: FakeWallpaperPortal) throws -> WallpaperPortal {
        MainLoopBridge.install()
        let connection = try XCTUnwrap(bus.connect(), "a connection to the private bus")
        defer { g_object_unref(UnsafeMutableRawPointer(connection)) }
        XCTAssertTrue(MainContext.wait(until: { bus.portalIsOnTheBus(connection) }), "the fake portal came up")
        return WallpaperPortal(connection: connection)
    }

    /// The value of `work`, run on the main actor while the GLib main context turns.
    @MainActor private static func answer<Value: Sendable>(_ work: @escaping @MainActor () async -> Value) -> Value? {
        var value: Value?
        Task { @MainActor in value = await work() }
        _ = MainContext.wait(until: { value != nil })
        return value
    }
}

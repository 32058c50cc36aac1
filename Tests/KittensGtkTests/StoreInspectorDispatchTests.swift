import CGtk
import Foundation
import Kittens
@testable import KittensGtk
import MVIRecording
import TestSupport
import XCTest

/// Dispatch and skip in the Store Inspector's window: Ctrl+I's field sends an intent typed by
/// hand to the store of the event selected, a completion button puts a case name in it, a text
/// that is no intent is refused in words; Delete on an event skips it, and the state tree shows
/// the states after it recomputed without it.
final class StoreInspectorDispatchTests: XCTestCase {
    func testAnIntentTypedInTheFieldReachesTheStoreAndDeleteSkipsAnEvent() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let factory = RecordingStoreFactory()
            let favourites = factory.makeFavouritesStore(stored: StoredFavourites(), server: nil, writes: FavouritesWrites(UnusedFavouritesWriter()))
            defer { favourites.dispose() }
            let picture = try XCTUnwrap(URL(string: "https://cdn2.thecatapi.com/images/k.jpg"))
            for id in ["k1", "k2"] { favourites.accept(.add(imageID: id, url: picture)) }
            let travel = FavouritesTimeTravel(recording: try XCTUnwrap(factory.recording(as: FavouritesRecording.self)))
            let inspectorModel = StoreInspector(
                travels: [travel], kinds: kittensSessionKinds, dispatchers: [IntentDispatcher(favourites, storeName: favouritesStoreName)])
            let screen = StoreInspectorScreen(inspector: inspectorModel, parent: harness.view.window)
            defer { screen.window.close() }
            screen.present()
            let inspector = screen.window
            XCTAssertTrue(MainContext.wait(until: { harness.isMapped(inspector.window) }), "the inspector shows")
            XCTAssertTrue(MainContext.wait(until: { inspector.rowCount == 4 }))

            giveKeyboard(to: inspector)
            Keyboard.press("ctrl+i")
            XCTAssertTrue(MainContext.wait(until: { inspector.isIntentFieldShown }), "Ctrl+I shows the field")
            inspector.typeIntent("re")
            XCTAssertTrue(MainContext.wait(until: { inspector.completionLabels == [] }), "no remove was recorded yet")
            inspector.typeIntent("")
            XCTAssertTrue(MainContext.wait(until: { inspector.completionLabels == [".add"] }), inspector.completionLabels.description)
            let complete = try XCTUnwrap(gtk_widget_get_first_child(inspector.parts[.intentCompletions]))
            gtk_widget_activate(complete)
            XCTAssertTrue(MainContext.wait(until: { inspector.intentText == ".add" }), "the button puts its case name in the field")

            inspector.typeIntent(#"remove(imageID: "k1""#)
            Keyboard.press("Return")
            XCTAssertTrue(MainContext.wait(until: { inspector.intentProblem == #"That is not an intent of FavouritesStore: expected ")"."# }),
                          inspector.intentProblem)
            XCTAssertEqual(inspector.intentText, #"remove(imageID: "k1""#, "the text stays, to be mended")
            inspector.typeIntent(#"remove(imageID: "k1")"#)
            Keyboard.press("Return")
            XCTAssertTrue(MainContext.wait(until: { favourites.state.favourites.map(\.imageID) == ["k2"] }), "the store took the intent")
            XCTAssertTrue(MainContext.wait(until: { inspector.rowCount == 7 && inspector.intentText.isEmpty && inspector.intentProblem.isEmpty }))

            let addK2 = 2
            XCTAssertEqual(inspector.rowText(addK2)?.hasPrefix("FavouritesStore  #2  intent  add"), true, inspector.rowText(addK2) ?? "")
            inspector.selectRow(addK2)
            gtk_widget_grab_focus(inspector.listView)
            Keyboard.press("Delete")
            XCTAssertTrue(MainContext.wait(until: { inspector.rowText(addK2)?.hasSuffix("(skipped)") == true }), inspector.rowText(addK2) ?? "")
            inspector.selectRow(inspector.rowCount - 1)
            let tree = inspector.stateTree
            XCTAssertTrue(MainContext.wait(until: { (0..<tree.rowCount).contains { tree.rowText($0) == "favourites: 0 items" } }),
                          "without the add of k2, removing k1 leaves none: \((0..<tree.rowCount).compactMap(tree.rowText))")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }
}

import CAdw
import CGLib
import CGtk
import Foundation
import Kittens
import KittensSupport
@testable import KittensGtk
import MVI
import TestSupport
import XCTest

/// Favourites in the window: the heart and the row menu show the favourites model and emit
/// toggles, Ctrl+D's action toggles, and the removal toast's Undo emits undo.
final class FavouritesWindowTests: XCTestCase {
    func testTheHeartReflectsTheModelAndEmitsTheToggle() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            var events: [FavouritesEvent] = []
            harness.view.onFavouritesEvent = { events.append($0) }
            let rows = Fixtures.rows(3)
            harness.render(ListingModel(rows: rows))
            harness.renderViewer(ViewerModel(viewer: ViewedPicture(imageID: rows[1].id, url: rows[1].url)))
            let heart = try XCTUnwrap(harness.view.viewerHeart)
            XCTAssertFalse(heart.isPressed, "not a favourite")
            harness.view.renderFavourites(FavouritesModel(favouriteIDs: [rows[1].id]))
            XCTAssertTrue(heart.isPressed, "a favourite: the heart is pressed")

            gtk_widget_activate(heart.button)
            XCTAssertTrue(MainContext.wait(until: { !events.isEmpty }))
            XCTAssertEqual(events, [.toggle(imageID: rows[1].id, url: rows[1].url)])
            XCTAssertTrue(heart.isPressed, "the click changes nothing until the model does")
            harness.view.renderFavourites(FavouritesModel())
            XCTAssertFalse(heart.isPressed)
        }
    }

    func testControlDTogglesTheSelectedRowAndTheRowMenuSaysWhich() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            var events: [FavouritesEvent] = []
            harness.view.onFavouritesEvent = { events.append($0) }
            let application = try GtkTestEnvironment.start()
            XCTAssertEqual(MainWindowEventTests.accelerators(application, "win.toggle-favourite"), ["<Control>d"])
            let rows = Fixtures.rows(3)
            harness.render(ListingModel(rows: rows))
            gtk_widget_activate_action_variant(harness.widget, "win.toggle-favourite", nil)
            XCTAssertEqual(events, [], "nothing selected, nothing toggled")
            harness.view.list.select(2)
            gtk_widget_activate_action_variant(harness.widget, "win.toggle-favourite", nil)
            XCTAssertEqual(events, [.toggle(imageID: rows[2].id, url: rows[2].url)])
            XCTAssertFalse(harness.view.isSelectedRowFavourite)
            harness.view.renderFavourites(FavouritesModel(favouriteIDs: [rows[2].id]))
            XCTAssertTrue(harness.view.isSelectedRowFavourite, "the row menu offers Remove from Favourites")
        }
    }

    func testTheRemovalToastsUndoEmitsUndo() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            var events: [FavouritesEvent] = []
            harness.view.onFavouritesEvent = { events.append($0) }
            harness.view.showFavouritesNotice(FavouritesLabel.removed(imageID: "id1").notice)
            let toasts = harness.view.toasts
            XCTAssertEqual(toasts.lastText, "Favourite removed")
            let action = try XCTUnwrap(toasts.lastButtonAction)
            XCTAssertEqual(gtk_widget_activate_action_variant(harness.widget, action, nil), 1)
            XCTAssertEqual(events, [.undoRemoval])
        }
    }

    func testARefusedKeyToastOffersPreferences() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            var opened = false
            harness.view.onOpenPreferences = { opened = true }
            harness.view.showFavouritesNotice(FavouritesLabel.rolledBack(.add, imageID: "id1", error: .httpStatus(401)).notice)
            XCTAssertEqual(harness.view.toasts.lastFailure, "API key refused")
            let action = try XCTUnwrap(harness.view.toasts.lastButtonAction)
            gtk_widget_activate_action_variant(harness.widget, action, nil)
            XCTAssertTrue(opened)
        }
    }

    func testTheFavouritesPageListsTheFavouritesAndSaysWhenThereAreNone() throws {
        let folder = try temporaryFolder()
        try MainActor.assumeIsolated {
            // Thumbnails from a seeded disk cache: the screenshot shows real ones, with no download.
            let harness = try WindowHarness(thumbnails: try ReferenceScreens.thumbnails(cachedIn: folder))
            defer { harness.close() }
            harness.render(ListingModel(rows: Fixtures.rows(3)))
            let page = harness.view.favouritesPage
            XCTAssertEqual(harness.view.views.visible, .pictures)
            harness.view.renderFavourites(FavouritesModel())
            harness.view.views.show(.favourites)
            XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(harness.view.window)))
            XCTAssertEqual(page.visiblePage, .empty)
            XCTAssertTrue(harness.isMapped(page.emptyPage), "the status page shows")
            XCTAssertEqual(
                String(cString: adw_status_page_get_title(kittens_adw_status_page(page.emptyPage))), "No favourites yet")

            let favourites = Array(ReferenceScreens.rows.prefix(2))
            harness.view.renderFavourites(FavouritesModel(favouriteIDs: Set(favourites.map(\.id)), rows: favourites))
            XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(harness.view.window)))
            XCTAssertEqual(page.visiblePage, .list)
            XCTAssertEqual(page.list.rows, favourites)
            XCTAssertTrue(harness.isMapped(page.list.listView))
            XCTAssertTrue(MainContext.wait(until: {
                page.list.boundRows.count == favourites.count && page.list.boundRows.allSatisfy { $0.thumbnailState == .loaded }
            }), "every favourite's thumbnail is shown")
            harness.screenshot("favourites")
            harness.view.renderFavourites(FavouritesModel())
            XCTAssertEqual(page.visiblePage, .empty)
        }
    }

    func testTheFavouritesRowMenuRemovesTheFavouriteAndTheRowGoesWithTheStoresNewState() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let rows = Fixtures.rows(3, start: 30)
            let stored = rows.enumerated().map { index, row in
                Favourite(imageID: row.id, url: row.url, created: Date(timeIntervalSince1970: Double(100 - index)))
            }
            let store = DefaultStoreFactory().makeFavouritesStore(
                stored: StoredFavourites(persisted: PersistedFavourites(favourites: stored)), server: nil, writes: FavouritesWrites(UnusedFavouritesWriter()))
            defer { store.dispose() }
            let subscriptions = [
                store.subscribe(onState: { harness.view.renderFavourites($0.model) }),
                store.subscribe(onLabel: { harness.view.showFavouritesNotice($0.notice) }),
            ]
            defer { subscriptions.forEach { $0.cancel() } }
            var events: [FavouritesEvent] = []
            harness.view.onFavouritesEvent = { event in
                events.append(event)
                switch event {
                case .toggle(let imageID, let url): store.accept(.toggle(imageID: imageID, url: url))
                case .remove(let imageID): store.accept(.remove(imageID: imageID))
                case .undoRemoval: store.accept(.undoRemoval)
                case .open: break
                }
            }
            let page = harness.view.favouritesPage
            harness.view.views.show(.favourites)
            XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(harness.view.window)))
            XCTAssertEqual(page.list.rows, rows)
            KeyboardMenuTests.giveKeyboard(to: harness, over: page.list.listView)
            page.list.select(1)
            gtk_widget_grab_focus(page.list.listView)
            XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(harness.view.window)))

            Keyboard.press("Menu")
            XCTAssertTrue(MainContext.wait(until: { page.list.isContextMenuOpen }), "the Menu key opened the row menu")
            // Open, Copy Address, then Remove from Favourites; the first has the focus.
            Keyboard.press("Down")
            Keyboard.press("Down")
            Keyboard.press("Return")
            XCTAssertTrue(MainContext.wait(until: { !events.isEmpty }), "the menu sent its choice")
            XCTAssertEqual(events, [.remove(imageID: rows[1].id)])
            XCTAssertTrue(MainContext.wait(until: { page.list.rows == [rows[0], rows[2]] }), "the row went: \(page.list.rows.map(\.id))")
            XCTAssertEqual(harness.view.toasts.lastText, "Favourite removed")
            XCTAssertEqual(harness.view.toasts.lastButtonAction, "win.undo-favourite-removal", "with Undo")
            XCTAssertTrue(MainContext.wait(until: { !page.list.isContextMenuOpen }), "the menu closed")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testTheFavouritesRowMenuOpensAndCopiesTheSelectedFavourite() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            var events: [FavouritesEvent] = []
            harness.view.onFavouritesEvent = { events.append($0) }
            harness.render(ListingModel(rows: Fixtures.rows(2)))
            let favourites = Fixtures.rows(2, start: 40)
            harness.view.renderFavourites(FavouritesModel(favouriteIDs: Set(favourites.map(\.id)), rows: favourites))
            harness.view.views.show(.favourites)
            let page = harness.view.favouritesPage
            page.list.select(1)
            harness.view.list.select(0)
            XCTAssertEqual(gtk_widget_activate_action_variant(page.list.listView, "list.open", nil), 1)
            XCTAssertEqual(events, [.open(imageID: favourites[1].id, url: favourites[1].url)])
            XCTAssertEqual(gtk_widget_activate_action_variant(page.list.listView, "win.copy", nil), 1)
            XCTAssertEqual(harness.events, [.copy(favourites[1].url)], "Copy Address copies the favourite's, not the listing's")
            harness.view.views.show(.pictures)
            gtk_widget_activate_action_variant(harness.widget, "win.copy", nil)
            XCTAssertEqual(harness.events.last, .copy(Fixtures.rows(1)[0].url), "on the listing, the listing's")
        }
    }

    /// On the Favourites page, Ctrl+D acts on the selected favourite; Save and Copy Image, which
    /// act on the listing's pictures, are off there and back on the listing.
    func testOnTheFavouritesPageControlDActsOnTheFavouriteAndSaveIsOff() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            var events: [FavouritesEvent] = []
            harness.view.onFavouritesEvent = { events.append($0) }
            let listed = Fixtures.rows(2)
            harness.render(ListingModel(rows: listed))
            harness.view.list.select(0)
            let favourites = Fixtures.rows(2, start: 40)
            harness.view.renderFavourites(FavouritesModel(favouriteIDs: Set(favourites.map(\.id)), rows: favourites))
            let window = harness.view.window
            func isEnabled(_ name: String) -> Bool {
                guard let action = g_action_map_lookup_action(kittens_action_map(window), name) else { return false }
                return g_action_get_enabled(action) != 0
            }
            XCTAssertTrue(isEnabled("save-image"), "the listing's selected row can be saved")

            harness.view.views.show(.favourites)
            harness.view.favouritesPage.list.select(1)
            XCTAssertFalse(isEnabled("save-image"), "not on the Favourites page")
            XCTAssertFalse(isEnabled("copy-image"))
            gtk_widget_activate_action_variant(harness.widget, "win.toggle-favourite", nil)
            XCTAssertEqual(events, [.toggle(imageID: favourites[1].id, url: favourites[1].url)], "the favourite's, not the listing's")

            harness.view.views.show(.pictures)
            XCTAssertTrue(isEnabled("save-image"), "back on the listing")
            gtk_widget_activate_action_variant(harness.widget, "win.toggle-favourite", nil)
            XCTAssertEqual(events.last, .toggle(imageID: listed[0].id, url: listed[0].url))
        }
    }

    func testANarrowWindowSwitchesViewsFromABarAtTheBottomAndAWideOneFromTheHeaderBar() throws {
        try MainActor.assumeIsolated {
            for (width, barShows) in [(WindowSize.minimumWidth, true), (1200, false)] {
                let harness = try WindowHarness(size: WindowSize(width: width, height: 480, maximized: false))
                defer { harness.close() }
                harness.render(ListingModel(rows: Fixtures.rows(3)))
                let views = harness.view.views
                XCTAssertTrue(
                    MainContext.wait(until: {
                        adw_view_switcher_bar_get_reveal(kittens_adw_view_switcher_bar(views.switcherBar)) == (barShows ? 1 : 0)
                    }),
                    "at \(width) px the bottom bar \(barShows ? "shows" : "hides")")
                XCTAssertEqual(
                    adw_view_switcher_title_get_title_visible(kittens_adw_view_switcher_title(views.switcherTitle)) != 0, barShows,
                    "the header bar shows the title instead of the switcher exactly when the bar shows")
            }
        }
    }

    /// The switchers change the views under the viewer, which Back returns to: while the viewer
    /// shows, neither can be used, and both can again once it closes.
    func testTheViewSwitchersAreOffWhileTheViewerShows() throws {
        try MainActor.assumeIsolated {
            for width in [640, 1200] {
                let harness = try WindowHarness(size: WindowSize(width: width, height: 480, maximized: false))
                defer { harness.close() }
                let rows = Fixtures.rows(3)
                let views = harness.view.views
                @MainActor func switchersSensitive() -> [Bool] {
                    [views.switcherTitle, views.switcherBar].map { gtk_widget_get_sensitive($0) != 0 }
                }
                harness.render(ListingModel(rows: rows))
                XCTAssertEqual(switchersSensitive(), [true, true], "at \(width) px, on the listing")

                harness.render(ListingModel(rows: rows))
                harness.renderViewer(ViewerModel(viewer: ViewedPicture(imageID: rows[1].id, url: rows[1].url)))
                XCTAssertEqual(harness.view.viewer.visiblePage, .viewer)
                XCTAssertEqual(switchersSensitive(), [false, false], "at \(width) px, in the viewer")
                XCTAssertFalse(views.isSwitchable)

                harness.renderViewer(ViewerModel())
                XCTAssertEqual(harness.view.viewer.visiblePage, .browse)
                XCTAssertEqual(switchersSensitive(), [true, true], "at \(width) px, back on the listing")
                XCTAssertEqual(views.visible, .pictures)
            }
        }
    }
}

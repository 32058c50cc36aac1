import CGtk
import Foundation
import GLibRuntime
import Kittens
@testable import KittensGtk
import TestSupport
import XCTest

/// The viewer's breed card: what it shows of the model's `BreedCard`, and its Wikipedia link
/// going through the view's events.
final class BreedCardViewTests: XCTestCase {
    static let wikipedia = URL(string: "https://en.wikipedia.org/wiki/Bengal_(cat)")!

    static var bengal: Breed {
        var breed = Breed(
            id: "beng", name: "Bengal", origin: "United States", temperament: "Alert, Agile, Energetic, Demanding, Intelligent",
            description: "Bengals are a lot of fun to live with, but they're definitely not the cat for everyone.",
            lifeSpan: "12 - 15", weightMetric: "3 - 7", wikipediaURL: wikipedia)
        breed.scores.adaptability = 5
        breed.scores.affectionLevel = 5
        breed.scores.childFriendly = 4
        breed.scores.energyLevel = 5
        breed.scores.grooming = 1
        breed.scores.vocalisation = 5
        return breed
    }

    func testTheCardShowsTheBreedsTextsAScoreBarEachAndAWikipediaLinkThatSendsOpen() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let card = BreedCard(Self.bengal)
            let viewer = ViewedPicture(
                imageID: "k1", url: try XCTUnwrap(URL(string: "https://example.com/k1.jpg")), breedCard: card)
            harness.render(ListingModel(rows: [PictureRow(id: "k1", url: viewer.url)]))
            harness.renderViewer(ViewerModel(viewer: viewer))
            let view = try XCTUnwrap(harness.view.breedCard)
            XCTAssertTrue(harness.isMapped(view.widget), "the card shows beside the picture")

            let texts = WidgetTree.labels(in: try XCTUnwrap(view.content))
            XCTAssertEqual(texts.first, "Bengal")
            for text in ["Origin: United States", "Life span: 12 – 15 years", "Weight: 3 – 7 kg", "Energy level", "Vocalisation"] {
                XCTAssertTrue(texts.contains(text), "\(text) in \(texts)")
            }
            XCTAssertEqual(view.levelBars.map { gtk_level_bar_get_value(OpaquePointer($0)) }, [5, 5, 4, 5, 1, 5])
            for bar in view.levelBars {
                XCTAssertEqual(gtk_level_bar_get_max_value(OpaquePointer(bar)), 5)
                XCTAssertEqual(gtk_level_bar_get_mode(OpaquePointer(bar)), GTK_LEVEL_BAR_MODE_DISCRETE)
            }

            let link = try XCTUnwrap(view.linkButton)
            XCTAssertEqual(String(cString: gtk_link_button_get_uri(OpaquePointer(link))), Self.wikipedia.absoluteString)
            harness.clearEvents()
            XCTAssertNotEqual(gtk_widget_activate(link), 0)
            // A button's activation ends with `clicked` once its short press animation is over.
            XCTAssertTrue(MainContext.wait(until: { !harness.events.isEmpty }), "the link was followed")
            XCTAssertEqual(harness.events, [.open(Self.wikipedia)], "the link goes through the open-URL event")

            let plain = ViewedPicture(imageID: "k1", url: viewer.url)
            harness.render(ListingModel(rows: [PictureRow(id: "k1", url: viewer.url)]))
            harness.renderViewer(ViewerModel(viewer: plain))
            XCTAssertFalse(harness.isVisible(view.widget), "a picture without a breed has no card")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    /// Also writes `breed-card.png` (into `KITTENS_SCREENSHOT_DIR`; data/screenshots keeps a copy).
    func testScreenshotOfTheBreedCardBesideAPicture() throws {
        try MainActor.assumeIsolated {
            let scene = try ViewerScene(breeds: ["cat-a": Self.bengal])
            defer { scene.tearDown() }
            scene.activateRow("cat-a")
            XCTAssertTrue(scene.waitForPicture(), "the picture shows")
            XCTAssertTrue(scene.harness.isMapped(try XCTUnwrap(scene.harness.view.breedCard).widget))
            scene.harness.screenshot("breed-card")
            XCTAssertEqual(scene.harness.newWarnings, [])
        }
    }
}

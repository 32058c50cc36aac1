import Kittens
import XCTest

/// Zoom and pan of the viewer's picture (`PictureZoom`): steps, bounds, the point under the
/// pointer staying put, panning inside the picture, and the decode its real pixels need.
final class PictureZoomTests: XCTestCase {
    private typealias V = PictureZoom.Vector

    /// A 6000 x 4000 picture in a 1200 x 800 viewer: it fits at 20 %.
    private func photo() -> PictureZoom {
        PictureZoom(picture: V(x: 6000, y: 4000), viewport: V(x: 1200, y: 800))
    }

    func testAPictureStartsFittedAndShowsWhole() {
        let zoom = photo()
        XCTAssertTrue(zoom.isFit)
        XCTAssertEqual(zoom.scale, 0.2, accuracy: 1e-9)
        XCTAssertEqual(zoom.percentageText, "20 %")
        XCTAssertEqual(zoom.visibleRegion, PictureZoom.Region(x: 0, y: 0, width: 6000, height: 4000))
        XCTAssertFalse(zoom.canZoomOut, "nothing is smaller than fitting")
    }

    func testZoomInStepsByOneAndAHalfStoppingAtOneHundredPercentAndZoomOutReturnsToFit() {
        var zoom = photo()
        var seen: [Int] = []
        for _ in 0..<6 {
            zoom.zoomIn()
            seen.append(zoom.percentage)
        }
        XCTAssertEqual(seen, [30, 45, 68, 100, 150, 225])
        for _ in 0..<6 { zoom.zoomOut() }
        XCTAssertTrue(zoom.isFit, "zooming out ends at fitting")
        XCTAssertEqual(zoom.percentage, 20)
    }

    func testZoomStopsAtTwoThousandPercent() {
        var zoom = photo()
        for _ in 0..<40 { zoom.zoomIn() }
        XCTAssertEqual(zoom.scale, PictureZoom.maximumScale)
        XCTAssertFalse(zoom.canZoomIn)
    }

    func testActualSizeShowsTheMiddleAtOneHundredPercent() {
        var zoom = photo()
        zoom.showActualSize()
        XCTAssertEqual(zoom.percentageText, "100 %")
        XCTAssertEqual(zoom.visibleRegion, PictureZoom.Region(x: 2400, y: 1600, width: 1200, height: 800))
        XCTAssertEqual(zoom.scrollOffset, V(x: 2400, y: 1600))
        zoom.fit()
        XCTAssertTrue(zoom.isFit)
    }

    func testZoomingAboutThePointerKeepsThePicturePixelUnderIt() {
        var zoom = photo()
        let pointer = V(x: 300, y: 200)
        // At 20 %, the pointer is over picture pixel (1500, 1000).
        zoom.scroll(notches: -1, about: pointer)
        XCTAssertEqual(zoom.scale, 0.25, accuracy: 1e-9)
        let region = zoom.visibleRegion
        XCTAssertEqual(region.x + pointer.x / zoom.scale, 1500, accuracy: 1e-6)
        XCTAssertEqual(region.y + pointer.y / zoom.scale, 1000, accuracy: 1e-6)
        zoom.showActualSize(about: pointer)
        XCTAssertEqual(zoom.visibleRegion.x + pointer.x, 1500, accuracy: 1e-6)
        XCTAssertEqual(zoom.visibleRegion.y + pointer.y, 1000, accuracy: 1e-6)
        zoom.scroll(notches: 1, about: pointer)
        XCTAssertEqual(zoom.scale, 0.8, accuracy: 1e-9, "scrolling down zooms out")
    }

    func testZoomingAboutACornerNeverShowsPastThePicture() {
        var zoom = photo()
        zoom.zoom(by: 4, about: V(x: 0, y: 0))
        XCTAssertEqual(zoom.visibleRegion.x, 0)
        XCTAssertEqual(zoom.visibleRegion.y, 0)
        zoom.zoom(by: 2, about: V(x: 1200, y: 800))
        let region = zoom.visibleRegion
        XCTAssertLessThanOrEqual(region.x + region.width, 6000 + 1e-6)
        XCTAssertLessThanOrEqual(region.y + region.height, 4000 + 1e-6)
    }

    func testPanFollowsThePointerAndStopsAtTheEdges() {
        var zoom = photo()
        zoom.showActualSize()
        zoom.pan(by: V(x: 100, y: -50))
        XCTAssertEqual(zoom.visibleRegion, PictureZoom.Region(x: 2300, y: 1650, width: 1200, height: 800))
        zoom.pan(by: V(x: 100_000, y: -100_000))
        XCTAssertEqual(zoom.visibleRegion, PictureZoom.Region(x: 0, y: 3200, width: 1200, height: 800))
        var fitted = photo()
        fitted.pan(by: V(x: 100, y: 100))
        XCTAssertEqual(fitted, photo(), "a fitted picture does not pan")
    }

    func testASideThePictureDoesNotFillStaysCentred() {
        var zoom = PictureZoom(picture: V(x: 6000, y: 1000), viewport: V(x: 1200, y: 800))
        zoom.zoom(by: 2, about: V(x: 600, y: 0))
        XCTAssertEqual(zoom.scale, 0.4, accuracy: 1e-9)
        XCTAssertEqual(zoom.visibleRegion.y, 0)
        XCTAssertEqual(zoom.visibleRegion.height, 1000)
        XCTAssertEqual(zoom.scrollOffset.y, 0)
        zoom.pan(by: V(x: 0, y: 300))
        XCTAssertEqual(zoom.visibleRegion.height, 1000, "no vertical pan while the height fits")
    }

    func testDoubleClickTogglesFitAndOneHundredPercentAndASmallPictureDoubles() {
        var zoom = photo()
        zoom.toggle(about: V(x: 600, y: 400))
        XCTAssertEqual(zoom.percentage, 100)
        zoom.toggle(about: V(x: 600, y: 400))
        XCTAssertTrue(zoom.isFit)
        var small = PictureZoom(picture: V(x: 300, y: 200), viewport: V(x: 1200, y: 800))
        small.toggle(about: V(x: 600, y: 400))
        XCTAssertEqual(small.percentage, 800, "a picture already enlarged to fit doubles")
    }

    func testAViewerGrowingPastTheZoomFitsAndShrinkingKeepsTheRegionInside() {
        var zoom = photo()
        zoom.zoom(by: 1.5, about: V(x: 1200, y: 800))
        zoom.resize(to: V(x: 600, y: 400))
        XCTAssertEqual(zoom.scale, 0.3, accuracy: 1e-9, "the level stays")
        zoom.resize(to: V(x: 2400, y: 1600))
        XCTAssertTrue(zoom.isFit, "a viewer that now fits the picture larger fits it")
    }

    func testRealPixelsAreDecodedAtTheSizeDrawnWithinTheBudget() {
        var zoom = photo()
        XCTAssertEqual(zoom.sharpness(budget: 24_000_000).width, 1200, "fitted: the size drawn")
        zoom.showActualSize()
        let whole = zoom.sharpness(budget: 24_000_000)
        XCTAssertEqual([whole.width, whole.height], [6000, 4000])
        XCTAssertFalse(whole.isLimited)
        XCTAssertNil(whole.notice)
        zoom.zoomIn()
        XCTAssertEqual(zoom.sharpness(budget: 24_000_000).width, 6000, "never more than the picture's own pixels")

        let limited = zoom.sharpness(budget: 6_000_000)
        XCTAssertEqual([limited.width, limited.height], [3000, 2000])
        XCTAssertLessThanOrEqual(limited.width * limited.height, 6_000_000)
        XCTAssertTrue(limited.isLimited)
        XCTAssertEqual(limited.sharpPercentage, 50)
        XCTAssertEqual(limited.notice, "Sharp up to 50 %: more would need more memory than one picture may use.")
    }

    func testNonsenseInputChangesNothing() {
        var zoom = photo()
        zoom.zoom(by: .nan, about: V(x: 0, y: 0))
        zoom.zoom(by: -2, about: V(x: 0, y: 0))
        zoom.scroll(notches: .infinity, about: V(x: 0, y: 0))
        XCTAssertEqual(zoom, photo())
        let empty = PictureZoom(picture: V(x: 0, y: 0), viewport: V(x: 0, y: -5))
        XCTAssertEqual(empty.scale, 1, "sides under a pixel count as one")
    }
}

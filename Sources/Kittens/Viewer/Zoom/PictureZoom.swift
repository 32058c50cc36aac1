import Glibc
import Localization

/// How the viewer shows its picture, as GNOME's image viewer does: fitted to the viewer, or at a
/// zoom level with the region shown. A value the view keeps per picture and renders; every step,
/// bound and the anchor math of zooming about the pointer are here, so the view only hands over
/// its input and draws the result.
///
/// Sizes are in pixels: the picture's own (upright) and the viewer's in device pixels, so that
/// 100 % shows one picture pixel on one pixel of the screen.
public struct PictureZoom: Equatable, Sendable {
    /// A size or a point, in pixels; its arithmetic is lane by lane.
    public typealias Vector = SIMD2<Double>

    /// A rectangle of the picture, in its own pixels.
    public struct Region: Equatable, Sendable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// What each Zoom In or Zoom Out (keys, buttons) multiplies or divides the scale by.
    public static let step = 1.5
    /// What one notch of Ctrl+scroll multiplies or divides the scale by.
    public static let scrollStep = 1.25
    /// The largest zoom: 2000 %.
    public static let maximumScale = 20.0

    /// The picture's own size, upright.
    public let picture: Vector
    /// The viewer's size, in device pixels.
    public private(set) var viewport: Vector
    /// Device pixels per picture pixel; nil: the picture fits the viewer (`fitScale`).
    public private(set) var level: Double?
    /// The centre of the region shown, in picture pixels.
    public private(set) var center: Vector

    /// A picture of `picture` pixels fitted into a viewer of `viewport` device pixels. Sides
    /// under one pixel count as one.
    public init(picture: Vector, viewport: Vector) {
        self.picture = Vector(x: max(1, picture.x), y: max(1, picture.y))
        self.viewport = Vector(x: max(1, viewport.x), y: max(1, viewport.y))
        center = self.picture / 2
    }

    /// The scale at which the whole picture fits the viewer.
    public var fitScale: Double { (viewport / picture).min() }

    /// Device pixels per picture pixel, as drawn.
    public var scale: Double { level ?? fitScale }

    public var isFit: Bool { level == nil }

    /// The zoom as a whole percentage of the picture's own pixels: 100 at 100 %.
    public var percentage: Int { Int((scale * 100).rounded()) }

    /// "100 %", as the viewer's header shows the zoom.
    public var percentageText: String { localized("{percent} %", ["percent": String(percentage)]) }

    /// Whether Zoom In can zoom further, and Zoom Out.
    public var canZoomIn: Bool { scale < Self.maximumScale }
    public var canZoomOut: Bool { !isFit }

    /// The whole picture as drawn, in device pixels.
    public var drawnSize: Vector { picture * scale }

    /// The part of the picture the viewer shows, in picture pixels.
    public var visibleRegion: Region {
        let origin = self.origin
        let width = min(picture.x, viewport.x / scale), height = min(picture.y, viewport.y / scale)
        return Region(x: max(0, origin.x), y: max(0, origin.y), width: width, height: height)
    }

    /// Where the viewer's top left corner is in the drawn picture, in device pixels: the scroll
    /// position. Zero on a side the picture does not fill (it is centred there).
    public var scrollOffset: Vector {
        pointwiseMax(origin * scale, .zero)
    }

    /// The picture pixel at the viewer's top left corner (negative where the picture is centred
    /// with a margin).
    private var origin: Vector {
        center - viewport / (2 * scale)
    }

    // MARK: Changes

    /// Zooms in one step about `anchor` (a point of the viewer, device pixels; its middle when
    /// nil), stopping at 100 % on the way through it.
    public mutating func zoomIn(about anchor: Vector? = nil) {
        let next = scale * Self.step
        zoom(to: scale < 1 && next > 1 ? 1 : next, about: anchor)
    }

    /// Zooms out one step, stopping at 100 % on the way and at fitting the viewer.
    public mutating func zoomOut(about anchor: Vector? = nil) {
        let next = scale / Self.step
        zoom(to: scale > 1 && next < 1 ? 1 : next, about: anchor)
    }

    /// Ctrl+scroll: `notches` up (negative, as GTK's scroll deltas go) zoom in, down zoom out;
    /// smooth scrolling gives fractions of a notch.
    public mutating func scroll(notches: Double, about anchor: Vector) {
        guard notches.isFinite, notches != 0 else { return }
        zoom(to: scale * pow(Self.scrollStep, -notches), about: anchor)
    }

    /// A pinch: the scale times `factor` (the change since the pinch's last step) about `anchor`.
    public mutating func zoom(by factor: Double, about anchor: Vector) {
        guard factor.isFinite, factor > 0 else { return }
        zoom(to: scale * factor, about: anchor)
    }

    /// Fits the whole picture in the viewer.
    public mutating func fit() {
        level = nil
        center = picture / 2
    }

    /// Shows the picture at 100 %, about `anchor`.
    public mutating func showActualSize(about anchor: Vector? = nil) {
        zoom(to: 1, about: anchor)
    }

    /// A double-click: from fitting to 100 % about the point clicked (to twice the fit for a
    /// picture that fits at 100 % or more), and back to fitting.
    public mutating func toggle(about anchor: Vector) {
        if isFit {
            zoom(to: fitScale < 1 ? 1 : fitScale * 2, about: anchor)
        } else {
            fit()
        }
    }

    /// Drags the picture by `delta` device pixels (it follows the pointer); only while zoomed.
    public mutating func pan(by delta: Vector) {
        guard !isFit, delta.x.isFinite, delta.y.isFinite else { return }
        center -= delta / scale
        clampCenter()
    }

    /// The viewer has a new size: the zoom level stays (fitting, if the new fit is larger), and
    /// the region stays inside the picture.
    public mutating func resize(to viewport: Vector) {
        self.viewport = Vector(x: max(1, viewport.x), y: max(1, viewport.y))
        if let level, level <= fitScale { fit() }
        clampCenter()
    }

    /// Sets the scale, bounded by fitting and `maximumScale`, keeping the picture pixel under
    /// `anchor` where it is; at or under the fit it fits.
    private mutating func zoom(to wanted: Double, about anchor: Vector?) {
        guard wanted.isFinite else { return }
        let target = min(wanted, max(Self.maximumScale, fitScale))
        if target <= fitScale * 1.000_001 { return fit() }
        let anchor = anchor.map { Vector(x: min(max(0, $0.x), viewport.x), y: min(max(0, $0.y), viewport.y)) }
            ?? viewport / 2
        let under = origin + anchor / scale
        level = target
        center = under - anchor / target + viewport / (2 * target)
        clampCenter()
    }

    /// Keeps the viewer inside the picture on each side the picture fills, and the picture
    /// centred on a side it does not.
    private mutating func clampCenter() {
        let half = viewport / (2 * scale)
        center.x = picture.x <= 2 * half.x ? picture.x / 2 : min(max(center.x, half.x), picture.x - half.x)
        center.y = picture.y <= 2 * half.y ? picture.y / 2 : min(max(center.y, half.y), picture.y - half.y)
    }
}

import FoundationEssentials
import Glibc
import Kittens
import KittensSupport

/// Set as Background through the desktop portal (`WallpaperPortal`) on the session bus, made at
/// the first question, after the window's first frame. The picture is written to
/// `backgrounds/` in the app's cache, named after the image, and the portal gets its file
/// descriptor with the window's handle (`parentWindow`).
@MainActor
final class PortalDesktopBackground: DesktopBackground {
    /// The window's handle for the portal's dialog (`x11:XID`), or empty.
    var parentWindow: () -> String = { "" }
    private let folder: URL
    private var portal: WallpaperPortal?

    init(folder: URL = XDGDirectory.cache.url().appendingPathComponent("backgrounds", isDirectory: true)) {
        self.folder = folder
    }

    func isAvailable() async -> Bool {
        guard let portal = portal ?? WallpaperPortal.session() else { return false }
        self.portal = portal
        return await portal.isAvailable()
    }

    nonisolated func file(for url: URL, imageID: String) -> URL {
        let kind = url.pathExtension.lowercased()
        let name = imageID.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }.prefix(64)
        let fileName = (name.isEmpty ? "kitten" : String(name)) + (["jpg", "jpeg", "png", "gif"].contains(kind) ? ".\(kind)" : "")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(fileName)
    }

    func setBackground(to file: URL) async -> DesktopBackgroundOutcome {
        guard let portal = portal ?? WallpaperPortal.session() else { return .failed(reason: "there is no session bus") }
        self.portal = portal
        let descriptor = open(file.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failed(reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        switch await portal.setBackground(descriptor: descriptor, parentWindow: parentWindow()) {
        case .set: return .set
        case .cancelled: return .cancelled
        case .failed(let reason): return .failed(reason: reason)
        }
    }
}

import FoundationEssentials
import KittensSupport

/// Where the files of pictures dragged out are written: `dragged` in the app's cache folder,
/// which keeps only the last one (a drop target may read it any time during the drag, and
/// Files copies it after; the next drag replaces it).
struct DraggedFiles: Sendable {
    let folder: URL

    init(folder: URL = XDGDirectory.cache.url().appendingPathComponent("dragged", isDirectory: true)) {
        self.folder = folder
    }

    /// The file named `name` in the folder.
    func file(named name: String) -> URL { folder.appendingPathComponent(name) }

    /// Writes `data` as `file`, a file of the folder, at once, deleting the others.
    func writeNow(_ data: Data, to file: URL) throws(FileWriteFailure) {
        Self.removeAll(in: folder, but: file)
        try AtomicFile.write(data, to: file, access: .owner)
    }

    /// Writes `data` as the file named `name` off the main thread, deleting the others.
    func write(_ data: Data, named name: String) async -> Result<URL, FileWriteFailure> {
        let file = file(named: name), folder = folder
        let writer = BackgroundFileWriter { data, file, access throws(FileWriteFailure) in
            Self.removeAll(in: folder, but: file)
            try AtomicFile.write(data, to: file, access: access)
        }
        return await writer.write(data, to: file, access: .owner).map { file }
    }

    private static func removeAll(in folder: URL, but file: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name != file.lastPathComponent {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }
}

import FoundationEssentials
import KittensGtk

/// Which manual F1 and Help open: run from a checkout, whose `data` folder holds the Mallard
/// pages in `help/C`, those pages (nothing is installed for `help:` to find); otherwise the
/// installed manual. See `HelpLocation`.
enum AppHelp {
    static func location(dataFolder: URL? = AppDataFolder.url(), fileManager: FileManager = .default) -> HelpLocation {
        guard let pages = dataFolder?.appendingPathComponent("help/C", isDirectory: true),
              fileManager.fileExists(atPath: pages.appendingPathComponent("index.page").path)
        else { return .installed }
        return .folder(pages.path)
    }
}

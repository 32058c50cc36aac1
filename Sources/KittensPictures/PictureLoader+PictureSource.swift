import FoundationEssentials
import Kittens
import KittensSupport
import Localization

extension PictureLoader: PictureSource {
    /// Starts loading `url` unless it is held or loading (a failed one loads again; one asked
    /// for before the view knows its size waits for `keep(_:fitting:)`), and returns once it
    /// loaded, failed or was dropped by `keep(_:fitting:)`.
    public func load(_ url: URL) async -> PictureLoadOutcome {
        guard url.isWebURL else { return .failed(.downloadFailed) }
        switch state(of: url) {
        case .loaded: return .loaded
        case .loading: break
        case .failed, nil:
            if let box = fitSize() { start(url, fitting: box) }
        }
        return await withCheckedContinuation { waiters[url, default: []].append($0) }
    }

    /// Writes the original bytes of `url`'s loaded picture to `file`, atomically, off the main
    /// thread (`Configuration.fileWriter`).
    public func write(_ url: URL, to file: URL) async -> PictureWriteOutcome {
        guard case .loaded(let picture) = state(of: url) else {
            return .failed(reason: localized("The picture is no longer loaded."))
        }
        switch await configuration.fileWriter.write(picture.original, to: file, access: .document) {
        case .success: return .written
        case .failure(let failure): return .failed(reason: failure.description)
        }
    }

    func resumeWaiters(of url: URL, with outcome: PictureLoadOutcome) {
        guard let waiting = waiters.removeValue(forKey: url) else { return }
        for waiter in waiting { waiter.resume(returning: outcome) }
    }
}

import Foundation
import Kittens
import KittensSupport
@testable import KittensApp
@testable import KittensGtk
import Logging

extension InProcessAppTestCase {
    /// The app wired as it runs with `--api-key test-key --endpoint endpoint`, preferences in
    /// `folder`: its main window open, shown and past its first frame (so the data sources are
    /// made), its waits kept on `clock`. Call `stop()` on the wiring when done.
    @MainActor static func openKeyedApp(
        endpoint: URL, folder: URL, storage: SettingsStorage? = nil, clock: any TimerClock = SystemClock()
    ) throws -> (run: AppWiring, window: MainWindow) {
        let application = try registeredApplication()
        let configuration = try KittensCommand.parse([
            "--api-key", "test-key", "--endpoint", endpoint.absoluteString,
        ]).resolve(environment: [:])
        let run = AppWiring(
            configuration: configuration, kind: .live, keyStore: MemoryKeyStore(),
            storage: storage ?? .fileOnly(SettingsFile(directory: folder)), logger: Logger(label: "test"), clock: clock)
        let window = run.openWindow(in: application)
        run.presentWindow()
        run.firstFramePainted()
        return (run, window)
    }
}

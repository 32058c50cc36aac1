import FoundationEssentials
import GLibRuntime
import Kittens
import KittensPictures
import KittensSupport
import Localization
import Logging

/// The whole program: start gettext (so that even a bad option is reported in the user's
/// language), parse the command line and environment (exiting with 64 on a bad value,
/// before any window opens), read the recording to replay if any (exiting with 65 when it cannot
/// be), set up logging, bridge the main queue into GLib, run the app.
/// Synchronous on purpose: an `async` main would end in `dispatch_main()`, which fights GLib.
@MainActor
public func kittensMain() -> Int32 {
    MallocArenas.limit()
    Localization.start(localeDirectory: LocaleFolder.path())
    let configuration = KittensCommand.configurationOrExit(
        arguments: Array(CommandLine.arguments.dropFirst()),
        environment: ProcessEnvironment.current()
    )
    let replay = configuration.replayFile.map { ReplayFile.recordingOrExit(path: $0) }
    if let replay, let testName = configuration.testName { return RecordedTestFile.write(replay, named: testName) }
    LoggingSystem.bootstrap { label in
        var handler = StreamLogHandler.standardError(label: label)
        handler.logLevel = configuration.logLevel
        return handler
    }
    MainLoopBridge.install()
    return KittensApplication(configuration: configuration, replay: replay).run()
}

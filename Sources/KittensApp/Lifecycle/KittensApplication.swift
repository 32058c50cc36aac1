import CAdw
import CGLib
import CGtk
import FoundationEssentials
import GLibRuntime
import Kittens
import KittensGtk
import KittensKeyring
import KittensSupport
import Localization
import Logging

/// The running app's lifecycle: one `AdwApplication` (which initialises libadwaita at start-up
/// and follows the desktop's light or dark preference, or `ADW_DEBUG_COLOR_SCHEME`), its `activate` (the main window, or the
/// one already open brought to the front), the window's first frame (work deferred until then
/// runs there, once), and `shutdown`. What binds to what is `AppWiring`'s.
///
/// With `--replay FILE` the run is not the session's single instance.
@MainActor
public final class KittensApplication {
    /// The reverse-DNS id, also the name of the desktop file and the icon.
    public static let applicationID = "org.kittensforlinux.Kittens"

    private let application: GObjectRef<GtkApplication>
    private let configuration: KittensConfiguration
    private let logger: Logger
    private let wiring: AppWiring
    private let style = AppStyle()
    /// The first frame of the open window, until it is reached.
    private var firstFrame: FirstFrame?

    /// `replay`, read from `configuration.replayFile`, is shown instead of the network. The key
    /// is kept in `keyStore`; the page size and the window's size in GSettings, or, when the
    /// app's schema is not found, the page size in `settingsFile` (see `SettingsStorage`).
    public init(
        configuration: KittensConfiguration, replay: SessionRecording? = nil,
        keyStore: any APIKeyStore = SecretServiceKeyStore(), settingsFile: SettingsFile = SettingsFile()
    ) {
        self.configuration = configuration
        self.logger = Logger(label: "kittens")
        let kind = SessionKind(replaying: replay)
        wiring = AppWiring(
            configuration: configuration, kind: kind, keyStore: keyStore,
            storage: SettingsStorage.open(settingsFile: settingsFile, migrating: kind.migratesSettings, logger: logger),
            logger: logger)
        let application = adw_application_new(Self.applicationID, kind.applicationFlags)!
        self.application = GObjectRef(owning: kittens_application(application))
        Signal.connect(self.application, .applicationActivate) { [unowned self] in self.activate() }
        Signal.connect(self.application, .shutdown) { [unowned self] in self.shutdown() }
    }

    /// Runs the GLib main loop until the last window closes; returns the exit status.
    /// Command-line options were parsed already, so GApplication sees only the program name.
    ///
    /// Kittens runs once per session (GApplication uniqueness on D-Bus). A second launch only
    /// presents the running window; its options cannot change the running app, so it says so on
    /// standard error instead of dropping them silently.
    public func run() -> Int32 {
        var error: UnsafeMutablePointer<GError>?
        if g_application_register(kittens_g_application(application.pointer), nil, &error) != 0,
           g_application_get_is_remote(kittens_g_application(application.pointer)) != 0 {
            if configuration != KittensConfiguration() {
                StandardError.write("kittens: " + localized("Kittens is already running, so its window is shown instead. The options of this launch were not applied: quit Kittens and start it again to use them.") + "\n")
            }
        } else if let error {
            logger.warning("Could not register with the session bus, running as a separate instance: \(String(cString: error.pointee.message))")
            g_error_free(error)
        }
        let program = CommandLine.arguments.first ?? "kittens"
        return program.withCString { name in
            var argv: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: name), nil]
            return g_application_run(kittens_g_application(application.pointer), 1, &argv)
        }
    }

    private func activate() {
        if wiring.currentWindow != nil { return wiring.presentWindow() }
        installApplicationActions(application.pointer)
        gtk_window_set_default_icon_name(Self.applicationID)
        style.install(logger: logger)
        let window = wiring.openWindow(in: application.pointer)
        wiring.presentWindow()
        firstFrame = FirstFrame(of: kittens_widget(window.window)) { [unowned self] in self.firstFrameReached() }
        if let probe = ProcessEnvironment.current()["KITTENS_STARTUP_PROBE"] {
            // "full-window": the frame with every visible row's thumbnail (startup-bench.sh).
            if probe == "full-window" {
                kittens_probe_full_window(kittens_widget(window.window), kittens_g_application(application.pointer))
            } else {
                kittens_probe_first_frame(kittens_widget(window.window), kittens_g_application(application.pointer))
            }
        }
    }

    /// The one place first-frame work runs.
    private func firstFrameReached() {
        firstFrame = nil
        logger.debug("first frame: releasing thumbnail downloads and starting the data source")
        wiring.firstFramePainted()
    }

    private func shutdown() {
        firstFrame?.cancel()
        firstFrame = nil
        wiring.stop()
    }
}

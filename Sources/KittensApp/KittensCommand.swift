import ArgumentParser
import Kittens
import KittensSupport
import Localization
import Logging

/// The command line of `kittens`. Every option may also come from an environment variable;
/// the command line wins.
public struct KittensCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "kittens",
        abstract: "Browse cat pictures from TheCatAPI.",
        discussion: """
            Each option can also be set in the environment: KITTENS_API_BASE, KITTENS_ENDPOINT, \
            KITTENS_PAGE_SIZE, KITTENS_API_KEY, KITTENS_API_KEY_FILE, KITTENS_BREED and KITTENS_LOG_LEVEL. The \
            command line wins over the environment.

            Pictures come from {api-base}/images/search, breeds from {api-base}/breeds. --endpoint \
            alone sets the base to its URL without images/search; with both, pictures come from \
            --endpoint and the rest from --api-base. The key goes to the API base's origin only.

            A key given with --api-key is visible to every local user in the process list (ps). \
            Put it in a file only you can read (mode 0600) and pass --api-key-file, or set \
            KITTENS_API_KEY, instead.
            """,
        version: KittensVersion.current
    )

    @Option(parsing: .unconditional, help: "TheCatAPI's base URL (default: \(TheCatAPIBase.standard)).")
    var apiBase: String?

    @Option(parsing: .unconditional, help: "TheCatAPI search endpoint (default: the API base's images/search).")
    var endpoint: String?

    @Option(parsing: .unconditional, help: "Images per page, from 1 to 100 (default: 10).")
    var pageSize: String?

    @Option(
        parsing: .unconditional,
        help: "A TheCatAPI key, sent as the x-api-key header. Every local user can see it in the process list: prefer --api-key-file or KITTENS_API_KEY."
    )
    var apiKey: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("A file holding the TheCatAPI key on one line; keep it at mode 0600.", valueName: "path")
    )
    var apiKeyFile: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Show the pictures of this TheCatAPI breed id (such as beng) for this run.", valueName: "id")
    )
    var breed: String?

    @Option(parsing: .unconditional, help: "trace, debug, info, notice, warning, error or critical (default: info).")
    var logLevel: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Open the app on a store recording exported from the Store Inspector, instead of the network. A file that is not such a recording exits with code 65.",
            valueName: "FILE")
    )
    var replay: String?

    @Flag(help: "With --replay, download the pictures the recording names (by default a replay connects nowhere and shows only pictures already in the thumbnail cache).")
    var replayNetwork = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "With --replay, write the recording as a Swift test file NAME.swift (a TestStore test per store) instead of opening the app.",
            valueName: "NAME")
    )
    var makeTest: String?

    public init() {}

    /// The configuration these arguments and `environment` give.
    public func resolve(environment: [String: String]) throws(ConfigurationError) -> KittensConfiguration {
        try options.resolve(environment: environment)
    }

    private var options: KittensOptions {
        KittensOptions(
            apiBase: apiBase, endpoint: endpoint, pageSize: pageSize, apiKey: apiKey, apiKeyFile: apiKeyFile,
            breed: breed, logLevel: logLevel, replay: replay, replayNetwork: replayNetwork, makeTest: makeTest)
    }

    /// Parses `arguments` (without the program name) and the environment, or prints a clear
    /// message and exits: code 0 for `--help`, 64 for anything wrong, before any window opens.
    public static func configurationOrExit(
        arguments: [String], environment: [String: String]
    ) -> KittensConfiguration {
        do {
            // A launch from the desktop has no arguments: skip the parser, whose reflection
            // costs about 7 million instructions before the first frame (startup-bench.sh).
            if arguments.isEmpty { return try KittensOptions().resolve(environment: environment) }
            let command = try parse(arguments)
            return try command.resolve(environment: environment)
        } catch let error as ConfigurationError {
            exit(withError: ValidationError(error.description))
        } catch {
            exit(withError: error)
        }
    }
}

/// The values of the command line's options as given, before the environment and the checks.
struct KittensOptions {
    var apiBase: String?
    var endpoint: String?
    var pageSize: String?
    var apiKey: String?
    var apiKeyFile: String?
    var breed: String?
    var logLevel: String?
    var replay: String?
    var replayNetwork = false
    var makeTest: String?

    /// The configuration these arguments and `environment` give.
    func resolve(environment: [String: String]) throws(ConfigurationError) -> KittensConfiguration {
        var configuration = KittensConfiguration()
        func pick(_ flag: String?, _ flagName: String, _ variable: String) -> (String, String)? {
            if let flag { return (flag, flagName) }
            if let value = environment[variable] { return (value, variable) }
            return nil
        }
        try resolveAPI(environment: environment, into: &configuration)
        if let (value, name) = pick(pageSize, "--page-size", "KITTENS_PAGE_SIZE") {
            configuration.pageSize = try KittensConfiguration.pageSize(value, from: name)
            configuration.pageSizeWasGiven = true
        }
        configuration.apiKey = try resolveAPIKey(environment: environment)
        if let (value, name) = pick(breed, "--breed", "KITTENS_BREED") {
            configuration.breedID = try KittensConfiguration.breedID(value, from: name)
        }
        if let (value, name) = pick(logLevel, "--log-level", "KITTENS_LOG_LEVEL") {
            configuration.logLevel = try KittensConfiguration.logLevel(value, from: name)
        }
        configuration.replayFile = replay
        if replayNetwork {
            guard replay != nil else {
                throw ConfigurationError(description: localized("--replay-network needs --replay FILE."))
            }
            configuration.replayDownloadsPictures = true
        }
        if let makeTest {
            guard replay != nil else { throw ConfigurationError(description: localized("--make-test needs --replay FILE.")) }
            configuration.testName = try KittensConfiguration.testName(makeTest)
        }
        return configuration
    }

    /// The API base and the search endpoint. Either flag on the command line sets both and the
    /// environment's two are ignored, so that a base from one place never meets an endpoint from
    /// the other. `--endpoint` alone also sets the base (without `images/search`); `--api-base`
    /// alone sets the endpoint to `{base}/images/search`; with both, each keeps its own value.
    private func resolveAPI(environment: [String: String], into configuration: inout KittensConfiguration) throws(ConfigurationError) {
        let given: (base: (String, String)?, endpoint: (String, String)?)
        if apiBase != nil || endpoint != nil {
            given = (apiBase.map { ($0, "--api-base") }, endpoint.map { ($0, "--endpoint") })
        } else {
            given = (environment["KITTENS_API_BASE"].map { ($0, "KITTENS_API_BASE") },
                     environment["KITTENS_ENDPOINT"].map { ($0, "KITTENS_ENDPOINT") })
        }
        let base = try given.base.map { (value, name) throws(ConfigurationError) in try KittensConfiguration.apiBase(value, from: name) }
        let endpoint = try given.endpoint.map { (value, name) throws(ConfigurationError) in try KittensConfiguration.endpoint(value, from: name) }
        let api = TheCatAPIConfiguration(endpoint: endpoint, base: base)
        configuration.apiBase = api.base
        configuration.endpoint = api.endpoint
    }

    /// The key from `--api-key` or `--api-key-file`, else from `KITTENS_API_KEY` or
    /// `KITTENS_API_KEY_FILE`. Giving both forms in the same place is an error, since it is
    /// unclear which one is meant; an empty variable counts as unset.
    private func resolveAPIKey(environment: [String: String]) throws(ConfigurationError) -> APIKey? {
        if apiKey != nil || apiKeyFile != nil {
            return try Self.apiKey(
                apiKey.map { ($0, "--api-key") }, orFile: apiKeyFile.map { ($0, "--api-key-file") },
                bothGiven: localized("--api-key and --api-key-file cannot be used together."))
        }
        let key = environment["KITTENS_API_KEY"].flatMap { $0.isEmpty ? nil : $0 }
        let path = environment["KITTENS_API_KEY_FILE"].flatMap { $0.isEmpty ? nil : $0 }
        return try Self.apiKey(
            key.map { ($0, "KITTENS_API_KEY") }, orFile: path.map { ($0, "KITTENS_API_KEY_FILE") },
            bothGiven: localized("KITTENS_API_KEY and KITTENS_API_KEY_FILE cannot both be set."))
    }

    /// The key given in one place as text or as the path of a file holding it, each with the name
    /// it was given under; nil when neither is given, `bothGiven` as the error when both are.
    private static func apiKey(
        _ text: (value: String, name: String)?, orFile file: (path: String, name: String)?,
        bothGiven: @autoclosure () -> String
    ) throws(ConfigurationError) -> APIKey? {
        switch (text, file) {
        case (.some, .some):
            throw ConfigurationError(description: bothGiven())
        case (let text?, nil):
            return try KittensConfiguration.apiKey(text.value, from: text.name)
        case (nil, let file?):
            return try KittensConfiguration.apiKey(fromFile: file.path, from: file.name)
        case (nil, nil):
            return nil
        }
    }
}

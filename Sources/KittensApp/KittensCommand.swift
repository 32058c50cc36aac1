import ArgumentParser
import Kittens
import Logging

/// The command line of `kittens`. Every option may also come from an environment variable;
/// the command line wins.
public struct KittensCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "kittens",
        abstract: "Browse cat pictures from TheCatAPI.",
        discussion: """
            Each option can also be set in the environment: KITTENS_ENDPOINT, KITTENS_PAGE_SIZE, \
            KITTENS_API_KEY and KITTENS_LOG_LEVEL. The command line wins over the environment.
            """
    )

    @Option(parsing: .unconditional, help: "TheCatAPI search endpoint (default: \(TheCatAPIConfiguration.defaultEndpoint)).")
    var endpoint: String?

    @Option(parsing: .unconditional, help: "Images per page, from 1 to 100 (default: 10).")
    var pageSize: String?

    @Option(parsing: .unconditional, help: "A TheCatAPI key, sent as the x-api-key header.")
    var apiKey: String?

    @Option(parsing: .unconditional, help: "trace, debug, info, notice, warning, error or critical (default: info).")
    var logLevel: String?

    public init() {}

    /// The configuration these arguments and `environment` give.
    public func resolve(environment: [String: String]) throws(ConfigurationError) -> KittensConfiguration {
        var configuration = KittensConfiguration()
        func pick(_ flag: String?, _ flagName: String, _ variable: String) -> (String, String)? {
            if let flag { return (flag, flagName) }
            if let value = environment[variable] { return (value, variable) }
            return nil
        }
        if let (value, name) = pick(endpoint, "--endpoint", "KITTENS_ENDPOINT") {
            configuration.endpoint = try KittensConfiguration.endpoint(value, from: name)
        }
        if let (value, name) = pick(pageSize, "--page-size", "KITTENS_PAGE_SIZE") {
            configuration.pageSize = try KittensConfiguration.pageSize(value, from: name)
        }
        if let (value, name) = pick(apiKey, "--api-key", "KITTENS_API_KEY") {
            configuration.apiKey = try KittensConfiguration.apiKey(value, from: name)
        }
        if let (value, name) = pick(logLevel, "--log-level", "KITTENS_LOG_LEVEL") {
            configuration.logLevel = try KittensConfiguration.logLevel(value, from: name)
        }
        return configuration
    }

    /// Parses `arguments` (without the program name) and the environment, or prints a clear
    /// message and exits: code 0 for `--help`, 64 for anything wrong, before any window opens.
    public static func configurationOrExit(
        arguments: [String], environment: [String: String]
    ) -> KittensConfiguration {
        do {
            let command = try parse(arguments)
            return try command.resolve(environment: environment)
        } catch let error as ConfigurationError {
            exit(withError: ValidationError(error.description))
        } catch {
            exit(withError: error)
        }
    }
}

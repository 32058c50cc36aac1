import FoundationEssentials
import Kittens
import KittensSupport
import Localization
import Logging

/// How the app is set up for this run: from the command line, else the environment, else defaults.
public struct KittensConfiguration: Equatable, Sendable {
    /// The API's root (`--api-base`, `KITTENS_API_BASE`): breeds and favourites live under it,
    /// and the key goes to its origin only.
    public var apiBase: TheCatAPIBase = .standard
    /// The picture search URL (`--endpoint`, `KITTENS_ENDPOINT`), `{apiBase}/images/search`
    /// unless given.
    public var endpoint: URL = TheCatAPIConfiguration.defaultEndpoint
    public var pageSize = PageSize.standard
    /// Whether `pageSize` was given (`--page-size`, `KITTENS_PAGE_SIZE`): then it wins over the
    /// page size the person saved, for this run.
    public var pageSizeWasGiven = false
    public var apiKey: APIKey?
    public var logLevel: Logger.Level = .info
    /// The breed whose pictures this run shows (`--breed`, `KITTENS_BREED`), over the saved one.
    public var breedID: String?
    /// A recording to show instead of the network (`--replay FILE`).
    public var replayFile: String?
    /// Whether a replay downloads the pictures its recording names (`--replay-network`); without
    /// it a replay shows only what the thumbnail cache holds and connects nowhere.
    public var replayDownloadsPictures = false
    /// With a replay, the test file to write from the recording instead of opening the app
    /// (`--make-test NAME`): NAME.swift.
    public var testName: String?

    /// Whether this run downloads pictures: always, unless it replays a recording without
    /// `--replay-network`.
    public var downloadsPictures: Bool { replayFile == nil || replayDownloadsPictures }

    public static let pageSizes = PageSize.range
    /// Larger key files are refused: a key is a few dozen characters.
    public static let maxKeyFileBytes = 4096

    public init() {}

    /// The data source's settings for this configuration.
    public var dataSource: TheCatAPIConfiguration {
        TheCatAPIConfiguration(endpoint: endpoint, base: apiBase, apiKey: apiKey)
    }

    /// What this run's options decide of the key and page size; the saved ones fill in the rest.
    public var runSettings: RunSettings {
        RunSettings(keyOverride: apiKey, pageSizeOverride: pageSizeWasGiven ? pageSize : nil)
    }
}

/// A value on the command line or in the environment that cannot be used; `description` is
/// the sentence shown to the user, in the user's language.
public struct ConfigurationError: Error, Equatable, CustomStringConvertible {
    public let description: String
}

extension KittensConfiguration {
    /// Reads `value`, given as `name` (a flag or an environment variable), for the setting `setting`.
    static func endpoint(_ value: String, from name: String) throws(ConfigurationError) -> URL {
        guard let url = WebURL.url(from: value) else {
            throw ConfigurationError(
                description: localized("{name} must be an http or https URL, not \"{value}\".", ["name": name, "value": LogRedaction.redact(value)]))
        }
        return url
    }

    /// Reads the API base `value`, given as `name`: a web URL, as `endpoint(_:from:)` checks.
    static func apiBase(_ value: String, from name: String) throws(ConfigurationError) -> TheCatAPIBase {
        guard let base = TheCatAPIBase(url: try endpoint(value, from: name)) else {
            throw ConfigurationError(
                description: localized("{name} must be an http or https URL, not \"{value}\".", ["name": name, "value": LogRedaction.redact(value)]))
        }
        return base
    }

    static func pageSize(_ value: String, from name: String) throws(ConfigurationError) -> Int {
        guard let size = Int(value), pageSizes.contains(size) else {
            throw ConfigurationError(
                description: localized("{name} must be a whole number from {lowest} to {highest}, not \"{value}\".", [
                    "name": name, "lowest": String(pageSizes.lowerBound), "highest": String(pageSizes.upperBound), "value": value,
                ]))
        }
        return size
    }

    static func apiKey(_ value: String, from name: String) throws(ConfigurationError) -> APIKey? {
        let key = value.trimmed { $0.isWhitespace && !$0.isNewline }
        guard !key.contains(where: { $0.isNewline || $0 == "\0" }) else {
            throw ConfigurationError(description: localized("{name} must be a single line.", ["name": name]))
        }
        return key.isEmpty ? nil : APIKey(key)
    }

    /// Reads the key from the file at `path`, given as `name`: a regular file, not a link, of at
    /// most `maxKeyFileBytes`, holding one line of UTF-8 (blanks and line ends around it are
    /// dropped). The messages never quote the file's contents.
    static func apiKey(fromFile path: String, from name: String) throws(ConfigurationError) -> APIKey {
        let bytes: Data
        do throws(FileRefusal) {
            bytes = try BoundedFile.read(atPath: path, limit: maxKeyFileBytes)
        } catch {
            throw ConfigurationError(description: localized("The key file \"{path}\" given by {name} cannot be used: {reason}.", [
                "path": path, "name": name, "reason": error.description,
            ]))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ConfigurationError(description: localized("The key file \"{path}\" given by {name} must hold the key as UTF-8 text.", [
                "path": path, "name": name,
            ]))
        }
        let key = text.trimmed()
        guard !key.isEmpty else {
            throw ConfigurationError(description: localized("The key file \"{path}\" given by {name} is empty; it must hold the key.", [
                "path": path, "name": name,
            ]))
        }
        guard !key.contains(where: { $0.isNewline || $0 == "\0" }) else {
            throw ConfigurationError(description: localized("The key file \"{path}\" given by {name} must hold the key on a single line.", [
                "path": path, "name": name,
            ]))
        }
        return APIKey(key)
    }

    static func logLevel(_ value: String, from name: String) throws(ConfigurationError) -> Logger.Level {
        guard let level = Logger.Level(rawValue: value.lowercased()) else {
            let names = Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")
            throw ConfigurationError(description: localized("{name} must be one of {names}, not \"{value}\".", [
                "name": name, "names": names, "value": value,
            ]))
        }
        return level
    }
}

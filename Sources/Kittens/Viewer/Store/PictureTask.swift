import FoundationEssentials
import Localization

/// A Save or Copy of one image's picture, from the viewer or a row's menu, and how far it got.
public struct PictureTask: Equatable, Sendable, Codable {
    public enum Kind: String, Equatable, Sendable, Codable {
        case save, copy, background
    }

    public enum Phase: Equatable, Sendable, Codable {
        /// The picture is downloading (a row whose picture was not loaded).
        case downloading
        /// The view shows the save dialog and answers with `ViewerIntent.saveDestinationChosen`.
        case choosingFile
        case writing(to: URL)
        /// The desktop has the picture's file, and may be asking the person.
        case settingBackground
        case finished
        case failed(PictureTaskError)
    }

    public let kind: Kind
    public let imageID: String
    public let url: URL
    public var phase: Phase

    public init(kind: Kind, imageID: String, url: URL, phase: Phase) {
        self.kind = kind
        self.imageID = imageID
        self.url = url
        self.phase = phase
    }

    /// Whether it still waits for something; a second task is refused meanwhile.
    public var isRunning: Bool {
        switch phase {
        case .downloading, .choosingFile, .writing, .settingBackground: true
        case .finished, .failed: false
        }
    }
}

/// Why a Save or Copy did not happen.
public enum PictureTaskError: Error, Equatable, Sendable, Codable {
    case downloadFailed(PictureLoadError)
    /// The place chosen is not on this computer (a portal or gvfs location).
    case notOnThisComputer
    /// `reason`: the file system's answer, in words.
    case writeFailed(reason: String)
    /// The desktop did not take the picture as its background; `reason` says why.
    case backgroundNotSet(reason: String)

    /// A sentence for the user.
    public var message: String {
        switch self {
        case .downloadFailed(let error):
            localized("The picture could not be loaded: {reason}", ["reason": error.message])
        case .notOnThisComputer:
            localized("Kittens can only save to a folder on this computer.")
        case .writeFailed(let reason):
            localized("The picture could not be saved: {reason}", ["reason": reason])
        case .backgroundNotSet(let reason):
            localized("The background was not set: {reason}", ["reason": reason])
        }
    }
}

/// Where the user chose to save a picture, as the save dialog answered.
public enum PictureSaveDestination: Equatable, Sendable, Codable {
    case file(URL)
    case notOnThisComputer
    case cancelled
}

/// A one-off notice about a Save or Copy.
public enum PictureNotice: Equatable, Sendable, Codable {
    case saved(fileName: String)
    case copied
    case backgroundSet
    case failed(PictureTaskError)

    public var message: String {
        switch self {
        case .saved(let fileName): localized("Saved as {name}", ["name": fileName])
        case .copied: localized("Picture copied")
        case .backgroundSet: localized("Background set")
        case .failed(let error): error.message
        }
    }

    public var isFailure: Bool {
        if case .failed = self { return true }
        return false
    }
}

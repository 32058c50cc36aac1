import Foundation
import Localization
import TestSupport
import XCTest

extension XCTestCase {
    /// Runs `body` under LANGUAGE=`language` with its catalogue compiled from data/po, then puts
    /// back the C locale and no catalogue, as the other tests expect.
    func underLanguage(_ language: String, _ body: () throws -> Void) throws {
        let locale = try temporaryFolder()
        try compileCatalogues([language], into: locale)
        let saved = ["LANGUAGE", "LANG", "LC_ALL", "LC_MESSAGES"].map { ($0, ProcessInfo.processInfo.environment[$0]) }
        setenv("LANGUAGE", language, 1)
        setenv("LANG", "C.UTF-8", 1)
        unsetenv("LC_ALL")
        unsetenv("LC_MESSAGES")
        Localization.start(localeDirectory: locale.path)
        defer {
            for (name, value) in saved {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
            Localization.start(localeDirectory: locale.appendingPathComponent("gone").path)
            setlocale(LC_ALL, "C")
        }
        try body()
    }
}

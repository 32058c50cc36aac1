import Foundation
@testable import KittensApp
import XCTest

/// Where the app looks for its catalogues.
final class LocaleFolderTests: XCTestCase {
    func testTheInstalledAppReadsShareLocaleBesideItsBinFolder() {
        let path = LocaleFolder.path(environment: [:], executable: URL(fileURLWithPath: "/opt/kittens/bin/kittens"))
        XCTAssertEqual(path, "/opt/kittens/share/locale")
    }

    func testKittensLocaleDirWinsUnlessEmpty() {
        let executable = URL(fileURLWithPath: "/usr/bin/kittens")
        XCTAssertEqual(LocaleFolder.path(environment: ["KITTENS_LOCALE_DIR": "/tmp/locale"], executable: executable), "/tmp/locale")
        XCTAssertEqual(LocaleFolder.path(environment: ["KITTENS_LOCALE_DIR": ""], executable: executable), "/usr/share/locale")
    }
}

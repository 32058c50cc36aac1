import KittensSupport
import XCTest

final class XDGDirectoryTests: XCTestCase {
    func testTheVariableWinsWhenAbsolute() {
        XCTAssertEqual(XDGDirectory.cache.url(environment: ["XDG_CACHE_HOME": "/var/cache/me", "HOME": "/home/me"]).path,
                       "/var/cache/me/kittens")
        XCTAssertEqual(XDGDirectory.config.url(environment: ["XDG_CONFIG_HOME": "/x/config", "HOME": "/h"]).path,
                       "/x/config/kittens")
    }

    func testTheDefaultUnderHomeOtherwise() {
        XCTAssertEqual(XDGDirectory.cache.url(environment: ["HOME": "/home/me"]).path, "/home/me/.cache/kittens")
        XCTAssertEqual(XDGDirectory.cache.url(environment: ["XDG_CACHE_HOME": "", "HOME": "/home/me"]).path,
                       "/home/me/.cache/kittens")
        XCTAssertEqual(XDGDirectory.cache.url(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/me"]).path,
                       "/home/me/.cache/kittens")
        XCTAssertEqual(XDGDirectory.config.url(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"]).path,
                       "/h/.config/kittens")
        XCTAssertEqual(XDGDirectory.config.url(environment: ["HOME": "/h"]).path, "/h/.config/kittens")
    }

    func testEachFolderReadsOnlyItsOwnVariable() {
        XCTAssertEqual(XDGDirectory.config.url(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"]).path, "/h/.config/kittens")
        XCTAssertEqual(XDGDirectory.cache.url(environment: ["XDG_CONFIG_HOME": "/c", "HOME": "/h"]).path, "/h/.cache/kittens")
    }
}

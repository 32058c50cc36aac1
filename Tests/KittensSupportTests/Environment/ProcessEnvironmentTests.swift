import Glibc
import XCTest
@testable import KittensSupport

final class ProcessEnvironmentTests: XCTestCase {
    func testItHoldsWhatGetenvReturns() {
        setenv("KITTENS_ENVIRONMENT_TEST", "a=b c", 1)
        defer { unsetenv("KITTENS_ENVIRONMENT_TEST") }
        let variables = ProcessEnvironment.current()
        XCTAssertEqual(variables["KITTENS_ENVIRONMENT_TEST"], "a=b c")
        XCTAssertEqual(variables["PATH"], getenv("PATH").map { String(cString: $0) })
    }
}

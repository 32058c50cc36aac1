import LoadedLibraryABI
import XCTest

/// The declarations the loaders use match the real headers (checked when this target compiles);
/// here, every function they look up is exported by the library the app will load.
final class LoadedLibraryABITests: XCTestCase {
    func testLibsoupExportsEveryFunctionTheLoaderLooksUp() {
        XCTAssertGreaterThan(kittens_soup_function_count(), 0)
        XCTAssertEqual(kittens_soup_symbols_missing(), 0)
    }

    func testLibsecretExportsEveryFunctionTheLoaderLooksUp() {
        XCTAssertGreaterThan(kittens_secret_function_count(), 0)
        XCTAssertEqual(kittens_secret_symbols_missing(), 0)
    }
}

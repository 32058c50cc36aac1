import MVI
import MVITesting
import XCTest

/// The reproduction `StorePropertyCheck` prints for the names race (seed 7), pasted as printed
/// (a test reads this file to check that it holds the printed text): proof that the printed
/// source is Swift that compiles and reproduces the failure. Its `XCTAssertNil` is this type's
/// own, which keeps the value instead of failing the suite.
@MainActor
final class PastedNamesReproduction {
    private(set) var asserted: [String?] = []

    func XCTAssertNil(_ problem: String?) {
        asserted.append(problem)
    }

    /// This file, which holds the printed source as it was pasted.
    static let file = #filePath

    // The printed source, pasted:
    @MainActor func testAStorePropertyCase() async {
        let world = NamesServer()
        let store = TestStore(initialState: NamesState(), executor: NamesExecutor(server: world, fixed: false), reducer: NamesReducer())
        store.exhaustivity = .off
        store.send(.add("b"))
        await store.perform(job: JobKey("names-b"))
        store.send(.remove("b"))
        // Everything settles:
        // nothing to heal
        XCTAssertNil(settledProblem(world, store.state))
    }
}

/// How much a `TestStore` insists on.
public enum Exhaustivity: Equatable, Sendable {
    /// Every state change, message and label must be asserted, and no job may be left
    /// running at the end: the test is the feature's full specification.
    case on
    /// Only what the test asserts is checked: a state assertion checks the fields it sets,
    /// `receive` and `receiveLabel` skip what comes before the one they name, and nothing
    /// left over fails at the end. For tests of a long flow that care about its outcome.
    case off
}

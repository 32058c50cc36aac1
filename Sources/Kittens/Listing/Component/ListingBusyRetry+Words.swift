import Localization

extension ListingBusyRetry {
    /// What a page says while it waits `seconds` to ask a busy server again by itself.
    static func waitMessage(seconds: Int) -> String {
        localizedPlural(
            "TheCatAPI is busy. Trying again in {count} second…", "TheCatAPI is busy. Trying again in {count} seconds…",
            count: seconds)
    }
}

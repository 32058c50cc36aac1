/// Whether a complete listing may remove the synced records it lacks. One listing alone never
/// may: a record removed elsewhere while it was read shifts the pages after it (TheCatAPI pages
/// by offset), so that the first record of the next page is on none, and a server or a proxy
/// may answer `200 []`; without a count, or with one that an add elsewhere kept level, nothing
/// shows it. The removals wait for the next listing, asked for at once, which must lack them
/// too.
public enum OutboxRemovalCheck {
    /// Whether the listing may remove `removed`, the synced records (by picture) it lacks. When
    /// it may not, `removed` waits in `toConfirm` for the next listing and `needsListing` asks
    /// for it; a next one that lacks others besides asks for a third.
    public static func mayRemove(_ removed: Set<String>, toConfirm: inout Set<String>, needsListing: inout Bool) -> Bool {
        guard !removed.isEmpty, !removed.isSubset(of: toConfirm) else {
            toConfirm = []
            return true
        }
        toConfirm = removed
        needsListing = true
        return false
    }
}

/// Whether a complete listing may remove the synced records it lacks: one that would remove
/// many at once (more than `maximumAtOnce`, or more than a third of the synced ones) may be a
/// server's or a proxy's mistake (`200 []`), and is confirmed by the next listing first, which
/// must lack the same.
public enum OutboxRemovalCheck {
    public static let maximumAtOnce = 20

    /// Whether the listing may remove `removed`, the records of `synced` (by picture) it lacks.
    /// When it may not, `removed` waits in `toConfirm` for the next listing and `needsListing`
    /// asks for it; only the same removals are confirmed: a second listing that would remove
    /// others asks for a third.
    public static func mayRemove(
        _ removed: Set<String>, of synced: Set<String>, toConfirm: inout Set<String>, needsListing: inout Bool
    ) -> Bool {
        let confirmed = !removed.isEmpty && removed.isSubset(of: toConfirm)
        guard removed.count > maximumAtOnce || removed.count * 3 > synced.count, !confirmed else {
            toConfirm = []
            return true
        }
        toConfirm = removed
        needsListing = true
        return false
    }
}

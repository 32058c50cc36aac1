import CGLib
import Kittens
import KittensSupport

extension TheCatAPIAccount {
    /// The account of `apiKey` at `base` under `subID`; nil without a key. The key is kept only
    /// as the first 16 hexadecimal digits of its SHA-256.
    static func of(base: TheCatAPIBase, subID: String, apiKey: APIKey?) -> TheCatAPIAccount? {
        guard let apiKey, !apiKey.isEmpty, let digest = g_compute_checksum_for_string(G_CHECKSUM_SHA256, apiKey.revealed, -1) else { return nil }
        defer { g_free(digest) }
        return TheCatAPIAccount(server: base.server, subID: subID, keyFingerprint: String(String(cString: digest).prefix(16)))
    }
}

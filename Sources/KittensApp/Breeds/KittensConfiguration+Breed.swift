import Kittens
import KittensSupport
import Localization

/// The breed `--breed` and `KITTENS_BREED` name, checked as a breed id before any list of
/// breeds is known.
extension KittensConfiguration {
    /// The longest breed id `--breed` takes: the shared rule's `ListingFilters.maxBreedIDBytes`.
    public static let maxBreedIDLength = ListingFilters.maxBreedIDBytes

    /// Reads the breed id `value`, given as `name`: a usable one (`ListingFilters.isUsable(breedID:)`)
    /// of ASCII letters, digits, "-" and "_" only. That stricter alphabet is the command line's
    /// own, on top of the shared rule: what is typed there is checked before any breed list is
    /// known, so it takes only the characters TheCatAPI's ids are made of.
    static func breedID(_ value: String, from name: String) throws(ConfigurationError) -> String {
        let plain = value.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x2D || byte == 0x5F
        }
        guard plain, ListingFilters.isUsable(breedID: value) else {
            throw ConfigurationError(
                description: localized("{name} must be a breed id of letters, digits, \"-\" and \"_\", at most {highest} characters, not \"{value}\".", [
                    "name": name, "highest": String(maxBreedIDLength), "value": LogRedaction.redact(value),
                ]))
        }
        return value
    }
}

import FoundationEssentials

/// One text field of a JSON object from outside, read leniently: its text, missing (absent or
/// null), or of the wrong type. The parsers decide what each case means for the entry.
enum TextField {
    case text(String)
    case missing
    case wrongType

    /// The field `key` of `container`; never throws.
    init<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, _ key: Key) {
        guard container.contains(key), (try? container.decodeNil(forKey: key)) == false else {
            self = .missing
            return
        }
        guard let text = try? container.decode(String.self, forKey: key) else {
            self = .wrongType
            return
        }
        self = .text(text)
    }
}

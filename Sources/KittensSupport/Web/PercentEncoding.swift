/// Percent-encoding for URL parts built by hand.
public enum PercentEncoding {
    /// `text` with everything but RFC 3986's unreserved characters (letters, digits, `-`, `.`,
    /// `_` and `~`) percent-encoded as UTF-8 bytes, so that it can never add a query item, end
    /// the query or leave a path segment.
    public static func unreserved(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                encoded += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return encoded
    }
}

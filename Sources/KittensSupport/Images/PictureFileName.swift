/// The name "Save Image As…" suggests for a picture: its image id made safe for a file name,
/// and the extension of the format its bytes really are (not what its URL claims).
public enum PictureFileName {
    /// The longest stem kept, in bytes: room for the extension under any file system's 255.
    public static let maximumStemLength = 64

    /// "abc123.jpg". Only ASCII letters, digits, `-` and `_` of `imageID` are kept; each run of
    /// other characters between kept ones becomes one `_`, and at the ends is dropped (so no
    /// slash, dot, space or control character reaches the name, and it never starts with a
    /// dot); at most `maximumStemLength` bytes. An id with nothing usable gives "kitten".
    public static func suggested(imageID: String, format: ImageFormat) -> String {
        "\(stem(of: imageID)).\(format.fileExtension)"
    }

    static func stem(of imageID: String) -> String {
        var stem = ""
        for scalar in imageID.unicodeScalars {
            guard stem.utf8.count < maximumStemLength else { break }
            let isKept = scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
            if isKept {
                stem.unicodeScalars.append(scalar)
            } else if !stem.isEmpty, stem.last != "_" {
                stem.append("_")
            }
        }
        while stem.hasSuffix("_") { stem.removeLast() }
        return stem.isEmpty ? "kitten" : stem
    }
}

extension ImageFormat {
    /// The usual file name extension of the format, without the dot.
    public var fileExtension: String {
        switch self {
        case .png: "png"
        case .jpeg: "jpg"
        case .gif: "gif"
        }
    }
}

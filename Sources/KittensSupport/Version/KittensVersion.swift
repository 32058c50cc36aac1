internal import KittensBuildInfo

/// The version of Kittens, such as "0.1.0": the one line of `data/VERSION`, which meson reads
/// for `project(version:)` too, so the About dialog, `kittens --version` and the installed
/// package agree.
public enum KittensVersion {
    public static let current: String = {
        let file = String(cString: kittens_build_version_file())
        return file.split(whereSeparator: { $0.isWhitespace }).first.map(String.init) ?? file
    }()
}

import FoundationEssentials

/// The file of the running program, read from `/proc/self/exe` with symbolic links resolved, so
/// that an installed `<prefix>/bin/kittens` finds `<prefix>/share` however it was started. Started
/// by name (the desktop file's `Exec=kittens`, or `kittens` typed in a shell), `argv[0]` is just
/// "kittens", which names no file from the working folder: that is the fallback only when
/// `/proc` is not mounted.
enum RunningExecutable {
    static var url: URL {
        let resolved = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        if resolved.path != "/proc/self/exe" { return resolved }
        return URL(fileURLWithPath: CommandLine.arguments.first ?? "kittens").resolvingSymlinksInPath()
    }
}

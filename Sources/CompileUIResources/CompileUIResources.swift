import Foundation
import PackagePlugin

/// Compiles every GtkBuilder `.ui` file of `data/ui` (the views) with
/// `/usr/bin/glib-compile-resources` (package libglib2.0-dev-bin) into one GResource bundle, and
/// writes it into a Swift file as `UIResourceBundle.words`, so that the bundle is compiled into
/// the program: no file to find at start-up, installed or from a checkout.
///
/// Why not C: SwiftPM compiles only the Swift files a build-tool plugin writes (a generated `.c`
/// file is not compiled into a C target), and a target with resources gets a `Bundle.module`
/// that imports Foundation. The bytes are written as 64-bit words, a few thousand literals, which
/// the compiler takes in well under a second. The bundle is made again whenever a `.ui` file or
/// the list of files changes. The bundle's manifest is written by
/// `meson-helpers/ui-resources-manifest.sh`: a view's `.ui` file is in the bundle by being in the
/// folder, with no list to keep.
@main
struct CompileUIResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "data/ui")
        let manifestScript = context.package.directoryURL.appending(path: "meson-helpers/ui-resources-manifest.sh")
        let uiFiles = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".ui") }.sorted().map { folder.appending(path: $0) }
        // Not an output: SwiftPM would make it a resource of the target (see the note above).
        let bundle = context.pluginWorkDirectoryURL.appending(path: "kittens.gresource")
        let manifest = context.pluginWorkDirectoryURL.appending(path: "kittens.gresource.xml")
        let swiftFile = context.pluginWorkDirectoryURL.appending(path: "UIResourceBundle+Words.swift")
        // od prints each 8-byte word in the byte order of this machine, the one the program runs on.
        let script = """
            /bin/sh "$1" "$2" >"$5"
            /usr/bin/glib-compile-resources --sourcedir="$2" --target="$3" "$5"
            size=$(wc -c <"$3")
            pad=$(( (8 - size % 8) % 8 ))
            {
                printf '// Made by the CompileUIResources plugin from data/ui; do not edit.\\n'
                printf 'extension UIResourceBundle {\\n    /// The length of the bundle in bytes.\\n'
                printf '    public static let byteCount = %d\\n' "$size"
                printf '    /// The bundle, 8 bytes a word, in the byte order of the machine.\\n'
                printf '    public static let words: [UInt64] = [\\n'
                { cat "$3"; head -c "$pad" /dev/zero; } | od -An -v -tx8 | sed -e 's/ *\\([0-9a-f]\\{16\\}\\)/0x\\1, /g' -e 's/^/        /'
                printf '    ]\\n}\\n'
            } >"$4"
            """
        return [
            shellBuildCommand(
                displayName: "Compiling the GtkBuilder resources", tool: "/usr/bin/glib-compile-resources",
                package: "libglib2.0-dev-bin", script: script,
                arguments: [manifestScript.path, folder.path, bundle.path, swiftFile.path, manifest.path],
                inputFiles: [manifestScript, folder] + uiFiles,
                outputFiles: [swiftFile]
            )
        ]
    }
}

import Foundation
import PackagePlugin

/// Compiles `data/org.kittensforlinux.Kittens.gschema.xml` with `glib-compile-schemas --strict`
/// into this plugin's work folder, and writes a Swift file naming that folder
/// (`CompiledSchemaFolder.path`). A run from a checkout (`swift run kittens`, the tests) finds its
/// settings there when no installed schema is found (see `SettingsSchema` in KittensApp).
/// The schema is compiled again whenever the XML changes.
@main
struct CompileSchema: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let schema = context.package.directoryURL.appending(path: "data/org.kittensforlinux.Kittens.gschema.xml")
        let folder = context.pluginWorkDirectoryURL.appending(path: "schemas")
        let compiled = folder.appending(path: "gschemas.compiled")
        let swiftFile = context.pluginWorkDirectoryURL.appending(path: "CompiledSchemaFolder+Path.swift")
        // One shell command, so that the schema and the Swift file naming it are made together.
        let script = """
            set -e
            if [ ! -x /usr/bin/glib-compile-schemas ]; then
                echo "error: /usr/bin/glib-compile-schemas is missing: apt-get install libglib2.0-bin" >&2
                exit 1
            fi
            mkdir -p "$2"
            cp "$1" "$2/"
            /usr/bin/glib-compile-schemas --strict "$2"
            printf 'extension CompiledSchemaFolder {\\n    /// Where the build compiled the schema.\\n    public static let path = "%s"\\n}\\n' "$2" > "$3"
            """
        return [
            .buildCommand(
                displayName: "Compiling the GSettings schema",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, "compile-schema", schema.path, folder.path, swiftFile.path],
                inputFiles: [schema],
                outputFiles: [compiled, swiftFile]
            )
        ]
    }
}

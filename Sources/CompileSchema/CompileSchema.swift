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
        let swiftFile = context.pluginWorkDirectoryURL.appending(path: "CompiledSchemaFolder+Path.swift")
        let script = """
            mkdir -p "$2"
            cp "$1" "$2/"
            /usr/bin/glib-compile-schemas --strict "$2"
            printf 'extension CompiledSchemaFolder {\\n    /// Where the build compiled the schema.\\n    public static let path = "%s"\\n}\\n' "$2" > "$3"
            """
        return [
            shellBuildCommand(
                displayName: "Compiling the GSettings schema", tool: "/usr/bin/glib-compile-schemas", package: "libglib2.0-bin",
                script: script, arguments: [schema.path, folder.path, swiftFile.path], inputFiles: [schema],
                // Only the Swift file: an output SwiftPM does not compile becomes a resource of
                // the target, and a target with resources gets a `Bundle.module` that brings in
                // Foundation (and ICU) with it. The compiled schema is found by its path instead.
                outputFiles: [swiftFile]
            )
        ]
    }
}

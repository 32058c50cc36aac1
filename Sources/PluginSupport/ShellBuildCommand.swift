import Foundation
import PackagePlugin

// Shared by the build-tool plugins, which cannot share a library target: each plugin's folder
// holds a symbolic link to this file.

/// A build command that runs `script` with /bin/sh (`$1`, `$2` ... are `arguments`) once it has
/// checked that `tool` is installed: a missing one fails the build with an error naming the
/// Debian package to install. One shell command, so that all of `outputFiles` are made together.
func shellBuildCommand(
    displayName: String, tool: String, package: String, script: String, arguments: [String],
    inputFiles: [URL], outputFiles: [URL]
) -> Command {
    let checkedScript = """
        set -e
        if [ ! -x \(tool) ]; then
            echo "error: \(tool) is missing: apt-get install \(package)" >&2
            exit 1
        fi

        """ + script
    return .buildCommand(
        displayName: displayName,
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: ["-c", checkedScript, URL(fileURLWithPath: tool).lastPathComponent] + arguments,
        inputFiles: inputFiles,
        outputFiles: outputFiles
    )
}

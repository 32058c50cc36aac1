#if canImport(Glibc)
import Glibc
#endif

/// The process's environment variables, read straight from `environ`.
///
/// FoundationEssentials' `ProcessInfo.processInfo.environment` gives the same dictionary but
/// cost about 2.5 million instructions on the start-up path, before the first frame
/// (`meson-helpers/startup-bench.sh`); this costs a few thousand.
public enum ProcessEnvironment {
    /// Every variable whose name and value are valid UTF-8; for a name set twice, the first
    /// one, as `getenv` returns.
    public static func current() -> [String: String] {
        var variables: [String: String] = [:]
        var entry: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        while let pointer = entry?.pointee {
            entry = entry?.successor()
            guard let equals = strchr(pointer, 0x3D) else { continue }
            let name = UnsafeRawBufferPointer(start: pointer, count: pointer.distance(to: equals))
            let value = UnsafeRawBufferPointer(start: equals + 1, count: strlen(equals + 1))
            guard let name = String(validating: name, as: UTF8.self), variables[name] == nil,
                  let value = String(validating: value, as: UTF8.self)
            else { continue }
            variables[name] = value
        }
        return variables
    }
}

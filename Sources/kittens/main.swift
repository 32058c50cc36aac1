import Glibc
import KittensApp

exit(MainActor.assumeIsolated { kittensMain() })

import Foundation
import KittensApp

exit(MainActor.assumeIsolated { kittensMain() })

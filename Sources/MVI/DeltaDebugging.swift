/// Delta debugging: the shortest sequence found that still fails, by removing chunks of it,
/// halving the chunks each pass in which none could go, down to single elements. What the
/// store property tester shrinks a failing case with, and what shrinks a recording to the
/// fewest events that still show a bug.
public enum DeltaDebugging {
    /// The shortest sub-sequence of `elements` (in their order) found for which `stillFails`
    /// holds, trying at most `tries` candidates; `elements` itself should fail.
    @MainActor
    public static func shrink<Element>(
        _ elements: [Element], tries: Int, stillFails: @MainActor ([Element]) async -> Bool
    ) async -> [Element] {
        var elements = elements
        var budget = tries
        var chunk = max(elements.count / 2, 1)
        while budget > 0 {
            var index = 0
            var removed = false
            while index < elements.count && budget > 0 {
                var candidate = elements
                candidate.removeSubrange(index..<min(index + chunk, elements.count))
                budget -= 1
                if await stillFails(candidate) {
                    elements = candidate
                    removed = true
                } else {
                    index += chunk
                }
            }
            if chunk == 1 && !removed { break }
            if !removed { chunk = max(chunk / 2, 1) }
        }
        return elements
    }
}

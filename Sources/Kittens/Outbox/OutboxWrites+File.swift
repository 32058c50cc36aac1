import KittensSupport
import Outbox

extension OutboxWrites {
    /// Writes with `write`, on a queue named `label`; a failure is said in words.
    public convenience init(label: String, writing write: @escaping @Sendable (Persisted) throws(FileWriteFailure) -> Void) {
        self.init(label: label) { persisted in
            do throws(FileWriteFailure) {
                try write(persisted)
                return nil
            } catch {
                return error.description
            }
        }
    }
}

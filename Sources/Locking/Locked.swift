#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value that can only be reached while holding its lock: the project's replacement for
/// `Synchronization.Mutex`, with the same shape (`Locked(initialValue)`, `withLock { value in … }`).
///
/// **Why not `Synchronization.Mutex`.** On Linux, `Mutex` is built on raw `futex` system calls,
/// which ThreadSanitizer does not intercept: TSan cannot see that `Mutex` orders two critical
/// sections, and reports every access inside `withLock` as a data race (11 to 15 false reports
/// a run of the suite, all in `LoopbackHTTP`). A ten-line program proves it: two threads
/// incrementing a counter inside `Mutex.withLock` are reported as racing under
/// `swiftc -sanitize=thread`; the same program with this type is not. This type is a
/// `pthread_mutex_t`, which TSan (and Helgrind) understand, so the sanitizer stages of CI can
/// fail on any report instead of suppressing ours.
///
/// **Use it everywhere instead of `Mutex`.** Converting code written for `Mutex` is mechanical:
/// replace `import Synchronization` by `import Locking` and `Mutex` by `Locked`. Call sites keep
/// their closures: `withLock` takes the value `inout` and returns what the closure returns.
///
/// **Semantics.**
/// - Not recursive: calling `withLock` from inside its own closure on the same thread traps
///   with a message (an error-checking mutex), rather than deadlocking; release builds too.
/// - The closure runs on the caller's thread; keep it short and never wait or call out to
///   unknown code while holding the lock.
/// - A reference type: copies of a `Locked` share one value and one lock, and it lives as long as
///   anything references it. Store it in a `let`.
/// - `Sendable` whatever `Value` is: the value goes in and out as `sending`, exactly as with
///   `Mutex`, so a non-`Sendable` value never escapes into two isolation domains.
public final class Locked<Value: ~Copyable>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let storage: UnsafeMutablePointer<Value>

    /// A lock guarding `initialValue`.
    public init(_ initialValue: consuming sending Value) {
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        defer { pthread_mutexattr_destroy(&attributes) }
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ERRORCHECK))
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(mutex, &attributes)
        if status != 0 { fatalError("pthread_mutex_init failed with error \(status)") }
        storage = .allocate(capacity: 1)
        storage.initialize(to: initialValue)
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the lock held and the value passed `inout`; returns what `body` returns.
    /// The lock is released however `body` ends, also when it throws.
    public func withLock<Result: ~Copyable, E: Error>(
        _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        // fatalError, not precondition: -O keeps its message.
        let status = pthread_mutex_lock(mutex)
        if status == EDEADLK { fatalError("Locked.withLock called from inside its own withLock, same thread") }
        if status != 0 { fatalError("pthread_mutex_lock failed with error \(status)") }
        defer { pthread_mutex_unlock(mutex) }
        return try body(&storage.pointee)
    }
}

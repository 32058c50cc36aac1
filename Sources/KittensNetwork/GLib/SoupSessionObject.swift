/// Names a `SoupSession` in `GObjectRef<SoupSessionObject>`: libsoup's structs are hidden from
/// Swift (see `CSoup`), so a session is an `OpaquePointer` that this marker types.
enum SoupSessionObject {}

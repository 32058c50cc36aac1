internal import CSoup
internal import GLibRuntime
import FoundationEssentials

/// The blocking part of a download, run on its own Dispatch queue: one `soup_session_send` per
/// hop with libsoup's redirect handling off, redirects followed here under the redirect policy
/// with each hop's header fields chosen by origin, and the body read in chunks under the cap.
///
/// Every blocking call takes the download's `GCancellable`, so a cancel or a clock running out
/// wakes it; the outcome was decided by then, and what the worker decides afterwards is ignored.
struct DownloadWorker: Sendable {
    let session: GObjectRef<SoupSessionObject>
    let download: Download

    /// Bytes asked of the body stream at a time.
    static let chunkBytes = 64 * 1024
    /// Bytes asked at least, even with less room left under the cap: libsoup reads a chunked
    /// body's trailer line into the caller's buffer and fails an assertion on a buffer of one
    /// or two bytes. A body over the cap is still refused after at most this much more.
    static let minimumReadBytes = 1024

    private static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]

    /// Runs the download to its end; `beforeCompletion` runs once the blocking work returned,
    /// just before the completion is called.
    func run(beforeCompletion: () -> Void = {}) {
        let outcome: Result<Data, DownloadError>
        do {
            outcome = .success(try fetch())
        } catch {
            outcome = .failure(error)
        }
        beforeCompletion()
        download.finish(outcome)
        download.enter(.ended)
    }

    private func fetch() throws(DownloadError) -> Data {
        guard let first = URIOwner.parse(download.request.url.absoluteString), let original = first.origin else {
            throw .unsupportedURL
        }
        let policy = RedirectPolicy(maxRedirects: download.limits.effectiveMaxRedirects)
        var uri = first
        var origin = original
        var redirects = 0
        while true {
            guard !download.isFinished else { throw .cancelled }
            download.enter(.sending(hop: redirects))
            let exchange = try Exchange(
                send: uri, method: download.request.method, body: download.request.body,
                headers: download.request.headers(to: origin, startedAt: original), worker: self)
            guard download.request.followsRedirects, Self.redirectStatuses.contains(exchange.status),
                  let location = exchange.location
            else {
                captureHeaders(of: exchange.message)
                return try exchange.body(worker: self)
            }
            let next = uri.resolving(location)
            let nextOrigin = next?.origin
            if let refusal = policy.refusal(from: origin, to: nextOrigin, followed: redirects) {
                throw stop(refusal)
            }
            guard let next, let nextOrigin else { throw stop(.unusableRedirect) }
            exchange.close()
            uri = next
            origin = nextOrigin
            redirects += 1
            download.madeProgress()
        }
    }

    /// Decides `error` before the open stream is closed, so the close does not wait on a
    /// server that keeps the connection open: deciding cancels the I/O.
    fileprivate func stop(_ error: DownloadError) -> DownloadError {
        download.finish(.failure(error))
        return error
    }

    fileprivate var cancellable: UnsafeMutablePointer<GCancellable> { download.cancellablePointer }

    /// Keeps the fields of the final answer that the download asked for.
    private func captureHeaders(of message: OpaquePointer) {
        guard !download.capturedHeaderNames.isEmpty else { return }
        let fields = kittens_soup_message_get_response_headers(message)
        for name in download.capturedHeaderNames {
            if let value = kittens_soup_message_headers_get_one(fields, name) { download.capture(name, String(cString: value)) }
        }
    }
}

/// One request and the head of its answer; owns the message and the body stream.
///
/// Closing the stream reads and discards what is left of the body (libsoup does that to keep
/// the connection), so it takes the download's cancellable: once the outcome is decided, a close
/// returns at once and drops the connection instead.
private final class Exchange {
    let message: OpaquePointer
    let stream: UnsafeMutablePointer<GInputStream>
    let status: Int
    private let cancellable: GObjectRef<GCancellable>
    private var isClosed = false

    init(
        send uri: URIOwner, method: DownloadRequest.Method, body: DownloadRequest.Body?, headers: [DownloadRequest.Header],
        worker: DownloadWorker
    ) throws(DownloadError) {
        let message: OpaquePointer = kittens_soup_message_new_from_uri(method.rawValue, uri.uri)
        kittens_soup_message_add_flags(message, KITTENS_SOUP_MESSAGE_NO_REDIRECT)
        if let body {
            // g_bytes_new copies the bytes; the message holds its own reference.
            let bytes = body.bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            if let bytes {
                kittens_soup_message_set_request_body_from_bytes(message, body.contentType, bytes)
                g_bytes_unref(bytes)
            }
        }
        let fields = kittens_soup_message_get_request_headers(message)
        for header in headers { kittens_soup_message_headers_replace(fields, header.name, header.value) }
        let emitter = GObjectPointer<SoupMessageClass>(message)
        let download = worker.download
        // Each step of opening a connection counts as progress.
        let handler = Signal.connect(emitter, .networkEvent) { event in
            download.madeProgress()
            if event == G_SOCKET_CLIENT_CONNECTING { download.enter(.connecting) }
        }
        var error: UnsafeMutablePointer<GError>?
        let stream = kittens_soup_session_send(worker.session.opaque, message, worker.cancellable, &error)
        Signal.disconnect(emitter, handler)
        guard let stream else {
            let failure = error.map { DownloadError($0) } ?? .connectionLost
            g_clear_error(&error)
            g_object_unref(UnsafeMutableRawPointer(message))
            throw failure
        }
        self.message = message
        self.stream = stream
        cancellable = worker.download.cancellable
        status = Int(kittens_soup_message_get_status(message))
        worker.download.madeProgress()
    }

    deinit {
        close()
        g_object_unref(UnsafeMutableRawPointer(stream))
        g_object_unref(UnsafeMutableRawPointer(message))
    }

    var location: String? {
        kittens_soup_message_headers_get_one(kittens_soup_message_get_response_headers(message), "Location").map { String(cString: $0) }
    }

    /// The `Content-Length` of the answer, nil when the body is chunked or ends with the connection.
    var contentLength: Int? {
        let fields = kittens_soup_message_get_response_headers(message)
        guard kittens_soup_message_headers_get_encoding(fields) == KITTENS_SOUP_ENCODING_CONTENT_LENGTH else { return nil }
        return kittens_soup_message_headers_get_content_length(fields)
    }

    /// The `Content-Length` when it counts the bytes read: the body is not content-encoded.
    /// libsoup itself accepts a shorter body when the server closes the connection.
    var identityLength: Int? {
        let encoding = kittens_soup_message_headers_get_one(kittens_soup_message_get_response_headers(message), "Content-Encoding")
        guard encoding.map({ String(cString: $0).lowercased() == "identity" }) ?? true else { return nil }
        return contentLength
    }

    /// Closes the body stream, which gives the connection back (or drops it). A closed
    /// exchange is not closed again when it goes away.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        g_input_stream_close(stream, cancellable.pointer, nil)
    }

    /// The whole body of a 2xx answer, read in chunks; a body over the cap is refused as soon as
    /// more than the cap has arrived, having read at most `minimumReadBytes` past it. Of another
    /// status, the first `errorBodyLimit` bytes of the body are kept for the caller
    /// (`Download.errorBody`) before the status is thrown.
    func body(worker: DownloadWorker) throws(DownloadError) -> Data {
        defer { close() }
        guard (200...299).contains(status) else {
            let limit = worker.download.errorBodyLimit
            if limit > 0, contentLength.map({ $0 <= limit }) ?? true, let bytes = try? read(worker: worker, cap: limit) {
                worker.download.keep(errorBody: bytes)
            }
            throw worker.stop(.httpStatus(status))
        }
        let cap = max(worker.download.limits.maxBodyBytes, 0)
        if let contentLength, contentLength > cap { throw worker.stop(.tooLarge(limitBytes: cap)) }
        worker.download.enter(.readingBody)
        return try read(worker: worker, cap: cap)
    }

    private func read(worker: DownloadWorker, cap: Int) throws(DownloadError) -> Data {
        var body = Data()
        body.reserveCapacity(max(min(contentLength ?? 0, cap), 0))
        // A body of known length needs no larger buffer than itself (and one byte to see its end):
        // a thumbnail of a few KB does not zero 64 KB, nor map them where the allocator maps such
        // blocks on their own (the app's M_MMAP_THRESHOLD).
        let known = contentLength.map { max($0, 0) } ?? DownloadWorker.chunkBytes
        var chunk = [UInt8](repeating: 0, count: max(DownloadWorker.minimumReadBytes, min(DownloadWorker.chunkBytes, known + 1)))
        while true {
            let room = cap - body.count
            let wanted = room >= chunk.count ? chunk.count : max(room + 1, DownloadWorker.minimumReadBytes)
            var error: UnsafeMutablePointer<GError>?
            let count = chunk.withUnsafeMutableBytes { buffer in
                g_input_stream_read(stream, buffer.baseAddress, gsize(wanted), worker.cancellable, &error)
            }
            if count < 0 {
                let failure = error.map { DownloadError($0) } ?? .connectionLost
                g_clear_error(&error)
                throw failure
            }
            if count == 0 {
                if let identityLength, body.count < identityLength { throw .connectionLost }
                return body
            }
            worker.download.madeProgress()
            body.append(contentsOf: chunk[..<count])
            if body.count > cap { throw worker.stop(.tooLarge(limitBytes: cap)) }
        }
    }
}

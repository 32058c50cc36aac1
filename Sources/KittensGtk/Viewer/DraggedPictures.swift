import CGLib
import CGtk
import CKittensPaintable
import Dispatch
import FoundationEssentials
import GLibRuntime
import Kittens
import KittensPictures
import KittensSupport
import Localization

/// The pictures dragged out of list rows and gallery cells, which hold only thumbnails: a drag
/// offers a promise (`kittens_promised_content_new`), and only when a drop target reads the
/// file or the PNG is the picture downloaded, through a `PictureLoader` of its own with the
/// viewer's budgets (its header read before any decode, decoded off the main thread within
/// `Configuration.zoomPixelBudget` pixels by the bounded decoders). The file is the original
/// bytes, named by `PictureFileName`, in `DraggedFiles`; the PNG is the decoded picture.
///
/// It holds at most the last picture read, and drops it when the drag's content goes.
@MainActor
final class DraggedPictures {
    /// Where the files are written.
    var files: DraggedFiles
    private let loader: PictureLoader
    /// The box pictures are decoded to fit: a square of the zoom budget's pixels.
    private let box: (width: Int, height: Int)
    /// The file written for the picture held, which a second read answers with.
    private var written: (url: URL, file: URL)?
    /// How many drags' contents promise each picture.
    private var promising: [URL: Int] = [:]

    init(configuration: PictureLoader.Configuration = PictureLoader.Configuration(), files: DraggedFiles = DraggedFiles()) {
        var configuration = configuration
        configuration.keptPictures = 1
        loader = PictureLoader(configuration: configuration)
        self.files = files
        let side = max(1, Int(Double(configuration.zoomPixelBudget).squareRoot()))
        box = (side, side)
        loader.fitSize = { [box] in box }
    }

    /// The content of a drag of `url`'s picture (of image `imageID`), transfer full: its file
    /// and PNG promised, its address as text.
    func content(of url: URL, imageID: String) -> UnsafeMutablePointer<GdkContentProvider> {
        promising[url, default: 0] += 1
        let promised = Unmanaged.passRetained(PromisedPicture(url: url, imageID: imageID, pictures: self)).toOpaque()
        return kittens_promised_content_new(url.absoluteString, { promise, mimeType, data in
            guard let data else { return kittens_promise_break(promise, PictureLoadError.unavailable.message) }
            let promised = Unmanaged<PromisedPicture>.fromOpaque(data).takeUnretainedValue()
            let handle = PromiseHandle(promise: promise), mimeType = String(cString: mimeType)
            MainActor.assumeIsolated {
                guard let pictures = promised.pictures else { return handle.fail(PictureLoadError.unavailable.message) }
                pictures.answer(handle, as: mimeType, for: promised)
            }
        }, promised, { data in
            guard let data else { return }
            let promised = Unmanaged<PromisedPicture>.fromOpaque(data).takeRetainedValue()
            MainActor.assumeIsolated { promised.pictures?.released(promised.url) }
        })
    }

    private func answer(_ promise: PromiseHandle, as mimeType: String, for promised: PromisedPicture) {
        load(promised.url) { [weak self] result in
            guard let self, promise.isWaiting else { return promise.fail(localized("The drag was cancelled.")) }
            switch result {
            case .failure(let failure): promise.fail(failure.message)
            case .success(let picture) where mimeType == "image/png": Self.answerPNG(promise, picture.texture)
            case .success(let picture): self.answerFile(promise, picture, of: promised)
            }
        }
    }

    /// Loads `url`'s picture unless held, dropping any other; `done` has the picture, or the
    /// words that say why not.
    private func load(_ url: URL, then done: @escaping @MainActor (Result<ViewerPicture, DragReadFailure>) -> Void) {
        loader.keep([url], fitting: box)
        Task { @MainActor [loader] in
            switch await loader.load(url) {
            case .loaded:
                guard case .loaded(let picture) = loader.state(of: url) else { return done(.failure(Self.replaced)) }
                done(.success(picture))
            case .failed(let error): done(.failure(DragReadFailure(message: error.message)))
            case .cancelled: done(.failure(Self.replaced))
            }
        }
    }

    /// Why a read gets no picture: another drag's read took the loader meanwhile.
    private static var replaced: DragReadFailure {
        DragReadFailure(message: localized("Another picture was dragged meanwhile; drag this one again."))
    }

    /// Answers with the URI of the picture's file (RFC 2483: ended by CR LF), written first
    /// unless it was for this picture already and is still there (the viewer's drag replaces it).
    private func answerFile(_ promise: PromiseHandle, _ picture: ViewerPicture, of promised: PromisedPicture) {
        if let written, written.url == promised.url, FileManager.default.fileExists(atPath: written.file.path) {
            return promise.keep(Self.uriList(written.file))
        }
        let name = PictureFileName.suggested(imageID: promised.imageID, format: picture.format)
        Task { @MainActor [files] in
            switch await files.write(picture.original, named: name) {
            case .success(let file):
                self.written = (promised.url, file)
                promise.keep(Self.uriList(file))
            case .failure(let failure): promise.fail(failure.description)
            }
        }
    }

    private static func uriList(_ file: URL) -> [UInt8] {
        let gfile = g_file_new_for_path(file.path)
        defer { g_object_unref(UnsafeMutableRawPointer(gfile)) }
        guard let uri = g_file_get_uri(gfile) else { return [] }
        defer { g_free(uri) }
        return Array(String(cString: uri).utf8) + [13, 10]
    }

    /// Answers with the decoded picture as PNG, encoded off the main thread.
    private static func answerPNG(_ promise: PromiseHandle, _ texture: Texture) {
        DispatchQueue.global(qos: .userInitiated).async {
            let png: [UInt8]? = gdk_texture_save_to_png_bytes(texture.texture).map { bytes in
                defer { g_bytes_unref(bytes) }
                var size: gsize = 0
                guard let data = g_bytes_get_data(bytes, &size) else { return [] }
                return Array(UnsafeRawBufferPointer(start: data, count: Int(size)))
            }
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard let png, !png.isEmpty else {
                        return promise.fail(localized("The picture could not be made into an image for the other app; drop it as a file."))
                    }
                    promise.keep(png)
                }
            }
        }
    }

    /// A drag's content went: its picture is dropped unless another content promises it, or
    /// another picture was read since.
    private func released(_ url: URL) {
        promising[url, default: 1] -= 1
        guard promising[url] == 0 else { return }
        promising[url] = nil
        guard loader.state(of: url) != nil else { return }
        loader.clear()
        written = nil
    }
}

/// Why a read of a drag gets no picture, in the user's words.
struct DragReadFailure: Error {
    let message: String
}

/// What a drag's content promises: `url`'s picture, named for `imageID`.
private final class PromisedPicture {
    let url: URL
    let imageID: String
    weak var pictures: DraggedPictures?

    init(url: URL, imageID: String, pictures: DraggedPictures) {
        self.url = url
        self.imageID = imageID
        self.pictures = pictures
    }
}

/// A read waiting for its answer (`KittensPromise`), answered once on the main thread; Sendable
/// only to cross to a task on the main actor.
private struct PromiseHandle: @unchecked Sendable {
    let promise: OpaquePointer

    @MainActor var isWaiting: Bool { kittens_promise_is_waiting(promise) != 0 }
    @MainActor func keep(_ bytes: [UInt8]) { bytes.withUnsafeBytes { kittens_promise_keep(promise, $0.baseAddress, $0.count) } }
    @MainActor func fail(_ message: String) { kittens_promise_break(promise, message) }
}

import CKittensDecode
import Kittens
import KittensSupport

/// What the bounded C decoders (CKittensPNG, CKittensJPEG) report, as the app takes it.
extension kittens_decoded_pixels {
    /// The decoded pixels as a memory texture that takes them over without copying, or why the
    /// decode failed (`refusal`: why `DecodeSizing` refused the picture's size, when it did).
    /// Consumes the pixels either way.
    func texture(refusal: ImageRefusal?) -> Result<Texture, PictureLoadError> {
        guard status == KITTENS_DECODE_DECODED, let pixels else {
            kittens_decode_free_pixels(pixels)
            return .failure(failure(refusal: refusal))
        }
        let texture = Texture(takingPremultipliedRGBA: pixels, width: Int(width), height: Int(height)) { pointer in
            kittens_decode_free_pixels(pointer?.assumingMemoryBound(to: UInt8.self))
        }
        return texture.map { .success($0) } ?? .failure(.undecodable)
    }

    private func failure(refusal: ImageRefusal?) -> PictureLoadError {
        switch status {
        case KITTENS_DECODE_REFUSED: .refused(refusal ?? .malformed)
        case KITTENS_DECODE_TRUNCATED: .refused(.truncatedData)
        case KITTENS_DECODE_OVER_BUDGET: .refused(.overBudget)
        case KITTENS_DECODE_TOO_MANY_SCANS, KITTENS_DECODE_TOO_SLOW: .refused(.tooSlow)
        default: .undecodable
        }
    }
}

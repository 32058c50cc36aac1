/// Where the viewer's picture is. The bytes are not here: the `PictureSource` holds them.
public enum PictureLoad: Equatable, Sendable, Codable {
    case loading
    case shown
    case failed(PictureLoadError)
}

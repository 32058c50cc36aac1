extension ListingLoadError {
    /// Whether the load failed for want of a network: the server could not be reached or its
    /// name could not be resolved. Such a load is tried again when the network comes back.
    public var isForWantOfANetwork: Bool {
        switch self {
        case .unreachable, .hostNotFound: true
        default: false
        }
    }
}

extension Result {
    /// The error, or nil on success.
    public var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

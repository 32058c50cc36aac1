import Kittens
import KittensSupport

/// A source of TheCatAPI's requests of one account (`SoupFavouritesDataSource`,
/// `SoupVotesDataSource`): made for a key, over a libsoup session.
public protocol TheCatAPIAccountSource: Sendable {
    /// Sends over `session`, which other sources may share.
    init(configuration: TheCatAPIAccountConfiguration, session: BoundedDownloader)
}

extension TheCatAPIAccountSource {
    /// Creates a libsoup session of its own on the calling thread.
    public init(configuration: TheCatAPIAccountConfiguration, downloader: BoundedDownloader.Configuration = BoundedDownloader.Configuration()) {
        self.init(configuration: configuration, session: BoundedDownloader(configuration: downloader))
    }
}

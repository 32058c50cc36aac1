import FoundationEssentials

/// What the view, and the app's store rules, ask the viewer store to do.
public enum ViewerIntent: Equatable, Sendable, Codable {
    /// The listing's pictures changed (`StoreConnections` feeds each new list of the kitten
    /// store): previous and next step through them. A list that drops the picture shown from
    /// the list closes the viewer; a picture shown by itself stays. Ignored when it is the list
    /// the viewer has.
    case listChanged(ListedPictures)
    /// Show the picture of the listed image with this id; ignored for an id not in the list.
    case showPicture(id: String)
    /// Show this picture by itself, listed or not (a favourite opened from the Favourites
    /// page): it has no previous or next, and a new list leaves it shown. Ignored unless its
    /// URL is a web URL (`WebURL`).
    ///
    /// `indirect`: a picture with its breed is hundreds of bytes, and inline it would make
    /// every intent that large.
    indirect case showSinglePicture(KittenImage)
    /// Show the picture before the one shown; ignored at the first.
    case showPreviousPicture
    /// Show the picture after the one shown. At the last listed one, asks the listing for its
    /// next page when there is more and its last request did not fail (`ViewerLabel.loadMore`,
    /// `ListedPictures.mayGrow`); the viewer stays on its picture, and the next
    /// `showNextPicture` after the page arrived moves on.
    case showNextPicture
    /// Close the viewer and return to the list.
    case closeViewer
    /// Load the shown picture again after it failed.
    case retryPicture
    /// The computer's network came back: the shown picture loads again when its download failed.
    case networkReturned
    /// Save the picture of the image with this id (shown or listed): downloads it unless the
    /// viewer shows it, then asks the view for a file (`ViewerLabel.chooseSaveFile`). Refused
    /// while another Save or Copy runs.
    case savePicture(id: String)
    /// Copy the picture of the image with this id, downloading it first unless the viewer shows it.
    case copyPicture(id: String)
    /// The save dialog's answer; ignored unless a Save waits for one.
    case saveDestinationChosen(PictureSaveDestination)
    /// Start the slideshow from the listed picture shown: the next one every interval, through
    /// the list and the pages the listing loads at its end. Ignored while the list or a picture
    /// shown by itself shows.
    case startSlideshow
    /// Pause the slideshow (any key or click in the viewer); the picture stays.
    case stopSlideshow
    /// Ask whether the desktop takes a background (after the window's first frame).
    case checkDesktopBackground
    /// Make the picture of the image with this id (shown or listed) the desktop's background:
    /// downloads it unless the viewer shows it, writes it to a file and hands that to the
    /// desktop. Refused while another Save or Copy runs, or when the desktop takes none.
    case setAsBackground(id: String)
}

/// The facts the viewer reducer folds into the state.
public enum ViewerMessage: Equatable, Sendable, Codable {
    /// The listing's pictures are these from now on.
    case listChanged(ListedPictures)
    /// The viewer shows the picture of the listed image with this id.
    case showed(id: String)
    /// The viewer shows this picture by itself (`ViewerIntent.showSinglePicture`).
    case showedSingle(KittenImage)
    /// The viewer closed: the list shows.
    case closed
    /// The picture of the shown image with this id is loading again (Retry).
    case pictureLoading(id: String)
    case pictureLoaded(id: String)
    case pictureFailed(id: String, PictureLoadError)
    /// A Save or Copy started, moved on or ended; nil: it was given up without a result.
    case pictureTaskUpdated(PictureTask?)
    /// The slideshow started (true) or stopped.
    case slideshowChanged(Bool)
    /// Whether the desktop takes a background.
    case desktopBackgroundChecked(Bool)
}

/// One-off events: for the view, and for the listing (`loadMore`).
public enum ViewerLabel: Equatable, Sendable, Codable {
    /// "Next" at the last listed picture: the listing should load its next page
    /// (`ListingIntent.loadMore`, through `StoreConnections`).
    case loadMore
    /// Show the save dialog for this image's loaded picture, then send `saveDestinationChosen`.
    case chooseSaveFile(imageID: String, url: URL)
    /// Put the loaded picture of `url` on the clipboard.
    case copyPicture(URL)
    case pictureNotice(PictureNotice)
}

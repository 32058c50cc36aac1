import MVI

extension ViewerExecutor {
    func startSlideshow(in scope: some Scope) {
        guard scope.state.viewedIndex != nil, !scope.state.isSlideshowPlaying else { return }
        scope.dispatch(.slideshowChanged(true))
        waitForNextSlide(in: scope)
    }

    func stopSlideshow(in scope: some Scope) {
        guard scope.state.isSlideshowPlaying else { return }
        scope.dispatch(.slideshowChanged(false))
        scope.cancel(.slideshow)
    }

    /// Waits the interval, then moves on: to the next listed picture, or at the last one asks
    /// the listing for its next page and waits again; with nothing more to show, or a listing
    /// whose last request failed (asking each interval would not wait as a busy server asked),
    /// it stops.
    func waitForNextSlide(in scope: some Scope) {
        let wait = self.wait
        let interval = slideshowInterval
        scope.launch(.slideshow, { await wait(interval) }, completion: { _ in
            let state = scope.state
            guard state.isSlideshowPlaying, let index = state.viewedIndex else { return }
            if index + 1 < state.list.images.count {
                showNext(in: scope)
            } else if state.list.mayGrow {
                scope.publish(.loadMore)
                waitForNextSlide(in: scope)
            } else {
                scope.dispatch(.slideshowChanged(false))
            }
        })
    }
}

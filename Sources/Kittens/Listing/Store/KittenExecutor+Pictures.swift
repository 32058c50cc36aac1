import FoundationEssentials

/// The viewer's picture and the Save and Copy of pictures.
///
/// They live in the listing's store, not in one of their own: which picture shows is already
/// this store's (`viewedImageID`, moved by previous and next, closed by a refresh that drops
/// it), and one reducer keeps the picture's load state from ever describing another image.
extension KittenExecutor {
    func show(_ id: String, in scope: some KittenScope) {
        scope.dispatch(.viewerShowed(id: id))
        loadPicture(id, in: scope)
    }

    func showSingle(_ image: KittenImage, in scope: some KittenScope) {
        scope.dispatch(.viewerShowedSingle(image))
        loadPicture(image.id, in: scope)
    }

    func retryPicture(in scope: some KittenScope) {
        guard let id = scope.state.viewedImageID, case .failed = scope.state.picture else { return }
        scope.dispatch(.pictureLoading(id: id))
        loadPicture(id, in: scope)
    }

    private func loadPicture(_ id: String, in scope: some KittenScope) {
        guard let url = scope.state.image(id: id)?.url else { return }
        let pictures = pictures
        scope.launch(.picture, { await pictures.load(url) }, completion: { outcome in
            switch outcome {
            case .loaded: scope.dispatch(.pictureLoaded(id: id))
            case .failed(let error): scope.dispatch(.pictureFailed(id: id, error))
            case .cancelled: break
            }
        })
    }

    /// Starts a Save or Copy; the viewer's loaded picture needs no download.
    func startTask(_ kind: PictureTask.Kind, imageID: String, in scope: some KittenScope) {
        let state = scope.state
        guard state.pictureTask?.isRunning != true,
              let url = state.image(id: imageID)?.url
        else { return }
        let task = PictureTask(kind: kind, imageID: imageID, url: url, phase: .downloading)
        if state.viewedImageID == imageID, state.picture == .shown {
            return pictureReady(for: task, in: scope)
        }
        scope.dispatch(.pictureTaskUpdated(task))
        let pictures = pictures
        scope.launch(.pictureTask, { await pictures.load(url) }, completion: { outcome in
            switch outcome {
            case .loaded: pictureReady(for: task, in: scope)
            case .failed(let error): fail(task, .downloadFailed(error), in: scope)
            case .cancelled: scope.dispatch(.pictureTaskUpdated(nil))
            }
        })
    }

    private func pictureReady(for task: PictureTask, in scope: some KittenScope) {
        var task = task
        switch task.kind {
        case .save:
            task.phase = .choosingFile
            scope.dispatch(.pictureTaskUpdated(task))
            scope.publish(.chooseSaveFile(imageID: task.imageID, url: task.url))
        case .copy:
            task.phase = .finished
            scope.publish(.copyPicture(task.url))
            scope.dispatch(.pictureTaskUpdated(task))
            scope.publish(.pictureNotice(.copied))
        }
    }

    func save(to destination: PictureSaveDestination, in scope: some KittenScope) {
        guard var task = scope.state.pictureTask, task.kind == .save, task.phase == .choosingFile else { return }
        switch destination {
        case .cancelled:
            scope.dispatch(.pictureTaskUpdated(nil))
        case .notOnThisComputer:
            fail(task, .notOnThisComputer, in: scope)
        case .file(let file):
            task.phase = .writing(to: file)
            scope.dispatch(.pictureTaskUpdated(task))
            let pictures = pictures, url = task.url
            scope.launch(.pictureTask, { await pictures.write(url, to: file) }, completion: { outcome in
                switch outcome {
                case .written:
                    task.phase = .finished
                    scope.dispatch(.pictureTaskUpdated(task))
                    scope.publish(.pictureNotice(.saved(fileName: file.lastPathComponent)))
                case .failed(let reason):
                    fail(task, .writeFailed(reason: reason), in: scope)
                }
            })
        }
    }

    private func fail(_ task: PictureTask, _ error: PictureTaskError, in scope: some KittenScope) {
        var task = task
        task.phase = .failed(error)
        scope.dispatch(.pictureTaskUpdated(task))
        scope.publish(.pictureNotice(.failed(error)))
    }
}

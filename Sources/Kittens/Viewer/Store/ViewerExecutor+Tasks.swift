import FoundationEssentials

/// The Save, Copy and Set as Background of pictures, from the viewer or a row's menu.
extension ViewerExecutor {
    /// Starts a Save or Copy; the viewer's loaded picture needs no download.
    func startTask(_ kind: PictureTask.Kind, imageID: String, in scope: some Scope) {
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

    private func pictureReady(for task: PictureTask, in scope: some Scope) {
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
        case .background:
            writeForBackground(task, in: scope)
        }
    }

    /// Writes the picture to the background's file, then hands that to the desktop.
    private func writeForBackground(_ task: PictureTask, in scope: some Scope) {
        var task = task
        let file = background.file(for: task.url, imageID: task.imageID)
        task.phase = .writing(to: file)
        scope.dispatch(.pictureTaskUpdated(task))
        let pictures = pictures, background = background, url = task.url
        scope.launch(.pictureTask, { await pictures.write(url, to: file) }, completion: { outcome in
            guard case .written = outcome else {
                if case .failed(let reason) = outcome { fail(task, .backgroundNotSet(reason: reason), in: scope) }
                return
            }
            task.phase = .settingBackground
            scope.dispatch(.pictureTaskUpdated(task))
            scope.launch(.pictureTask, { await background.setBackground(to: file) }, completion: { answer in
                switch answer {
                case .set:
                    task.phase = .finished
                    scope.dispatch(.pictureTaskUpdated(task))
                    scope.publish(.pictureNotice(.backgroundSet))
                case .cancelled:
                    scope.dispatch(.pictureTaskUpdated(nil))
                case .failed(let reason):
                    fail(task, .backgroundNotSet(reason: reason), in: scope)
                }
            })
        })
    }

    func save(to destination: PictureSaveDestination, in scope: some Scope) {
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

    private func fail(_ task: PictureTask, _ error: PictureTaskError, in scope: some Scope) {
        var task = task
        task.phase = .failed(error)
        scope.dispatch(.pictureTaskUpdated(task))
        scope.publish(.pictureNotice(.failed(error)))
    }
}

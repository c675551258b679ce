extension PhotosViewModel {
    /// Folds one event into the view model: the screen's only state
    /// transition, pure (no I/O, no clock), shared by the signal version
    /// (``PhotosModel``, through `Signal.scan`) and the store version
    /// (``PhotosStore``).
    ///
    /// - Parameters:
    ///   - viewModel: The view model to change.
    ///   - event: What happened.
    public static func reduce(_ viewModel: inout PhotosViewModel, _ event: PhotosEvent) {
        switch event {
        case .loadStarted:
            viewModel.isLoading = true
            viewModel.errorText = nil
        case .loaded(let photos):
            viewModel.isLoading = false
            viewModel.rows = photos.map { photo in
                Row(id: photo.id, title: photo.title, isFavorite: viewModel.favorites.contains(photo.id))
            }
        case .loadFailed(let error):
            viewModel.isLoading = false
            viewModel.errorText = error.message
        case .favoriteToggled(let id):
            if viewModel.favorites.remove(id) == nil { viewModel.favorites.insert(id) }
            if let index = viewModel.rows.firstIndex(where: { $0.id == id }) {
                viewModel.rows[index].isFavorite = viewModel.favorites.contains(id)
            }
        case .photoOpened:
            break  // navigation, not state: see PhotosOutput
        }
    }
}

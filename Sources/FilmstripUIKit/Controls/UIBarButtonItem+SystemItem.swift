extension UIBarButtonItem {
    /// The system's items, UIKit's values.
    public enum SystemItem: Int, Sendable {
        /// Done.
        case done = 0
        /// Cancel.
        case cancel
        /// Edit.
        case edit
        /// Save.
        case save
        /// Add (a plus).
        case add
        /// A flexible space between items.
        case flexibleSpace
        /// A fixed space between items.
        case fixedSpace
        /// Compose.
        case compose
        /// Reply.
        case reply
        /// Action (share).
        case action
        /// Organize.
        case organize
        /// Bookmarks.
        case bookmarks
        /// Search.
        case search
        /// Refresh.
        case refresh
        /// Stop.
        case stop
        /// Camera.
        case camera
        /// Trash.
        case trash
        /// Play.
        case play
        /// Pause.
        case pause
        /// Rewind.
        case rewind
        /// Fast forward.
        case fastForward
        /// Undo.
        case undo
        /// Redo.
        case redo
        /// Close.
        case close = 24
    }
}

extension UIBarButtonItem.SystemItem {
    /// The word a navigation bar shows for the item, as iOS titles it in English; nil for an item iOS shows as a
    /// symbol, which the bar leaves empty unless it draws it (the plus of `.add`).
    var title: String? {
        switch self {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        default: nil
        }
    }
}

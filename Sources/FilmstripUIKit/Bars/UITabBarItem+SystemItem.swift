extension UITabBarItem {
    /// The system's tab items, UIKit's values.
    public enum SystemItem: Int, Sendable {
        /// More.
        case more = 0
        /// Favorites.
        case favorites
        /// Featured.
        case featured
        /// Top Rated.
        case topRated
        /// Recents.
        case recents
        /// Contacts.
        case contacts
        /// History.
        case history
        /// Bookmarks.
        case bookmarks
        /// Search.
        case search
        /// Downloads.
        case downloads
        /// Most Recent.
        case mostRecent
        /// Most Viewed.
        case mostViewed

        /// The title iOS gives the item in English.
        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }
}

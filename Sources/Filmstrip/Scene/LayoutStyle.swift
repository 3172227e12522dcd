/// The layouts of the seed documents.
public enum LayoutStyle: String, Sendable, CaseIterable, Codable {
    /// Photos-app thumbnail slider with centre zoom (seed 000).
    case slider
    /// Left-aligned rows of tags or photos, scrolling vertically (seed 001).
    case tags
    /// Horizontal paging carousel with a header, one page per swipe (seed 002).
    case paging
    /// Carousel showing the neighbours, cells shrinking with distance from the centre (seed 003).
    case peek
    /// Full-width banners with group paging and page-control dots (seed 004).
    case banner

    /// The view height when the scene does not give one: what each seed's screen uses.
    var defaultHeight: Double {
        switch self {
        case .slider: return 120
        case .tags: return 300
        case .paging, .peek: return 240
        case .banner: return 200
        }
    }
}

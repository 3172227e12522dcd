/// The content of a list row or header as iOS 14 and later describe it: a text, a secondary text and an image with
/// their properties, laid out by the cell it is given to (`UITableViewCell.contentConfiguration`). Only this
/// configuration is accepted there, not any `UIContentConfiguration` (UIKit choice `tableMetrics`).
public struct UIListContentConfiguration {
    /// The primary text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// The image before the texts.
    public var image: UIImage?
    /// How the primary text is drawn.
    public var textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
    /// How the secondary text is drawn.
    public var secondaryTextProperties = TextProperties(
        font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// The space between the primary and the secondary text when stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// Whether the secondary text sits beside the text, at the trailing edge (a value cell).
    var secondaryBesideText = false

    /// A cell's default: a text.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }

    /// A text with a secondary text under it.
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }

    /// A text with a secondary text at the trailing edge, in the body font.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .body)
        configuration.secondaryBesideText = true
        return configuration
    }

    /// A plain table's section header.
    public static func plainHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.textProperties.font = .preferredFont(forTextStyle: .headline)
        return configuration
    }

    /// A grouped table's section header.
    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.textProperties.font = .preferredFont(forTextStyle: .footnote)
        configuration.textProperties.color = .secondaryLabel
        return configuration
    }
}

/// The measures of iOS 17's table rows, kept in one place (UIKit choice `tableMetrics`): a 44-point standard
/// row, 11 points above and below the content, the sides at the table's system minimum margin, and where each
/// built-in cell style puts its labels and image.
enum TableMetrics {
    /// The height of a one-line row at the default content size, separator included.
    static let standardRowHeight: CGFloat = 44
    /// The space above and below a row's built-in content.
    static let verticalMargin: CGFloat = 11
    /// The space between the content and an accessory.
    static let accessorySpacing: CGFloat = 8
    /// The space between a built-in image and the text.
    static let imageToTextPadding: CGFloat = 16
    /// The space between the text and a subtitle under it.
    static let textToSubtitlePadding: CGFloat = 3
    /// The corner radius of an inset-grouped section.
    static let insetGroupedCornerRadius: CGFloat = 10

    /// The table's side margin: its system minimum (16 points on an iPhone up to 375 points wide, else 20).
    static func sideMargin(of tableView: UITableView) -> CGFloat {
        LayoutMarginsGeometry.systemMinimumMargins(
            width: tableView.bounds.width, idiom: tableView.traitCollection.userInterfaceIdiom
        ).leading
    }

    /// The height of `cell`'s built-in content at cell width `width`: its labels stacked (subtitle) or side by side,
    /// or its configuration's texts.
    static func contentHeight(of cell: UITableViewCell, width: CGFloat) -> CGFloat {
        let inner = CGSize(width: max(0, width - 40), height: .greatestFiniteMagnitude)
        if let configuration = cell.contentConfiguration {
            let text = height(of: configuration.text, font: configuration.textProperties.font, fitting: inner)
            guard !configuration.secondaryBesideText, configuration.secondaryText != nil else { return text }
            let secondary = height(
                of: configuration.secondaryText, font: configuration.secondaryTextProperties.font, fitting: inner)
            return text + configuration.textToSecondaryTextVerticalPadding + secondary
        }
        let text = cell.shownTextLabel.map { $0.sizeThatFits(inner).height } ?? 0
        guard cell.cellStyle == .subtitle, let detail = cell.shownDetailLabel, !(detail.text ?? "").isEmpty else {
            return text
        }
        return text + textToSubtitlePadding + detail.sizeThatFits(inner).height
    }

    private static func height(of text: String?, font: UIFont, fitting size: CGSize) -> CGFloat {
        guard let text else { return 0 }
        let label = UILabel()
        label.font = font
        label.numberOfLines = 0
        label.text = text
        return label.sizeThatFits(size).height
    }

    /// Lays out a built-in style's labels and image in `contentView`.
    static func layOut(
        style: UITableViewCell.CellStyle, text: UILabel?, detail: UILabel?, image: UIImageView?, in contentView: UIView,
        margin: CGFloat, trailing: CGFloat
    ) {
        let bounds = contentView.bounds
        var leading = margin
        if let image, let picture = image.image {
            image.frame = CGRect(
                x: margin, y: (bounds.height - picture.size.height) / 2, width: picture.size.width,
                height: picture.size.height)
            leading = image.frame.maxX + imageToTextPadding
        }
        let available = max(0, bounds.width - leading - trailing)
        let fitting = CGSize(width: available, height: .greatestFiniteMagnitude)
        let textSize = text?.sizeThatFits(fitting) ?? .zero
        let detailSize = detail.map { ($0.text ?? "").isEmpty ? .zero : $0.sizeThatFits(fitting) } ?? .zero
        switch style {
        case .subtitle where detailSize.height > 0:
            let block = textSize.height + textToSubtitlePadding + detailSize.height
            let top = (bounds.height - block) / 2
            text?.frame = CGRect(x: leading, y: top, width: min(textSize.width, available), height: textSize.height)
            detail?.frame = CGRect(
                x: leading, y: top + textSize.height + textToSubtitlePadding, width: min(detailSize.width, available),
                height: detailSize.height)
        case .value1, .value2:
            let detailWidth = min(detailSize.width, available)
            detail?.frame = CGRect(
                x: bounds.width - trailing - detailWidth, y: (bounds.height - detailSize.height) / 2,
                width: detailWidth,
                height: detailSize.height)
            let room = max(0, available - detailWidth - (detailWidth > 0 ? 8 : 0))
            text?.frame = CGRect(
                x: leading, y: (bounds.height - textSize.height) / 2, width: min(textSize.width, room),
                height: textSize.height)
        default:
            text?.frame = CGRect(
                x: leading, y: (bounds.height - textSize.height) / 2, width: min(textSize.width, available),
                height: textSize.height)
        }
    }

    /// Lays out `configuration` in `contentView` as labels and an image view, which it returns so the cell can take
    /// them down at its next layout.
    static func place(
        _ configuration: UIListContentConfiguration, in contentView: UIView, margin: CGFloat, trailing: CGFloat
    ) -> [UIView] {
        var views: [UIView] = []
        func label(_ text: String?, _ properties: UIListContentConfiguration.TextProperties) -> UILabel? {
            guard let text else { return nil }
            let label = UILabel()
            label.text = text
            label.font = properties.font
            label.textColor = properties.color
            label.numberOfLines = properties.numberOfLines
            contentView.addSubview(label)
            views.append(label)
            return label
        }
        let text = label(configuration.text, configuration.textProperties)
        let secondary = label(configuration.secondaryText, configuration.secondaryTextProperties)
        var image: UIImageView?
        if let picture = configuration.image {
            let view = UIImageView(image: picture)
            contentView.addSubview(view)
            views.append(view)
            image = view
        }
        layOut(
            style: configuration.secondaryBesideText ? .value1 : .subtitle, text: text, detail: secondary, image: image,
            in: contentView, margin: margin, trailing: trailing)
        return views
    }
}

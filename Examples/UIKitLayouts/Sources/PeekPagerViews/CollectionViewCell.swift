import LinuxUIKit

/// The cell the peeking pager's nib "CollectionViewCell" holds. The post never shows it (it is made in Interface
/// Builder): here it is a plain card, a blue background with rounded corners, so that the pager's cards show when
/// drawn, and the tests name it for the nib with `UINib.register(_:forNibNamed:)`.
final class CollectionViewCell: UICollectionViewCell {
    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemBlue
        contentView.layer.cornerRadius = 12
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

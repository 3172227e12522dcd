/// Settings of a whole compositional layout: the direction it scrolls and the space between sections.
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, NSCopying {
    /// The direction sections follow one another and the view scrolls; orthogonal sections scroll across it.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between neighbouring sections, in points.
    open var interSectionSpacing: CGFloat = 0

    /// A vertical layout with no space between sections.
    public override init() { super.init() }

    /// A copy with the same settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        return copy
    }
}

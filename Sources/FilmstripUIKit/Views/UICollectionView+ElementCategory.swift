extension UICollectionView {
    /// What kind of element layout attributes describe, under the name iOS gives it (`UICollectionView.ElementCategory`,
    /// the type of `representedElementCategory`); FilmstripUIKit declares it on the attributes.
    public typealias ElementCategory = UICollectionViewLayoutAttributes.ElementCategory
}

/// One section's metrics as the flow layout read them from its delegate or its own properties.
struct FlowSectionMetrics {
    var itemSizes: [CGSize]
    var inset: UIEdgeInsets
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    var headerSize: CGSize
    var footerSize: CGSize
}

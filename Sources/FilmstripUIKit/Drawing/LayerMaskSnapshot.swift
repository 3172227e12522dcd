/// A layer's `mask` (or a view's `mask` view) as it stands: boxed, since a snapshot cannot hold a snapshot of its
/// own type inline.
final class LayerMaskSnapshot: Sendable {
    /// The mask, in the masked layer's coordinates.
    let layer: ViewSnapshot

    init(_ layer: ViewSnapshot) { self.layer = layer }
}

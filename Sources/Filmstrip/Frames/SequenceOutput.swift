/// One destination of a rendered sequence (a frame folder, an animation, a contact sheet, or one of your own): its
/// destination checked before any frame is drawn, then a writer fed every frame in index order.
///
/// A new output is one type conforming to this, handed to `SequenceRenderer.write(to:overwrite:compression:progress:)` with the others.
public protocol SequenceOutput: Sendable {
    /// Fails if the destination cannot be written (it exists and `overwrite` is false, its folder cannot be made):
    /// called for every output before any is started, so a bad destination fails the run before any work.
    func checkDestination(overwrite: Bool) throws

    /// Starts writing, for the sequence and settings in `context`; nothing need be written until a frame comes.
    func start(_ context: SequenceOutputContext) throws -> any SequenceOutputWriter
}

/// An output being written: fed frames in index order on one thread, then finished once. A writer released without
/// `finish` (the run failed) must leave any earlier output in place, e.g. by writing beside it and renaming at the end.
public protocol SequenceOutputWriter: AnyObject {
    /// Adds the next frame.
    func append(_ frame: RenderedFrame) throws

    /// Completes the output and puts it in place, after the last frame.
    func finish() throws
}

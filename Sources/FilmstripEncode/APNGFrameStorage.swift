/// How an animated PNG stores the frames after the first.
package enum APNGFrameStorage: String, Sendable, CaseIterable, Codable {
    /// Only the rectangle that changed since the previous frame, drawn over it (a 1x1 region when nothing changed):
    /// a scroll that moves part of the view costs that part. The default.
    case changedRegions
    /// Every frame whole, as earlier versions wrote them: never smaller, for players that mishandle frame offsets.
    case wholeFrames
}

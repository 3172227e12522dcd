/// What a check compares: one frame, or every frame of a gesture with its manifest.
public enum CheckKind: String, Codable, Sendable, CaseIterable {
    /// One frame at a position.
    case still
    /// Every frame of a gesture, the frame count and the manifest.
    case sequence
}

/// What a check compares: one frame, or every frame of a gesture with its manifest.
public enum CheckKind: String, Codable, Sendable, CaseIterable {
    case still
    case sequence
}

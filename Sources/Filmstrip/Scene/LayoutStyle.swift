/// The layouts of the seed documents.
public enum LayoutStyle: String, Sendable, CaseIterable, Codable {
    /// Photos-app thumbnail slider with centre zoom (seed 000).
    case slider
}

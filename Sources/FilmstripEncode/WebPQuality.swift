/// How an animated WebP is compressed.
public enum WebPQuality: Equatable, Sendable {
    /// Every pixel kept exactly (the default): what a reviewer compares must be what was rendered.
    case lossless
    /// libwebp's lossy coding at `quality` 0-100: much smaller, with artefacts on text and edges.
    case lossy(quality: Int)
}

import FilmstripDiff

extension DiffOptions: SceneFieldModel {
    /// A check's `tolerance` fields in a scene file, each declared once, named as results files name them
    /// (`CodingKeys`).
    package static let sceneFields: [SceneFieldDescriptor<DiffOptions>] = [
        .field(
            CodingKeys.perceptualThreshold.stringValue, \.perceptualThreshold,
            .number(in: perceptualThresholdRange, valueName: "T"),
            help:
                "Compare perceptually: pixelmatch's YIQ threshold, 0 to 1 (pixelmatch's default is 0.1); without it a pixel differs when any byte differs."
        ),
        .field(
            CodingKeys.maxDiffPixels.stringValue, \.maxDiffPixels, .integer(in: maxDiffPixelsRange),
            help: "Pass when at most N pixels differ (default 0)."),
        .field(
            CodingKeys.maxDiffRatio.stringValue, \.maxDiffRatio, .number(in: maxDiffRatioRange, valueName: "R"),
            help: "Pass when at most this fraction of pixels differ, 0 to 1 (default 0)."),
        .field(
            CodingKeys.detectsAntiAliasing.stringValue, \.detectsAntiAliasing, .bool,
            help:
                "Detect anti-aliased pixels and count them apart, so that they do not fail (default: every pixel counts)."
        ),
    ]
}

import FilmstripRaster

extension CellStyle: SceneFieldModel {
    /// The cell styling fields of a scene file, beside the scene's own in its object, each declared once: a new
    /// field is one more entry (and the property it sets). The command line offers each as a flag
    /// (`--corner-radius`), the schema test holds `docs/scene.schema.json` to them.
    package static let sceneFields: [SceneFieldDescriptor<CellStyle>] = [
        .field(
            "cornerRadius", \.cornerRadius, length,
            help: "Rounded corners that clip each photo, in points (layer.cornerRadius; default 0)."),
        .field(
            "cornerCurve", \.cornerCurve, .choice(CornerCurve.self),
            help: "circular (default) or continuous (the iOS 'squircle', layer.cornerCurve)."),
        .field(
            "borderWidth", \.borderWidth, length, help: "Border inside each cell, in points (default 0)."),
        .field("borderColor", \.borderColor, .color, help: "Border colour (default #000000)."),
        .field(
            "selectedBorderWidth", \.selectedBorderWidth, length,
            help: "Border width of the selected (centred) cell (default: {borderWidth})."),
        .field(
            "selectedBorderColor", \.selectedBorderColor, .color,
            help: "Border colour of the selected cell (default: {borderColor})."),
        .field(
            "selectedTint", \.selectedTint, .color, help: "Colour drawn over the selected cell's photo, e.g. #007AFF40."
        ),
        .field(
            "placeholderColor", \.placeholderColor, .color,
            help: "Colour of cells whose photo is missing or bad (default: systemGray4 of the appearance)."),
        .field(
            "shadowOpacity", \.shadowOpacity, .number(in: 0...1, valueName: "0-1"),
            help: "Shadow opacity from 0 (none, the default) to 1."),
        .field(
            "shadowRadius", \.shadowRadius, length,
            help: "Shadow blur in points (layer.shadowRadius; default 3)."),
        .field(
            "shadowOffset", \.shadowOffset, .offset(in: offsets),
            help: "Shadow offset in points (default 0,-3, as UIKit)."),
        .field(
            "contentMode", \.contentMode, .choice(ContentMode.self),
            help: "Override how photos fill cells: scaleToFill, aspectFill or aspectFit (letterboxed)."),
    ]

    /// A length in points, from 0 to 1000: the kind of every length field of a cell.
    static let length = SceneFieldKind.number(in: 0...1000)
    /// The range of each number of `shadowOffset`, in points.
    static let offsets = -1000...1000.0
}

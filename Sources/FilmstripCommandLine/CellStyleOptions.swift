import ArgumentParser
import Filmstrip

/// The cell styling flags, for every style: each sets the scene field of the same name (`--corner-radius` →
/// `cornerRadius`), checked as the file's field is.
struct CellStyleOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Rounded corners that clip each photo, in points (layer.cornerRadius; default 0).", valueName: "pt"))
    var cornerRadius: Double?

    @Option(help: "circular (default) or continuous (the iOS 'squircle', layer.cornerCurve).")
    var cornerCurve: String?

    @Option(
        parsing: .unconditional, help: ArgumentHelp("Border inside each cell, in points (default 0).", valueName: "pt"))
    var borderWidth: Double?

    @Option(help: ArgumentHelp("Border colour (default #000000).", valueName: "colour"))
    var borderColor: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Border width of the selected (centred) cell (default: --border-width).", valueName: "pt"))
    var selectedBorderWidth: Double?

    @Option(help: ArgumentHelp("Border colour of the selected cell (default: --border-color).", valueName: "colour"))
    var selectedBorderColor: String?

    @Option(help: ArgumentHelp("Colour drawn over the selected cell's photo, e.g. #007AFF40.", valueName: "colour"))
    var selectedTint: String?

    @Option(
        help: ArgumentHelp(
            "Colour of cells whose photo is missing or bad (default: systemGray4 of the appearance).",
            valueName: "colour"))
    var placeholderColor: String?

    @Option(
        parsing: .unconditional, help: ArgumentHelp("Shadow opacity from 0 (none, the default) to 1.", valueName: "0-1")
    )
    var shadowOpacity: Double?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Shadow blur in points (layer.shadowRadius; default 3).", valueName: "pt"))
    var shadowRadius: Double?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Shadow offset in points (default 0,-3, as UIKit).", valueName: "X,Y"))
    var shadowOffset: String?

    @Option(help: "Override how photos fill cells: scaleToFill, aspectFill or aspectFit (letterboxed).")
    var contentMode: String?

    /// Sets the cell styling fields these flags give; a malformed `--shadow-offset` is refused here.
    func apply(to flags: inout SceneFlags) throws {
        var cell = CellStyleDescription()
        cell.cornerRadius = cornerRadius
        cell.cornerCurve = cornerCurve
        cell.borderWidth = borderWidth
        cell.borderColor = borderColor
        cell.selectedBorderWidth = selectedBorderWidth
        cell.selectedBorderColor = selectedBorderColor
        cell.selectedTint = selectedTint
        cell.placeholderColor = placeholderColor
        cell.shadowOpacity = shadowOpacity
        cell.shadowRadius = shadowRadius
        cell.shadowOffset = try shadowOffset.map(CellStyleDescription.shadowOffset(parsing:))
        cell.contentMode = contentMode
        flags.description.cellStyle = cell
    }
}

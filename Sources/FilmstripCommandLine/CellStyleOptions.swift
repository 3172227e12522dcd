import ArgumentParser
import Filmstrip

/// The cell styling flags, for every style: each sets the scene field of the same name (`--corner-radius` →
/// `cornerRadius`), checked as the file's field is.
struct CellStyleOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: .points("Rounded corners that clip each photo, in points (layer.cornerRadius; default 0)."))
    var cornerRadius: Double?

    @Option(help: "circular (default) or continuous (the iOS 'squircle', layer.cornerCurve).") var cornerCurve: String?

    @Option(parsing: .unconditional, help: .points("Border inside each cell, in points (default 0)."))
    var borderWidth: Double?

    @Option(help: .color("Border colour (default #000000).")) var borderColor: String?

    @Option(
        parsing: .unconditional,
        help: .points("Border width of the selected (centred) cell (default: --border-width)."))
    var selectedBorderWidth: Double?

    @Option(help: .color("Border colour of the selected cell (default: --border-color)."))
    var selectedBorderColor: String?

    @Option(help: .color("Colour drawn over the selected cell's photo, e.g. #007AFF40.")) var selectedTint: String?

    @Option(help: .color("Colour of cells whose photo is missing or bad (default: systemGray4 of the appearance)."))
    var placeholderColor: String?

    @Option(
        parsing: .unconditional, help: ArgumentHelp("Shadow opacity from 0 (none, the default) to 1.", valueName: "0-1")
    )
    var shadowOpacity: Double?

    @Option(parsing: .unconditional, help: .points("Shadow blur in points (layer.shadowRadius; default 3)."))
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

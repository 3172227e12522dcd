import Filmstrip

/// The cell styling flags, for every style: one for each field of `CellStyle.sceneFields`.
typealias CellStyleOptions = SceneFieldOptions<CellStyle>

extension SceneFieldOptions where Model == CellStyle {
    /// Sets the cell styling fields these flags give; a malformed `--shadow-offset` is refused here.
    func apply(to flags: inout SceneFlags) throws {
        flags.description.cellStyle = try given()
    }
}

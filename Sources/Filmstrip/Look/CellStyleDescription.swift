import FilmstripLayout

/// The cell styling fields of a scene file as given, every one optional: what a file or a front end's flags state
/// before they are laid over one another and checked (`CellStyle(description:)`). The fields sit in the scene file's
/// own object, beside the scene's; each is declared once, in `CellStyle.sceneFields`.
package typealias CellStyleDescription = SceneFieldValues<CellStyle>

extension SceneFieldValues where Model == CellStyle {
    /// A shadow offset written `"X,Y"`, as a front end's flag gives it; a malformed or out-of-range one is a
    /// `SceneError.field` of the `shadowOffset` field.
    package static func shadowOffset(parsing text: String) throws -> Size {
        let field = field(\CellStyle.shadowOffset)
        return try SceneValueCheck.offset(text, in: CellStyle.offsets, at: SceneFieldPath(field: field.key))
    }
}

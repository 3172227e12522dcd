/// How a front end's flag gives a scene field's value.
package enum SceneFieldFlag: Sendable, Equatable {
    /// A number, negative ones too: `--shadow-radius -1` is refused by the field's range, not as a missing value.
    case number
    /// Text; `takesDashedValues` when a value may start with a dash (`--shadow-offset -1,2`).
    case text(takesDashedValues: Bool)
}

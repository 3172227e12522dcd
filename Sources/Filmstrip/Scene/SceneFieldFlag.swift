/// How a front end's flag gives a scene field's value.
package enum SceneFieldFlag: Sendable, Equatable {
    /// A number, negative ones too: `--shadow-radius -1` is refused by the field's range, not as a missing value.
    case number
    /// A whole number, negative ones too.
    case integer
    /// A flag without a value: given, it sets the field to true.
    case toggle
    /// Text; `takesDashedValues` when a value may start with a dash (`--shadow-offset -1,2`).
    case text(takesDashedValues: Bool)
}

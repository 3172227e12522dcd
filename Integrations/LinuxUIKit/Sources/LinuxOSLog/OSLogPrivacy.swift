/// How private an interpolated value is. Apple's log redacts private values outside a debugging session; Filmstrip
/// writes only to standard error of a local run, so every value is written as it is and this only compiles.
public struct OSLogPrivacy: Equatable, Sendable {
    /// How a redacted value is masked.
    public struct Mask: Equatable, Sendable {
        /// The value's hash stands in for it.
        public static let hash = Mask(name: "hash")
        /// The value is replaced by `<private>`.
        public static let none = Mask(name: "none")
        /// The mask's name.
        let name: String
    }

    /// The level: public, private, sensitive or automatic.
    let level: String
    /// The mask a redacted value gets.
    let mask: Mask

    /// Shown in the log.
    public static let `public` = OSLogPrivacy(level: "public", mask: .none)
    /// Redacted by Apple's log outside a debugging session.
    public static let `private` = OSLogPrivacy(level: "private", mask: .none)
    /// Always redacted by Apple's log.
    public static let sensitive = OSLogPrivacy(level: "sensitive", mask: .none)
    /// Apple's default: numbers and Booleans shown, strings and objects redacted.
    public static let auto = OSLogPrivacy(level: "auto", mask: .none)

    /// Private, masked by `mask`.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: "private", mask: mask) }
    /// Sensitive, masked by `mask`.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: "sensitive", mask: mask) }
    /// Automatic, masked by `mask` when redacted.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: "auto", mask: mask) }
}

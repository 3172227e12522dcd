/// A style's coding keys that describe themselves as options, so that each field is spelled once (the case) with its
/// help beside it: a style declares `static let options = CodingKeys.options`, and a command line offers a flag for
/// each field with no code of its own.
public protocol StyleOptionKey: CodingKey, CaseIterable, Sendable {
    /// The field as an option: its kind and one line of help.
    var option: StyleOption { get }
}

extension StyleOptionKey {
    /// Every field's option, in declaration order.
    public static var options: [StyleOption] { allCases.map(\.option) }
}

/// A trait, as UIKit defines one: a type whose `defaultValue` a collection has when it does not specify it. The
/// system's traits (`UITraitUserInterfaceStyle`, `UITraitPreferredContentSizeCategory`, ...) are what
/// `registerForTraitChanges(_:handler:)` watches; a trait an app defines compiles and never reports a change, since
/// FilmstripUIKit's trait collections hold the system's traits only.
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value
    /// The value of a collection that does not specify the trait.
    static var defaultValue: Value { get }
    /// A name that identifies the trait; the type's name unless given.
    static var identifier: String { get }
    /// A name for the trait, for people; the type's name unless given.
    static var name: String { get }
}

extension UITraitDefinition {
    /// The type's full name.
    public static var identifier: String { String(reflecting: Self.self) }
    /// The type's name.
    public static var name: String { String(describing: Self.self) }
}

/// A trait type, as `registerForTraitChanges(_:handler:)` takes a list of them: `[UITraitUserInterfaceStyle.self]`.
public typealias UITrait = any UITraitDefinition.Type

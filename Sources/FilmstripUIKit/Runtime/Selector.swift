// swift-format-ignore-file: AlwaysUseLowerCamelCase

/// An Objective-C selector as a Swift value: the method's name, and (when the LinuxUIKit plugin made it from
/// `#selector(Type.method(_:))`) the method itself, called on a target of its type. Swift on Linux has neither
/// `#selector` nor a runtime that finds a method by name, so the plugin rewrites `#selector(Pager.next(_:))` to
/// `Selector("next:", Pager.next(_:))` and target-action, timers, notifications and gestures call that method
/// (UIKit choice `selectorsCarryTheirMethod`). A selector made from a name alone (`Selector("next:")`,
/// `NSSelectorFromString`) reaches no method.
public struct Selector: Hashable, ExpressibleByStringLiteral, CustomStringConvertible, @unchecked Sendable {
    /// The Objective-C name, `next:` for `next(_:)`.
    public let name: String
    /// Calls the method on a target with the arguments (the sender, the event); nil when the target is not of the
    /// method's type or an argument not of its parameter's.
    private let call: ((AnyObject, [Any?]) -> Any?)?
    /// Whether an object is of the method's type.
    private let accepts: ((AnyObject) -> Bool)?

    /// A selector that names a method and reaches none, as `NSSelectorFromString` makes on Linux.
    public init(_ name: String) {
        self.name = name
        call = nil
        accepts = nil
    }

    /// `Selector("next")`, written as a string literal.
    public init(stringLiteral name: String) { self.init(name) }

    /// A selector for a method that takes no argument (`#selector(refresh)`).
    public init<Target: AnyObject, Result>(_ name: String, _ method: @escaping (Target) -> () throws -> Result) {
        self.name = name
        call = { target, _ in
            guard let typed = target as? Target else { return nil }
            return try? method(typed)()
        }
        accepts = { $0 is Target }
    }

    /// A selector for a method that takes the sender (`#selector(didTap(_:))`): a sender not of the parameter's
    /// type does not reach it.
    public init<Target: AnyObject, Argument, Result>(
        _ name: String, _ method: @escaping (Target) -> (Argument) throws -> Result
    ) {
        self.name = name
        call = { target, arguments in
            guard let typed = target as? Target, let argument = Self.argument(0, of: arguments, as: Argument.self)
            else { return nil }
            return try? method(typed)(argument)
        }
        accepts = { $0 is Target }
    }

    /// A selector for a method that takes the sender and a second argument (`#selector(didTap(_:event:))`).
    public init<Target: AnyObject, First, Second, Result>(
        _ name: String, _ method: @escaping (Target) -> (First, Second) throws -> Result
    ) {
        self.name = name
        call = { target, arguments in
            guard let typed = target as? Target, let first = Self.argument(0, of: arguments, as: First.self),
                let second = Self.argument(1, of: arguments, as: Second.self)
            else { return nil }
            return try? method(typed)(first, second)
        }
        accepts = { $0 is Target }
    }

    /// The argument at `index` as `type`; a missing one is nil, which only an optional parameter accepts.
    private static func argument<Argument>(_ index: Int, of arguments: [Any?], as type: Argument.Type) -> Argument? {
        let value: Any? = index < arguments.count ? arguments[index] : nil
        if let value, let typed = value as? Argument { return typed }
        return value as? Argument
    }

    /// Whether the selector reaches a method of `target`: the method's type is `target`'s or a superclass.
    public func isCallable(on target: AnyObject) -> Bool { accepts?(target) ?? false }

    /// Calls the method on `target` with `arguments`, returning whether it was reached and what it returned.
    @discardableResult
    func send(to target: AnyObject, with arguments: [Any?]) -> (reached: Bool, result: Any?) {
        guard let call, accepts?(target) == true else { return (false, nil) }
        return (true, call(target, arguments))
    }

    /// The Objective-C name, as a selector prints.
    public var description: String { name }

    /// Two selectors are equal when their names are, as Objective-C's are.
    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }

    /// Hashes the name, which equal selectors share.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// A selector named `name` that reaches no method (Swift on Linux cannot find one by name).
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }

/// The selector's Objective-C name.
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }

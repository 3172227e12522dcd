import Foundation

/// A string with attributes on stretches of its characters, as UIKit's code builds them (ranges in UTF-16 units).
///
/// Filmstrip's own: Foundation's on Linux stops the process when an attribute is added over a stretch whose value
/// is a Swift object (a `UIColor`, a `UIFont`), so this type, declared in the module that re-exports Foundation,
/// stands in for it with the same names (UIKit choice `attributedStringsAreFilmstrips`). Values are compared
/// with `isEqual` only to merge neighbouring runs.
open class NSAttributedString: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// An attribute's name: Foundation's type, so the keys UIKit code names are the same values.
    public typealias Key = Foundation.NSAttributedString.Key
    /// Options for the enumerations: Foundation's.
    public typealias EnumerationOptions = Foundation.NSAttributedString.EnumerationOptions

    /// The characters.
    var storage: String
    /// The attribute runs, covering the string's UTF-16 units in order (none for an empty string).
    var runs: [AttributeRun]

    /// `str` without attributes.
    public convenience init(string str: String) { self.init(string: str, attributes: nil) }

    /// `str` with `attrs` on all of it.
    public init(string str: String, attributes attrs: [Key: Any]?) {
        storage = str
        let length = str.utf16.count
        runs = length > 0 ? [AttributeRun(length: length, attributes: attrs ?? [:])] : []
        super.init()
    }

    /// A copy of `attrStr`'s characters and attributes.
    public init(attributedString attrStr: NSAttributedString) {
        storage = attrStr.storage
        runs = attrStr.runs
        super.init()
    }

    /// The characters as a string.
    open var string: String { storage }
    /// The length in UTF-16 units.
    open var length: Int { storage.utf16.count }

    /// The attributes at `location`, and the run's range in `range` when given.
    open func attributes(at location: Int, effectiveRange range: NSRangePointer?) -> [Key: Any] {
        guard let (index, start) = run(containing: location) else {
            range?.pointee = NSRange(location: NSNotFound, length: 0)
            return [:]
        }
        range?.pointee = NSRange(location: start, length: runs[index].length)
        return runs[index].attributes
    }

    /// The value of `attrName` at `location`, and the run's range in `range` when given.
    open func attribute(_ attrName: Key, at location: Int, effectiveRange range: NSRangePointer?) -> Any? {
        attributes(at: location, effectiveRange: range)[attrName]
    }

    /// The characters and attributes of `range`.
    open func attributedSubstring(from range: NSRange) -> NSAttributedString {
        let made = NSAttributedString(string: "")
        made.storage = substring(range)
        made.runs = slice(range)
        return made
    }

    /// Calls `block` for each run in `enumerationRange` with its attributes and range (clipped to the range).
    open func enumerateAttributes(
        in enumerationRange: NSRange, options opts: EnumerationOptions = [],
        using block: ([Key: Any], NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        var pieces: [([Key: Any], NSRange)] = []
        var start = 0
        for run in runs {
            let range = NSIntersectionRange(NSRange(location: start, length: run.length), enumerationRange)
            if range.length > 0 { pieces.append((run.attributes, range)) }
            start += run.length
        }
        if opts.contains(.reverse) { pieces.reverse() }
        var stop = ObjCBool(false)
        for (attributes, range) in pieces {
            block(attributes, range, &stop)
            if stop.boolValue { return }
        }
    }

    /// Calls `block` for each stretch of `enumerationRange` with one value (or none) of `attrName`.
    open func enumerateAttribute(
        _ attrName: Key, in enumerationRange: NSRange, options opts: EnumerationOptions = [],
        using block: (Any?, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        enumerateAttributes(in: enumerationRange, options: opts) { attributes, range, stop in
            block(attributes[attrName], range, stop)
        }
    }

    /// Whether `other` has the same characters and attributes.
    open func isEqual(to other: NSAttributedString) -> Bool {
        guard other.storage == storage, other.runs.count == runs.count else { return false }
        return zip(runs, other.runs).allSatisfy {
            $0.length == $1.length && Self.sameAttributes($0.attributes, $1.attributes)
        }
    }

    /// Equal to another attributed string with the same characters and attributes.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSAttributedString else { return false }
        return isEqual(to: other)
    }

    /// Agrees with `isEqual(_:)`.
    open override var hash: Int { storage.hashValue }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any { NSAttributedString(attributedString: self) }

    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableAttributedString(attributedString: self) }

    /// The string, as Foundation describes an attributed string (without its attributes).
    open override var description: String { storage }

    // MARK: Runs

    /// The run holding UTF-16 unit `location` and where it starts.
    func run(containing location: Int) -> (Int, Int)? {
        guard location >= 0 else { return nil }
        var start = 0
        for (index, run) in runs.enumerated() {
            if location < start + run.length { return (index, start) }
            start += run.length
        }
        return nil
    }

    /// The runs of `range`, cut at its ends.
    func slice(_ range: NSRange) -> [AttributeRun] {
        var sliced: [AttributeRun] = []
        var start = 0
        for run in runs {
            let overlap = NSIntersectionRange(NSRange(location: start, length: run.length), range)
            if overlap.length > 0 { sliced.append(AttributeRun(length: overlap.length, attributes: run.attributes)) }
            start += run.length
        }
        return sliced
    }

    /// The characters of `range` (UTF-16 units, clamped to the string).
    func substring(_ range: NSRange) -> String {
        let units = storage.utf16
        let lower = min(max(0, range.location), units.count)
        let upper = min(max(lower, range.location + range.length), units.count)
        let from = units.index(units.startIndex, offsetBy: lower)
        let to = units.index(from, offsetBy: upper - lower)
        return String(units[from..<to]) ?? String(decoding: Array(units[from..<to]), as: UTF16.self)
    }

    /// Runs next to each other with equal attributes become one.
    func mergeRuns() {
        var merged: [AttributeRun] = []
        for run in runs where run.length > 0 {
            if let last = merged.last, Self.sameAttributes(last.attributes, run.attributes) {
                merged[merged.count - 1].length += run.length
            } else {
                merged.append(run)
            }
        }
        runs = merged
    }

    /// Whether two attribute sets have the same keys and equal values (`isEqual` for objects).
    static func sameAttributes(_ first: [Key: Any], _ second: [Key: Any]) -> Bool {
        guard first.count == second.count else { return false }
        for (key, value) in first {
            guard let other = second[key] else { return false }
            if let object = value as? NSObject, let otherObject = other as? NSObject {
                if !object.isEqual(otherObject) { return false }
            } else if let value = value as? AnyHashable, let other = other as? AnyHashable {
                if value != other { return false }
            } else {
                return false
            }
        }
        return true
    }
}

extension NSAttributedString {
    /// Foundation's attributed string's characters and attributes, for code that made one with Foundation's type.
    public convenience init(_ foundation: Foundation.NSAttributedString) {
        self.init(string: foundation.string, attributes: nil)
        var made: [AttributeRun] = []
        foundation.enumerateAttributes(in: NSRange(location: 0, length: foundation.length)) { attributes, range, _ in
            made.append(AttributeRun(length: range.length, attributes: attributes))
        }
        runs = made
        mergeRuns()
    }
}

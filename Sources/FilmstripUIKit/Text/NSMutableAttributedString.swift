import Foundation

/// An attributed string whose characters and attributes can be changed, as UIKit code builds them (Filmstrip's own:
/// see `NSAttributedString`).
open class NSMutableAttributedString: NSAttributedString, @unchecked Sendable {
    /// Replaces the characters of `range` with `str`, which takes the attributes of the first replaced character
    /// (or of the one before, when inserting).
    open func replaceCharacters(in range: NSRange, with str: String) {
        let location = min(max(0, range.location), length)
        let attributes =
            attributes(at: location, effectiveRange: nil).isEmpty && location > 0
            ? attributes(at: location - 1, effectiveRange: nil) : attributes(at: location, effectiveRange: nil)
        replaceCharacters(in: range, with: NSAttributedString(string: str, attributes: attributes))
    }

    /// Replaces the characters of `range` with `attrString`'s characters and attributes.
    open func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        let location = min(max(0, range.location), length)
        let end = min(max(location, range.location + range.length), length)
        let before = NSRange(location: 0, length: location)
        let after = NSRange(location: end, length: length - end)
        storage = substring(before) + attrString.storage + substring(after)
        runs = slice(before) + attrString.runs + slice(after)
        mergeRuns()
    }

    /// Sets the attributes of `range` to `attrs` (nil: none).
    open func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        change(range) { $0 = attrs ?? [:] }
    }

    /// Adds `name` = `value` over `range`.
    open func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        change(range) { $0[name] = value }
    }

    /// Adds each of `attrs` over `range`.
    open func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        change(range) { $0.merge(attrs) { _, new in new } }
    }

    /// Removes `name` over `range`.
    open func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        change(range) { $0[name] = nil }
    }

    /// Appends `attrString`'s characters and attributes.
    open func append(_ attrString: NSAttributedString) {
        replaceCharacters(in: NSRange(location: length, length: 0), with: attrString)
    }

    /// Inserts `attrString` at `loc`.
    open func insert(_ attrString: NSAttributedString, at loc: Int) {
        replaceCharacters(in: NSRange(location: loc, length: 0), with: attrString)
    }

    /// Removes the characters of `range`.
    open func deleteCharacters(in range: NSRange) {
        replaceCharacters(in: range, with: NSAttributedString(string: ""))
    }

    /// Replaces everything with `attrString`.
    open func setAttributedString(_ attrString: NSAttributedString) {
        storage = attrString.storage
        runs = attrString.runs
    }

    /// Applies `edit` to the attributes of `range` (clamped to the string), splitting runs at its ends.
    private func change(_ range: NSRange, _ edit: (inout [NSAttributedString.Key: Any]) -> Void) {
        let whole = NSRange(location: 0, length: length)
        let target = NSIntersectionRange(range, whole)
        guard target.length > 0 else { return }
        var changed: [AttributeRun] = []
        var start = 0
        for run in runs {
            let span = NSRange(location: start, length: run.length)
            let overlap = NSIntersectionRange(span, target)
            if overlap.length == 0 {
                changed.append(run)
            } else {
                if overlap.location > start {
                    changed.append(AttributeRun(length: overlap.location - start, attributes: run.attributes))
                }
                var attributes = run.attributes
                edit(&attributes)
                changed.append(AttributeRun(length: overlap.length, attributes: attributes))
                let tail = start + run.length - (overlap.location + overlap.length)
                if tail > 0 { changed.append(AttributeRun(length: tail, attributes: run.attributes)) }
            }
            start += run.length
        }
        runs = changed
        mergeRuns()
    }
}

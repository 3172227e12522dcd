import Foundation
import Synchronization

/// Auto Layout's complaints, written as UIKit logs them: on standard error, and kept in `messages` so that tests
/// and tools can read them. UIKit raises where a constraint cannot be activated (no common ancestor); Filmstrip
/// reports the same text and skips the constraint, never trapping
/// (UIKit choice `autoLayoutExceptionsAreLoggedAndSkipped`).
public enum UIKitConstraintLog {
    private static let said = Mutex<[String]>([])

    /// Every message given so far in this process, in order.
    public static var messages: [String] { said.withLock { $0 } }

    /// Writes `message` to standard error and keeps it.
    static func report(_ message: String) {
        said.withLock { $0.append(message) }
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// UIKit's message for a constraint between views in different view trees.
    static func reportNoCommonAncestor(_ constraint: NSLayoutConstraint) {
        let first =
            constraint.anchorDescriptions?.first
            ?? NSLayoutConstraint.describe(constraint.firstItem, constraint.firstAttribute)
        let second =
            constraint.anchorDescriptions?.second
            ?? NSLayoutConstraint.describe(constraint.secondItem, constraint.secondAttribute)
        report(
            "Unable to activate constraint with anchors \(first) and \(second) because they have no common "
                + "ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  "
                + "That's illegal.")
    }

    /// UIKit's message for a required constraint that contradicts others: the list, then the one broken.
    static func reportUnsatisfiable(listed: [String], broken: String) {
        let list = listed.map { "    \"\($0)\"" }.joined(separator: ",\n")
        report(
            "Unable to simultaneously satisfy constraints.\n"
                + "\tProbably at least one of the constraints in the following list is one you don't want. \n"
                + "\tTry this: \n"
                + "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
                + "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
                + "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer "
                + "to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
                + "(\n\(list)\n)\n\n"
                + "Will attempt to recover by breaking constraint \n\(broken)\n")
    }

    /// The ambiguities already warned of, each as its view's type and constraints without addresses.
    private static let ambiguitiesSaid = Mutex<Set<String>>([])

    /// A warning for a view whose constraints leave its frame free, in the form of UIKit's `_autolayoutTrace`
    /// ("AMBIGUOUS LAYOUT"), listing the constraints that reach it: UIKit itself stays silent, so an ambiguous cell
    /// drawn differently on a device would otherwise pass unnoticed. Said once per process for each distinct set of
    /// constraints (the view's type and the constraints as printed, addresses left out): every cell of a strip
    /// holds the same constraints, and one warning names the fix for all of them.
    static func reportAmbiguity(of view: UIView, constraints: [NSLayoutConstraint]) {
        let list = constraints.map { "    \($0)" }.joined(separator: "\n")
        let key = "\(type(of: view))\n" + list.replacing(/0x[0-9a-f]+/, with: "")
        guard ambiguitiesSaid.withLock({ $0.insert(key).inserted }) else { return }
        let frame = view.frame
        report(
            "FilmstripUIKit: AMBIGUOUS LAYOUT for \(type(of: view)):\(address(of: view)) (frame now "
                + "\(Double(frame.minX)), \(Double(frame.minY)), \(Double(frame.width)), \(Double(frame.height))): its "
                + "constraints leave its frame free to take other values (said once for every view whose constraints "
                + "read alike); the constraints that reach it:\n" + (list.isEmpty ? "    (none)" : list))
    }

    /// `0x` and the object's address in hex, as UIKit prints objects.
    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }
}

import SwiftSyntax

/// What `#selector(...)` names, as Swift on Linux can say it: a reference to the method through its type
/// (`Pager.next(_:)`), which FilmstripUIKit's `Selector` calls on a target of that type, and the method's
/// Objective-C name (`next:`). `#selector(next)`, `#selector(self.next(_:))` and `#selector(next(_:))` name a method
/// of the type whose declaration or extension encloses them; `#selector(Pager.next)` names its type itself.
struct SelectorExpression {
    /// The Swift expression that refers to the method through its type.
    var reference: String
    /// The Objective-C selector name Swift gives the method.
    var objectiveCName: String

    /// The `Selector(...)` expression that replaces the macro.
    var replacement: String { "Selector(\(FileRewriter.literal(objectiveCName)), \(reference))" }

    /// Why a `#selector` cannot be rewritten.
    enum Refusal: Error {
        case propertyAccessor
        case noEnclosingType
        case instanceBase(String)
        case notAMethodReference
    }

    init(_ node: MacroExpansionExprSyntax) throws(Refusal) {
        guard node.arguments.count == 1, let argument = node.arguments.first else { throw .notAMethodReference }
        if argument.label != nil { throw .propertyAccessor }
        let method: DeclReferenceExprSyntax
        var typeName: String?
        if let plain = argument.expression.as(DeclReferenceExprSyntax.self) {
            method = plain
        } else if let member = argument.expression.as(MemberAccessExprSyntax.self), let base = member.base {
            method = member.declName
            let baseText = base.trimmedDescription
            if baseText != "self", baseText != "Self" {
                guard let first = baseText.first, first.isUppercase else { throw .instanceBase(baseText) }
                typeName = baseText
            }
        } else {
            throw .notAMethodReference
        }
        var labels = method.argumentNames.map { $0.arguments.map(\.name.text) }
        if typeName == nil {
            guard let enclosing = Self.enclosingType(of: Syntax(node)) else { throw .noEnclosingType }
            typeName = enclosing.name
            if labels == nil { labels = Self.uniqueLabels(of: method.baseName.text, in: enclosing.members) }
        }
        reference = "\(typeName!).\(method.trimmedDescription)"
        objectiveCName = Self.objectiveCName(base: method.baseName.text, labels: labels ?? [])
    }

    /// The name Swift gives an `@objc` method with no explicit name: `next` with no parameter, `next:` for
    /// `next(_:)`, `reloadWithAnimated:` for `reload(animated:)`,
    /// `scrollBy:animated:` for `scroll(by:animated:)`, `scroll:to:` for `scroll(_:to:)`.
    static func objectiveCName(base: String, labels: [String]) -> String {
        guard let first = labels.first else { return base }
        var name = base
        if first != "_" {
            let capitalized = first.prefix(1).uppercased() + first.dropFirst()
            name += prepositions.contains(first) ? capitalized : "With" + capitalized
        }
        name += ":"
        for label in labels.dropFirst() { name += (label == "_" ? "" : label) + ":" }
        return name
    }

    /// The English prepositions after which Swift does not insert `With` (`scroll(to:)` is `scrollTo:`).
    static let prepositions: Set<String> = [
        "about", "above", "across", "after", "against", "along", "among", "around", "as", "at", "before", "behind",
        "below", "beneath", "beside", "between", "beyond", "by", "during", "except", "for", "from", "in", "inside",
        "into", "like", "near", "of", "off", "on", "onto", "out", "outside", "over", "past", "since", "through",
        "to", "toward", "towards", "under", "underneath", "until", "up", "upon", "via", "with", "within", "without",
    ]

    /// The innermost type declaration or extension around `node`: its name as the code outside it says it
    /// (`Outer.Inner` for a nested class), and its members.
    static func enclosingType(of node: Syntax) -> (name: String, members: MemberBlockSyntax)? {
        var names: [String] = []
        var members: MemberBlockSyntax?
        var current = node.parent
        while let parent = current {
            if let extensionDecl = parent.as(ExtensionDeclSyntax.self) {
                names.insert(extensionDecl.extendedType.trimmedDescription, at: 0)
                members = members ?? extensionDecl.memberBlock
                break
            }
            if let named = parent.asProtocol(NamedDeclSyntax.self), let group = parent.asProtocol(DeclGroupSyntax.self)
            {
                if parent.is(ProtocolDeclSyntax.self) { return nil }
                names.insert(named.name.text, at: 0)
                members = members ?? group.memberBlock
            }
            current = parent.parent
        }
        guard let members, !names.isEmpty else { return nil }
        return (names.joined(separator: "."), members)
    }

    /// The argument labels of the one method called `base` among `members`; nil when there is none or several.
    static func uniqueLabels(of base: String, in members: MemberBlockSyntax) -> [String]? {
        let functions = members.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            .filter { $0.name.text == base }
        guard functions.count == 1, let function = functions.first else { return nil }
        return function.signature.parameterClause.parameters.map(\.firstName.text)
    }
}

import SwiftSyntax

/// What the rewrite of one file needs to know about all the files compiled with it: the team's own optional
/// protocol requirements (a call in one file may reach a protocol declared in another) and the classes that an
/// extension's overrides move into.
struct SourceSetIndex {
    /// The optional requirements that return a value: they become `throws` requirements whose default throws, and
    /// their `?(` calls become `try?`, so that an unimplemented one still yields nil.
    var valueRequirements: Set<FunctionName> = []
    /// The optional requirements that return nothing: their default does nothing, which is what an unimplemented
    /// optional method does.
    var voidRequirements: Set<FunctionName> = []
    /// Each class declared in the files, by name: the file index and the class's member block.
    var classes: [String: (file: Int, members: MemberBlockSyntax)] = [:]
    /// The superclass each class of the files names first in its inheritance clause (a protocol when it has no
    /// superclass), by class name, without module or generic arguments.
    var superclasses: [String: String] = [:]

    /// UIKit's classes whose initializer FilmstripUIKit declares `required`, so that the collection or table view can
    /// make a registered view through its class, with that initializer's argument labels.
    static let reusableViewClasses: [String: [String]] = [
        "UICollectionReusableView": ["frame"], "UICollectionViewCell": ["frame"],
        "UITableViewCell": ["style", "reuseIdentifier"], "UITableViewHeaderFooterView": ["reuseIdentifier"],
    ]

    init(trees: [SourceFileSyntax]) {
        for (index, tree) in trees.enumerated() {
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(tree)
            valueRequirements.formUnion(collector.valueRequirements)
            voidRequirements.formUnion(collector.voidRequirements)
            for (name, members) in collector.classes where classes[name] == nil {
                classes[name] = (index, members)
            }
            for (name, superclass) in collector.superclasses where superclasses[name] == nil {
                superclasses[name] = superclass
            }
        }
    }

    /// Whether the class named `name` is a `UICollectionReusableView` (a cell included) or a `UITableViewCell`,
    /// directly or through the files' own classes.
    func isReusableView(_ name: String) -> Bool { requiredInitializerLabels(of: name) != nil }

    /// The argument labels of the initializer a reusable view class named `name` must declare `required` (`frame`
    /// for a collection view's, `style` and `reuseIdentifier` for a table view cell); nil for another class.
    func requiredInitializerLabels(of name: String) -> [String]? {
        var visited: Set<String> = []
        var current = name
        while let superclass = superclasses[current], visited.insert(current).inserted {
            if let labels = Self.reusableViewClasses[superclass] { return labels }
            current = superclass
        }
        return nil
    }

    /// Whether the class named `name` inherits, directly or through the files' own classes, from a class that is
    /// declared in none of the files and is not UIKit's (named `UI...` or `NS...`): a class of another module, such
    /// as a pager pod's cell, whose `init(frame:)` the plugin made `required` when it compiled that module.
    func inheritsFromAnotherModule(_ name: String) -> Bool {
        var visited: Set<String> = []
        var current = name
        while let superclass = superclasses[current], visited.insert(current).inserted {
            if superclasses[superclass] == nil, classes[superclass] == nil {
                return !superclass.hasPrefix("UI") && !superclass.hasPrefix("NS")
            }
            current = superclass
        }
        return false
    }

    private final class Collector: SyntaxVisitor {
        var valueRequirements: Set<FunctionName> = []
        var voidRequirements: Set<FunctionName> = []
        var classes: [String: MemberBlockSyntax] = [:]
        var superclasses: [String: String] = [:]

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            for member in node.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.modifiers.isOptional
                else { continue }
                if function.returnsValue {
                    valueRequirements.insert(FunctionName(function))
                } else {
                    voidRequirements.insert(FunctionName(function))
                }
            }
            return .skipChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            if classes[node.name.text] == nil { classes[node.name.text] = node.memberBlock }
            if superclasses[node.name.text] == nil, let first = node.inheritanceClause?.inheritedTypes.first?.type {
                if let plain = first.as(IdentifierTypeSyntax.self) {
                    superclasses[node.name.text] = plain.name.text
                } else if let qualified = first.as(MemberTypeSyntax.self) {
                    superclasses[node.name.text] = qualified.name.text
                }
            }
            return .visitChildren
        }
    }
}

extension DeclModifierListSyntax {
    /// Whether the list has `optional`, which only an `@objc` protocol's requirement can have.
    var isOptional: Bool { contains { $0.name.tokenKind == .keyword(.optional) } }
    /// Whether the list has `override`.
    var isOverride: Bool { contains { $0.name.tokenKind == .keyword(.override) } }
    /// Whether the list has `required`.
    var isRequired: Bool { contains { $0.name.tokenKind == .keyword(.required) } }
    /// Whether the list has `convenience`.
    var isConvenience: Bool { contains { $0.name.tokenKind == .keyword(.convenience) } }
    /// Whether the list has `open`: a class other modules may subclass.
    var isOpen: Bool { contains { $0.name.tokenKind == .keyword(.open) } }
    /// Whether the list names an access level (`open`, `public`, `package`, `internal`, `fileprivate`, `private`).
    var hasAccessLevel: Bool {
        contains {
            switch $0.name.tokenKind {
            case .keyword(.open), .keyword(.public), .keyword(.package), .keyword(.internal), .keyword(.fileprivate),
                .keyword(.private):
                true
            default: false
            }
        }
    }
}

extension FunctionDeclSyntax {
    /// Whether the function returns something other than `Void` or `()`.
    var returnsValue: Bool {
        guard let type = signature.returnClause?.type else { return false }
        let text = type.trimmedDescription
        return text != "Void" && text != "()"
    }
}

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

    init(trees: [SourceFileSyntax]) {
        for (index, tree) in trees.enumerated() {
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(tree)
            valueRequirements.formUnion(collector.valueRequirements)
            voidRequirements.formUnion(collector.voidRequirements)
            for (name, members) in collector.classes where classes[name] == nil {
                classes[name] = (index, members)
            }
        }
    }

    private final class Collector: SyntaxVisitor {
        var valueRequirements: Set<FunctionName> = []
        var voidRequirements: Set<FunctionName> = []
        var classes: [String: MemberBlockSyntax] = [:]

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
            return .visitChildren
        }
    }
}

extension DeclModifierListSyntax {
    /// Whether the list has `optional`, which only an `@objc` protocol's requirement can have.
    var isOptional: Bool { contains { $0.name.tokenKind == .keyword(.optional) } }
    /// Whether the list has `override`.
    var isOverride: Bool { contains { $0.name.tokenKind == .keyword(.override) } }
}

extension FunctionDeclSyntax {
    /// Whether the function returns something other than `Void` or `()`.
    var returnsValue: Bool {
        guard let type = signature.returnClause?.type else { return false }
        let text = type.trimmedDescription
        return text != "Void" && text != "()"
    }
}

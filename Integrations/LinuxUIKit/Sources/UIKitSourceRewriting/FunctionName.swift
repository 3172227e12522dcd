import SwiftSyntax

/// A function's full name, `collectionView(_:layout:sizeForItemAt:)`: how a call is matched to the requirement it
/// calls without type information.
struct FunctionName: Hashable, CustomStringConvertible {
    var base: String
    var labels: [String]

    var description: String { "\(base)(\(labels.map { "\($0):" }.joined()))" }

    init(base: String, labels: [String]) {
        self.base = base
        self.labels = labels
    }

    /// The name a declaration gives itself.
    init(_ function: FunctionDeclSyntax) {
        base = function.name.text
        labels = function.signature.parameterClause.parameters.map { $0.firstName.text }
    }

    /// The name a call uses, or nil when the called expression names no member or function.
    init?(called: ExprSyntax, arguments: LabeledExprListSyntax) {
        if let member = called.as(MemberAccessExprSyntax.self) {
            base = member.declName.baseName.text
        } else if let reference = called.as(DeclReferenceExprSyntax.self) {
            base = reference.baseName.text
        } else {
            return nil
        }
        labels = arguments.map { $0.label?.text ?? "_" }
    }
}

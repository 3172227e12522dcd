import SwiftSyntax

/// Finds, in one file, what Swift on Linux cannot compile and the edits that say the same thing in Swift without
/// Objective-C: attributes that only exist for the Objective-C runtime, `@objc` protocols with `optional`
/// requirements and their `?(` calls, overrides in extensions (moved by `UIKitSourceRewriter`), `#if os(iOS)` and
/// imports of Apple's modules.
final class FileRewriter: SyntaxVisitor {
    /// Attributes that need the Objective-C runtime (or Interface Builder's use of it); without them the declaration
    /// means the same in Swift.
    static let objectiveCAttributes: Set<String> = [
        "objc", "objcMembers", "IBOutlet", "IBOutletCollection", "IBInspectable",
    ]

    private let path: String
    /// The file's place among the files rewritten together, as `SourceSetIndex` numbers them.
    private let fileIndex: Int
    private let index: SourceSetIndex
    private let converter: SourceLocationConverter
    private(set) var edits: [TextEdit] = []
    private(set) var notes: [RewriteNote] = []
    private(set) var moves: [MemberMove] = []
    /// Default implementations for the optional requirements of this file's protocols, appended to the file.
    private(set) var defaultExtensions: [String] = []
    /// Whether the file imports swift-snapshot-testing: its UIKit strategies are FilmstripSnapshotTesting's on Linux,
    /// so the copy imports that module too, at its end (the app's lines keep their numbers).
    private(set) var importsSnapshotTesting = false
    /// Calls whose `?` or `!` was removed, by the id of the optional chain they end, so that each chain is wrapped
    /// once.
    private var rewrittenChains: [SyntaxIdentifier: (top: ExprSyntax, throwing: Bool, forced: Bool)] = [:]
    private var chainOrder: [SyntaxIdentifier] = []
    private var removedChainingMarks: Set<SyntaxIdentifier> = []

    init(path: String, fileIndex: Int, tree: SourceFileSyntax, index: SourceSetIndex) {
        self.path = path
        self.fileIndex = fileIndex
        self.index = index
        converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    /// Walks `tree` and closes the optional chains it rewrote.
    func rewrite(_ tree: SourceFileSyntax) {
        walk(tree)
        if moves.contains(where: { index.classes[$0.className]?.file != fileIndex }) { openFileScope(of: tree) }
        for id in chainOrder {
            guard let chain = rewrittenChains[id] else { continue }
            wrap(chain.top, throwing: chain.throwing, forced: chain.forced)
        }
    }

    // MARK: Attributes

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        guard Self.objectiveCAttributes.contains(name) else { return .visitChildren }
        remove(Syntax(node))
        note(
            at: Syntax(node),
            "removed '@\(name)': \(name.hasPrefix("IB") ? "Interface Builder's attributes need" : "it needs") the Objective-C runtime, which Swift on Linux lacks"
        )
        return .skipChildren
    }

    // MARK: Apple's modules

    /// The Linux module a copy imports for each of Apple's: FilmstripUIKit's re-export for UIKit's layout, view and
    /// geometry modules, and Apple's `Logger` for the logging ones.
    static let linuxModules: [String: String] = [
        "UIKit": "LinuxUIKit", "QuartzCore": "LinuxUIKit", "CoreGraphics": "LinuxUIKit",
        "os": "LinuxOSLog", "OSLog": "LinuxOSLog",
    ]

    /// `import UIKit`, `import os.log`, `import class UIKit.UIView` and the like import the Linux module whole (a
    /// superset of one declaration, and a submodule's declarations are the module's). No module in the build may be
    /// named as Apple's: packages built beside the app's files test `canImport(UIKit)` or `canImport(os)` to find an
    /// Apple platform (swift-snapshot-testing, swift-argument-parser, swift-syntax) and would then fail to compile.
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.path.first?.name.text == "SnapshotTesting" { importsSnapshotTesting = true }
        guard let apple = node.path.first?.name.text, let linux = Self.linuxModules[apple] else { return .skipChildren }
        let start = offset(
            (node.importKindSpecifier.map(Syntax.init) ?? Syntax(node.path)).positionAfterSkippingLeadingTrivia)
        let end = offset(node.path.endPositionBeforeTrailingTrivia)
        edits.append(TextEdit(range: start..<end, replacement: linux))
        note(
            at: Syntax(node),
            "'import \(node.path.trimmedDescription)' rewritten to 'import \(linux)', its Linux module")
        return .skipChildren
    }

    // MARK: Protocols with optional requirements

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let isObjC = node.attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc"
        }
        if isObjC { makeClassBound(node) }
        var defaults: [String] = []
        for member in node.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), function.modifiers.isOptional {
                removeOptionalModifier(function.modifiers)
                defaults.append(defaultImplementation(of: function))
            } else if let variable = member.decl.as(VariableDeclSyntax.self), variable.modifiers.isOptional {
                removeOptionalModifier(variable.modifiers)
                note(
                    at: Syntax(variable), severity: .warning,
                    "'optional' property requirement made required: Swift cannot give a property a default that answers 'not implemented'"
                )
            }
        }
        if !defaults.isEmpty {
            let isPublic = node.modifiers.contains {
                $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open)
            }
            let line = node.startLocation(converter: converter).line
            defaultExtensions.append(
                "#sourceLocation(file: \(Self.literal(path)), line: \(line))\n"
                    + "\(isPublic ? "public " : "")extension \(node.name.text) {\n"
                    + defaults.joined(separator: "\n") + "\n}\n#sourceLocation()\n")
        }
        return .visitChildren
    }

    /// An `@objc` protocol is class-bound; without `@objc` it must say so for `weak var delegate: P?` to compile.
    private func makeClassBound(_ node: ProtocolDeclSyntax) {
        if let clause = node.inheritanceClause {
            let names = clause.inheritedTypes.map { $0.type.trimmedDescription }
            if names.contains("AnyObject") || names.contains("class") { return }
            edits.append(
                TextEdit(
                    range: offset(
                        clause.endPositionBeforeTrailingTrivia)..<offset(clause.endPositionBeforeTrailingTrivia),
                    replacement: ", AnyObject"))
        } else {
            let end = offset(node.name.endPositionBeforeTrailingTrivia)
            edits.append(TextEdit(range: end..<end, replacement: ": AnyObject"))
        }
        note(at: Syntax(node.name), "'\(node.name.text)' made class-bound (': AnyObject'), as '@objc' made it")
    }

    private func removeOptionalModifier(_ modifiers: DeclModifierListSyntax) {
        guard let modifier = modifiers.first(where: { $0.name.tokenKind == .keyword(.optional) }) else { return }
        remove(Syntax(modifier))
    }

    /// The default for one optional requirement. A requirement that returns a value becomes `throws` (a method that
    /// does not throw still satisfies it) and its default throws, so that `try?` at the call gives nil when the
    /// conforming type does not implement it, exactly as the optional call did; one that returns nothing gets an
    /// empty default.
    private func defaultImplementation(of function: FunctionDeclSyntax) -> String {
        let name = FunctionName(function)
        let head =
            "    func \(function.name.text)\(function.genericParameterClause?.trimmedDescription ?? "")"
            + function.signature.parameterClause.trimmedDescription
        let whereClause = function.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
        let effects = function.signature.effectSpecifiers?.trimmedDescription ?? ""
        guard function.returnsValue, let returnClause = function.signature.returnClause else {
            note(
                at: Syntax(function.name),
                "optional requirement '\(name)' made a requirement whose default does nothing")
            return head + (effects.isEmpty ? "" : " \(effects)") + whereClause + " {}"
        }
        let parameters = function.signature.parameterClause
        let insertion: Int
        if let async = function.signature.effectSpecifiers?.asyncSpecifier {
            insertion = offset(async.endPositionBeforeTrailingTrivia)
        } else {
            insertion = offset(parameters.endPositionBeforeTrailingTrivia)
        }
        edits.append(TextEdit(range: insertion..<insertion, replacement: " throws"))
        note(
            at: Syntax(function.name),
            "optional requirement '\(name)' made a 'throws' requirement whose default throws, so that 'try?' at its calls gives nil when it is not implemented"
        )
        let asyncText = function.signature.effectSpecifiers?.asyncSpecifier != nil ? " async" : ""
        return head + asyncText + " throws " + returnClause.trimmedDescription + whereClause
            + " { throw OptionalRequirementNotImplemented() }"
    }

    // MARK: Calls of optional requirements

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if rewriteRespondsToUIKitSelector(node) { return .skipChildren }
        let mark: TokenSyntax
        let called: ExprSyntax
        let forced: Bool
        if let chaining = node.calledExpression.as(OptionalChainingExprSyntax.self) {
            mark = chaining.questionMark
            called = chaining.expression
            forced = false
        } else if let unwrap = node.calledExpression.as(ForceUnwrapExprSyntax.self) {
            mark = unwrap.exclamationMark
            called = unwrap.expression
            forced = true
        } else {
            return .visitChildren
        }
        guard let name = FunctionName(called: called, arguments: node.arguments) else { return .visitChildren }
        let throwing = index.valueRequirements.contains(name)
        guard
            throwing || index.voidRequirements.contains(name)
                || UIKitOptionalRequirements.baseNames.contains(name.base)
        else { return .visitChildren }
        remove(Syntax(mark), withTrailingTrivia: false)
        removedChainingMarks.insert(node.calledExpression.id)
        let top = chainTop(of: ExprSyntax(node))
        if var chain = rewrittenChains[top.id] {
            chain.throwing = chain.throwing || throwing
            chain.forced = chain.forced || forced
            rewrittenChains[top.id] = chain
        } else {
            rewrittenChains[top.id] = (top, throwing, forced)
            chainOrder.append(top.id)
        }
        let how =
            throwing
            ? (forced ? "'try!'" : "'try?'")
            : "a plain call (FilmstripUIKit gives the requirement a default)"
        note(at: Syntax(mark), "call of optional requirement '\(name)' with '\(mark.text)(' rewritten to \(how)")
        return .visitChildren
    }

    /// `receiver.responds(to: #selector(P.method(...)))` with `P` one of UIKit's delegate and data source protocols
    /// becomes `(receiver as Any is any P)`: FilmstripUIKit gives each optional method of `P` a default that answers
    /// what UIKit uses when the method is missing, so a conforming object "responds" to all of them. Returns whether
    /// it rewrote `node`.
    private func rewriteRespondsToUIKitSelector(_ node: FunctionCallExprSyntax) -> Bool {
        let receiver: String
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "responds"
        {
            guard let base = member.base else { return false }
            receiver = (base.as(OptionalChainingExprSyntax.self)?.expression ?? base).trimmedDescription
        } else if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "responds" {
            receiver = "self"
        } else {
            return false
        }
        guard node.arguments.count == 1, let argument = node.arguments.first, argument.label?.text == "to",
            let selector = argument.expression.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector",
            selector.arguments.count == 1, selector.arguments.first?.label == nil,
            let method = selector.arguments.first?.expression.as(MemberAccessExprSyntax.self),
            let owner = method.base?.trimmedDescription,
            UIKitOptionalRequirements.protocols.contains(owner)
        else { return false }
        replace(
            node, with: "(\(receiver) as Any is any \(owner))",
            because:
                "'responds(to: #selector(\(method.trimmedDescription)))' rewritten to whether '\(receiver)' conforms to '\(owner)': FilmstripUIKit gives every optional method of '\(owner)' a default that answers as UIKit does without it"
        )
        return true
    }

    /// The outermost expression of the postfix chain `node` is part of: an optional chain's value is the value of
    /// the whole chain.
    private func chainTop(of node: ExprSyntax) -> ExprSyntax {
        var current = Syntax(node)
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
            } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id {
            } else if let subscriptCall = parent.as(SubscriptCallExprSyntax.self),
                subscriptCall.calledExpression.id == current.id
            {
            } else if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
            } else {
                break
            }
            current = parent
        }
        return current.as(ExprSyntax.self) ?? node
    }

    /// Whether an optional chain other than the removed marks makes `top` optional already.
    private func remainsOptional(_ top: ExprSyntax) -> Bool {
        var current: Syntax? = Syntax(top)
        while let node = current {
            if node.is(OptionalChainingExprSyntax.self), !removedChainingMarks.contains(node.id) { return true }
            if let member = node.as(MemberAccessExprSyntax.self) {
                current = member.base.map(Syntax.init)
            } else if let call = node.as(FunctionCallExprSyntax.self) {
                current = Syntax(call.calledExpression)
            } else if let subscriptCall = node.as(SubscriptCallExprSyntax.self) {
                current = Syntax(subscriptCall.calledExpression)
            } else if let chaining = node.as(OptionalChainingExprSyntax.self) {
                current = Syntax(chaining.expression)
            } else if let unwrap = node.as(ForceUnwrapExprSyntax.self) {
                current = Syntax(unwrap.expression)
            } else {
                current = nil
            }
        }
        return false
    }

    /// Keeps the chain's type: `try?` where a requirement may throw "not implemented", `Optional(...)` where the
    /// removed `?` was the chain's only one and its value is used.
    private func wrap(_ top: ExprSyntax, throwing: Bool, forced: Bool) {
        let isStatement = top.parent?.is(CodeBlockItemSyntax.self) ?? false
        let prefix: String
        let suffix: String
        if throwing {
            prefix = isStatement ? "_ = try\(forced ? "!" : "?") " : "(try\(forced ? "!" : "?") "
            suffix = isStatement ? "" : ")"
        } else if !forced, !isStatement, !remainsOptional(top) {
            prefix = "Optional("
            suffix = ")"
        } else {
            return
        }
        let start = offset(top.positionAfterSkippingLeadingTrivia)
        let end = offset(top.endPositionBeforeTrailingTrivia)
        edits.append(TextEdit(range: start..<start, replacement: prefix))
        edits.append(TextEdit(range: end..<end, replacement: suffix))
    }

    /// `delegate?.pagerView(_:shouldHighlightItemAt:)` without a call takes an optional requirement that returns a
    /// value as a function: it is now a throwing function, so its later call needs `try`, and whether the delegate
    /// implements it cannot be known without calling it. Left as it is, with a warning at the reference, since
    /// the compiler's error would point at the call.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard let argumentNames = node.declName.argumentNames else { return .visitChildren }
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
            return .visitChildren
        }
        let name = FunctionName(
            base: node.declName.baseName.text, labels: argumentNames.arguments.map(\.name.text))
        guard index.valueRequirements.contains(name) else { return .visitChildren }
        note(
            at: Syntax(node), severity: .warning,
            "optional requirement '\(name)' taken as a function value is left as it is: its requirement now throws "
                + "'not implemented', so the value's call needs 'try' (write 'try?' there, and test for nil instead)"
        )
        return .visitChildren
    }

    // MARK: Overrides in extensions

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let className = node.extendedType.trimmedDescription
        for member in node.memberBlock.members {
            guard let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers, modifiers.isOverride
            else { continue }
            guard index.classes[className] != nil else {
                note(
                    at: Syntax(member), severity: .warning,
                    "'override' in an extension of '\(className)', which is not among the rewritten files, is left where it is (Swift on Linux rejects it)"
                )
                continue
            }
            let location = member.startLocation(converter: converter)
            moves.append(
                MemberMove(
                    className: className,
                    range: offset(
                        member.positionAfterSkippingLeadingTrivia)..<offset(member.endPositionBeforeTrailingTrivia),
                    line: location.line, column: location.column))
            note(
                at: Syntax(member),
                "override moved into the body of class '\(className)': Swift on Linux cannot override in an extension"
            )
        }
        return .visitChildren
    }

    /// A member moved into its class's body in another file no longer sees this file's `private` and `fileprivate`
    /// declarations (SnapKit's `Debugging.swift` and sticky-header layouts use file-private helpers in overrides).
    /// The top-level declarations and the members of top-level extensions that say either become internal; a
    /// name declared so in two such files would then clash, which the compiler reports at the app's line.
    private func openFileScope(of tree: SourceFileSyntax) {
        var modifierLists: [DeclModifierListSyntax] = []
        for item in tree.statements {
            guard let decl = item.item.as(DeclSyntax.self) else { continue }
            if let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers { modifierLists.append(modifiers) }
            if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
                for member in extensionDecl.memberBlock.members {
                    if let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers {
                        modifierLists.append(modifiers)
                    }
                }
            }
        }
        for modifiers in modifierLists {
            for modifier in modifiers
            where modifier.name.tokenKind == .keyword(.private) || modifier.name.tokenKind == .keyword(.fileprivate) {
                guard modifier.detail == nil else { continue }  // `private(set)` keeps its setter's access
                remove(Syntax(modifier))
                note(
                    at: Syntax(modifier),
                    "'\(modifier.name.text)' made internal: an override of this file moves into its class's body in "
                        + "another file, where it must still see this file's helpers")
            }
        }
    }

    // MARK: init(frame:) of reusable views

    /// The collection view makes a registered cell or supplementary view through its class, which Swift without the
    /// Objective-C runtime can do only with a `required` initializer, so FilmstripUIKit declares
    /// `UICollectionReusableView.init(frame:)` `required` (and the table view's
    /// `UITableViewCell.init(style:reuseIdentifier:)`, which is treated alike). In a class that inherits from it (directly or through
    /// the files' own classes), `override init(frame:)` becomes `required init(frame:)`: `required` implies the
    /// override, and the keyword has the same length, so every column stays. A class that declares other
    /// designated initializers but no `init(frame:)` does not inherit it; it gets one on its opening brace's line
    /// that stops as Swift's stub does on iOS, where UIKit's call would reach the same stub.
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if !index.isReusableView(node.name.text), index.inheritsFromAnotherModule(node.name.text) {
            requireFrameInitializer(of: node)
            return .visitChildren
        }
        guard let required = index.requiredInitializerLabels(of: node.name.text) else { return .visitChildren }
        let signature = "init(" + required.map { $0 + ":" }.joined() + ")"
        let maker = required == ["frame"] ? "the collection view" : "the table view"
        var designated = false
        var declaresRequiredInitializer = false
        for member in node.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self),
                !initializer.modifiers.isConvenience
            else { continue }
            designated = true
            let labels = initializer.signature.parameterClause.parameters.map(\.firstName.text)
            guard labels == required else { continue }
            declaresRequiredInitializer = true
            guard !initializer.modifiers.isRequired,
                let override = initializer.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) })
            else { continue }
            let start = offset(override.name.positionAfterSkippingLeadingTrivia)
            edits.append(
                TextEdit(
                    range: start..<offset(override.name.endPositionBeforeTrailingTrivia),
                    replacement: publicPrefix(in: node, for: initializer) + "required"))
            note(
                at: Syntax(override),
                "'override \(signature)' made 'required \(signature)': \(maker) makes registered views "
                    + "through their class, which Swift without Objective-C can do only with a required initializer")
        }
        if designated, !declaresRequiredInitializer {
            let brace = offset(node.memberBlock.leftBrace.endPositionBeforeTrailingTrivia)
            let parameters =
                switch required {
                case ["frame"]: "frame: CGRect"
                case ["reuseIdentifier"]: "reuseIdentifier: String?"
                default: "style: UITableViewCell.CellStyle, reuseIdentifier: String?"
                }
            edits.append(
                TextEdit(
                    range: brace..<brace,
                    replacement:
                        " \(node.modifiers.isOpen ? "public " : "")required init(\(parameters)) { fatalError(\"Use of unimplemented initializer '\(signature)' "
                        + "for class '\(node.name.text)'\") }"))
            note(
                at: Syntax(node.name),
                "'required \(signature)' added, which stops as iOS does: '\(node.name.text)' declares initializers but "
                    + "not '\(signature)', which \(maker) calls for a registered class")
        }
        return .visitChildren
    }

    /// A class whose superclass comes from another module (a pager pod's cell) cannot be told to be a reusable
    /// view, but when it is one that module's copy made its `init(frame:)` `required`, and Swift then rejects
    /// `override init(frame:)`. `required override init(frame:)` compiles either way (Swift warns that the
    /// `override` is implied when the superclass's is required).
    private func requireFrameInitializer(of node: ClassDeclSyntax) {
        for member in node.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self),
                !initializer.modifiers.isConvenience, !initializer.modifiers.isRequired,
                initializer.signature.parameterClause.parameters.map(\.firstName.text) == ["frame"],
                let override = initializer.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) })
            else { continue }
            let start = offset(override.name.positionAfterSkippingLeadingTrivia)
            edits.append(
                TextEdit(range: start..<start, replacement: publicPrefix(in: node, for: initializer) + "required "))
            note(
                at: Syntax(override),
                "'override init(frame:)' made 'required override init(frame:)': its superclass comes from another "
                    + "module, whose reusable views' 'init(frame:)' the plugin makes required")
        }
    }

    /// `public ` when `initializer` has no access level of its own in an `open` class: Swift demands that a required
    /// initializer be visible wherever the class can be subclassed, so an internal `override init(frame:)` in an
    /// open cell (a pod's base cell) that the plugin makes `required` must be public too. UIKit's `init(frame:)`
    /// is not required, so on iOS the internal one compiles; making it public changes no call that compiled.
    private func publicPrefix(in node: ClassDeclSyntax, for initializer: InitializerDeclSyntax) -> String {
        node.modifiers.isOpen && !initializer.modifiers.hasAccessLevel ? "public " : ""
    }

    // MARK: Protocols' weak properties

    /// `weak var delegate: D? { get set }` in a protocol: `weak` says nothing there (the conforming type decides)
    /// and Swift 6 rejects it, so it goes.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.parent?.parent?.parent?.parent?.is(ProtocolDeclSyntax.self) ?? false,
            let weak = node.modifiers.first(where: { $0.name.tokenKind == .keyword(.weak) })
        else { return .visitChildren }
        remove(Syntax(weak))
        note(
            at: Syntax(weak),
            "removed 'weak' from a protocol's property: the conforming type's declaration decides, and Swift 6 rejects it"
        )
        return .visitChildren
    }

    // MARK: #if os(iOS)

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let condition = node.condition {
            let finder = PlatformConditionFinder(viewMode: .sourceAccurate)
            finder.walk(condition)
            for call in finder.iOSConditions {
                replace(
                    call, with: "(os(iOS) || os(Linux))",
                    because: "'os(iOS)' made true on Linux too, so that the iOS branch is the one compiled")
            }
            for (call, linux) in finder.appleModuleTests {
                replace(
                    call, with: "canImport(\(linux))",
                    because:
                        "'\(call.trimmedDescription)' rewritten to 'canImport(\(linux))', the module the copy imports for it"
                )
            }
        }
        return .visitChildren
    }

    // MARK: What has no Linux equivalent

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { removePreview(Syntax(node)) }
        return .skipChildren
    }

    /// An Xcode preview is a development aid, not the app's behaviour, and its macro comes with SwiftUI's developer
    /// tools, which Linux lacks: it goes, its lines left empty.
    private func removePreview(_ node: Syntax) {
        let start = offset(node.positionAfterSkippingLeadingTrivia)
        let end = offset(node.endPositionBeforeTrailingTrivia)
        let lineBreaks = node.trimmedDescription.utf8.filter { $0 == UInt8(ascii: "\n") }.count
        edits.append(TextEdit(range: start..<end, replacement: String(repeating: "\n", count: lineBreaks)))
        note(at: node, "removed '#Preview': Xcode previews need SwiftUI's developer tools, which Linux lacks")
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" {
            removePreview(Syntax(node))
            return .skipChildren
        }
        if node.macroName.text == "selector" {
            rewriteSelector(node)
            return .skipChildren
        }
        return .visitChildren
    }

    /// `#selector(method)` becomes `Selector("name", Type.method)`: FilmstripUIKit's `Selector` calls the method on
    /// a target of the type, which is how target-action, timers, notifications and gestures reach it on Linux.
    private func rewriteSelector(_ node: MacroExpansionExprSyntax) {
        do {
            let selector = try SelectorExpression(node)
            replace(
                node, with: selector.replacement,
                because:
                    "'\(node.trimmedDescription)' rewritten to a Selector that calls '\(selector.reference)' on its target: Swift on Linux has no Objective-C selectors"
            )
        } catch {
            let why: String
            switch error {
            case .propertyAccessor: why = "a property's getter or setter has no method FilmstripUIKit can call"
            case .noEnclosingType: why = "no type encloses it, so the method's type is unknown"
            case .instanceBase(let base): why = "'\(base)' is a value, not a type, so the method's type is unknown"
            case .notAMethodReference: why = "it names no method"
            }
            note(
                at: Syntax(node), severity: .warning,
                "'#selector' left as it is (\(why)): Swift on Linux has no Objective-C selectors")
        }
    }

    // MARK: Helpers

    private func offset(_ position: AbsolutePosition) -> Int { position.utf8Offset }

    /// Replaces `node`'s text (not its surrounding trivia) with `text`, and notes why at `node`.
    private func replace(_ node: some SyntaxProtocol, with text: String, because message: String) {
        let start = offset(node.positionAfterSkippingLeadingTrivia)
        let end = offset(node.endPositionBeforeTrailingTrivia)
        edits.append(TextEdit(range: start..<end, replacement: text))
        note(at: Syntax(node), message)
    }

    /// Removes `node` and the spaces after it (not a line break, so that every line keeps its number).
    private func remove(_ node: Syntax, withTrailingTrivia: Bool = true) {
        let start = offset(node.positionAfterSkippingLeadingTrivia)
        var end = offset(node.endPositionBeforeTrailingTrivia)
        if withTrailingTrivia, let last = node.lastToken(viewMode: .sourceAccurate),
            !last.trailingTrivia.contains(where: \.isNewline)
        {
            end = offset(node.endPosition)
        }
        edits.append(TextEdit(range: start..<end, replacement: ""))
    }

    private func note(at node: Syntax, severity: RewriteNote.Severity = .note, _ message: String) {
        let location = node.startLocation(converter: converter)
        notes.append(
            RewriteNote(path: path, line: location.line, column: location.column, severity: severity, message: message))
    }

    /// `text` as a Swift string literal, for `#sourceLocation(file:)`.
    static func literal(_ text: String) -> String {
        var literal = "\""
        for character in text {
            if character == "\\" || character == "\"" { literal.append("\\") }
            literal.append(character)
        }
        return literal + "\""
    }
}

/// The `os(iOS)` tests of an `#if` condition, and its `canImport` tests of Apple's modules with the Linux module each
/// becomes (`canImport(UIKit)` is how many files say "iOS or Mac Catalyst").
private final class PlatformConditionFinder: SyntaxVisitor {
    var iOSConditions: [FunctionCallExprSyntax] = []
    var appleModuleTests: [(call: FunctionCallExprSyntax, linux: String)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        let argument = node.arguments.first?.expression.trimmedDescription
        if name == "os", node.arguments.count == 1, argument == "iOS" {
            iOSConditions.append(node)
        } else if name == "canImport", let module = argument?.split(separator: ".").first,
            let linux = FileRewriter.linuxModules[String(module)]
        {
            appleModuleTests.append((node, linux))
        }
        return .skipChildren
    }
}

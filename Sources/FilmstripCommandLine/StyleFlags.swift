import ArgumentParser
import Filmstrip
import Foundation
import Synchronization

/// The flags the catalog's styles declare: each style option's field `rowHeight` is the flag `--row-height`.
/// ArgumentParser declares a command's options before any catalog is known, so these are taken out of the arguments
/// before it parses them and handed to `SceneOptions` as its hidden `--style-option FIELD=TEXT`; the text becomes the
/// field's value in the flags' layer, checked by the style's own decoder as the scene file's field is. Only the
/// commands that lay out a scene take them: anywhere else a style's flag is an unknown option, as any other.
struct StyleFlags {
    /// The commands whose options include `SceneOptions`, by name.
    static let sceneCommands: [String: any ParsableCommand.Type] = [
        "render": RenderCommand.self, "frames": FramesCommand.self, "layout": LayoutCommand.self,
    ]
    /// The name of `SceneOptions`' hidden option that carries one style flag.
    static let carrier = "style-option"

    /// The styles whose options are flags.
    let catalog: StyleCatalog

    /// The option behind each flag: the first style's, for a field two styles share (each style still decodes it).
    /// A field named as the scene's own or a cell's is read by the scene, never by a style, so it is not a style flag.
    /// A flag `command` declares itself (`--output`) stays the command's.
    /// With no style options at all, the command is not described (`ownFlags` describes it without them).
    func optionsByFlag(of command: any ParsableCommand.Type) -> [String: StyleOption] {
        if catalog.entries.allSatisfy(\.options.isEmpty) { return [:] }
        let sceneFields = Set(
            SceneDescription.CodingKeys.allCases.map(\.stringValue)
                + CellStyleDescription.CodingKeys.allCases.map(\.stringValue))
        let ownFlags = StyleFlags.ownFlags(of: command)
        var options: [String: StyleOption] = [:]
        for entry in catalog.entries {
            for option in entry.options where !sceneFields.contains(option.field) {
                let flag = SceneFlags.flag(forField: option.field)
                if options[flag] == nil && !ownFlags.contains(flag) { options[flag] = option }
            }
        }
        return options
    }

    /// The long flags `command` declares, from ArgumentParser's machine-readable description of it (the JSON that
    /// `--experimental-dump-help` prints: every argument with its names), taken while no style adds any.
    /// Read once a process for each command: ArgumentParser reads a command's configuration, whose help lists the
    /// style flags, many times a parse, and describing a command is slow.
    static func ownFlags(of command: any ParsableCommand.Type) -> Set<String> {
        if let known = ownFlagsRead.withLock({ $0[ObjectIdentifier(command)] }) { return known }
        // Inside: a command's configuration lists the style flags in its help, which asks for these flags.
        let (name, description) = FilmstripCommand.$catalog.withValue(StyleCatalog([])) { () -> (String, String) in
            let name = command.configuration.commandName ?? ""
            do {
                _ = try FilmstripCommand.parseAsRoot([name, "--experimental-dump-help"])
                return (name, "")
            } catch {
                return (name, FilmstripCommand.message(for: error))
            }
        }
        let info = try? JSONDecoder().decode(DumpedTool.self, from: Data(description.utf8))
        let flags = Set(
            (info?.command.arguments ?? []).flatMap { $0.names ?? [] }.filter { $0.kind == "long" }.map {
                "--\($0.name)"
            })
        precondition(!flags.isEmpty, "ArgumentParser described no flags for \(name)")
        ownFlagsRead.withLock { $0[ObjectIdentifier(command)] = flags }
        return flags
    }

    /// The part of ArgumentParser's tool description (`ToolInfoV0`) that says which names a command's arguments
    /// have.
    private struct DumpedTool: Decodable {
        struct Command: Decodable { var arguments: [Argument]? }
        struct Argument: Decodable { var names: [Name]? }
        struct Name: Decodable {
            var kind: String
            var name: String
        }
        var command: Command
    }

    /// The flags `ownFlags` has read, by command.
    private static let ownFlagsRead = Mutex<[ObjectIdentifier: Set<String>]>([:])

    /// The option of the field `field`, if a style of the catalog declares it.
    func option(forField field: String) -> StyleOption? {
        catalog.entries.lazy.compactMap { $0.options.first { $0.field == field } }.first
    }

    /// `arguments` (without the program's name) with each style flag and its value, `--row-height 60` or
    /// `--row-height=60`, replaced by `--style-option=rowHeight=60`. A value is taken as it is, even when it starts
    /// with a dash (`--spacing -50` is refused by the style, naming the flag). Nothing after `--` is touched.
    func rewritten(_ arguments: [String]) throws -> [String] {
        guard let command = arguments.firstIndex(where: { !$0.hasPrefix("-") }),
            let type = StyleFlags.sceneCommands[arguments[command]]
        else { return arguments }
        let options = optionsByFlag(of: type)
        var result = Array(arguments[...command])
        var index = command + 1
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                result += arguments[(index - 1)...]
                break
            }
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            guard argument.hasPrefix("--"), let option = options[name] else {
                result.append(argument)
                continue
            }
            let value: String
            if name.count < argument.count {
                value = String(argument.dropFirst(name.count + 1))
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw ValidationError("Missing value for '\(name) <\(StyleFlags.valueName(of: option))>'")
            }
            result.append("--\(StyleFlags.carrier)=\(option.field)=\(value)")
        }
        return result
    }

    /// What a flag's value is called in the help: the style's name for it, or the flag's own (as ArgumentParser does).
    static func valueName(of option: StyleOption) -> String {
        option.valueName ?? String(SceneFlags.flag(forField: option.field).dropFirst(2))
    }

    /// The section of `command`'s help on style flags, grouped by style: each flag with its value and the style's
    /// line of help. Empty when no style has options.
    func help(for command: any ParsableCommand.Type) -> String {
        let flags = Set(optionsByFlag(of: command).values.map(\.field))
        let entries = catalog.entries.filter { $0.options.contains { flags.contains($0.field) } }
        if entries.isEmpty { return "" }
        var lines = [
            "Style options (for the style --style names; each sets the scene file's field of the same name):"
        ]
        for entry in entries {
            lines.append("  \(entry.name):")
            for option in entry.options where flags.contains(option.field) {
                let flag = "\(SceneFlags.flag(forField: option.field)) <\(StyleFlags.valueName(of: option))>"
                lines.append("    \(flag)")
                lines.append("          \(option.help)")
            }
        }
        return lines.joined(separator: "\n")
    }
}

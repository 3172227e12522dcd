import Foundation
import PackagePlugin

/// Compiles Linux-ready copies of an iOS app's Swift files into the target it is applied to. The target's
/// `uikit-sources.txt` names the app's files or folders, one a line, relative to the list (`#` starts a comment);
/// the files themselves stay where the app has them, unedited, and `uikit-source-rewriter` rewrites copies of them
/// in the plugin's work folder at each build where one changed.
@main
struct LinuxUIKitSources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let list = target.directoryURL.appendingPathComponent("uikit-sources.txt")
        guard let text = try? String(contentsOf: list, encoding: .utf8) else {
            Diagnostics.warning("\(list.path): no such list; LinuxUIKitSources has no app file to compile")
            return []
        }
        let (inputs, folders) = try appFiles(listedIn: text, relativeTo: list.deletingLastPathComponent())
        guard !inputs.isEmpty else { return [] }
        let outputDirectory = context.pluginWorkDirectoryURL.appendingPathComponent("LinuxReady")
        let outputs = zip(1..., inputs).map { number, input in
            outputDirectory.appendingPathComponent("\(number)-\(input.lastPathComponent)")
        }
        return [
            .buildCommand(
                displayName: "Rewriting \(inputs.count) app file(s) for Linux",
                executable: try context.tool(named: "uikit-source-rewriter").url,
                arguments: inputs.map(\.path) + ["--output-directory", outputDirectory.path, "--list", list.path],
                // The list and its folders are inputs, so that the rewriter runs when they change and can say that
                // SwiftPM's plan (which resolved the list) is out of date.
                inputFiles: inputs + [list] + folders,
                outputFiles: outputs)
        ]
    }

    /// The Swift files the list names, in its order (a folder stands for its Swift files, sorted by path), and the
    /// folders it names.
    private func appFiles(listedIn text: String, relativeTo folder: URL) throws -> (files: [URL], folders: [URL]) {
        var files: [URL] = []
        var folders: [URL] = []
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                .trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            let url =
                line.hasPrefix("/")
                ? URL(fileURLWithPath: line) : folder.appendingPathComponent(line).standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw PluginFailure("uikit-sources.txt:\(number + 1): no file or folder \(url.path)")
            }
            if !isFolder.boolValue {
                files.append(url)
                continue
            }
            folders.append(url)
            let found =
                FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            files += found.map(\.standardizedFileURL).sorted { $0.path < $1.path }
        }
        return (files, folders)
    }
}

/// A list entry that names nothing: the build stops with the list's line.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

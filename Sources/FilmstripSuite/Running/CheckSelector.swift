import Foundation

/// One check named as `--check` and accept commands name it: `<scene file>#<check name>`, with `%` written `%25`
/// and `#` written `%23` inside either part, so exactly one `#` separates them and no two checks share a selector
/// (`s2.json` with a check `x.json#n` is `s2.json#x.json%23n`; `s2.json#x.json` with a check `n` is
/// `s2.json%23x.json#n`). Names are compared by their Unicode scalars, never by canonical equivalence: `café` with
/// a composed `é` and with `e` and a combining accent are two names, as they are two file names on Linux.
public struct CheckSelector: Hashable, Sendable {
    /// The scene file's path, unescaped.
    public var scene: String
    /// The check's name, unescaped.
    public var check: String

    /// The selector of `check` in the scene file at `scene`.
    public init(scene: String, check: String) {
        self.scene = scene
        self.check = check
    }

    /// Reads `text` as written by `text`: nil unless it holds exactly one `#`.
    public init?(parsing text: String) {
        let parts = text.split(separator: "#", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        scene = CheckSelector.unescaped(parts[0])
        check = CheckSelector.unescaped(parts[1])
    }

    /// `<scene>#<check>` with `%` and `#` escaped in each: what an accept command writes.
    public var text: String { CheckSelector.escaped(scene) + "#" + CheckSelector.escaped(check) }

    /// What two selectors must share to name one check: the scene path made absolute and standard (`./a.json` and
    /// `a.json` are one file) and the name's UTF-8 bytes.
    public struct Identity: Hashable, Sendable {
        let scene: [UInt8]
        let check: [UInt8]
    }

    /// This selector's identity, for matching checks against it.
    public var identity: Identity {
        Identity(
            scene: Array(URL(fileURLWithPath: scene).standardizedFileURL.path.utf8), check: Array(check.utf8))
    }

    static func escaped(_ part: String) -> String {
        var text = String.UnicodeScalarView()
        for scalar in part.unicodeScalars {
            switch scalar {
            case "%": text.append(contentsOf: "%25".unicodeScalars)
            case "#": text.append(contentsOf: "%23".unicodeScalars)
            default: text.append(scalar)
            }
        }
        return String(text)
    }

    /// `%25` → `%`, `%23` → `#`; any other `%` stays as it is.
    static func unescaped(_ part: Substring) -> String {
        var scalars = Array(part.unicodeScalars)[...]
        var text = String.UnicodeScalarView()
        while let first = scalars.first {
            if first == "%", scalars.count >= 3 {
                let code = String(String.UnicodeScalarView(scalars.dropFirst().prefix(2)))
                if code == "25" || code == "23" {
                    text.append(code == "25" ? "%" : "#")
                    scalars = scalars.dropFirst(3)
                    continue
                }
            }
            text.append(first)
            scalars = scalars.dropFirst()
        }
        return String(text)
    }
}

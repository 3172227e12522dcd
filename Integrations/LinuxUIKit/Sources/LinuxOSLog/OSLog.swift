/// A log object named by subsystem and category, as `os_log` and `Logger(_:)` take it.
public final class OSLog: NSObject, Sendable {
    /// The subsystem, usually the app's or library's bundle identifier; empty for `.default`.
    public let subsystem: String
    /// The category within the subsystem; empty for `.default`.
    public let category: String
    /// Whether the log writes nothing at all (`.disabled`).
    let isDisabled: Bool

    /// A log for `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        isDisabled = false
    }

    private init(disabled: Bool) {
        subsystem = ""
        category = ""
        isDisabled = disabled
    }

    /// The log with no subsystem or category.
    public static let `default` = OSLog(disabled: false)

    /// A log that writes nothing, whatever the level.
    public static let disabled = OSLog(disabled: true)

    /// Whether a message of `type` would be written: `.error` and `.fault` unless the log is disabled.
    public func isEnabled(type: OSLogType) -> Bool { !isDisabled && type.isWritten }
}

/// Apple's unified-logging `Logger`, so that app code that logs compiles unedited on Linux. Messages at the error and
/// fault levels (`error`, `warning`, `critical`, `fault`) are written to standard error as one line,
/// `[subsystem/category] level: message`; the lower levels are dropped. Interpolated values are written as they are
/// (as Xcode's console shows them while debugging): the privacy options compile and redact nothing.
public struct Logger: Sendable {
    /// Where the messages go, named as Apple names it.
    private let log: OSLog

    /// A logger for `subsystem` (usually the bundle identifier) and `category`.
    public init(subsystem: String, category: String) {
        log = OSLog(subsystem: subsystem, category: category)
    }

    /// A logger that writes to `logObj`.
    public init(_ logObj: OSLog) { log = logObj }

    /// A logger with no subsystem or category.
    public init() { log = .default }

    /// Logs `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) {
        guard log.isEnabled(type: level) else { return }
        FileHandle.standardError.write(Data((line(level: level, message) + "\n").utf8))
    }

    /// Logs `message` at the default level (not written).
    public func log(_ message: OSLogMessage) { log(level: .default, message) }

    /// Logs `message` at the debug level (not written).
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }

    /// Logs `message` at the debug level (not written).
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }

    /// Logs `message` at the info level (not written).
    public func info(_ message: OSLogMessage) { log(level: .info, message) }

    /// Logs `message` at the default level (not written).
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }

    /// Logs `message` at the error level, as Apple's `warning` does: written.
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }

    /// Logs `message` at the error level: written.
    public func error(_ message: OSLogMessage) { log(level: .error, message) }

    /// Logs `message` at the fault level, as Apple's `critical` does: written.
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }

    /// Logs `message` at the fault level: written.
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }

    /// The line written for `message` at `level`, without its newline.
    func line(level: OSLogType, _ message: OSLogMessage) -> String {
        let name = [log.subsystem, log.category].filter { !$0.isEmpty }.joined(separator: "/")
        return (name.isEmpty ? "" : "[\(name)] ") + "\(level.name): \(message.interpolation.text)"
    }
}

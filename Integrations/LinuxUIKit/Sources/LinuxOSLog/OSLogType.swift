/// How severe a log message is, with Apple's levels. Only `.error` and `.fault` messages are written (to standard
/// error); the others are dropped, as a release build's log keeps them only in memory.
public struct OSLogType: Equatable, Hashable, Sendable, RawRepresentable {
    /// Apple's raw value of the level (`OS_LOG_TYPE_*`).
    public let rawValue: UInt8

    /// A level from its raw value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The default level (`Logger.notice` and `Logger.log`); not written.
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Information that may help; not written.
    public static let info = OSLogType(rawValue: 0x01)
    /// Debugging detail (`Logger.debug`, `Logger.trace`); not written.
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error the code met (`Logger.error`, `Logger.warning`); written to standard error.
    public static let error = OSLogType(rawValue: 0x10)
    /// A fault: a bug in the code (`Logger.fault`, `Logger.critical`); written to standard error.
    public static let fault = OSLogType(rawValue: 0x11)

    /// Whether messages of this level are written: `.error` and `.fault`, the levels a team fixes.
    var isWritten: Bool { self == .error || self == .fault }

    /// The level's name in a written line.
    var name: String {
        switch self {
        case .error: "error"
        case .fault: "fault"
        case .info: "info"
        case .debug: "debug"
        default: "default"
        }
    }
}

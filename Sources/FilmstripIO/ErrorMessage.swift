import Foundation

/// One line for any error that reaches the user. Filmstrip's own errors already read "file: reason"; Foundation's
/// would print as `Error Domain=NSCocoaErrorDomain Code=260 ... UserInfo={...}`, so they are worded from the file
/// they name and the system's reason.
package enum ErrorMessage {
    /// The error as one line: Filmstrip's own errors as they describe themselves, Foundation's file errors as "path:
    /// reason" instead of their NSError dump, newlines flattened so a CI log keeps it on one line.
    package static func line(_ error: any Error) -> String {
        let ns = error as NSError
        guard ns.domain == NSCocoaErrorDomain || ns.domain == NSPOSIXErrorDomain else {
            return flattened("\(error)")
        }
        let path =
            (ns.userInfo[NSFilePathErrorKey] as? String) ?? (ns.userInfo[NSURLErrorKey] as? URL)?.path
        return flattened([path, reason(ns)].compactMap { $0 }.joined(separator: ": "))
    }

    /// The system's reason: the POSIX error underneath, else Foundation's own words for the common codes.
    static func reason(_ error: NSError) -> String {
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        switch CocoaError.Code(rawValue: error.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file"
        case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
        case .fileWriteFileExists: return "already exists (a file where a folder is needed, or the reverse)"
        case .fileWriteUnknown: return "cannot write there"
        case .fileReadUnknown: return "cannot read it"
        case .fileWriteOutOfSpace: return "no space left on the device"
        case .fileWriteVolumeReadOnly: return "read-only file system"
        case .fileReadCorruptFile: return "not in the expected format"
        default: return "cannot read or write the file (error \(error.code))"
        }
    }

    /// Messages are one line: a newline inside one (a path, a library's text) would split it in a CI log.
    private static func flattened(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}

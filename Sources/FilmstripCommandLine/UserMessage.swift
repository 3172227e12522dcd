import Filmstrip

/// The one place where a library error becomes the words `filmstrip` prints: the library says what went wrong,
/// with the figures, and this adds the command line's own way out (the flag that raises a limit or allows a
/// replacement), so no library error names a flag.
enum UserMessage {
    static func of(_ error: any Error) -> String {
        switch error {
        case EncodeError.outputExists(let path):
            return "\(path): already exists (pass --overwrite to replace it)"
        case let error as DecodeError:
            switch error {
            case .tooManyPixels: return error.description + " (see --max-pixels)"
            case .corrupt(_, let reason) where reason.hasSuffix("libjpeg warning)") || reason.hasSuffix("warnings)"):
                return error.description + "; --accept-damaged decodes it anyway"
            default: return error.description
            }
        case SceneError.overLimit(.outputPixels, let reason):
            return reason.replacingOccurrences(of: "or a higher limit)", with: "or a higher --max-output-pixels)")
        case SceneError.overLimit(.frames, let reason):
            return reason + " (--max-frames)"
        default:
            return ErrorMessage.line(error)
        }
    }
}

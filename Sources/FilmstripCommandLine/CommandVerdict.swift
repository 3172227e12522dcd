import FilmstripSuite

/// The result of a command that ends with a check, when the check did not pass: the command ran, and its answer is
/// no. Everything to say about it was printed as the command ran, except a reference's words kept here.
enum CommandVerdict {
    /// A suite (`test`, `merge-reports`) that failed, recorded or could not run a check.
    case suite(SuiteVerdict)
    /// A suite check could not run because its scene file asked for what cannot be (an index past the last item):
    /// exit 64, as for a scene file that does not decode.
    case sceneFileError
    /// `diff`'s images differ by more than the tolerance (its summary is printed).
    case overTolerance
    /// `--expect` names no reference yet; `hint` says how to write one.
    case referenceMissing(subject: String, hint: String)
    /// The render differs from the reference `subject`, as `message` says.
    case referenceDiffers(subject: String, message: String)
}

/// Why a colour profile could not be used; it becomes a warning, and the photo is taken as sRGB.
struct ColorProfileProblem: Error, Equatable, Sendable {
    var reason: String
}

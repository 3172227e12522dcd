import ArgumentParser
import Filmstrip

/// A `WxH` pixel size on the command line, e.g. `96x96`.
struct PixelSizeArgument: ExpressibleByArgument {
    var size: PixelSize

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0 else {
            return nil
        }
        size = PixelSize(width: width, height: height)
    }
}

@testable import Filmstrip

extension Photo {
    /// `count` square photos `side` pixels wide, each one flat colour that differs by index, named by index: what a
    /// layout test needs, which asks where cells go rather than what they show.
    static func flat(_ count: Int, side: Int) -> [Photo] {
        (0..<count).map { index in
            let color = RGBA(r: UInt8(index * 20 % 256), g: 90, b: 160)
            return Photo.pixels(RGBAImage(width: side, height: side, fill: color), name: "\(index)")
        }
    }
}

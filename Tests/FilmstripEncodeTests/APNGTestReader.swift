import FilmstripDecode
import FilmstripImage

/// A minimal APNG reader for tests, independent of the writer: it walks the chunks, rebuilds every frame's data as
/// a standalone PNG (IHDR with the frame's size, its IDAT or fdAT data, IEND), decodes that with libpng through
/// `ImageDecoder`, and composites it at the frame's offset. It supports what the writer emits (dispose none, blend
/// source) and fails on anything else.
struct APNGTestReader {
    struct FrameControl: Equatable {
        var width, height, x, y: Int
        var delayNumerator, delayDenominator: Int
        var dispose, blend: UInt8
    }

    enum Failure: Error { case malformed(String) }

    var canvasWidth = 0, canvasHeight = 0
    var frameCount = 0, plays = 0
    var controls: [FrameControl] = []
    var sequenceNumbers: [Int] = []
    /// The frames as a player shows them.
    var frames: [RGBAImage] = []

    init(_ bytes: [UInt8]) throws {
        func u32(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        guard bytes.count > 8, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw Failure.malformed("signature")
        }
        var ihdr: [UInt8] = []
        var control: FrameControl?
        var data: [UInt8] = []
        var canvas: RGBAImage?
        func flush() throws {
            guard let frame = control else { return }
            guard frame.dispose == 0, frame.blend == 0 else {
                throw Failure.malformed("dispose/blend other than none/source")
            }
            var header = ihdr
            header.replaceSubrange(0..<8, with: UInt32(frame.width).bytes + UInt32(frame.height).bytes)
            let png =
                [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + APNGTestReader.chunk("IHDR", header)
                + APNGTestReader.chunk("IDAT", data) + APNGTestReader.chunk("IEND", [])
            let image = try ImageDecoder().decode(data: png, path: "frame.png").image
            guard frame.x + frame.width <= canvasWidth, frame.y + frame.height <= canvasHeight else {
                throw Failure.malformed("frame outside the canvas")
            }
            var composite = canvas ?? RGBAImage(width: canvasWidth, height: canvasHeight)
            for y in 0..<frame.height {
                for x in 0..<frame.width { composite[frame.x + x, frame.y + y] = image[x, y] }
            }
            canvas = composite
            frames.append(composite)
            control = nil
            data = []
        }
        var position = 8
        while position + 12 <= bytes.count {
            let length = u32(position)
            let type = String(decoding: bytes[position + 4..<position + 8], as: UTF8.self)
            let body = Array(bytes[position + 8..<position + 8 + length])
            let crc = u32(position + 8 + length)
            guard crc == Int(CRC32.checksum(Array(bytes[position + 4..<position + 8 + length]))) else {
                throw Failure.malformed("CRC of \(type)")
            }
            switch type {
            case "IHDR":
                ihdr = body
                canvasWidth = u32(position + 8)
                canvasHeight = u32(position + 12)
            case "acTL":
                frameCount = u32(position + 8)
                plays = u32(position + 12)
            case "fcTL":
                try flush()
                let b = position + 8
                sequenceNumbers.append(u32(b))
                control = FrameControl(
                    width: u32(b + 4), height: u32(b + 8), x: u32(b + 12), y: u32(b + 16),
                    delayNumerator: Int(bytes[b + 20]) << 8 | Int(bytes[b + 21]),
                    delayDenominator: Int(bytes[b + 22]) << 8 | Int(bytes[b + 23]),
                    dispose: bytes[b + 24], blend: bytes[b + 25])
                controls.append(control!)
            case "IDAT":
                data += body
            case "fdAT":
                sequenceNumbers.append(u32(position + 8))
                data += body[4...]
            case "IEND":
                try flush()
            default:
                break
            }
            position += 12 + length
        }
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return UInt32(data.count).bytes + typed + CRC32.checksum(typed).bytes
    }
}

extension UInt32 {
    fileprivate var bytes: [UInt8] {
        [UInt8(self >> 24), UInt8(self >> 16 & 0xFF), UInt8(self >> 8 & 0xFF), UInt8(self & 0xFF)]
    }
}

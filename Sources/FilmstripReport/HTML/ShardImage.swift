import Filmstrip
import FilmstripIO

/// What a shard's image must be before a merge publishes it in a report: a whole PNG or WebP, as its name says,
/// decoded by Filmstrip's own decoders within the report's limits. Anything else (an HTML page named `.png`, a PNG
/// followed by a script, a WebP header followed by one) would run its script on the report's origin when opened
/// from it, so it is left out. What is published is named by the merge, never by the shard.
enum ShardImage {
    /// The largest width or height a report image may have.
    static let maximumSide = 65_535
    /// The most pixels a report image may have: a 16-megapixel frame at most.
    static let maximumPixels = 16_000_000

    /// The format `bytes` are in when they are a whole image of the format `path`'s name says, within the limits;
    /// otherwise why not, worded to follow the path.
    static func check(_ bytes: [UInt8], named path: String) -> Result<ImageFormat, Refusal> {
        let named = LocalPath(path).pathExtension.lowercased()
        let format: ImageFormat
        switch named {
        case "png": format = .png
        case "webp": format = .webp
        default:
            return .failure(
                Refusal(
                    reason: "is named \"\(named.isEmpty ? LocalPath(path).name : "." + named)\", not \".png\" or "
                        + "\".webp\" (only images are copied into a report)"))
        }
        let formats = ImageFormatRegistry.standard
        let info: ImageInfo
        do {
            info = try ImageProber.probe(data: bytes, path: path, formats: formats)
        } catch DecodeError.notAnImage, DecodeError.empty {
            return .failure(Refusal(reason: "is not a \(title(format)) image, as its name says"))
        } catch {
            return .failure(Refusal(reason: "does not decode as a \(title(format)): \(Self.reason(error))"))
        }
        guard info.format == format else {
            return .failure(Refusal(reason: "is not a \(title(format)) image, as its name says (it is \(info.format))"))
        }
        let size = info.storedSize
        guard size.width <= maximumSide, size.height <= maximumSide, size.area <= maximumPixels else {
            return .failure(
                Refusal(
                    reason:
                        "is a \(size.width)x\(size.height) image, over the \(maximumPixels)-pixel limit of a report image"
                ))
        }
        do {
            _ = try ImageDecoder(options: DecodeOptions(maxPixels: maximumPixels, formats: formats)).decode(
                data: bytes, path: path)
        } catch {
            return .failure(Refusal(reason: "does not decode as a \(title(format)): \(Self.reason(error))"))
        }
        guard endsWhereItsImageEnds(bytes, format: format) else {
            return .failure(
                Refusal(
                    reason: "holds bytes after its \(title(format))'s end (only whole images are copied into a report)"
                ))
        }
        return .success(format)
    }

    /// Why an image was refused, worded to follow its path.
    struct Refusal: Error {
        var reason: String
    }

    /// The name a published image gets from where the results name it: `scenes[2].checks[0].actual` →
    /// `scene-2/check-0-actual.png`, `scenes[0].checks[1].sequence.frames[7].diff` →
    /// `scene-0/check-1-frame-7-diff.png`. Made of indices and a field name only, so no shard chooses a name.
    static func publishedName(field: String, format: ImageFormat) -> String {
        var numbers: [String] = []
        var digits = ""
        for character in field {
            if character.isASCII, character.isNumber {
                digits.append(character)
            } else if !digits.isEmpty {
                numbers.append(digits)
                digits = ""
            }
        }
        let role = field.split(separator: ".").last.map(String.init) ?? "image"
        let labels = ["scene-", "check-", "frame-"]
        let parts = zip(labels, numbers).map { $0 + $1 }
        let file = (parts.dropFirst() + [role]).joined(separator: "-") + (format == .webp ? ".webp" : ".png")
        return (parts.first.map { $0 + "/" } ?? "") + file
    }

    private static func title(_ format: ImageFormat) -> String { format == .webp ? "WebP" : "PNG" }

    private static func reason(_ error: any Error) -> String { (error as? DecodeError)?.reason ?? "\(error)" }

    /// Whether the image's own structure ends at the file's last byte: a PNG's `IEND` chunk, a WebP's RIFF size.
    private static func endsWhereItsImageEnds(_ bytes: [UInt8], format: ImageFormat) -> Bool {
        if format == .webp {
            guard bytes.count >= 12 else { return false }
            let size = Int(bytes[4]) | Int(bytes[5]) << 8 | Int(bytes[6]) << 16 | Int(bytes[7]) << 24
            return size + 8 == bytes.count
        }
        var at = 8
        while at + 12 <= bytes.count {
            let length = Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            let next = at + 12 + length
            if bytes[(at + 4)..<(at + 8)].elementsEqual("IEND".utf8) { return next == bytes.count }
            at = next
        }
        return false
    }
}

/// The input formats a decode may recognise, in the order their signatures are tried: the one place a format is
/// registered, as Nuke's `ImageDecoderRegistry` does.
///
/// A value, not a shared mutable list: `standard` holds the formats Filmstrip ships, and a caller adds its own to a
/// copy (`adding(_:)`) and passes it in `DecodeOptions.formats`, so two renders in one process may read different
/// formats without either seeing the other's. Two registries are equal when they list the same formats in order.
public struct ImageFormatRegistry: Sendable, Hashable {
    /// The decoders, tried in this order.
    public private(set) var decoders: [any ImageFormatDecoder]

    /// The formats Filmstrip reads: one line per decoder.
    public static let standard = ImageFormatRegistry(decoders: [
        JPEGDecoder(),
        PNGDecoder(),
        WebPDecoder(),
        HEIFDecoder(),
    ])

    /// The most leading bytes any decoder may ask for to recognise its signature.
    public static let maximumSignatureLength = 4096

    /// A registry of `decoders`, tried in order.
    public init(decoders: [any ImageFormatDecoder]) {
        self.decoders = decoders
    }

    /// This registry with `decoder` added after the others.
    public func adding(_ decoder: any ImageFormatDecoder) -> ImageFormatRegistry {
        ImageFormatRegistry(decoders: decoders + [decoder])
    }

    /// Every registered format, in order.
    public var formats: [ImageFormat] { decoders.flatMap(\.formats) }

    /// The lowercase file name extensions of every registered format, for listing a folder's images.
    public var fileExtensions: Set<String> { Set(decoders.flatMap { $0.fileExtensions.map { $0.lowercased() } }) }

    /// The leading bytes to read to recognise any registered format.
    var signatureLength: Int {
        min(decoders.map(\.signatureLength).max() ?? 0, Self.maximumSignatureLength)
    }

    /// The first decoder that recognises `signature`, with the format it recognises.
    func recognise(signature: [UInt8]) -> (decoder: any ImageFormatDecoder, format: ImageFormat)? {
        for decoder in decoders {
            let leading = Array(signature.prefix(max(0, decoder.signatureLength)))
            if let format = decoder.format(ofSignature: leading) { return (decoder, format) }
        }
        return nil
    }

    /// The decoder registered for `format`.
    func decoder(for format: ImageFormat) -> (any ImageFormatDecoder)? {
        decoders.first { $0.formats.contains(format) }
    }

    /// Registries are equal when they list the same formats in the same order.
    public static func == (left: ImageFormatRegistry, right: ImageFormatRegistry) -> Bool {
        left.formats == right.formats
    }

    /// Hashes the formats, in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(formats)
    }
}

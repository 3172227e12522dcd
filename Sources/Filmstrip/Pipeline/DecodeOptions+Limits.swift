import FilmstripDecode

extension DecodeOptions {
    /// The highest pixel limit a scene or flag may set: one gigapixel, 4 GB of RGBA. A larger limit would let a
    /// header's claim decide how much memory a run takes.
    public static let maximumMaxPixels = 1_000_000_000
}

import FilmstripLayout

/// The hand-worked example of the brief: photos 4:3, 1:1 and 3:4 in a 390 x 120 view with the seed's defaults.
///
/// Cells are 128, 96 and 72 pt wide and 96 tall at y 12; they start at x 0, 138 and 244 (centres 64, 186, 280);
/// the content is 316 wide; the insets are (390 - 128) / 2 = 131 and (390 - 72) / 2 = 159; the offset range is
/// [-131, 316 + 159 - 390] = [-131, 85]. Every number in the tests that use it is exact in binary.
enum HandWorkedSlider {
    static let photos = [Size(width: 400, height: 300), Size(width: 300, height: 300), Size(width: 300, height: 400)]

    static var layout: SliderLayout {
        SliderLayout(viewSize: Size(width: 390, height: 120), photoSizes: photos, cellScale: 0.8, lineSpacing: 10)
    }
}

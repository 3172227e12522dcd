import FilmstripLayout

/// A randomly drawn slider set-up for the property tests: view size, cell scale, spacing and photo sizes, with
/// some degenerate photos (zero width or height, 100000:1 and 1:100000) mixed in when asked.
struct RandomSliderScenario {
    var viewSize: Size
    var cellScale: Double
    var lineSpacing: Double
    var photos: [Size]

    var layout: SliderLayout {
        SliderLayout(viewSize: viewSize, photoSizes: photos, cellScale: cellScale, lineSpacing: lineSpacing)
    }

    var cellSizes: [Size] {
        ThumbnailSizing(viewHeight: viewSize.height, cellScale: cellScale).cellSizes(forPhotos: photos)
    }

    var reference: ReferenceSlider {
        ReferenceSlider(viewSize: viewSize, cellSizes: cellSizes, lineSpacing: lineSpacing)
    }

    /// `degenerate`: allow photos whose cells are 0 wide, very wide or very narrow.
    static func draw(_ random: inout SplitMix64, count: ClosedRange<Int> = 1...40, degenerate: Bool)
        -> RandomSliderScenario
    {
        let width = random.nextDouble(from: 100, to: 900).rounded()
        let height = random.nextDouble(from: 40, to: 300)
        let cellScale = random.nextInt(below: 5) == 0 ? 1 : random.nextDouble(from: 0.2, to: 1)
        let lineSpacing = random.nextInt(below: 4) == 0 ? 0 : random.nextDouble(from: 0, to: 30)
        let photos = (0..<random.nextInt(in: count)).map { _ -> Size in
            if degenerate {
                switch random.nextInt(below: 12) {
                case 0: return Size(width: 0, height: Double(random.nextInt(in: 0...3000)))
                case 1: return Size(width: Double(random.nextInt(in: 1...3000)), height: 0)
                case 2: return Size(width: 100_000, height: 1)
                case 3: return Size(width: 1, height: 100_000)
                default: break
                }
            }
            return Size(width: Double(random.nextInt(in: 1...5000)), height: Double(random.nextInt(in: 1...5000)))
        }
        return RandomSliderScenario(
            viewSize: Size(width: width, height: height), cellScale: cellScale,
            lineSpacing: lineSpacing, photos: photos)
    }

    /// Offsets worth probing: inside the range, just outside it, far outside it, on cell centres and cell edges.
    func probeOffsets(_ random: inout SplitMix64, count: Int) -> [Double] {
        let range = layout.offsetRange
        let w = viewSize.width
        var offsets = [range.min, range.max, range.min - w, range.max + w, 1e9, -1e9]
        let cells = layout.allAttributes()
        for _ in 0..<count {
            switch random.nextInt(below: 4) {
            case 0 where !cells.isEmpty:
                // View centre exactly on a cell edge.
                let frame = cells[random.nextInt(below: cells.count)].frame
                offsets.append((random.nextInt(below: 2) == 0 ? frame.minX : frame.maxX) - w / 2)
            case 1:
                offsets.append(random.nextDouble(from: range.min - 3 * w, to: range.max + 3 * w))
            default:
                offsets.append(random.nextDouble(from: range.min, to: range.max))
            }
        }
        return offsets
    }
}

import FilmstripUIKit
import XCTest

@testable import Filmstrip

/// Controls drawn as iOS 17 draws them in their default styles, at the sizes the UIKit choices list: pixels at
/// places the geometry fixes (a knob's centre, a track's end, a selected segment), in the system colours.
final class ControlDrawingTests: XCTestCase {
    /// `colour` at `alpha` over white, as the canvas composites it.
    func overWhite(_ color: (Double, Double, Double), _ alpha: Double) -> RGBA {
        func channel(_ value: Double) -> UInt8 { UInt8((value * alpha + 255 * (1 - alpha)).rounded()) }
        return RGBA(r: channel(color.0), g: channel(color.1), b: channel(color.2))
    }

    func assertClose(_ actual: RGBA, _ expected: RGBA, _ message: String, line: UInt = #line) {
        let deltas = [
            Int(actual.r) - Int(expected.r), Int(actual.g) - Int(expected.g), Int(actual.b) - Int(expected.b),
            Int(actual.a) - Int(expected.a),
        ]
        XCTAssertLessThanOrEqual(deltas.map(abs).max() ?? 0, 1, "\(message): \(actual) is not \(expected)", line: line)
    }

    func render(_ view: UIView, size: CGSize, scale: Double = 1) throws -> RGBAImage {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = .white
        root.addSubview(view)
        root.layoutIfNeeded()
        return try ViewTreeRenderer.image(of: root, scale: scale)
    }

    func testASwitchIs51By31WithItsKnobAtTheEndOfItsState() throws {
        let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        XCTAssertEqual(toggle.frame, CGRect(x: 0, y: 0, width: 51, height: 31), "iOS keeps a switch's size")
        XCTAssertEqual(toggle.intrinsicContentSize, CGSize(width: 51, height: 31))
        let off = try render(toggle, size: CGSize(width: 60, height: 40))
        // The knob (27 pt, 2 pt in) is centred at 15.5, 15.5 when off; the track right of it is systemFill.
        assertClose(off[15, 15], RGBA(r: 255, g: 255, b: 255), "knob")
        assertClose(off[42, 15], overWhite((120, 120, 128), 0.2), "off track")
        assertClose(off[55, 15], RGBA(r: 255, g: 255, b: 255), "outside the 51 pt track")
        toggle.setOn(true, animated: true)
        let on = try render(toggle, size: CGSize(width: 60, height: 40))
        assertClose(on[8, 15], RGBA(r: 52, g: 199, b: 89), "system green track")
        assertClose(on[35, 15], RGBA(r: 255, g: 255, b: 255), "knob at the right end")
        toggle.onTintColor = .systemOrange
        toggle.thumbTintColor = .black
        let tinted = try render(toggle, size: CGSize(width: 60, height: 40))
        assertClose(tinted[8, 15], RGBA(r: 255, g: 149, b: 0), "onTintColor")
        assertClose(tinted[35, 15], RGBA(r: 0, g: 0, b: 0), "thumbTintColor")
    }

    func testASliderSplitsItsTrackAtTheThumbsCentre() throws {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.minimumValue = 10
        slider.maximumValue = 20
        slider.value = 12.5
        XCTAssertEqual(slider.intrinsicContentSize.height, 31)
        let track = slider.trackRect(forBounds: slider.bounds)
        XCTAssertEqual(track, CGRect(x: 0, y: 13.5, width: 200, height: 4))
        // The thumb's centre runs from 14 to 186: a quarter of the way is 14 + 172 / 4 = 57.
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value)
        XCTAssertEqual(thumb, CGRect(x: 43, y: 1.5, width: 28, height: 28))
        slider.value = 99
        XCTAssertEqual(slider.value, 20, "kept within the range")
        slider.setValue(12.5, animated: false)
        let image = try render(slider, size: CGSize(width: 200, height: 31))
        assertClose(image[25, 15], RGBA(r: 0, g: 122, b: 255), "the tint left of the thumb")
        assertClose(image[120, 15], overWhite((120, 120, 128), 0.2), "systemFill right of the thumb")
        assertClose(image[57, 15], RGBA(r: 255, g: 255, b: 255), "the thumb")
        assertClose(image[120, 10], RGBA(r: 255, g: 255, b: 255), "above the 4 pt track")
    }

    func testASegmentedControlDrawsItsSelectedSegmentAndCentresItsTitles() throws {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        XCTAssertEqual(control.numberOfSegments, 3)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        XCTAssertEqual(control.intrinsicContentSize.height, 32)
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.selectedSegmentIndex = 1
        let image = try render(control, size: CGSize(width: 300, height: 32))
        assertClose(image[50, 3], overWhite((118, 118, 128), 0.12), "the background")
        assertClose(image[150, 3], RGBA(r: 255, g: 255, b: 255), "the selected segment, 2 pt inside its segment")
        assertClose(image[101, 16], overWhite((118, 118, 128), 0.12), "the 2 pt gap beside the selected segment")
        let labels = control.subviews.compactMap { $0 as? UILabel }
        XCTAssertEqual(labels.map(\.text), ["One", "Two", "Three"])
        XCTAssertEqual(labels.map { $0.frame.midX }, [50, 150, 250])
        XCTAssertEqual(labels[1].font, UIFont.systemFont(ofSize: 13, weight: .semibold), "the selected title")
        XCTAssertEqual(labels[0].font, UIFont.systemFont(ofSize: 13))
        control.removeSegment(at: 0, animated: false)
        XCTAssertEqual(control.selectedSegmentIndex, 0, "the selected segment keeps its selection")
        XCTAssertEqual(control.titleForSegment(at: 0), "Two")
    }

    func testAButtonShowsTheTitleAndColourOfItsState() throws {
        let button = UIButton(type: .system)
        button.setTitle("Buy", for: .normal)
        button.setTitle("Bought", for: .selected)
        let title = try XCTUnwrap(button.titleLabel)
        button.sizeToFit()
        // A 15 pt title and 6 pt above and below, as iOS makes a 30 pt system button.
        let titleSize = title.intrinsicContentSize
        XCTAssertEqual(title.font, UIFont.systemFont(ofSize: 15))
        XCTAssertEqual(button.bounds.size, CGSize(width: titleSize.width, height: titleSize.height + 12))
        button.layoutIfNeeded()
        XCTAssertEqual(title.frame, CGRect(x: 0, y: 6, width: titleSize.width, height: titleSize.height))
        XCTAssertEqual(title.textColor.cgColor, button.tintColor.cgColor)
        button.isSelected = true
        XCTAssertEqual(button.currentTitle, "Bought")
        button.isSelected = false
        button.isHighlighted = true
        XCTAssertEqual(button.currentTitle, "Buy", "a state without a title shows .normal's")
        XCTAssertEqual(button.currentTitleColor.cgColor, button.tintColor.withAlphaComponent(0.2).cgColor)
        button.isHighlighted = false
        button.setTitleColor(.systemRed, for: .normal)
        XCTAssertEqual(button.currentTitleColor.cgColor, UIColor.systemRed.cgColor)
        XCTAssertEqual(UIButton().currentTitleColor, .white, "a custom button's title is white")
        // Insets move the title by half the difference of opposite insets.
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        button.layoutIfNeeded()
        XCTAssertEqual(title.frame.midX, 55)
        XCTAssertEqual(title.frame.midY, 20)
    }

    func testAFilledConfigurationDrawsARoundedTintedBackgroundUnderAWhiteTitle() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 160, height: 44)
        let image = try render(button, size: CGSize(width: 160, height: 44))
        assertClose(image[4, 22], RGBA(r: 0, g: 122, b: 255), "the tint background")
        assertClose(image[0, 0], RGBA(r: 255, g: 255, b: 255), "outside the 8 pt corner")
        let title = try XCTUnwrap(button.titleLabel)
        XCTAssertEqual(title.text, "Continue")
        XCTAssertEqual(title.textColor, .white)
        XCTAssertEqual(title.font, UIFont.systemFont(ofSize: 17))
        XCTAssertEqual(title.frame.midX, 80)
        // The update handler runs for a new state, as on iOS.
        button.configurationUpdateHandler = { button in
            button.configuration?.title = button.isSelected ? "Done" : "Continue"
        }
        button.isSelected = true
        button.layoutIfNeeded()
        XCTAssertEqual(title.text, "Done")
        let size = button.intrinsicContentSize
        XCTAssertEqual(size.width, title.intrinsicContentSize.width + 24, "12 pt each side")
        XCTAssertEqual(size.height, title.intrinsicContentSize.height + 14, "7 pt above and below")
    }

    func testAStoppedSpinnerIsHiddenAndASpinningOneSaysItsSpokesAreNotDrawn() {
        let spinner = UIActivityIndicatorView(style: .large)
        XCTAssertEqual(spinner.bounds.size, CGSize(width: 37, height: 37))
        XCTAssertTrue(spinner.isHidden)
        spinner.startAnimating()
        XCTAssertFalse(spinner.isHidden)
        XCTAssertTrue(spinner.isAnimating)
        XCTAssertEqual(UIKitNotRunLog.messages.filter { $0.contains("spokes") }.count, 1)
        spinner.stopAnimating()
        XCTAssertTrue(spinner.isHidden)
    }
}

import Foundation

/// A current iPhone or iPad in portrait: its view width in points and its pixels per point, so `--device iphone-15`
/// renders what that screen shows at its own resolution. Sizes from Apple's Human Interface Guidelines
/// ("Layout: Specifications").
package struct DevicePreset: Sendable, Equatable {
    /// Whether a device is a phone or a tablet, for the table.
    package enum Family: String, Sendable {
        /// A phone.
        case iPhone = "iPhone"
        /// A tablet.
        case iPad = "iPad"
    }

    /// The name scene files and `--device` use.
    package var name: String
    /// The marketing name, for the table.
    package var displayName: String
    /// Phone or tablet.
    package var family: Family
    /// Portrait width in points.
    package var width: Double
    /// Pixels per point.
    package var scale: Int

    /// A device of `width` points in portrait at `scale` pixels per point, called `name` in scene files.
    package init(name: String, displayName: String, family: Family, width: Double, scale: Int) {
        self.name = name
        self.displayName = displayName
        self.family = family
        self.width = width
        self.scale = scale
    }

    /// Every device `--device` and scene files know, in the order `--device list` prints them.
    package static let all: [DevicePreset] = [
        DevicePreset(
            name: "iphone-se", displayName: "iPhone SE (2nd, 3rd generation)", family: .iPhone, width: 375, scale: 2),
        DevicePreset(name: "iphone-13-mini", displayName: "iPhone 13 mini", family: .iPhone, width: 375, scale: 3),
        DevicePreset(name: "iphone-14", displayName: "iPhone 14, 13, 13 Pro", family: .iPhone, width: 390, scale: 3),
        DevicePreset(name: "iphone-16e", displayName: "iPhone 16e", family: .iPhone, width: 390, scale: 3),
        DevicePreset(name: "iphone-15", displayName: "iPhone 15, 16, 14 Pro", family: .iPhone, width: 393, scale: 3),
        DevicePreset(name: "iphone-15-pro", displayName: "iPhone 15 Pro", family: .iPhone, width: 393, scale: 3),
        DevicePreset(
            name: "iphone-15-plus", displayName: "iPhone 15 Plus, 16 Plus, 14 Pro Max", family: .iPhone, width: 430,
            scale: 3),
        DevicePreset(
            name: "iphone-15-pro-max", displayName: "iPhone 15 Pro Max", family: .iPhone, width: 430, scale: 3),
        DevicePreset(
            name: "iphone-16-pro", displayName: "iPhone 16 Pro, 17, 17 Pro", family: .iPhone, width: 402, scale: 3),
        DevicePreset(
            name: "iphone-16-pro-max", displayName: "iPhone 16 Pro Max, 17 Pro Max", family: .iPhone, width: 440,
            scale: 3),
        DevicePreset(name: "iphone-air", displayName: "iPhone Air", family: .iPhone, width: 420, scale: 3),
        DevicePreset(
            name: "ipad-mini", displayName: "iPad mini (6th generation and later)", family: .iPad, width: 744, scale: 2),
        DevicePreset(
            name: "ipad", displayName: "iPad (10th generation and later)", family: .iPad, width: 820, scale: 2),
        DevicePreset(
            name: "ipad-11", displayName: "iPad Pro 11-inch, iPad Air 11-inch", family: .iPad, width: 834, scale: 2),
        DevicePreset(name: "ipad-air-13", displayName: "iPad Air 13-inch", family: .iPad, width: 1024, scale: 2),
        DevicePreset(
            name: "ipad-13", displayName: "iPad Pro 13-inch (M4 and later)", family: .iPad, width: 1032, scale: 2),
    ]

    /// The device called `name` (any case), or nil.
    package static func named(_ name: String) -> DevicePreset? {
        all.first { $0.name == name.lowercased() }
    }

    /// The table `--device list` prints: name, width, scale and the devices it stands for, one a line.
    package static var table: String {
        let nameWidth = all.map(\.name.count).max() ?? 0
        return all.map { device in
            let name = device.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
            let width = String(Int(device.width)).leftPadded(to: 4)
            return "\(name)  \(width) pt @\(device.scale)x  \(device.displayName)"
        }.joined(separator: "\n")
    }
}

extension String {
    fileprivate func leftPadded(to count: Int) -> String {
        String(repeating: " ", count: max(0, count - self.count)) + self
    }
}

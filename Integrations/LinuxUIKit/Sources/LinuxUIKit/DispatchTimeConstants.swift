// Darwin's time constants, which an app gets through `import UIKit` on iOS (from Darwin's headers) and Glibc does
// not define: code that schedules with `DispatchTime.now() + Double(2 * NSEC_PER_SEC) / Double(NSEC_PER_SEC)`
// compiles as it is. The values and type are Darwin's.

/// Nanoseconds per second.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds per millisecond.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds per microsecond.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSEC_PER_USEC: UInt64 = 1000
/// Microseconds per second.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let USEC_PER_SEC: UInt64 = 1_000_000

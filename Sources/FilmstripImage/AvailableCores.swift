import Foundation

/// The number of cores this process may use, read once: Foundation reads it from the cgroup files on every call,
/// which a sequence would otherwise do a few times per frame.
package enum AvailableCores {
    package static let count = max(1, ProcessInfo.processInfo.activeProcessorCount)
}

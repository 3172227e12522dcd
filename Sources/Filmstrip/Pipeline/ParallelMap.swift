import Dispatch

extension Array where Element: Sendable {
    /// `map` run on all cores. Each result is stored at its element's index, so the output never depends on
    /// the number of threads or on which finishes first.
    func parallelMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer { results.deinitialize(); results.deallocate() }
        let box = UncheckedSendable(results)
        self.withUnsafeBufferPointer { elements in
            let source = UncheckedSendable(elements)
            DispatchQueue.concurrentPerform(iterations: count) { i in
                box.value[i] = transform(source.value[i])
            }
        }
        return results.map { $0! }
    }
}

/// Lets a buffer whose slots are written by distinct iterations cross into `concurrentPerform`.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

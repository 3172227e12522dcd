extension Array where Element: Sendable {
    /// `map` run on up to `threads` threads (default: every core). Each result is stored at its element's index,
    /// so the output never depends on the number of threads or on which finishes first.
    package func parallelMap<T: Sendable>(threads: Int? = nil, _ transform: @Sendable (Element) -> T) -> [T] {
        let workers = Swift.max(1, Swift.min(threads ?? AvailableCores.count, count))
        let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer {
            results.deinitialize()
            results.deallocate()
        }
        self.withUnsafeBufferPointer { elements in
            // Each worker reads the elements and writes only the result slots of its own indices.
            let count = self.count
            parallelFor(workers) { worker in
                for i in stride(from: worker, to: count, by: workers) {
                    results[i] = transform(elements[i])
                }
            }
        }
        return results.map { $0! }
    }
}

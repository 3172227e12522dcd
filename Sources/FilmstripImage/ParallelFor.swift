import Dispatch

/// Calls `body` once for every index in `0..<iterations`, concurrently on the system's worker threads (inline when
/// there is at most one), and returns when all have finished.
///
/// The one place the package runs work in parallel. Callers split their work so that each index writes only what
/// it owns (its rows, its slot of a result buffer) and only reads what is shared, so a result never depends on the
/// number of threads or on which index finishes first. That discipline is what makes handing `body`, and the
/// pointers it captures, to other threads sound; the compiler cannot check it, so it is stated here once instead of
/// at every call site.
package func parallelFor(_ iterations: Int, _ body: (Int) -> Void) {
    guard iterations > 1 else {
        if iterations == 1 { body(0) }
        return
    }
    withoutActuallyEscaping(body) { body in
        nonisolated(unsafe) let body = body
        DispatchQueue.concurrentPerform(iterations: iterations) { index in body(index) }
    }
}

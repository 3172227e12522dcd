extension Array where Element: AnyObject {
    /// Removes `object` itself (compared by identity, as UIKit's lists of views, guides and constraints are) and
    /// says whether it was there.
    @discardableResult
    mutating func removeIdentical(_ object: Element) -> Bool {
        guard let index = firstIndex(where: { $0 === object }) else { return false }
        remove(at: index)
        return true
    }
}

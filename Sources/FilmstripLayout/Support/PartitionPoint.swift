extension Range where Bound == Int {
    /// The first index in the range where `isAtOrPast` holds, or `upperBound`, by binary search; `isAtOrPast` must
    /// be false then true along the range. Positions in a flow layout are monotonic, so this finds the visible
    /// cells without scanning them all.
    func partitionPoint(where isAtOrPast: (Int) -> Bool) -> Int {
        var low = lowerBound
        var high = upperBound
        while low < high {
            let middle = low + (high - low) / 2
            if isAtOrPast(middle) {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return low
    }
}

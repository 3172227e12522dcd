extension OptionSet where RawValue: FixedWidthInteger {
    /// The option that is bit `bit` alone (0 the lowest), as Apple's headers number an option set's members.
    init(bit: Int) { self.init(rawValue: 1 << bit) }
}

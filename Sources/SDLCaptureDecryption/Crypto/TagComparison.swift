/// Comparison of authentication tags.
enum TagComparison {
    /// Whether `a` and `b` hold the same bytes; looks at every byte whatever the first difference
    /// (the habit of tag checks, though this package only decrypts captures).
    static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices {
            difference |= a[index] ^ b[index]
        }
        return difference == 0
    }
}

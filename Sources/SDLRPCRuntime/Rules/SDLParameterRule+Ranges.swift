extension SDLParameterRule {
    /// `minvalue…maxvalue` as integers, when the spec bounds both ends.
    public var integerRange: ClosedRange<Int>? {
        guard let minValue, let maxValue, minValue <= maxValue,
              let lower = Int(exactly: minValue.rounded(.up)), let upper = Int(exactly: maxValue.rounded(.down)),
              lower <= upper
        else { return nil }
        return lower...upper
    }

    /// `minvalue…maxvalue`, when the spec bounds both ends.
    public var valueRange: ClosedRange<Double>? {
        guard let minValue, let maxValue, minValue <= maxValue else { return nil }
        return minValue...maxValue
    }

    /// `minsize…maxsize`, when the spec bounds both ends.
    public var sizeRange: ClosedRange<Int>? {
        guard let minSize, let maxSize, minSize <= maxSize else { return nil }
        return minSize...maxSize
    }

    /// The default as an integer (`Alert.duration` → 5000).
    public var defaultInteger: Int? {
        if case .integer(let value)? = defaultValue { return value }
        return nil
    }

    /// The default as a number (integer or float).
    public var defaultNumber: Double? {
        switch defaultValue {
        case .integer(let value)?: Double(value)
        case .float(let value)?: value
        default: nil
        }
    }

    /// Brings `value` inside the spec's bounds (either bound may be absent).
    public func clamp(_ value: Int) -> Int {
        var result = value
        if let minValue, let lower = Int(exactly: minValue.rounded(.up)) { result = Swift.max(result, lower) }
        if let maxValue, let upper = Int(exactly: maxValue.rounded(.down)) { result = Swift.min(result, upper) }
        return result
    }

    /// Brings `value` inside the spec's bounds (either bound may be absent).
    public func clamp(_ value: Double) -> Double {
        var result = value
        if let minValue { result = Swift.max(result, minValue) }
        if let maxValue { result = Swift.min(result, maxValue) }
        return result
    }
}

extension Duration {
    /// The duration in whole nanoseconds, clamped to `Int64`.
    var nanosecondsClamped: Int64 {
        let (seconds, attoseconds) = components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return seconds < 0 ? Int64.min : Int64.max }
        let (sum, overflow2) = scaled.addingReportingOverflow(attoseconds / 1_000_000_000)
        if overflow2 { return seconds < 0 ? Int64.min : Int64.max }
        return sum
    }

    /// The duration in whole milliseconds (rounded toward zero).
    var millisecondsClamped: Int64 {
        nanosecondsClamped / 1_000_000
    }
}

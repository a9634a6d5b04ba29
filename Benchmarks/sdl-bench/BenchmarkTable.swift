import Foundation

/// Prints medians (and min/max) of timing samples as an aligned table.
enum BenchmarkTable {
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    static func median(_ samples: [Duration]) -> Double {
        let sorted = samples.map(seconds).sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    static func print(_ rows: [(String, [Duration])]) {
        let width = rows.map(\.0.count).max() ?? 0
        Swift.print("  " + "stage".padding(toLength: width, withPad: " ", startingAt: 0) + "     median        min        max")
        for (name, samples) in rows {
            let values = samples.map(seconds)
            Swift.print(String(format: "  %@  %9.2f ms  %8.2f ms  %8.2f ms",
                               name.padding(toLength: width, withPad: " ", startingAt: 0),
                               median(samples) * 1000, (values.min() ?? 0) * 1000, (values.max() ?? 0) * 1000))
        }
    }
}

import ArgumentParser

/// `--cars 1,50,200`: how many cars each row of `sdl-bench cloud` connects, comma-separated.
struct CarCounts: ExpressibleByArgument {
    /// The counts, each at least 1, in the order given.
    let counts: [Int]

    init(_ counts: [Int]) {
        self.counts = counts
    }

    /// `nil` (a usage error naming `--cars`) unless every comma-separated part is a number of at least 1.
    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ ($0 ?? 0) >= 1 }) else { return nil }
        counts = parts.compactMap { $0 }
    }

    var defaultValueDescription: String { counts.map(String.init).joined(separator: ",") }
}

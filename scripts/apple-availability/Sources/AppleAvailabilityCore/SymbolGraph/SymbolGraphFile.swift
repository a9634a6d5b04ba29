/// The parts of a symbol graph file (`swift-symbolgraph-extract` output, `*.symbols.json`) this check reads.
struct SymbolGraphFile: Decodable {
    struct Symbol: Decodable {
        struct Identifier: Decodable {
            /// The USR: the same string the index store gives for the symbol.
            var precise: String
        }

        struct Availability: Decodable {
            struct Version: Decodable {
                var major: Int
                var minor: Int?
                var patch: Int?
            }

            var domain: String?
            var introduced: Version?
            var isUnconditionallyUnavailable: Bool?
        }

        var identifier: Identifier
        var pathComponents: [String]
        var availability: [Availability]?
    }

    struct Relationship: Decodable {
        var kind: String
        var source: String
        var target: String
    }

    var symbols: [Symbol]
    var relationships: [Relationship]?
}

extension SymbolGraphFile.Symbol {
    /// The symbol's macOS and iOS availability (empty when its declaration says nothing about either).
    var applePlatforms: [ApplePlatform: PlatformAvailability] {
        var platforms: [ApplePlatform: PlatformAvailability] = [:]
        for entry in availability ?? [] {
            guard let domain = entry.domain, let platform = ApplePlatform(availabilityName: domain) else { continue }
            var current = platforms[platform] ?? PlatformAvailability()
            if let version = entry.introduced {
                current.introduced = AppleVersion(version.major, version.minor ?? 0, version.patch ?? 0)
            }
            if entry.isUnconditionallyUnavailable == true { current.unavailable = true }
            platforms[platform] = current
        }
        return platforms
    }
}

/// The fixed set of files the generator writes, whatever the spec holds. The build plugin
/// declares exactly these, so SwiftPM can plan the build without reading the spec; a spec item
/// goes to the shard whose range holds its spec name (compared case-insensitively), and an empty
/// shard is still written (with its header only).
///
/// The ranges are cut so the files are about the same size (120–150 KB each for the 8.0.0 spec):
/// the compiler splits a module's files among its jobs in order (a debug build's batches, a
/// release build's code-generation threads), so one oversized file makes every build wait for it.
/// `SDLFunctions+GetV.swift` holds the functions from `GetV…` up to the next file's `OnS…`.
public enum OutputLayout {
    /// One output file: its name, what it holds and which spec names.
    public struct Shard: Hashable, Sendable {
        /// What the file holds.
        public enum Content: Hashable, Sendable {
            /// Spec facts (version, counts).
            case specInfo
            /// Enums.
            case enums
            /// Structs.
            case structs
            /// Requests, responses and notifications.
            case functions
        }

        /// The file name.
        public let fileName: String
        /// What it holds.
        public let content: Content
        /// The first spec name it holds (inclusive, upper-cased; `""` for the first file).
        public let from: String
        /// The first spec name the next file of the same content holds (exclusive, upper-cased;
        /// `nil` for the last file).
        public let upTo: String?

        /// Whether a spec name belongs here.
        public func holds(_ specName: String) -> Bool {
            holds(key: specName.uppercased())
        }

        /// Whether a spec name, upper-cased, belongs here.
        func holds(key: String) -> Bool {
            key >= from && upTo.map { key < $0 } ?? true
        }
    }

    /// The files of one content: `SDL<prefix>+<bound>.swift` from each bound up to the next.
    private static func shards(_ content: Shard.Content, _ prefix: String, bounds: [String]) -> [Shard] {
        bounds.indices.map { index in
            let next = index + 1 < bounds.count ? bounds[index + 1].uppercased() : nil
            return Shard(
                fileName: "SDL\(prefix)+\(bounds[index]).swift", content: content,
                from: index == 0 ? "" : bounds[index].uppercased(), upTo: next)
        }
    }

    /// Every file, in a stable order.
    public static let shards: [Shard] =
        [Shard(fileName: "SDLSpecInfo.swift", content: .specInfo, from: "", upTo: nil)]
        + shards(.enums, "Enums", bounds: ["A", "M"])
        + shards(.structs, "Structs", bounds: ["A", "Cl", "Ga", "L", "Q", "St"])
        + shards(.functions, "Functions", bounds: ["A", "Di", "GetV", "OnS", "Reg", "Sh", "SubscribeV", "U"])

    /// The index in ``shards`` of the file of `content` that holds `specName`.
    static func shardIndex(_ content: Shard.Content, holding specName: String) -> Int? {
        let key = specName.uppercased()
        return shards.firstIndex { $0.content == content && $0.holds(key: key) }
    }

    /// The file names, in order.
    public static var fileNames: [String] { shards.map(\.fileName) }
}

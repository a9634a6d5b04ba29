/// The fixed set of files the generator writes, whatever the spec holds. The build plugin
/// declares exactly these, so SwiftPM can plan the build without reading the spec; a spec item
/// goes to the shard named by the first letter of its spec name, and an empty shard is still
/// written (with its header only). Several files let the compiler work in parallel.
public enum OutputLayout {
    /// One output file: its name, what it holds and which first letters.
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
        /// Inclusive first-letter range (upper-cased).
        public let letters: ClosedRange<Character>

        /// Whether a spec name belongs here.
        public func holds(_ specName: String) -> Bool {
            let first = specName.first.map { Character($0.uppercased()) } ?? "A"
            return letters.contains(first) || (letters.upperBound == "Z" && !("A"..."Z").contains(first))
        }
    }

    /// Every file, in a stable order.
    public static let shards: [Shard] = [
        Shard(fileName: "SDLSpecInfo.swift", content: .specInfo, letters: "A"..."Z"),
        Shard(fileName: "SDLEnums+A-D.swift", content: .enums, letters: "A"..."D"),
        Shard(fileName: "SDLEnums+E-L.swift", content: .enums, letters: "E"..."L"),
        Shard(fileName: "SDLEnums+M-R.swift", content: .enums, letters: "M"..."R"),
        Shard(fileName: "SDLEnums+S-Z.swift", content: .enums, letters: "S"..."Z"),
        Shard(fileName: "SDLStructs+A-C.swift", content: .structs, letters: "A"..."C"),
        Shard(fileName: "SDLStructs+D-L.swift", content: .structs, letters: "D"..."L"),
        Shard(fileName: "SDLStructs+M-R.swift", content: .structs, letters: "M"..."R"),
        Shard(fileName: "SDLStructs+S-Z.swift", content: .structs, letters: "S"..."Z"),
        Shard(fileName: "SDLFunctions+A-F.swift", content: .functions, letters: "A"..."F"),
        Shard(fileName: "SDLFunctions+G-N.swift", content: .functions, letters: "G"..."N"),
        Shard(fileName: "SDLFunctions+O.swift", content: .functions, letters: "O"..."O"),
        Shard(fileName: "SDLFunctions+P-R.swift", content: .functions, letters: "P"..."R"),
        Shard(fileName: "SDLFunctions+S.swift", content: .functions, letters: "S"..."S"),
        Shard(fileName: "SDLFunctions+T-Z.swift", content: .functions, letters: "T"..."Z"),
    ]

    /// The file names, for the plugin's declared outputs.
    public static var fileNames: [String] { shards.map(\.fileName) }
}

import Foundation

/// Every API with a macOS or iOS availability in a set of modules, by USR.
public struct AvailabilityTable: Sendable {
    /// The APIs by USR.
    public var entries: [String: APIAvailability]

    /// Creates a table.
    public init(entries: [String: APIAvailability] = [:]) {
        self.entries = entries
    }

    /// The availability of the symbol with this USR, if any module of the table declares one.
    public subscript(usr: String) -> APIAvailability? { entries[usr] }

    /// Adds the entries of `other` (an entry already present wins: a module's own graph comes first).
    public mutating func merge(_ other: AvailabilityTable) {
        entries.merge(other.entries) { current, _ in current }
    }

    /// The table of the symbol graph files (`*.symbols.json`) in `folder`.
    public static func reading(symbolGraphsIn folder: URL) throws(CheckError) -> AvailabilityTable {
        let files: [URL]
        do {
            files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                .filter { $0.lastPathComponent.hasSuffix(".symbols.json") }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        } catch {
            throw CheckError.toolchain("cannot list the symbol graphs in \(folder.path): \(error)")
        }
        var table = AvailabilityTable()
        var platformsByUSR: [String: [ApplePlatform: PlatformAvailability]] = [:]
        var defaultImplementations: [(implementation: String, requirement: String)] = []
        for file in files {
            let graph: SymbolGraphFile
            do {
                graph = try JSONDecoder().decode(SymbolGraphFile.self, from: Data(contentsOf: file))
            } catch {
                throw CheckError.toolchain("cannot read the symbol graph \(file.path): \(error)")
            }
            for symbol in graph.symbols {
                let platforms = symbol.applePlatforms
                let usr = symbol.identifier.precise
                platformsByUSR[usr] = platformsByUSR[usr] ?? platforms
                guard !platforms.isEmpty, table.entries[usr] == nil else { continue }
                table.entries[usr] = APIAvailability(name: symbol.pathComponents.joined(separator: "."), platforms: platforms)
            }
            for relationship in graph.relationships ?? [] where relationship.kind == "defaultImplementationOf" {
                defaultImplementations.append((relationship.source, relationship.target))
            }
        }
        for (implementation, requirement) in defaultImplementations {
            guard table.entries[requirement] != nil, let platforms = platformsByUSR[implementation] else { continue }
            table.entries[requirement]?.defaultImplementations.append(platforms)
        }
        return table
    }
}

extension AvailabilityTable: Codable {}

import SDLCodegen
import Testing

@Suite("Output layout: each spec name in exactly one file per content")
struct OutputLayoutTests {
    /// The file of `content` that holds `name`; records an issue unless exactly one does.
    static func file(of name: String, _ content: OutputLayout.Shard.Content) -> String? {
        let holders = OutputLayout.shards.filter { $0.content == content && $0.holds(name) }
        #expect(holders.count == 1, "\(name) is held by \(holders.map(\.fileName))")
        return holders.first?.fileName
    }

    @Test("a bound is the first name of its file, the name just below it stays in the previous one", arguments: [
        ("Choice", "SDLStructs+A.swift"), ("Cl", "SDLStructs+Cl.swift"), ("ClimateData", "SDLStructs+Cl.swift"),
        ("Fuzz", "SDLStructs+Cl.swift"), ("Ga", "SDLStructs+Ga.swift"), ("Stat", "SDLStructs+St.swift"),
        ("Ss", "SDLStructs+Q.swift"), ("zebra", "SDLStructs+St.swift"), ("cloud", "SDLStructs+Cl.swift"),
    ])
    func structBounds(name: String, file: String) {
        #expect(Self.file(of: name, .structs) == file)
    }

    @Test("functions: GetVehicleData starts its file, GetSystemCapability is before it; Subscribe is split at V")
    func functionBounds() {
        #expect(Self.file(of: "GetVehicleData", .functions) == "SDLFunctions+GetV.swift")
        #expect(Self.file(of: "GetSystemCapability", .functions) == "SDLFunctions+Di.swift")
        #expect(Self.file(of: "SubscribeButton", .functions) == "SDLFunctions+Sh.swift")
        #expect(Self.file(of: "SubscribeVehicleData", .functions) == "SDLFunctions+SubscribeV.swift")
        #expect(Self.file(of: "UnsubscribeVehicleData", .functions) == "SDLFunctions+U.swift")
        #expect(Self.file(of: "AddCommand", .functions) == "SDLFunctions+A.swift")
    }

    @Test("names that do not start with a letter still have exactly one file", arguments: ["", "1Mode", "_Private", "Émoji", "~"])
    func oddNames(name: String) {
        #expect(Self.file(of: name, .enums) != nil)
        #expect(Self.file(of: name, .structs) != nil)
        #expect(Self.file(of: name, .functions) != nil)
    }

    @Test("file names are unique and the spec-info file comes first")
    func names() {
        #expect(Set(OutputLayout.fileNames).count == OutputLayout.fileNames.count)
        #expect(OutputLayout.fileNames.first == "SDLSpecInfo.swift")
        #expect(OutputLayout.fileNames.count == 17)
    }
}

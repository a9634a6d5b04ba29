import SDLTestSupport
import SDLHeadUnit
import SDLRPC
import Testing

/// SDL Core's `[FILESYSTEM RESTRICTIONS]` (5 PutFile, DeleteFile and ListFiles in NONE by default):
/// what counts, when the count starts again, and Core's answers past the limit.
@Suite("File requests in NONE: Core's PutFile, DeleteFile and ListFiles limits")
struct FileRequestsInNoneTests {
    static let tooMany = "Too many requests from the app with HMILevel HMI_NONE"

    /// Registers an app that stays in NONE.
    static func registeredInNone(_ headUnit: SDLHeadUnit) async throws -> TestSDLClient {
        let (client, _) = try await TestSDLClient.registered(to: headUnit)
        try await client.hmiStatus("NONE")
        return client
    }

    static func put(_ client: TestSDLClient, _ name: String, offset: Int = 0) async throws -> TestSDLClient.RPC {
        try await client.request(FID.putFile, ["syncFileName": .string(name), "fileType": "BINARY", "offset": .integer(offset)], bulk: [1, 2, 3])
    }

    @Test("PutFile: the 5th new file in NONE is accepted, the 6th REJECTED with Core's info; a rewrite or a later chunk does not count")
    func putFileLimit() async throws {
        try await HeadUnitHarness.run({ $0.autoActivate = false }) { headUnit, _ in
            let client = try await Self.registeredInNone(headUnit)
            for index in 1...4 {
                #expect(try await Self.put(client, "f\(index)").resultCode == "SUCCESS")
            }
            #expect(try await Self.put(client, "f1").resultCode == "SUCCESS", "rewriting a file the app has adds none")
            #expect(try await Self.put(client, "f1", offset: 3).resultCode == "SUCCESS", "a later chunk adds none")
            #expect(try await Self.put(client, "f5").resultCode == "SUCCESS", "the 5th new file")
            let refused = try await Self.put(client, "f6")
            #expect(refused.resultCode == "REJECTED")
            #expect(refused.success == false)
            #expect(refused.info == Self.tooMany)
            #expect(try await Self.put(client, "f1").resultCode == "REJECTED", "past the limit even a rewrite is refused")
            #expect(try await headUnit.apps().first?.files["f6"] == nil)
        }
    }

    @Test("Outside NONE there is no limit; coming back to NONE starts the count again")
    func resetOnReturnToNone() async throws {
        try await HeadUnitHarness.run({ $0.autoActivate = false }) { headUnit, _ in
            let client = try await Self.registeredInNone(headUnit)
            for index in 1...5 { _ = try await Self.put(client, "n\(index)") }
            #expect(try await Self.put(client, "n6").resultCode == "REJECTED")
            try await headUnit.activate()
            try await client.hmiStatus("FULL")
            for index in 6...12 {
                #expect(try await Self.put(client, "n\(index)").resultCode == "SUCCESS", "FULL: no limit")
            }
            try await headUnit.setHMILevel(.none)
            try await client.hmiStatus("NONE")
            for index in 13...17 {
                #expect(try await Self.put(client, "n\(index)").resultCode == "SUCCESS", "counted from zero again")
            }
            #expect(try await Self.put(client, "n18").resultCode == "REJECTED")
        }
    }

    @Test("ListFiles: 5 answered in NONE, the 6th REJECTED without info")
    func listFilesLimit() async throws {
        try await HeadUnitHarness.run({ $0.autoActivate = false }) { headUnit, _ in
            let client = try await Self.registeredInNone(headUnit)
            for _ in 1...5 {
                #expect(try await client.request(FID.listFiles).resultCode == "SUCCESS")
            }
            let refused = try await client.request(FID.listFiles)
            #expect(refused.resultCode == "REJECTED")
            #expect(refused.info == nil)
            #expect(refused.parameters["filenames"] == nil)
        }
    }

    @Test("DeleteFile: 5 deletions in NONE, the 6th REJECTED even for a file that exists; a failed deletion does not count")
    func deleteFileLimit() async throws {
        try await HeadUnitHarness.run({ $0.autoActivate = false }) { headUnit, _ in
            let client = try await Self.registeredInNone(headUnit)
            try await headUnit.activate()
            try await client.hmiStatus("FULL")
            for index in 1...7 { _ = try await Self.put(client, "d\(index)") }
            try await headUnit.setHMILevel(.none)
            try await client.hmiStatus("NONE")
            #expect(try await client.request(FID.deleteFile, ["syncFileName": "absent"]).resultCode == "REJECTED")
            for index in 1...5 {
                #expect(try await client.request(FID.deleteFile, ["syncFileName": .string("d\(index)")]).resultCode == "SUCCESS")
            }
            let refused = try await client.request(FID.deleteFile, ["syncFileName": "d6"])
            #expect(refused.resultCode == "REJECTED")
            #expect(refused.info == nil)
            #expect(try await headUnit.apps().first?.files["d6"] != nil, "the refused deletion deleted nothing")
        }
    }

    @Test("The limits are Core's shipped 5 and configurable: with ListFilesRequest = 2 the 3rd ListFiles in NONE is REJECTED")
    func configuredLimit() async throws {
        let defaults = SDLHeadUnitConfiguration()
        #expect(defaults.putFileInNoneLimit == 5)
        #expect(defaults.deleteFileInNoneLimit == 5)
        #expect(defaults.listFilesInNoneLimit == 5)
        try await HeadUnitHarness.run({ $0.autoActivate = false; $0.listFilesInNoneLimit = 2 }) { headUnit, _ in
            let client = try await Self.registeredInNone(headUnit)
            #expect(try await client.request(FID.listFiles).resultCode == "SUCCESS")
            #expect(try await client.request(FID.listFiles).resultCode == "SUCCESS")
            #expect(try await client.request(FID.listFiles).resultCode == "REJECTED")
        }
    }
}

import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

/// GetFile as Core 8.2 answers it (docs/core-rules.md, "Round three"): the app's own file or the file
/// of the provider whose service `appServiceId` names, within the file's bounds.
@Suite("Core's GetFile: own files, a service provider's files, offset and length")
struct CoreGetFileTests {
    static let getFile = SDLGetFile.rpcFunctionID
    static let bytes: [UInt8] = Array(0..<10)

    private static func put(_ client: TestSDLClient, _ name: String) async throws {
        let answer = try await client.request(FID.putFile, ["syncFileName": .string(name), "fileType": "BINARY"], bulk: bytes)
        #expect(answer.resultCode == "SUCCESS")
    }

    private static func expect(_ response: TestSDLClient.RPC, _ resultCode: String, info: String?,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(response.resultCode == resultCode, sourceLocation: sourceLocation)
        #expect(response.info == info, sourceLocation: sourceLocation)
    }

    @Test("own file: all of it, a slice, the bounds (offset = size and length = size - offset are the last accepted), an offset without length, a missing file")
    func ownFile() async throws {
        try await HeadUnitHarness.run({ $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            try await Self.put(client, "data.bin")
            let whole = try await client.request(Self.getFile, ["fileName": "data.bin"])
            Self.expect(whole, "SUCCESS", info: "File uploaded")
            #expect(whole.bulk == Self.bytes)
            #expect(whole.parameters["crc"]?.intValue == Int(FileTests.crc32(Self.bytes)))
            #expect(whole.parameters["offset"] == nil)
            let slice = try await client.request(Self.getFile, ["fileName": "data.bin", "offset": 2, "length": 3, "fileType": "BINARY"])
            #expect(slice.bulk == [2, 3, 4])
            #expect(slice.parameters["offset"] == 2)
            #expect(slice.parameters["length"] == 3)
            #expect(slice.parameters["fileType"] == "BINARY")
            #expect(try await client.request(Self.getFile, ["fileName": "data.bin", "offset": 10, "length": 0]).resultCode == "SUCCESS")
            Self.expect(try await client.request(Self.getFile, ["fileName": "data.bin", "offset": 11, "length": 0]), "INVALID_DATA",
                        info: "Offset greater than file size")
            // Without `length` Core reads the whole file's size from `offset`: any offset but 0 is too long.
            Self.expect(try await client.request(Self.getFile, ["fileName": "data.bin", "offset": 1]), "INVALID_DATA",
                        info: "Length greater than file size - offset")
            #expect(try await client.request(Self.getFile, ["fileName": "data.bin", "offset": 4, "length": 6]).bulk == [4, 5, 6, 7, 8, 9])
            Self.expect(try await client.request(Self.getFile, ["fileName": "data.bin", "offset": 4, "length": 7]), "INVALID_DATA",
                        info: "Length greater than file size - offset")
            Self.expect(try await client.request(Self.getFile, ["fileName": "other.bin"]), "FILE_NOT_FOUND", info: "File does not exist")
        }
    }

    @Test("appServiceId: the provider's file; an unknown service is INVALID_DATA; the consumer's own file is not looked at")
    func providerFile() async throws {
        try await HeadUnitHarness.run(AppServiceTestApps.policies) { headUnit, _ in
            let provider = try await AppServiceTestApps.register(headUnit, "Provider")
            try await provider.hmiStatus("FULL")
            let serviceID = try AppServiceTestApps.serviceID(try await AppServiceTestApps.publish(provider))
            try await Self.put(provider, "art.bin")
            let consumer = try await AppServiceTestApps.register(headUnit, "Consumer")
            try await Self.put(consumer, "mine.bin")
            let art = try await consumer.request(Self.getFile, ["fileName": "art.bin", "appServiceId": .string(serviceID)])
            Self.expect(art, "SUCCESS", info: "File uploaded")
            #expect(art.bulk == Self.bytes)
            Self.expect(try await consumer.request(Self.getFile, ["fileName": "mine.bin", "appServiceId": .string(serviceID)]),
                        "FILE_NOT_FOUND", info: "File does not exist")
            Self.expect(try await consumer.request(Self.getFile, ["fileName": "art.bin", "appServiceId": "no-such-service"]),
                        "INVALID_DATA", info: "Could not get file path")
            Self.expect(try await consumer.request(Self.getFile, ["fileName": "art.bin"]), "FILE_NOT_FOUND", info: "File does not exist")
        }
    }
}

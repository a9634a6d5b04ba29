import Foundation
import SDLRPCRuntime
import SDLTestSupport
import Testing

/// `--policy-table FILE`: a policy table in SDL Core's format gives each app its entry's groups.
@Suite("sdl-headunit --policy-table")
struct PolicyTableOptionTests {
    @Test("--policy-table gives the app its entry's groups (vehicle data allowed, SendLocation not); a bad file exits 1 naming the file and the JSON path")
    func policyTable() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("policy-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(#"{"policy_table": {"app_policies": {"cli-1": {"groups": ["Base-4", "VehicleInfo-3", "Base-9"]}}}}"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        let bad = try await HeadUnitProcess.run(["--policy-table", path, "--listen-port", "0", "--no-stdin"])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("\(path): policy_table.app_policies.cli-1.groups[2]: no functional group 'Base-9'"))

        try Data(#"{"policy_table": {"app_policies": {"cli-1": {"groups": ["Base-4", "VehicleInfo-3"]}}}}"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        let headUnit = try HeadUnitProcess(["--listen-port", "0", "--no-stdin", "--policy-table", path])
        defer { headUnit.terminate() }
        let port = try #require(try await headUnit.listening()["port"]?.intValue)
        let app = try await TestSDLClient.connect(port: port)
        try await app.startSession()
        #expect(try await app.request(1, SDLHeadUnitCLITests.registration(appName: "CLI App")).resultCode == "SUCCESS")
        _ = try await app.notification(32768) { $0.parameters["hmiLevel"] == "FULL" }
        #expect(try await app.request(22, ["odometer": true]).resultCode == "SUCCESS")
        #expect(try await app.request(39, ["latitudeDegrees": 1.0, "longitudeDegrees": 1.0]).resultCode == "DISALLOWED")
    }
}

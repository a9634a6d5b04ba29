import Foundation
import SDLProtocol
import SDLRPCRuntime
import SDLTestSupport
import Testing

/// `sdl-headunit --capture DIR`: made when missing, a usage error when it cannot be.
@Suite("sdl-headunit --capture")
struct CaptureOptionTests {
    @Test("a directory under a regular file cannot be made: exit 64 naming --capture")
    func impossibleDirectory() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-capture-file-\(UUID().uuidString)").path
        try Data("not a directory".utf8).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = try await HeadUnitProcess.run(["--listen-port", "0", "--capture", file + "/captures"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--capture \(file)/captures: cannot create the directory: \(file) is a file"), "stderr: \(run.stderr)")
    }

    @Test("a missing directory is made, and an app's StartService and its ACK are in connection-1.sdl once the emulator quits")
    func capturesAConnection() async throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-capture-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let directory = parent + "/nested/captures"
        let headUnit = try HeadUnitProcess(["--listen-port", "0", "--capture", directory])
        defer { headUnit.terminate() }
        let port = try #require(try await headUnit.listening()["port"]?.intValue)
        let app = try await TestSDLClient.connect(port: port)
        try await app.startSession()
        headUnit.send(#"{"action":"quit"}"#)
        #expect(try await headUnit.waitForExit() == 0)
        let capture = try Array(Data(contentsOf: URL(fileURLWithPath: directory + "/connection-1.sdl")))
        let controls = SDLCaptureReader.events(in: capture).map { event -> SDLControlFrameInfo? in
            if case .control(let frame, _) = event { frame.header.controlFrameInfo } else { nil }
        }
        #expect(controls == [.startService, .startServiceACK])
        await app.close()
    }
}

import Foundation
import SDLHeadUnit
import SDLTestSupport
@testable import SmartDeviceLink
import Testing

/// An ``SDLApplication`` reaching the emulator through streams the app provides: Foundation
/// streams on pipes (``PipeStreamsToEmulator``) and an `AsyncSequence` plus a writer
/// (``SocketByteStream``). The emulator's port is given to the test's copying code only, never to
/// the application.
@Suite("Application over app-provided streams against the emulator", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct StreamConnectionTests {
    /// The streams an opener made, in order.
    final class Opened<Stream: Sendable>: @unchecked Sendable {
        // @unchecked: `streams` is behind `lock`.
        private let lock = NSLock()
        private var streams: [Stream] = []

        func append(_ stream: Stream) { lock.withLock { streams.append(stream) } }
        var all: [Stream] { lock.withLock { streams } }
    }

    @Test("over Foundation streams the app registers, shows its first screen and answers a soft-button press; stopping closes the streams")
    func foundationStreams() async throws {
        try await Emulator.run { headUnit in
            let opened = Opened<PipeStreamsToEmulator>()
            let connection = Self.pipeConnection(to: headUnit.port, recordingIn: opened)
            #expect(connection.description == "stream pipes")
            let controller = SketchViewController()
            let harness = AppHarness(headUnit: headUnit, root: controller, connection: connection)
            _ = try await harness.startAndShow()
            let shown = try await headUnit.settledScreen()
            #expect(shown.mainFields == ["Blue in Green", "Miles Davis", nil, nil])
            #expect(shown.softButtons.map(\.text) == ["Play", "off"])

            let buttons = controller.view.viewsInTreeOrder.compactMap { $0 as? SDLButtonView }
            try await headUnit.pressSoftButton(try #require(buttons.first?.softButtonID))
            #expect(await eventually { controller.plays == 1 })
            #expect(opened.all.count == 1)

            await harness.stop()
            _ = try await headUnit.nextEvent { event in
                if case .appUnregistered = event { return true }
                return false
            }
            // The library closed its output: the copying ends both ways (the socket is shut down,
            // so the emulator sees the connection close, and the input's pipe ends).
            let pipes = try #require(opened.all.first)
            #expect(await eventually { pipes.copiersFinished == 2 })
            #expect(try await headUnit.apps().isEmpty)
        }
    }

    @Test("when the head unit drops the stream, the app asks for new streams and registers again")
    func reconnectOpensNewStreams() async throws {
        try await Emulator.runInNone { headUnit in
            let opened = Opened<PipeStreamsToEmulator>()
            let connection = Self.pipeConnection(to: headUnit.port, recordingIn: opened)
            let harness = AppHarness(headUnit: headUnit, reconnect: AppHarness.fastReconnect, connection: connection)
            try await harness.startAndConnect()
            #expect(opened.all.count == 1)
            try await headUnit.disconnectApp()
            try await harness.expect([.didDisconnect, .didConnect])
            #expect(opened.all.count == 2)
            // The first streams' copying ended both ways: the library closed them after the drop.
            let first = try #require(opened.all.first)
            #expect(await eventually { first.copiersFinished == 2 })
            #expect(try await headUnit.apps().count == 1)
            await harness.stop()
        }
    }

    @Test("over an AsyncSequence of Data and a writer the app registers, shows its screen and answers a press; close is called once")
    func asyncSequenceAndWriter() async throws {
        try await Emulator.run { headUnit in
            let opened = Opened<SocketByteStream>()
            let port = headUnit.port
            let connection = SDLConnection.byteStream(name: "socket") {
                let stream = try SocketByteStream(port: port)
                opened.append(stream)
                return stream.byteStream
            }
            let controller = SketchViewController()
            let harness = AppHarness(headUnit: headUnit, root: controller, connection: connection)
            _ = try await harness.startAndShow()
            let shown = try await headUnit.settledScreen()
            #expect(shown.mainFields == ["Blue in Green", "Miles Davis", nil, nil])
            let buttons = controller.view.viewsInTreeOrder.compactMap { $0 as? SDLButtonView }
            try await headUnit.pressSoftButton(try #require(buttons.first?.softButtonID))
            #expect(await eventually { controller.plays == 1 })
            await harness.stop()
            let stream = try #require(opened.all.first)
            #expect(await eventually { stream.closeCount == 1 })
            try await Task.sleep(for: .milliseconds(100))
            #expect(stream.closeCount == 1)
        }
    }

    @Test("a stream that fails to open is reported as a refused TCP connect is: connectionFailed in lastError")
    func streamFailingToOpen() async throws {
        let refusedPort = try await Self.portNobodyListensOn()
        let tcp = try await Self.lastError(of: .tcp(port: refusedPort))
        let opens = CloseCounter()
        let stream = try await Self.lastError(of: .streams(name: "missing accessory") {
            opens.increment()
            let input = try #require(InputStream(fileAtPath: "/nonexistent/sdl-accessory"))
            return (input, OutputStream(toMemory: ()))
        })
        #expect(tcp.code == .connectionFailed)
        #expect(stream.code == tcp.code)
        #expect(stream.message.hasPrefix("connecting to missing accessory failed:"))
        #expect(stream.message.contains("input stream did not open"))
        #expect(opens.count == 1)
    }

    @Test("SDLByteStream(input:output:) throws connectionFailed for a stream that cannot open")
    func adapterOpenError() throws {
        let input = try #require(InputStream(fileAtPath: "/nonexistent/sdl-accessory"))
        let error = #expect(throws: SDLError.self) { _ = try SDLByteStream(input: input, output: OutputStream(toMemory: ())) }
        #expect(error?.code == .connectionFailed)
    }

    /// The error an application without reconnects reports after its one attempt on `connection`.
    private static func lastError(of connection: SDLConnection) async throws -> SDLError {
        var configuration = SDLApplication.Configuration(appName: "Refused", appID: "refused", connection: connection, reconnectPolicy: .never)
        configuration.session = SDLSessionConfiguration.forTests()
        let application = SDLApplication(configuration: configuration, rootViewController: SDLViewController(), delegate: nil)
        application.start()
        #expect(await eventually { !application.isRunning })
        await application.stop()
        return try #require(application.lastError)
    }

    /// A loopback port that refuses connections: an emulator's, after it stopped.
    private static func portNobodyListensOn() async throws -> Int {
        var port = 0
        try await Emulator.run { headUnit in port = headUnit.port }
        return port
    }

    /// A connection over Foundation streams on pipes to the emulator at `port`; each (re)connect
    /// opens new pipes and records them in `opened`.
    nonisolated static func pipeConnection(to port: Int, recordingIn opened: Opened<PipeStreamsToEmulator>) -> SDLConnection {
        SDLConnection.streams(name: "pipes") {
            let pipes = try PipeStreamsToEmulator(port: port)
            opened.append(pipes)
            return (pipes.input, pipes.output)
        }
    }
}

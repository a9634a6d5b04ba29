import Logging
import NIOConcurrencyHelpers
import SDLHeadUnit
import SDLProtocol
import SDLRPC
import SDLSession
import SDLTestSupport
import Testing

/// Cars (emulators dialling out as SDL Core does for a cloud app) connect to one session server.
@Suite("Cloud sessions over WebSocket", .timeLimit(.minutes(TestTime.minutes(1))))
struct CloudSessionTests {
    static let token = "acct-7f3a9c-secret-token"

    @Test("an emulator connects to the app's server; the session registers and its Show is on that screen")
    func registerOverWebSocket() async throws {
        let server = try await SDLSessionServer.listen(port: 0, options: .forTests(), configuration: .forTests())
        defer { Task { await server.stop() } }
        try await Emulator.run { headUnit, _ in
            try await headUnit.connect(to: "ws://127.0.0.1:\(server.port)/")
            var sessions = server.sessions.makeAsyncIterator()
            let session = try #require(await sessions.next())
            #expect(session.negotiatedProtocolVersion == "5.4.0")
            #expect(session.authToken == nil)
            try await Emulator.register(session, appName: "Cloud App")
            _ = try await session.send(SDLShow(mainField1: "Over", mainField2: "WebSocket"))
            let app = try await headUnit.nextRegisteredApp()
            #expect(app.appName == "Cloud App")
            let show = try await headUnit.nextShow(appID: app.id)
            #expect(show.screen["mainField1"] == "Over")
            await session.close()
            #expect(session.isClosed)
        }
        await server.stop()
    }

    /// A session server on a free port whose every log line, trace included, lands in `store`.
    static func serverLoggingEverything(to store: RecordingLogHandler.Store) async throws -> SDLSessionServer {
        var configuration = SDLSessionConfiguration.forTests()
        configuration.logger = RecordingLogHandler.logger(store)
        configuration.logger.logLevel = .trace
        return try await SDLSessionServer.listen(port: 0, options: .forTests(), configuration: configuration)
    }

    @Test("every log line of a car's session names the car's address, so one server's interleaved logs separate by car")
    func logLinesNameTheCar() async throws {
        let store = RecordingLogHandler.Store()
        let server = try await Self.serverLoggingEverything(to: store)
        try await Emulator.run { headUnit, _ in
            try await headUnit.connect(to: "ws://127.0.0.1:\(server.port)/")
            var sessions = server.sessions.makeAsyncIterator()
            let session = try #require(await sessions.next())
            try await Emulator.register(session)
            await session.close()
        }
        await server.stop()
        let carLines = store.records.filter { $0.message != "listening for head units" }
        #expect(carLines.count >= 3)
        for record in carLines {
            #expect(record.metadata["remote"]?.description.hasPrefix("127.0.0.1:") == true, "no car address on: \(record.message)")
        }
    }

    @Test("the auth token reaches the app, and no log line, description or dump shows it")
    func authTokenIsSecret() async throws {
        let store = RecordingLogHandler.Store()
        let server = try await Self.serverLoggingEverything(to: store)
        let messageLog = RecordingMessageLog()
        try await Emulator.run({ configuration in
            configuration.authToken = SDLAuthToken(Self.token)
            configuration.logger = RecordingLogHandler.logger(store)
            configuration.messageLog = messageLog
        }) { headUnit, _ in
            try await headUnit.connect(to: "ws://127.0.0.1:\(server.port)/")
            var sessions = server.sessions.makeAsyncIterator()
            let session = try #require(await sessions.next())
            let token = try #require(session.authToken)
            #expect(token.revealedValue == Self.token)
            try await Emulator.register(session)
            var dumped = ""
            dump(token, to: &dumped)
            var dumpedACK = ""
            var ack = SDLStartServiceACK(serviceType: .rpc)
            ack.authToken = token
            dump(ack, to: &dumpedACK)
            let shown = ["\(token)", String(reflecting: token), dumped, "\(ack)", dumpedACK, "\(String(describing: session.authToken))"]
            for text in shown {
                #expect(!text.contains(Self.token), "the token shows in \(text)")
            }
            #expect("\(token)".contains("redacted"))
            await session.close()
        }
        await server.stop()
        // The emulator's message log says a token was sent, never which.
        let entries = messageLog.lines
        #expect(entries.contains { $0.contains("authToken") && $0.contains("<redacted>") })
        #expect(!entries.contains { $0.contains(Self.token) })
        #expect(!store.records.isEmpty)
        for record in store.records {
            let line = "\(record.message) \(record.metadata)"
            #expect(!line.contains(Self.token), "a log line shows the token: \(line)")
        }
    }

    @Test("several emulators at once: each registers on its own session and shows its own text")
    func severalCars() async throws {
        let server = try await SDLSessionServer.listen(port: 0, options: .forTests(), configuration: .forTests())
        let cars = 3
        try await withThrowingTaskGroup(of: Void.self) { group in
            // The server side, as a cloud app serves: each car's session on its own task (registered,
            // then showing its number), so no car waits for another's registration.
            group.addTask {
                try await withThrowingTaskGroup(of: Void.self) { served in
                    var number = 0
                    for await session in server.sessions {
                        number += 1
                        let name = "Car \(number)"
                        served.addTask {
                            try await Emulator.register(session, appName: name)
                            _ = try await session.send(SDLShow(mainField1: name))
                        }
                        if number == cars { break }
                    }
                    try await served.waitForAll()
                }
            }
            for _ in 0..<cars {
                group.addTask {
                    try await Emulator.run { headUnit, _ in
                        try await headUnit.connect(to: "ws://127.0.0.1:\(server.port)/")
                        let app = try await headUnit.nextRegisteredApp()
                        let show = try await headUnit.nextShow(appID: app.id)
                        // Each screen shows the text of its own car's session, never another's.
                        #expect(show.screen["mainField1"] == app.appName)
                        let snapshot = try await headUnit.snapshot()
                        #expect(snapshot.apps.count == 1)
                    }
                }
            }
            try await group.waitForAll()
        }
        await server.stop()
    }
}

/// The emulator's message log, kept as JSON lines.
final class RecordingMessageLog: SDLMessageLogSink {
    private let box = NIOLockedValueBox<[String]>([])
    var lines: [String] { box.withLockedValue { $0 } }
    func record(_ entry: SDLJSONObject) {
        let line = SDLJSONSerializer.serializeToString(.object(entry))
        box.withLockedValue { $0.append(line) }
    }
}

/// The session as a WebSocket client, dialling the emulator's WebSocket server (Core's WebEngine shape).
@Suite("Session as a WebSocket client", .timeLimit(.minutes(TestTime.minutes(1))))
struct WebSocketClientSessionTests {
    @Test("a session dials ws://…/ on the emulator, registers and shows; a close ends it cleanly")
    func dialsEmulator() async throws {
        try await Emulator.run { headUnit, _ in
            let port = try await headUnit.startWebSocketServer(path: "/sdl")
            var configuration = SDLSessionConfiguration.forTests()
            configuration.transport = .webSocket(SDLWebSocketOptions(path: "/sdl"))
            let session = try await SDLSession.connect(host: "127.0.0.1", port: port, configuration: configuration)
            #expect(session.negotiatedProtocolVersion == "5.4.0")
            try await Emulator.register(session, appName: "Web Engine App")
            _ = try await session.send(SDLShow(mainField1: "Dialled"))
            let app = try await headUnit.nextRegisteredApp()
            #expect(try await headUnit.nextShow(appID: app.id).screen["mainField1"] == "Dialled")
            await session.close()
            let unregistered = try await headUnit.nextEvent { if case .appUnregistered = $0 { true } else { false } }
            if case .appUnregistered(let id, _) = unregistered { #expect(id == app.id) }
        }
    }

    @Test("when the emulator stops, a pending request fails once with connectionClosed and the session closes")
    func dropEndsPendingRequests() async throws {
        var configuration = SDLSessionConfiguration.forTests()
        configuration.transport = .webSocket()
        var session: SDLSession?
        var pending: Task<SDLAlertResponse, any Error>?
        try await Emulator.run { headUnit, _ in
            let port = try await headUnit.startWebSocketServer()
            let connected = try await SDLSession.connect(host: "127.0.0.1", port: port, configuration: configuration)
            session = connected
            try await Emulator.register(connected)
            // The emulator's clock is manual: the alert stays open, its response pending, until the stop.
            pending = Task { try await connected.send(SDLAlert(alertText1: "Waiting", duration: 4000)) }
            _ = try await headUnit.nextOverlay()
        }
        let result = try #require(await pending?.result)
        guard case .failure(let error) = result else {
            Issue.record("the alert got a response after the drop: \(result)")
            return
        }
        #expect((error as? SDLError)?.code == .connectionClosed)
        #expect(try #require(session).pendingRequestCount == 0)
        #expect(try #require(session).isConnected == false)
    }
}

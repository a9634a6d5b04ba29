import Logging
import NIOCore
import SDLProtocol
import SDLRPC

/// The loop-confined heart of a running head unit: owns the engine and the connections, runs the
/// engine's outputs (sending, closing, timers, events, rendering) and logs messages.
final class HeadUnitCore {
    let engine: HeadUnitEngine
    let negotiation: SDLHeadUnitNegotiation
    let eventLoop: any EventLoop
    let clock: any SDLHeadUnitClock
    let logger: Logger
    let maximumPayloadSize: Int
    /// `HeartBeatTimeout` (zero = no monitoring, §A.9).
    let heartBeatTimeout: Duration
    let mailbox: HeadUnitEventMailbox?
    /// The running and ended video services.
    let video: HeadUnitVideoStreams
    /// The running and ended audio services.
    let audio: HeadUnitAudioStreams
    /// Core's side of protected services (``SDLHeadUnitConfiguration/security``).
    let security: (any SDLHeadUnitSecurity)?
    /// Services an app may start only protected (``SDLHeadUnitConfiguration/forceProtectedServices``).
    let forceProtectedServices: Set<SDLServiceType>
    let messageLog: (any SDLMessageLogSink)?
    /// Where each connection's frames are written (``SDLHeadUnitConfiguration/captureDirectory``).
    let captureDirectory: String?
    private let screenObserver: (@Sendable (String) -> Void)?
    let snapshotObserver: (@Sendable (SDLHeadUnitSnapshot) -> Void)?
    let renderer: SDLTextRenderer
    private var connections: [Int: HeadUnitConnectionHandler] = [:]
    private var nextConnectionID = 1
    private var timers: [Int: any SDLHeadUnitTimer] = [:]
    private var isFlushing = false
    private var screenDirty = false
    private var lastRender: String?
    /// A weak reference to this core that timer callbacks carry: a pending timer never keeps a
    /// stopped head unit's core (its engine, validator and apps) alive.
    private final class WeakCore {
        weak var core: HeadUnitCore?
        init(_ core: HeadUnitCore) { self.core = core }
    }

    init(configuration: SDLHeadUnitConfiguration, validator: HeadUnitValidator, eventLoop: any EventLoop) {
        let settings = HeadUnitEngine.Settings(
            profile: configuration.profile, overlayPolicy: configuration.overlayPolicy, autoActivate: configuration.autoActivate,
            reportsSystemContext: configuration.reportsSystemContext, audioSource: configuration.audioSource,
            audioChunkInterval: configuration.audioChunkInterval,
            noneLevelMaxRequests: configuration.appHMILevelNoneTimeScaleMaxRequests,
            noneLevelTimeScale: configuration.appHMILevelNoneRequestsTimeScale,
            maxRequests: configuration.appTimeScaleMaxRequests,
            requestsTimeScale: configuration.appRequestsTimeScale,
            pendingRequestsAmount: configuration.pendingRequestsAmount,
            fileRequestsInNoneLimits: HeadUnitFileRequestsInNone.Limits(
                putFile: configuration.putFileInNoneLimit, deleteFile: configuration.deleteFileInNoneLimit,
                listFiles: configuration.listFilesInNoneLimit),
            permissionPolicy: configuration.permissionPolicy,
            policyTable: configuration.policyTable,
            lockScreenDismissalEnabled: configuration.lockScreenDismissalEnabled,
            now: { [clock = configuration.clock] in clock.now },
            appServicePolicies: configuration.appServicePolicies,
            refusedRegistrations: Dictionary(
                configuration.refusedRegistrations.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first }),
            policyUpdateURL: configuration.policyUpdateURL)
        self.engine = HeadUnitEngine(settings: settings, validator: validator)
        var negotiation = SDLHeadUnitNegotiation(mtu: Int64(configuration.maximumPayloadSize))
        let vehicle = configuration.profile.capabilities["vehicleType"]?.objectValue
        negotiation.make = vehicle?["make"]?.stringValue
        negotiation.model = vehicle?["model"]?.stringValue
        negotiation.modelYear = vehicle?["modelYear"]?.stringValue
        negotiation.trim = vehicle?["trim"]?.stringValue
        negotiation.systemSoftwareVersion = configuration.profile.systemSoftwareVersion
        negotiation.authToken = configuration.authToken
        negotiation.minimumProtocolVersion = configuration.minimumProtocolVersion
        negotiation.supportsEncryption = configuration.security != nil
        self.negotiation = negotiation
        self.eventLoop = eventLoop
        self.clock = configuration.clock
        self.logger = configuration.logger
        self.maximumPayloadSize = configuration.maximumPayloadSize
        let video = HeadUnitVideoStreams(recordDirectory: configuration.videoRecordDirectory)
        video.accessUnitObserver = configuration.videoObserver
        self.video = video
        self.audio = HeadUnitAudioStreams(recordDirectory: configuration.videoRecordDirectory)
        self.heartBeatTimeout = configuration.heartBeatTimeout
        self.mailbox = configuration.recordsEvents ? HeadUnitEventMailbox() : nil
        self.messageLog = configuration.messageLog
        self.captureDirectory = configuration.captureDirectory
        self.screenObserver = configuration.screenObserver
        self.snapshotObserver = configuration.snapshotObserver
        self.renderer = configuration.renderer
        self.security = configuration.security
        self.forceProtectedServices = configuration.forceProtectedServices
    }

    // MARK: Connections

    /// Numbers a new connection (Core's connection handle, used in hash IDs).
    func makeConnectionID() -> Int {
        var id = nextConnectionID
        for _ in 0..<0xFFFF where connections[id] != nil {
            id = id >= 0xFFFF ? 1 : id + 1
        }
        nextConnectionID = id >= 0xFFFF ? 1 : id + 1
        return id
    }

    /// Sets up a new connection's channel (TCP, or a WebSocket once upgraded): the frame codec with
    /// Core's checks, the capture when asked for, and a connection handler (Core's per-connection
    /// protocol handler).
    func installConnection(on channel: any Channel) throws {
        let handler = HeadUnitConnectionHandler(connectionID: makeConnectionID(), core: self)
        let validation = SDLFrameValidation(maximumPayloadSize: maximumPayloadSize, followsCoreRules: true)
        var handlers: [any ChannelHandler] = [ByteToMessageHandler(SDLFrameDecoder(validation: validation)), MessageToByteHandler(SDLFrameEncoder())]
        if let captureDirectory {
            let path = captureDirectory + "/connection-\(handler.connectionID).sdl"
            handlers.append(HeadUnitCaptureHandler(file: HeadUnitCaptureFile(path: path, logger: logger)))
        }
        handlers.append(handler)
        try channel.pipeline.syncOperations.addHandlers(handlers)
    }

    func connectionOpened(_ handler: HeadUnitConnectionHandler) {
        connections[handler.connectionID] = handler
    }

    func connectionClosed(_ connectionID: Int) {
        guard connections.removeValue(forKey: connectionID) != nil else { return }
        video.connectionClosed(connectionID)
        audio.connectionClosed(connectionID)
        engine.connectionClosed(connectionID)
        flush()
    }

    func closeAllConnections() {
        for handler in connections.values { handler.close() }
    }

    func sessionStarted(_ endpoint: HeadUnitEndpoint, protocolVersion: String) {
        engine.sessionStarted(endpoint, protocolVersion: protocolVersion)
        flush()
    }

    func sessionEnded(_ endpoint: HeadUnitEndpoint) {
        engine.sessionEnded(endpoint)
        flush()
    }

    func isRegistered(_ endpoint: HeadUnitEndpoint) -> Bool {
        engine.sessions[endpoint]?.appID != nil
    }

    func received(_ message: HeadUnitMessage, from endpoint: HeadUnitEndpoint) {
        logRPC(message, direction: "in", endpoint: endpoint)
        engine.receive(message, from: endpoint)
        flush()
    }

    /// Runs `body` against the engine, then carries out what it produced.
    func withEngine<T>(_ body: (HeadUnitEngine) throws(SDLHeadUnitError) -> T) throws(SDLHeadUnitError) -> T {
        defer { flush() }
        return try body(engine)
    }

    // MARK: Outputs

    /// Carries out the engine's outputs until there are none (re-entrant calls return at once; the
    /// outer loop picks up what they added).
    func flush() {
        guard !isFlushing else { return }
        isFlushing = true
        defer { isFlushing = false }
        var changed = false
        while true {
            let outputs = engine.drainOutputs()
            if outputs.isEmpty { break }
            changed = true
            // Events first: a test that has seen a response can count on the event of the request
            // it answered being recorded already (``SDLHeadUnit/discardEvents()`` right after it
            // does not let it through).
            for output in outputs { if case .event = output { perform(output) } }
            for output in outputs {
                if case .event = output { continue }
                perform(output)
            }
        }
        if screenDirty {
            screenDirty = false
            renderIfChanged()
        }
        if changed, let snapshotObserver { snapshotObserver(snapshot()) }
    }

    private func perform(_ output: HeadUnitOutput) {
        switch output {
        case .send(let endpoint, let message):
            var logged = false
            connections[endpoint.connection]?.send(message, session: endpoint.session) { encrypted in
                var sent = message
                sent.isEncrypted = encrypted
                logRPC(sent, direction: "out", endpoint: endpoint)
                logged = true
            }
            // A message to a connection or session already gone is logged all the same.
            if !logged { logRPC(message, direction: "out", endpoint: endpoint) }
        case .close(let connection):
            connections[connection]?.close()
        case .startTimer(let id, let delay):
            let loop = eventLoop
            let weakCore = NIOLoopBound(WeakCore(self), eventLoop: loop)
            let fire: @Sendable () -> Void = {
                guard let core = weakCore.value.core else { return }
                core.timers[id] = nil
                core.engine.timerFired(id)
                core.flush()
            }
            // On the loop (``SDLHeadUnit/advanceClock(by:)``) a timer fires at once, so timers it starts
            // fire within the same advance; elsewhere it hops to the loop.
            timers[id] = clock.schedule(after: delay) {
                if loop.inEventLoop { fire() } else { loop.execute(fire) }
            }
        case .cancelTimer(let id):
            timers.removeValue(forKey: id)?.cancel()
        case .event(let event):
            mailbox?.push(event)
        case .screenChanged:
            screenDirty = true
        }
    }

    /// Stops every timer (the head unit is stopping).
    func cancelAllTimers() {
        for timer in timers.values { timer.cancel() }
        timers.removeAll()
    }

    // MARK: Screen

    /// What is on the screen now.
    func snapshot() -> SDLHeadUnitSnapshot {
        let profile = engine.settings.profile
        let apps = engine.apps.values.map(\.app).sorted { $0.id < $1.id }
        var snapshot = SDLHeadUnitSnapshot(
            profileName: profile.name, displayName: profile.displayName, mainFieldLines: profile.mainFieldLines,
            textFieldNames: Set(profile.textFieldNames), visibleApp: engine.visibleAppID.flatMap { engine.apps[$0]?.app },
            overlay: engine.overlay?.overlay, apps: apps, language: engine.language)
        snapshot.driverDistraction = engine.driverDistraction.rawValue
        snapshot.lockScreenDismissalEnabled = engine.settings.lockScreenDismissalEnabled
        snapshot.vehicleData = engine.vehicleData
        snapshot.videoStreamingCapability = profile.systemCapabilities["videoStreamingCapability"]
        return snapshot
    }

    private func renderIfChanged() {
        guard let screenObserver else { return }
        let text = renderer.render(snapshot())
        guard text != lastRender else { return }
        lastRender = text
        screenObserver(text)
    }

    // MARK: Message log

    private func logRPC(_ message: HeadUnitMessage, direction: String, endpoint: HeadUnitEndpoint) {
        guard let messageLog else { return }
        var entry = SDLJSONObject()
        entry.append("time", .float(Double(clock.now.nanosecondsClamped) / 1e9))
        entry.append("direction", .string(direction))
        entry.append("connection", .integer(endpoint.connection))
        entry.append("session", .integer(Int(endpoint.session)))
        entry.append("type", .string(message.kind.rawValue))
        entry.append("function", .string(HeadUnitFunction.name(message.functionID)))
        entry.append("functionID", .integer(message.functionID))
        entry.append("correlationID", .integer(Int(message.correlationID)))
        entry.append("parameters", message.omitsJSON ? .null : (message.json ?? .null))
        entry.append("bulkDataSize", .integer(message.bulkData.count))
        if message.isEncrypted { entry.append("encrypted", true) }
        messageLog.record(entry)
    }

    func logControl(_ frame: SDLFrame, direction: String, connection: Int) {
        guard let messageLog else { return }
        var entry = SDLJSONObject()
        entry.append("time", .float(Double(clock.now.nanosecondsClamped) / 1e9))
        entry.append("direction", .string(direction))
        entry.append("connection", .integer(connection))
        entry.append("session", .integer(Int(frame.header.sessionID)))
        entry.append("control", .string(frame.header.controlFrameInfo.description))
        entry.append("service", .string(frame.header.serviceType.description))
        entry.append("version", .integer(Int(frame.header.version)))
        if frame.header.isEncrypted { entry.append("encrypted", true) }
        if frame.payload.readableBytes > 0 {
            if frame.header.version >= 5, var document = try? SDLBSONDecoder().decode(frame.payload) {
                // The cloud app's token is a secret: the log says one was sent, never what it is.
                if document[SDLControlKey.authToken] != nil { document[SDLControlKey.authToken] = .string("<redacted>") }
                entry.append("payload", Self.json(document))
            } else {
                entry.append("payloadSize", .integer(frame.payload.readableBytes))
            }
        }
        messageLog.record(entry)
    }

    static func json(_ document: SDLBSONDocument) -> SDLJSONValue {
        var object = SDLJSONObject()
        for (key, value) in document { object.append(key, json(value)) }
        return .object(object)
    }

    static func json(_ value: SDLBSONValue) -> SDLJSONValue {
        switch value {
        case .string(let text): .string(text)
        case .int32(let number): .integer(Int(number))
        case .int64(let number): .integer(Int(number))
        case .double(let number): .float(number)
        case .bool(let flag): .bool(flag)
        case .array(let items): .array(items.map(json))
        case .document(let document): json(document)
        }
    }
}

import ArgumentParser
import Foundation
import Logging
import SDLHeadUnit
import SDLRPC
import SDLProtocol

/// `sdl-headunit`: an SDL head-unit emulator on TCP, driven by JSON control lines.
@main
struct SDLHeadUnitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sdl-headunit",
        abstract: "A head-unit emulator that speaks the SDL protocol over TCP and answers like SDL Core 8.2 with an HMI.",
        discussion: """
        On start it prints one JSON line: {"event":"listening","host":…,"port":…,"controlPort":…,"webSocketPort":…,"webPort":…,"profile":…}.
        With --connect ws://HOST:PORT/PATH it then dials that cloud app's WebSocket server as SDL Core does and prints
        {"event":"connected","url":…}.
        Control it with one JSON object per line on standard input or on --control-port, for example
          {"action":"pressSoftButton","id":1}
          {"action":"setHMILevel","level":"BACKGROUND"}
          {"action":"help"}
        Each command is answered with one JSON line {"ok":true|false,…}. {"action":"quit"} stops the emulator.
        """
    )

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The TCP port for apps (0 picks a free one).")
    var port = 12345

    @Option(help: "A built-in display profile (media-4line, generic-2line, basic-1line, core-default: SDL Core 8.2's defaults with their spec gaps) or a profile JSON file.")
    var profile = "media-4line"

    @Option(name: .customLong("print-profile"), help: "Print the profile's JSON (a built-in name or a file) and exit.")
    var printProfile: String?

    @Option(name: .customLong("overlay-policy"), help: "What a new overlay does to an open one: abort (the open one answers ABORTED) or reject (the new one answers REJECTED).")
    var overlayPolicy = "abort"

    @Option(help: "The policy table: base-4 (SDL Core's preloaded group for an app without its own policy; RPCs outside it are DISALLOWED, vehicle data included), base-4+vehicle-data (Base-4 and the preloaded vehicle-data groups, consented) or all (every RPC at every HMI level).")
    var policy = "base-4"

    @Option(name: .customLong("app-service-provider"), help: "Let an app publish an app service, as a policy table update would (repeatable): APP_ID=TYPE or APP_ID=TYPE:NAME[,NAME…], e.g. music-app=MEDIA:Music.")
    var appServiceProviders: [String] = []

    @Option(name: .customLong("app-service-consumer"), help: "Let an app use other apps' services (GetAppServiceData, PerformAppServiceInteraction, GetFile), as a policy table update would (repeatable): APP_ID.")
    var appServiceConsumers: [String] = []

    @Flag(name: .customLong("no-auto-activate"), help: "Leave registered apps in NONE until activated.")
    var noAutoActivate = false

    @Option(help: "Draw the screen after every change: text or none.")
    var render = "none"

    @Option(help: "Write every message in both directions to FILE as JSON lines.")
    var log: String?

    @Option(name: .customLong("control-port"), help: "Also accept control connections on this TCP port (0 picks a free one).")
    var controlPort: Int?

    @Flag(name: .customLong("no-stdin"), help: "Do not read control lines from standard input (by default a terminal, pipe or file of control lines is read; its end does not stop the emulator).")
    var noStdin = false

    @Flag(name: .customLong("manual-clock"), help: "Time moves only with the advanceClock action (for scripted tests).")
    var manualClock = false

    @Option(help: "A WAV file to stream for PerformAudioPassThru (default: a 440 Hz tone).")
    var audio: String?

    @Option(help: "The MOBILE_API.xml to validate against (default: the package's spec, or $SDL_RPC_SPEC).")
    var spec: String?

    @Flag(help: "Log diagnostics to standard error.")
    var verbose = false

    @Option(help: "After starting, connect to a cloud app's WebSocket server (ws://host:port/path) as SDL Core does; repeat for several apps.")
    var connect: [String] = []

    @Option(name: .customLong("listen-websocket"), help: "Also accept apps over WebSocket on this port (ws://HOST:PORT/, as Core's WebEngine server; 0 picks a free one).")
    var listenWebSocket: Int?

    @Option(name: .customLong("auth-token"), help: "The cloud app token put in the RPC StartServiceACK (protocol 5.2+), as Core does from the app's policy entry. Never printed.")
    var authToken: String?

    @OptionGroup var webOptions: WebOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0...65535") }
        if let listenWebSocket, !(0...65535).contains(listenWebSocket) { throw ValidationError("--listen-websocket must be 0...65535") }
        if let controlPort, !(0...65535).contains(controlPort) { throw ValidationError("--control-port must be 0...65535") }
        guard SDLOverlayPolicy(rawValue: overlayPolicy) != nil else { throw ValidationError("--overlay-policy must be abort or reject") }
        guard SDLPermissionPolicy(rawValue: policy) != nil else { throw ValidationError("--policy must be base-4, base-4+vehicle-data or all") }
        guard ["text", "none"].contains(render) else { throw ValidationError("--render must be text or none") }
        do {
            _ = try SDLAppServicePolicy.entries(providers: appServiceProviders, consumers: appServiceConsumers)
        } catch {
            throw ValidationError("--app-service-provider/--app-service-consumer: \(error.message)")
        }
    }

    func run() async throws {
        SDLStandardDescriptors.reserve()  // before any socket can take 0, 1 or 2
        let output = StandardOutput()
        if let printProfile {
            let profile = try load(printProfile)
            output.line(SDLJSONSerializer.serializeToString(.object(profile.json), options: [.prettyPrinted]))
            return
        }
        var configuration = SDLHeadUnitConfiguration()
        configuration.host = host
        configuration.port = port
        configuration.profile = try load(profile)
        configuration.overlayPolicy = SDLOverlayPolicy(rawValue: overlayPolicy) ?? .abort
        configuration.autoActivate = !noAutoActivate
        configuration.permissionPolicy = SDLPermissionPolicy(rawValue: policy) ?? .base4
        configuration.appServicePolicies = try domain { () throws(SDLHeadUnitError) in
            try SDLAppServicePolicy.entries(providers: appServiceProviders, consumers: appServiceConsumers)
        }
        configuration.specPath = spec
        if manualClock { configuration.clock = SDLManualClock() }
        if let audio { configuration.audioSource = try domain { () throws(SDLHeadUnitError) in try SDLAudioSource.wavFile(audio) } }
        if let log { configuration.messageLog = try domain { () throws(SDLHeadUnitError) in try SDLMessageLogFile(path: log) } }
        if render == "text" { configuration.screenObserver = { output.line($0) } }
        configuration.logger = Logger(label: "sdl-headunit") { StreamLogHandler.standardError(label: $0) }
        configuration.logger.logLevel = verbose ? .debug : .warning
        configuration.authToken = authToken.map { SDLAuthToken($0) }

        let webView = webOptions.install(into: &configuration)
        let headUnit = try await domain { () async throws(SDLHeadUnitError) in try await SDLHeadUnit.start(configuration) }
        var listening: SDLJSONObject = ["event": "listening", "host": .string(host), "port": .integer(headUnit.port)]
        if let controlPort {
            let bound = try await domain { () async throws(SDLHeadUnitError) in try await headUnit.startControlServer(host: host, port: controlPort) }
            listening.append("controlPort", .integer(bound))
        }
        if let listenWebSocket {
            let bound = try await domain { () async throws(SDLHeadUnitError) in try await headUnit.startWebSocketServer(host: host, port: listenWebSocket) }
            listening.append("webSocketPort", .integer(bound))
        }
        if let webView {
            listening.append("webPort", .integer(try await domain { () async throws(SDLHeadUnitError) in try await webOptions.start(webView, headUnit: headUnit) }))
        }
        listening.append("profile", .string(configuration.profile.name))
        output.line(SDLJSONSerializer.serializeToString(.object(listening)))
        if render == "text" { output.line(try await headUnit.renderText()) }
        for url in connect {
            try await domain { () async throws(SDLHeadUnitError) in try await headUnit.connect(to: url) }
            output.line(SDLJSONSerializer.serializeToString(.object(["event": "connected", "url": .string(url)])))
        }
        if !noStdin {
            // Any standard input works: a terminal, a pipe, a file of control lines, /dev/null. End of
            // input ends the reading, not the emulator; a closed descriptor is noted and ignored.
            do {
                try await headUnit.startControlReader(descriptor: 0) { output.line($0) }
            } catch {
                if verbose { FileHandle.standardError.write(Data("sdl-headunit: \(error.message); control only through --control-port\n".utf8)) }
            }
        }
        await headUnit.waitForQuit()
        await webOptions.stop(webView)
        await headUnit.stop()
    }

    private func load(_ nameOrPath: String) throws -> SDLDisplayProfile {
        try domain { () throws(SDLHeadUnitError) in try SDLDisplayProfile.load(nameOrPath) }
    }

    /// Runs `body`; a domain error goes to standard error and exits with status 1.
    private func domain<T>(_ body: () throws(SDLHeadUnitError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            FileHandle.standardError.write(Data("sdl-headunit: \(error.message)\n".utf8))
            throw ExitCode.failure
        }
    }

    private func domain<T>(_ body: () async throws(SDLHeadUnitError) -> T) async throws -> T {
        do {
            return try await body()
        } catch {
            FileHandle.standardError.write(Data("sdl-headunit: \(error.message)\n".utf8))
            throw ExitCode.failure
        }
    }
}

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
        abstract: "An SDL head-unit emulator that answers apps like SDL Core 8.2.",
        discussion: """
        Apps connect over TCP (--listen-port) or WebSocket (--websocket-port), and the emulator answers \
        them as SDL Core 8.2 with an HMI does. With --connect it dials a cloud app's WebSocket server as \
        SDL Core does and prints {"event":"connected","url":…}.

        On start it prints one JSON line, {"event":"listening",…}, with the address, the bound ports \
        ("port", "controlPort", "webSocketPort", "webPort") and the display profile.

        Control it with one JSON object per line on standard input or on --control-port, for example
          {"action":"pressSoftButton","id":1}
          {"action":"setHMILevel","level":"BACKGROUND"}
          {"action":"help"}
        Each command is answered with one JSON line {"ok":true|false,…}. {"action":"quit"} stops the \
        emulator.
        """
    )

    @OptionGroup(title: "Listening") var listening: ListeningOptions
    @OptionGroup(title: "Display and behaviour") var display: DisplayOptions
    @OptionGroup(title: "Control") var control: ControlOptions
    @OptionGroup(title: "Policy") var policy: PolicyOptions
    @OptionGroup(title: "Cloud apps") var cloud: CloudOptions
    @OptionGroup(title: "Protected services") var security: SecurityOptions
    @OptionGroup(title: "Web view") var webOptions: WebOptions
    @OptionGroup(title: "Diagnostics") var diagnostics: DiagnosticsOptions

    func run() async throws {
        SDLStandardDescriptors.reserve()  // before any socket can take 0, 1 or 2
        let output = StandardOutput()
        for note in listening.deprecationNotes {
            FileHandle.standardError.write(Data("sdl-headunit: warning: \(note)\n".utf8))
        }
        if let profile = try domain({ () throws(SDLHeadUnitError) in try display.profileToPrint() }) {
            output.line(SDLJSONSerializer.serializeToString(.object(profile.json), options: [.prettyPrinted]))
            return
        }
        var configuration = try makeConfiguration(output: output)
        let selfSignedCertificate = try installSecurity(into: &configuration)
        let webView = webOptions.install(into: &configuration)
        let headUnit = try await domain { () async throws(SDLHeadUnitError) in try await SDLHeadUnit.start(configuration) }
        let host = listening.host
        var listeningLine: SDLJSONObject = ["event": "listening", "host": .string(host), "port": .integer(headUnit.port)]
        if let controlPort = listening.controlPort {
            let bound = try await domain { () async throws(SDLHeadUnitError) in try await headUnit.startControlServer(host: host, port: controlPort) }
            listeningLine.append("controlPort", .integer(bound))
        }
        if let webSocketPort = listening.webSocket {
            let bound = try await domain { () async throws(SDLHeadUnitError) in try await headUnit.startWebSocketServer(host: host, port: webSocketPort) }
            listeningLine.append("webSocketPort", .integer(bound))
        }
        if let webView {
            listeningLine.append("webPort", .integer(try await domain { () async throws(SDLHeadUnitError) in try await webOptions.start(webView, headUnit: headUnit) }))
        }
        listeningLine.append("profile", .string(configuration.profile.name))
        if let selfSignedCertificate { listeningLine.append("tlsCertificate", .string(selfSignedCertificate)) }
        output.line(SDLJSONSerializer.serializeToString(.object(listeningLine)))
        if display.render == .text { output.line(try await headUnit.renderText()) }
        for url in cloud.connect {
            try await domain { () async throws(SDLHeadUnitError) in try await headUnit.connect(to: url) }
            output.line(SDLJSONSerializer.serializeToString(.object(["event": "connected", "url": .string(url)])))
        }
        if !control.noStdin {
            // Any standard input works: a terminal, a pipe, a file of control lines, /dev/null. End of
            // input ends the reading, not the emulator; a closed descriptor is noted and ignored.
            do {
                try await headUnit.startControlReader(descriptor: 0) { output.line($0) }
            } catch {
                if diagnostics.verbose { FileHandle.standardError.write(Data("sdl-headunit: \(error.message); control only through --control-port\n".utf8)) }
            }
        }
        await headUnit.waitForQuit()
        await webOptions.stop(webView)
        await headUnit.stop()
    }

    /// The emulator's configuration from every option group.
    private func makeConfiguration(output: StandardOutput) throws -> SDLHeadUnitConfiguration {
        var configuration = SDLHeadUnitConfiguration()
        configuration.host = listening.host
        configuration.port = listening.port
        configuration.profile = try domain { () throws(SDLHeadUnitError) in try display.displayProfile() }
        configuration.overlayPolicy = display.overlayPolicy
        configuration.autoActivate = !display.noAutoActivate
        configuration.minimumProtocolVersion = display.protocolVersionFloor
        configuration.permissionPolicy = policy.policy
        configuration.policyTable = try domain { () throws(SDLHeadUnitError) in try policy.loadedPolicyTable() }
        configuration.policyUpdateURL = policy.policyUpdateURL
        configuration.appServicePolicies = try domain { () throws(SDLHeadUnitError) in try policy.appServicePolicies() }
        configuration.specPath = diagnostics.spec
        configuration.videoRecordDirectory = diagnostics.record
        configuration.captureDirectory = diagnostics.capture
        if control.manualClock { configuration.clock = SDLManualClock() }
        if let audio = display.audio {
            configuration.audioSource = try domain { () throws(SDLHeadUnitError) in try SDLAudioSource.wavFile(audio) }
        }
        if let log = diagnostics.log {
            configuration.messageLog = try domain { () throws(SDLHeadUnitError) in try SDLMessageLogFile(path: log) }
        }
        if display.render == .text { configuration.screenObserver = { output.line($0) } }
        configuration.logger = Logger(label: "sdl-headunit") { StreamLogHandler.standardError(label: $0) }
        configuration.logger.logLevel = diagnostics.verbose ? .debug : .warning
        configuration.authToken = cloud.authToken.map { SDLAuthToken($0) }
        return configuration
    }

    /// Protected services from ``SecurityOptions``; returns the self-signed certificate's file when
    /// one was made. A certificate, key or root that cannot be read ends the command with status 1.
    private func installSecurity(into configuration: inout SDLHeadUnitConfiguration) throws -> String? {
        configuration.forceProtectedServices = try security.services()
        do {
            guard let (tls, certificate) = try security.makeSecurity() else { return nil }
            configuration.security = tls
            return certificate
        } catch {
            FileHandle.standardError.write(Data("sdl-headunit: TLS: \(error)\n".utf8))
            throw ExitCode.failure
        }
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

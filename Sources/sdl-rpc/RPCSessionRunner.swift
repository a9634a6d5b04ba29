import SDLRPC
import SDLSession
import SDLSessionTLS

/// Runs one `sdl-rpc send`: connect, register, optionally wait for FULL, send the RPCs, optionally
/// stay, close in order. Returns the exit status.
struct RPCSessionRunner: Sendable {
    let options: ConnectionOptions
    let output: OutputWriter
    /// With `--secure`: the TLS server that protects the RPC service before any RPC is sent.
    var tls: SDLTLSSecurityConfiguration?

    /// Exit statuses.
    enum Status {
        static let success: Int32 = 0
        static let failure: Int32 = 1
        static let connection: Int32 = 2
        static let usage: Int32 = 64
    }

    private var connectTimeout: Duration {
        .milliseconds(Int((options.connectTimeout * 1000).rounded()))
    }

    private var responseTimeout: Duration? {
        options.timeout.map { .milliseconds(Int(($0 * 1000).rounded())) }
    }

    func run(single: RPCInput?) async -> Int32 {
        var configuration = SDLSessionConfiguration(connectTimeout: connectTimeout)
        if let tls { configuration.makeSecurityLayer = { SDLTLSSecurityLayer(configuration: tls) } }
        let session: SDLSession
        do {
            session = try await SDLSession.connect(host: options.host, port: options.port, configuration: configuration)
        } catch {
            printError(describe(error))
            return Status.connection
        }
        // Subscribe before anything is sent, so nothing the head unit sends is missed.
        let messages = session.messages()
        let statuses = session.notifications(of: SDLOnHMIStatus.self)
        let events = session.events()
        let output = self.output
        let printer = Task {
            for await message in messages where message.kind != .response {
                output.print(message)
            }
        }
        let status = await exchange(with: session, statuses: statuses, events: events, single: single)
        await session.close()
        await printer.value
        return status
    }

    private func exchange(
        with session: SDLSession, statuses: AsyncStream<SDLOnHMIStatus>, events: AsyncStream<SDLSessionEvent>, single: RPCInput?
    ) async -> Int32 {
        if !options.noRegister {
            let input = RPCInput(registering: registration.jsonObject)
            let status = await send(input, on: session)
            guard status == Status.success else { return status }
        }
        if tls != nil {
            let status = await protect(session)
            guard status == Status.success else { return status }
        }
        if options.waitForFull {
            let status = await waitForFull(statuses, session: session)
            guard status == Status.success else { return status }
        }
        var status = Status.success
        if let single {
            status = await send(single, on: session)
            if status == Status.connection { return status }
        } else {
            var lineNumber = 0
            for await line in StandardInputLines.stream() {
                lineNumber += 1
                if line.allSatisfy(\.isWhitespace) { continue }
                let input: RPCInput
                do {
                    input = try RPCInput(line: line)
                } catch {
                    printError("standard input line \(lineNumber): \(error)")
                    return Status.usage
                }
                let result = await send(input, on: session)
                if result == Status.connection { return result }
                if result != Status.success { status = result }
            }
        }
        if options.stay {
            let ended = await stay(events: events, watchStandardInput: single != nil)
            if ended == .headUnitClosed {
                printError("the head unit closed the connection")
                return Status.connection
            }
        }
        return status
    }

    /// The RegisterAppInterface built from the options: RPC 8.0.0, EN-US, not a media app.
    private var registration: SDLRegisterAppInterface {
        SDLRegisterAppInterface(
            syncMsgVersion: SDLSyncMsgVersion(majorVersion: 8, minorVersion: 0, patchVersion: 0),
            appName: options.appName, isMediaApplication: false,
            languageDesired: .enUs, hmiDisplayLanguageDesired: .enUs, appID: options.appID
        )
    }

    /// Protects the RPC service (`--secure`): 0 when the head unit acknowledged it encrypted, 2 when
    /// the handshake failed, was refused or timed out (`--connect-timeout`).
    private func protect(_ session: SDLSession) async -> Int32 {
        do {
            try await session.protectRPCService(timeout: connectTimeout)
            return Status.success
        } catch {
            printError("--secure: \(error.message)")
            return Status.connection
        }
    }

    /// Sends one RPC and prints its response. 0 on success, 1 on a negative response or a
    /// timeout, 2 when the connection is gone.
    private func send(_ input: RPCInput, on session: SDLSession) async -> Int32 {
        do {
            let response = try await session.send(functionID: input.functionID, parameters: input.parameters, timeout: responseTimeout)
            output.print(response)
            return response.success == true ? Status.success : Status.failure
        } catch {
            printError("\(input.name): \(error.message)")
            switch error.code {
            case .timedOut, .invalidResponse, .invalidRequest: return Status.failure
            default: return Status.connection
            }
        }
    }

    private func waitForFull(_ statuses: AsyncStream<SDLOnHMIStatus>, session: SDLSession) async -> Int32 {
        let limit = options.timeout ?? 60
        let outcome: Int32? = await withTaskGroup(of: Int32?.self) { group in
            group.addTask {
                for await status in statuses where status.hmiLevel == .full { return Status.success }
                return Status.connection
            }
            group.addTask {
                try? await Task.sleep(for: .milliseconds(Int(limit * 1000)))
                return nil
            }
            defer { group.cancelAll() }
            return await group.next() ?? nil
        }
        switch outcome {
        case Status.success?:
            return Status.success
        case Status.connection?:
            printError("the connection ended before the HMI level became FULL")
            return Status.connection
        default:
            printError("the HMI level did not become FULL within \(limit) seconds")
            return Status.failure
        }
    }

    enum StayEnd: Sendable { case stopped, endOfInput, headUnitClosed }

    /// Keeps the session open until Ctrl-C/SIGTERM, end of standard input (when the RPC came from
    /// the command line) or the head unit closing the session.
    private func stay(events: AsyncStream<SDLSessionEvent>, watchStandardInput: Bool) async -> StayEnd {
        let signals = StopSignals.stream()
        return await withTaskGroup(of: StayEnd?.self) { group in
            group.addTask {
                for await _ in signals { return .stopped }
                return nil
            }
            if watchStandardInput {
                group.addTask {
                    for await _ in StandardInputLines.stream() {}
                    return .endOfInput
                }
            }
            group.addTask {
                for await event in events {
                    if case .closed = event { return .headUnitClosed }
                }
                return .headUnitClosed
            }
            defer { group.cancelAll() }
            while let next = await group.next() {
                if let end = next { return end }
            }
            return .stopped
        }
    }

    private func describe(_ error: any Error) -> String {
        if let error = error as? SDLError { return error.message }
        return "\(error)"
    }
}

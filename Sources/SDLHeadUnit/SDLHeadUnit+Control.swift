import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import SDLRPC

extension SDLHeadUnit {
    /// Runs one control line (see the control actions: `{"action":"help"}`) and returns the JSON reply
    /// line, without newline.
    public func execute(controlLine: String) async -> String {
        let quit = quitSignal
        do {
            let reply = try await onLoop { core in HeadUnitControl.execute(line: controlLine, core: core, quit: { quit.set() }) }
            // Let timer hops queued by the command run before the caller looks again.
            try await onLoop { _ in }
            return reply
        } catch {
            return SDLJSONSerializer.serializeToString(["ok": false, "error": ["code": .string(error.code), "message": .string(error.message)]])
        }
    }

    /// Listens for control connections (one JSON command per line, one reply line each).
    /// - Returns: the port (useful with `port: 0`).
    /// - Throws: ``SDLHeadUnitError`` `bindFailed`.
    @discardableResult
    public func startControlServer(host: String = "127.0.0.1", port: Int = 0) async throws(SDLHeadUnitError) -> Int {
        let core = self.core
        let quit = quitSignal
        return try await listen(host: host, port: port, for: "control") { channel in
            try channel.pipeline.syncOperations.addHandlers([
                ByteToMessageHandler(HeadUnitLineDecoder()),
                HeadUnitControlHandler(execute: { line in
                    HeadUnitControl.execute(line: line, core: core.value, quit: { quit.set() })
                }, output: nil),
            ])
        }
    }

    /// Reads control lines from a file descriptor (such as standard input, 0) and hands each reply line
    /// to `output`, in order. Any readable descriptor works — a terminal, a pipe, a socket, a regular
    /// file of control lines or `/dev/null` — read on a thread of its own; end of input stops reading
    /// and the head unit keeps serving.
    ///
    /// ```swift
    /// try await headUnit.startControlReader(descriptor: 0) { print($0) }
    /// ```
    /// - Throws: ``SDLHeadUnitError`` `controlUnavailable` when the descriptor is not open.
    public func startControlReader(descriptor: Int32, output: @escaping @Sendable (String) -> Void) async throws(SDLHeadUnitError) {
        let lines = try HeadUnitDescriptorReader.lines(of: descriptor)
        let task = Task { [weak self] in
            for await piece in lines {
                guard let self else { return }
                switch piece {
                case .line(let line):
                    guard !line.allSatisfy({ $0 == " " || $0 == "\t" }) else { continue }
                    output(await self.execute(controlLine: line))
                case .tooLong:
                    let error = SDLHeadUnitError.invalidCommand("Control line longer than \(SDLControlLineSplitter.maximumLineLength) bytes")
                    output(SDLJSONSerializer.serializeToString(["ok": false, "error": ["code": .string(error.code), "message": .string(error.message)]]))
                }
            }
        }
        controlTasks.withLockedValue { $0.append(task) }
    }

    /// Returns once the control action `quit` was received or the head unit stopped.
    public func waitForQuit() async {
        await quitSignal.wait()
    }

    /// Moves the ``SDLManualClock`` forward on the head unit's loop, so every timer due in the span fires
    /// in order — including timers started by earlier ones (audio chunks) — before this returns.
    /// - Throws: ``SDLHeadUnitError`` `notApplicable` when the head unit runs on another clock.
    public func advanceClock(by duration: Duration) async throws(SDLHeadUnitError) {
        guard let clock = configuration.clock as? SDLManualClock else {
            throw .notApplicable("advanceClock needs an SDLManualClock")
        }
        try await onLoop { _ in clock.advance(by: duration) }
        try await onLoop { _ in }
    }
}

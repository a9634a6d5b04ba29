import SDLRPC
import SDLSession

extension SDLAudioInputController {
    /// Sends PerformAudioPassThru and hands every OnAudioPassThru chunk that came before its
    /// response to the handler and the stream, in order; the stream finishes before the result
    /// returns, whose answer is the number of audio bytes delivered.
    func presentAudioInput(in context: SDLOverlayContext) async -> Result<SDLOverlayOutcome, SDLError> {
        recordedByteCount = 0
        defer { finishChunks() }
        return await recordAudio(in: context).map { outcome in
            var outcome = outcome
            outcome.answer = recordedByteCount
            return outcome
        }
    }

    /// Sends the pass-thru and hands its audio over until the head unit's answer.
    private func recordAudio(in context: SDLOverlayContext) async -> Result<SDLOverlayOutcome, SDLError> {
        let request = request(capabilities: await context.systemCapabilityManager.capabilities)
        use(SDLAudioPassThruCapabilities(samplingRate: request.samplingRate, bitsPerSample: request.bitsPerSample, audioType: request.audioType))
        if isCancelledBeforeSending {
            return .failure(SDLError(code: .cancelled, message: "the audio input was finished before it was sent"))
        }
        let channel = context.channel
        cancelAction = {
            _ = try? await channel.send(SDLEndAudioPassThru())
        }
        guard let session = channel as? SDLSession else {
            // A channel without raw messages cannot hand over the audio bytes; the pass-thru still runs.
            return await Self.result { try await channel.send(request) }
        }
        return await record(request, on: session)
    }

    /// Runs the request and the chunk reader side by side; the reader stops at the request's own
    /// response in the session's message order, so no chunk before it is lost.
    private func record(_ request: SDLPerformAudioPassThru, on session: SDLSession) async -> Result<SDLOverlayOutcome, SDLError> {
        let messages = session.messages()   // subscribed before the request goes out
        let progress = SDLAudioPassThruProgress()
        return await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.readChunks(from: messages, until: progress) }
            let outcome: Result<SDLRPCEnvelope, SDLError>
            do {
                outcome = .success(try await session.send(functionID: SDLPerformAudioPassThru.rpcFunctionID, parameters: request.jsonObject))
            } catch {
                outcome = .failure(SDLError(sending: SDLPerformAudioPassThru.rpcName, error))
            }
            switch outcome {
            case .success(let envelope):
                // The reader already passed the response: nothing of this pass-thru is left to read.
                if progress.expect(envelope.correlationID) { group.cancelAll() }
                await group.waitForAll()
                return Self.result(of: envelope)
            case .failure(let error):
                group.cancelAll()
                return .failure(error)
            }
        }
    }

    /// Hands the audio of every OnAudioPassThru to the handler and the stream until the request's
    /// own response comes by (or the session ends).
    private func readChunks(from messages: AsyncStream<SDLRPCEnvelope>, until progress: SDLAudioPassThruProgress) async {
        for await envelope in messages {
            if envelope.kind == .notification, envelope.functionID == SDLOnAudioPassThru.rpcFunctionID {
                if !envelope.bulkData.isEmpty { deliver(envelope.bulkData) }
            } else if envelope.kind == .response, envelope.functionID == SDLPerformAudioPassThru.rpcFunctionID {
                if progress.reached(envelope.correlationID) { return }
            }
        }
    }

    /// The overlay result of a PerformAudioPassThru response envelope.
    private static func result(of envelope: SDLRPCEnvelope) -> Result<SDLOverlayOutcome, SDLError> {
        guard envelope.functionID == SDLPerformAudioPassThruResponse.rpcFunctionID else {
            return .failure(SDLError(code: .requestFailed, message: "PerformAudioPassThru was answered by \(envelope.functionName ?? "function \(envelope.functionID)")"))
        }
        do {
            let response = try SDLPerformAudioPassThruResponse(json: .object(envelope.parameters), policy: .lenient)
            return .success(SDLOverlayOutcome(response))
        } catch {
            return .failure(SDLError(code: .requestFailed, message: "the PerformAudioPassThru response cannot be read: \(error)"))
        }
    }

    /// The overlay result of a typed send.
    private static func result(_ send: () async throws -> SDLPerformAudioPassThruResponse) async -> Result<SDLOverlayOutcome, SDLError> {
        do {
            return .success(SDLOverlayOutcome(try await send()))
        } catch {
            return .failure(SDLError(sending: SDLPerformAudioPassThru.rpcName, error))
        }
    }
}

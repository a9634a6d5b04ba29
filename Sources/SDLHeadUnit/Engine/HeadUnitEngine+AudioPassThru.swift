import SDLRPC
import SDLValidation

extension HeadUnitEngine {
    /// PerformAudioPassThru (§E.4): streams OnAudioPassThru chunks (bulk data only, JSON size 0) every
    /// chunk interval until `maxDuration`, then answers SUCCESS; EndAudioPassThru ends it early.
    func handlePerformAudioPassThru(_ request: IncomingRequest) {
        guard let appID = request.appID else { return }
        if apps[appID]?.app.hmiLevel == SDLHMILevel.none {
            // `perform_audio_pass_thru_request.cc`: an app in NONE is refused before the string checks.
            respond(to: request, resultCode: "REJECTED")
            return
        }
        guard let request = passingCoreRules(request, stage: .afterAppState) else { return }
        guard admit(request, kind: .performAudioPassThru) else { return }
        var parameters = request.parameters
        if parameters["muteAudio"] == nil {
            // Core's code default (`perform_audio_pass_thru_request.cc`, §D.5).
            parameters["muteAudio"] = true
        }
        var overlay = SDLOverlay(kind: .performAudioPassThru, appID: appID, correlationID: request.correlationID, parameters: parameters)
        overlay.lines = ["audioPassThruDisplayText1", "audioPassThruDisplayText2"].compactMap { parameters[$0]?.stringValue }
        open(overlay, for: request, context: .hmiObscured)
        scheduleAudioChunk()
    }

    /// EndAudioPassThru: the running pass-thru of the app answers SUCCESS, then this request SUCCESS;
    /// REJECTED when none is running.
    func handleEndAudioPassThru(_ request: IncomingRequest) {
        guard let current = overlay, current.overlay.kind == .performAudioPassThru, current.overlay.appID == request.appID else {
            respond(to: request, resultCode: "REJECTED", info: "No PerformAudioPassThru is active")
            return
        }
        closeOverlay(resultCode: "SUCCESS")
        respond(to: request, resultCode: "SUCCESS")
    }

    /// The pass-thru's format: samples per second and bits per sample.
    static func audioFormat(_ parameters: SDLJSONObject) -> (rate: Int, bits: Int) {
        let rate = switch parameters["samplingRate"]?.stringValue {
        case "8KHZ": 8000
        case "22KHZ": 22050
        case "44KHZ": 44100
        default: 16000
        }
        let bits = parameters["bitsPerSample"]?.stringValue == "8_BIT" ? 8 : 16
        return (rate, bits)
    }

    /// Starts the timer for the next chunk: one chunk interval, or what is left of `maxDuration`.
    private func scheduleAudioChunk() {
        guard var record = overlay, record.overlay.kind == .performAudioPassThru else { return }
        let maxDuration = Duration.milliseconds(record.overlay.parameters["maxDuration"]?.intValue ?? 10000)
        let remaining = maxDuration - record.audioElapsed
        let step = min(settings.audioChunkInterval, remaining)
        record.audioTimer = startTimer(.audioChunk(token: record.token), after: max(step, .zero))
        overlay = record
    }

    /// A chunk is due: send the audio of the elapsed step; close with SUCCESS at `maxDuration`.
    func audioChunkDue() {
        guard var record = overlay, record.overlay.kind == .performAudioPassThru else { return }
        let parameters = record.overlay.parameters
        let maxDuration = Duration.milliseconds(parameters["maxDuration"]?.intValue ?? 10000)
        let step = min(settings.audioChunkInterval, maxDuration - record.audioElapsed)
        let format = Self.audioFormat(parameters)
        let bytesPerSample = format.bits / 8
        let sampleCount = Int(Int64(format.rate) * step.millisecondsClamped / 1000)
        let chunk = settings.audioSource.bytes(offset: record.overlay.audioBytesSent, count: sampleCount * bytesPerSample,
                                               sampleRate: format.rate, bitsPerSample: format.bits)
        record.audioElapsed += step
        record.overlay.audioBytesSent += chunk.count
        record.audioTimer = nil
        overlay = record
        if !chunk.isEmpty {
            notify(record.overlay.appID, functionID: HeadUnitFunction.onAudioPassThru, parameters: SDLJSONObject(), bulkData: chunk, omitsJSON: true)
        }
        if record.audioElapsed >= maxDuration {
            closeOverlay(resultCode: "SUCCESS")
        } else {
            scheduleAudioChunk()
        }
    }
}

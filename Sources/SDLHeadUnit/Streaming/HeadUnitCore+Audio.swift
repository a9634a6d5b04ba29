import Logging
import NIOCore
import SDLProtocol
import SDLRPC

extension HeadUnitCore {
    /// Why an audio StartService from `endpoint` is refused (Core's rules, ``HeadUnitAudioPolicy``),
    /// or `nil` to accept it.
    func audioRefusal(from endpoint: HeadUnitEndpoint) -> String? {
        let record = engine.sessions[endpoint]?.appID.flatMap { engine.apps[$0] }
        return HeadUnitAudioPolicy.refusal(
            appHMITypes: record?.app.appHMITypes, isMediaApplication: record?.app.isMediaApplication ?? false, hmiLevel: record?.app.hmiLevel)
    }

    /// The audio service of `endpoint` started (`protected`: by a StartService with the E bit); it
    /// plays the profile's `pcmStreamCapabilities`.
    func audioStarted(for endpoint: HeadUnitEndpoint, protected: Bool) {
        let format = SDLHeadUnitAudioFormat(pcmStreamCapabilities: engine.settings.profile.capabilities["pcmStreamCapabilities"])
        let logger = self.logger
        audio.started(endpoint, format: format, protected: protected) { logger.warning("\($0)") }
        logger.info("audio service started for \(endpoint): \(format)\(protected ? ", protected" : "")")
    }

    /// A message on the audio service of `endpoint`.
    func receivedAudio(_ message: SDLMessage, from endpoint: HeadUnitEndpoint) {
        if !audio.received(Array(message.payload.readableBytesView), encrypted: message.isEncrypted, from: endpoint) {
            logger.debug("audio data from \(endpoint) without a started audio service dropped")
        }
    }

    /// The audio service of `endpoint` ended (its EndService or the RPC service's).
    func audioEnded(_ endpoint: HeadUnitEndpoint) {
        guard let played = audio.ended(endpoint) else { return }
        logger.info(
            "audio service of \(endpoint) ended: \(played.bytes) bytes, \(played.audioSeconds) s of audio played out in \(played.playOutSeconds) s (gaps \(played.gapSeconds) s, at most \(played.largestBufferedSeconds) s buffered ahead)")
    }
}

import Logging
import NIOCore
import SDLProtocol
import SDLRPC

extension HeadUnitCore {
    /// Why a video StartService from `endpoint` is refused — Core's rules (``HeadUnitVideoPolicy``),
    /// then the profile's `videoStreamingCapability.supportedFormats` (a format outside them is
    /// refused naming the keys that do not match, as Core does) — or `nil` to accept it.
    func videoRefusal(_ frame: SDLFrame, from endpoint: HeadUnitEndpoint) -> (rejectedParams: [String]?, reason: String)? {
        let record = engine.sessions[endpoint]?.appID.flatMap { engine.apps[$0] }
        if let refusal = HeadUnitVideoPolicy.refusal(appHMITypes: record?.app.appHMITypes, hmiLevel: record?.app.hmiLevel) {
            return (nil, refusal)
        }
        guard let offer = try? SDLVideoServiceParameters(SDLStartService(frame: frame)) else { return (nil, "Unreadable StartService") }
        let formats = engine.settings.profile.systemCapabilities["videoStreamingCapability"]?.objectValue?["supportedFormats"]?.arrayValue ?? []
        let pairs = formats.compactMap { format -> (String, String)? in
            guard let object = format.objectValue, let name = object["protocol"]?.stringValue, let codec = object["codec"]?.stringValue else { return nil }
            return (name, codec)
        }
        guard !pairs.isEmpty else { return nil }
        let requested = (offer.videoProtocol ?? "RAW", offer.videoCodec ?? "H264")
        if pairs.contains(where: { $0 == requested }) { return nil }
        var rejected: [String] = []
        if !pairs.contains(where: { $0.0 == requested.0 }) { rejected.append(SDLControlKey.videoProtocol) }
        if !pairs.contains(where: { $0.1 == requested.1 }) { rejected.append(SDLControlKey.videoCodec) }
        if rejected.isEmpty { rejected = [SDLControlKey.videoProtocol, SDLControlKey.videoCodec] }
        return (rejected, "\(requested.0)/\(requested.1) is not a supported video format")
    }

    /// The video service of `endpoint` started with what `acknowledgement` accepted (`protected`:
    /// by a StartService with the E bit).
    func videoStarted(_ acknowledgement: SDLFrame, for endpoint: HeadUnitEndpoint, protected: Bool) {
        guard let ack = try? SDLStartServiceACK(frame: acknowledgement) else { return }
        let parameters = SDLVideoServiceParameters(width: ack.width, height: ack.height, videoProtocol: ack.videoProtocol ?? "RAW", videoCodec: ack.videoCodec ?? "H264")
        let logger = self.logger
        video.started(endpoint, parameters: parameters, protected: protected) { logger.warning("\($0)") }
        logger.info("video service started for \(endpoint): \(parameters)\(protected ? ", protected" : "")")
        setStreamingVideo(true, for: endpoint)
    }

    /// A message on the video service of `endpoint`.
    func receivedVideo(_ message: SDLMessage, from endpoint: HeadUnitEndpoint) {
        if !video.received(Array(message.payload.readableBytesView), encrypted: message.isEncrypted, from: endpoint) {
            logger.debug("video data from \(endpoint) without a started video service dropped")
        }
    }

    /// The video service of `endpoint` ended (its EndService or the RPC service's).
    func videoEnded(_ endpoint: HeadUnitEndpoint) {
        video.ended(endpoint)
        setStreamingVideo(false, for: endpoint)
    }

    /// Marks the app of `endpoint` streaming or not, and tells the snapshot observer (the web view
    /// hides the stream when it ends while the app stays in FULL).
    private func setStreamingVideo(_ streaming: Bool, for endpoint: HeadUnitEndpoint) {
        guard let appID = engine.sessions[endpoint]?.appID, let app = engine.apps[appID]?.app, app.isStreamingVideo != streaming else { return }
        engine.apps[appID]?.app.isStreamingVideo = streaming
        if let snapshotObserver { snapshotObserver(snapshot()) }
    }
}

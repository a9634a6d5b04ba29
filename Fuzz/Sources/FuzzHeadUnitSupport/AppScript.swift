import NIOCore
import SDLProtocol
import SDLRPC

/// The bytes a well-behaved app sends: the v1 RPC StartService asking for 5.4.0, then requests in
/// v5 frames on session 1 (the emulator's first session), numbered from 1. Seeds and set-up.
///
/// ```swift
/// let bytes = AppScript.bytes(AppScript.registration + AppScript.scene(.alert))
/// ```
public enum AppScript {
    /// One request: the function's name and its parameters as JSON text.
    public typealias Request = (function: String, json: String)

    /// RegisterAppInterface of a media app at RPC 8.0.0.
    public static let registration: [Request] = [
        ("RegisterAppInterface", """
            {"syncMsgVersion":{"majorVersion":8,"minorVersion":0,"patchVersion":0},"appName":"Fuzz App",\
            "isMediaApplication":true,"languageDesired":"EN-US","hmiDisplayLanguageDesired":"EN-US","appID":"fuzz-1"}
            """),
    ]

    /// A main screen with soft buttons, a command and a choice set.
    public static let screen: [Request] = [
        ("Show", """
            {"mainField1":"Fuzz","mainField2":"Two","softButtons":[{"type":"TEXT","text":"Play","softButtonID":1},\
            {"type":"TEXT","text":"Stop","softButtonID":2,"systemAction":"KEEP_CONTEXT"}]}
            """),
        ("AddCommand", #"{"cmdID":10,"menuParams":{"menuName":"Settings"}}"#),
        ("CreateInteractionChoiceSet", #"{"interactionChoiceSetID":20,"choiceSet":[{"choiceID":21,"menuName":"Red"},{"choiceID":22,"menuName":"Blue"}]}"#),
    ]

    /// The overlays the control actions act on, one per scene.
    public static let overlays: [[Request]] = [
        [],
        [("Alert", #"{"alertText1":"Hello","duration":5000,"softButtons":[{"type":"TEXT","text":"Yes","softButtonID":7}]}"#)],
        [("PerformInteraction", #"{"initialText":"Pick","interactionMode":"MANUAL_ONLY","interactionChoiceSetIDList":[20]}"#)],
        [("Slider", #"{"numTicks":5,"position":2,"sliderHeader":"Volume"}"#)],
        [("ScrollableMessage", #"{"scrollableMessageBody":"Long text","softButtons":[{"type":"TEXT","text":"OK","softButtonID":9}]}"#)],
        [("PerformAudioPassThru", #"{"samplingRate":"16KHZ","maxDuration":2000,"bitsPerSample":"16_BIT","audioType":"PCM"}"#)],
        [("SubtleAlert", #"{"alertText1":"Psst","softButtons":[{"type":"TEXT","text":"Open","softButtonID":11}]}"#)],
        [("PerformInteraction", #"{"initialText":"Type","interactionMode":"MANUAL_ONLY","interactionLayout":"KEYBOARD","interactionChoiceSetIDList":[]}"#)],
    ]

    /// The whole session: StartService, then `requests` as v5 RPC frames.
    public static func bytes(_ requests: [Request]) -> [UInt8] {
        var buffer = ByteBuffer()
        var negotiation = SDLVersionNegotiation()
        negotiation.startServiceFrame().encode(into: &buffer)
        for (index, request) in requests.enumerated() {
            let id = UInt32(index + 1)
            let payload = SDLRPCPayload(
                rpcType: .request, functionID: UInt32(SDLFunctionNames.functionID(named: request.function) ?? 0),
                correlationID: Int32(id), jsonBytes: Array(request.json.utf8)
            )
            let message = payload.message(version: 5, sessionID: 1, messageID: id)
            for frame in SDLMessageFragmenter.frames(for: message, maximumPayloadSize: SDLFrameValidation.coreMaximumPayloadSize) {
                frame.encode(into: &buffer)
            }
        }
        return Array(buffer.readableBytesView)
    }
}

import Foundation
import SDLRPC
import Testing

@Suite("JSON round trips through generated 8.0.0 types")
struct RoundTripTests {
    @Test("JSON → typed → JSON gives back the same bytes when keys are in spec order", arguments: [
        #"{"mainField1":"Hello","alignment":"CENTERED","graphic":{"value":"logo.png","imageType":"DYNAMIC","isTemplate":true},"softButtons":[{"type":"TEXT","text":"OK","isHighlighted":false,"softButtonID":1,"systemAction":"DEFAULT_ACTION"}],"customPresets":["A","B"]}"#,
    ])
    func showRoundTrip(text: String) throws {
        let show = try SDLShow(jsonBytes: Array(text.utf8))
        #expect(show.mainField1 == "Hello")
        #expect(show.alignment == .centered)
        #expect(show.graphic?.imageType == .dynamic)
        #expect(show.softButtons?.first?.type == .text)
        #expect(String(decoding: show.jsonBytes(), as: UTF8.self) == text)
    }

    @Test("registration request and response keep nested structs, arrays and enums exactly")
    func registration() throws {
        let request = #"{"syncMsgVersion":{"majorVersion":8,"minorVersion":0,"patchVersion":0},"appName":"Radio","ttsName":[{"text":"Radio","type":"TEXT"}],"isMediaApplication":true,"languageDesired":"EN-US","hmiDisplayLanguageDesired":"DE-DE","appHMIType":["MEDIA","DEFAULT"],"appID":"1234"}"#
        let decoded = try SDLRegisterAppInterface(jsonBytes: Array(request.utf8))
        #expect(decoded.languageDesired == .enUs)
        #expect(decoded.hmiDisplayLanguageDesired == .deDe)
        #expect(decoded.appHMIType == [.media, .default])
        #expect(String(decoding: decoded.jsonBytes(), as: UTF8.self) == request)
    }

    @Test("absent optionals are omitted on encode; unknown keys are ignored on decode")
    func omissionAndUnknownKeys() throws {
        let alert = try SDLAlert(json: RPCTestSupport.json(#"{"alertText1":"Hi","futureKey":{"x":1},"duration":4000}"#))
        #expect(alert.alertText1 == "Hi")
        #expect(alert.duration == 4000)
        #expect(alert.jsonValue == SDLJSONValue.object(["alertText1": "Hi", "duration": 4000]))
        let empty = SDLAlert()
        #expect(empty.jsonBytes() == Array("{}".utf8))
    }

    @Test("values a newer head unit sends are kept, not lost")
    func unrecognizedEnumValuesSurvive() throws {
        let status = try SDLOnHMIStatus(json: RPCTestSupport.json(#"{"hmiLevel":"HOVERING","audioStreamingState":"AUDIBLE","systemContext":"MAIN"}"#))
        #expect(status.hmiLevel == .unrecognized("HOVERING"))
        #expect(status.hmiLevel.isKnown == false)
        #expect(status.jsonValue.objectValue?["hmiLevel"] == "HOVERING")
        #expect(SDLHMILevel(rawValue: "FULL") == .full)
        #expect(SDLHMILevel.knownCases.map(\.rawValue) == ["FULL", "LIMITED", "BACKGROUND", "NONE"])
    }

    @Test("Codable through Foundation's encoder and decoder gives back an equal value")
    func codable() throws {
        let show = SDLShow(mainField1: "A", softButtons: [SDLSoftButton(type: .both, text: "Go", image: SDLImage(value: "i", imageType: .static), softButtonID: 7)])
        let data = try JSONEncoder().encode(show)
        #expect(try JSONDecoder().decode(SDLShow.self, from: data) == show)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["mainField1", "softButtons"], "the spec's keys, nothing synthesized")
    }

    @Test("type errors are reported with the key path, all of them, not just the first")
    func typeErrorsWithPaths() throws {
        let json = try RPCTestSupport.json(#"{"numTicks":5.0,"position":"3","sliderHeader":"H","sliderFooter":"single"}"#)
        let error = #expect(throws: SDLDecodingError.self) { try SDLSlider(json: json) }
        #expect(RPCTestSupport.summary(error?.issues ?? []) == [
            "$.numTicks type error", "$.position type error", "$.sliderFooter type error",
        ])
        #expect(error?.issues.first?.message == "expected Integer, got Float")
        #expect(error?.issues.last?.message == "expected Array of String, got String")
    }

    @Test("a nested type error names the array index and key")
    func nestedTypeError() throws {
        let json = try RPCTestSupport.json(#"{"softButtons":[{"type":"TEXT","softButtonID":1},{"type":"TEXT","text":5,"softButtonID":null}]}"#)
        let error = #expect(throws: SDLDecodingError.self) { try SDLAlert(json: json) }
        #expect(RPCTestSupport.summary(error?.issues ?? []) == ["$.softButtons[1].text type error", "$.softButtons[1].softButtonID type error"])
        #expect(error?.issues.last?.message == "expected Integer, got Null")
    }

    @Test("missing mandatory parameters are each reported")
    func missingMandatory() throws {
        let error = #expect(throws: SDLDecodingError.self) { try SDLSlider(json: RPCTestSupport.json(#"{"position":2}"#)) }
        #expect(RPCTestSupport.summary(error?.issues ?? []) == ["$.numTicks mandatory error", "$.sliderHeader mandatory error"])
        #expect(error?.issues.first?.message == "missing mandatory parameter 'numTicks'")
    }

    @Test("malformed JSON is a syntax issue with line and column")
    func syntax() {
        let error = #expect(throws: SDLDecodingError.self) { try SDLAlert(jsonBytes: Array("{\n  \"alertText1\": }".utf8)) }
        #expect(error?.issues.map(\.rule) == [.syntax])
        #expect(error?.issues.first?.message.hasPrefix("line 2, column 17:") == true)
    }
}

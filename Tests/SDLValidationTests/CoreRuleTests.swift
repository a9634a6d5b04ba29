import SDLSpec
import SDLValidation
import Testing

/// SDL Core's command-level checks (protocol.md §D.6, §E) on the official 8.0.0 spec: each rule
/// fails with `--core` and passes without it.
@Suite("Core command-level rules")
struct CoreRuleTests {
    let validator: SDLValidator

    init() throws {
        validator = try #require(ValidationTestSupport.official, "run scripts/setup-spec first")
    }

    func core(_ function: String, _ json: String) throws -> SDLValidationReport {
        validator.validate(parameters: try ValidationTestSupport.json(json), function: function, messageKind: .request,
                           options: SDLValidationOptions(coreRules: true))
    }

    func schemaOnly(_ function: String, _ json: String) throws -> SDLValidationReport {
        validator.validate(parameters: try ValidationTestSupport.json(json), function: function, messageKind: .request)
    }

    @Test("CheckSyntax: LF, TAB, the two-character \\n and \\t, spaces only; CR is allowed", arguments: [
        (#""a\nb""#, false), (#""a\tb""#, false), (#""a\\nb""#, false), (#""a\\tb""#, false), (#""   ""#, false),
        (#""a\rb""#, true), (#""a b""#, true), (#""\\x""#, true),
    ])
    func checkSyntax(text: String, accepted: Bool) throws {
        let json = #"{"alertText1": "# + text + "}"
        let report = try core("Alert", json)
        #expect(report.issues.isEmpty == accepted)
        if !accepted {
            #expect(ValidationTestSupport.summary(report) == ["$.alertText1 core-rule error"])
            #expect(report.result == .invalidData)
            #expect(try schemaOnly("Alert", json).issues.isEmpty)
        }
    }

    @Test("Alert needs alertText1, alertText2 or ttsChunks; alertText3 alone is refused")
    func alertText() throws {
        #expect(ValidationTestSupport.summary(try core("Alert", #"{"alertText3": "x"}"#)) == ["$ core-rule error"])
        #expect(try core("Alert", #"{"alertText2": "x"}"#).issues.isEmpty)
        #expect(try core("Alert", #"{"ttsChunks": [{"text": "hi", "type": "TEXT"}]}"#).issues.isEmpty)
        #expect(try schemaOnly("Alert", #"{"alertText3": "x"}"#).issues.isEmpty)
    }

    @Test("Alert: empty TTS chunk texts are not checked; playTone without ttsChunks gives WARNINGS")
    func alertSpeech() throws {
        #expect(try core("Alert", #"{"alertText1": "x", "ttsChunks": [{"text": "", "type": "SILENCE"}]}"#).issues.isEmpty)
        #expect(ValidationTestSupport.summary(try core("Alert", #"{"alertText1": "x", "ttsChunks": [{"text": "  ", "type": "TEXT"}]}"#)) == ["$.ttsChunks[0].text core-rule error"])
        let tone = try core("Alert", #"{"alertText1": "x", "playTone": true}"#)
        #expect(ValidationTestSupport.summary(tone) == ["$.playTone core-rule warning"])
        #expect(tone.result == .warnings)
    }

    @Test("ScrollableMessage's body may hold newlines and tabs")
    func scrollableBody() throws {
        #expect(try core("ScrollableMessage", #"{"scrollableMessageBody": "line 1\nline 2\tend"}"#).issues.isEmpty)
    }

    @Test("Show: {} is refused; \"\" clears a field; graphic.value is checked only when non-empty, secondaryGraphic.value always")
    func show() throws {
        #expect(ValidationTestSupport.summary(try core("Show", "{}")) == ["$ core-rule error"])
        #expect(try schemaOnly("Show", "{}").issues.isEmpty)
        #expect(try core("Show", #"{"mainField1": ""}"#).issues.isEmpty)
        #expect(ValidationTestSupport.summary(try core("Show", #"{"mainField1": " "}"#)) == ["$.mainField1 core-rule error"])
        #expect(try core("Show", #"{"graphic": {"value": "", "imageType": "STATIC"}}"#).issues.isEmpty)
        #expect(ValidationTestSupport.summary(try core("Show", #"{"secondaryGraphic": {"value": "", "imageType": "STATIC"}}"#)) == ["$.secondaryGraphic.value core-rule error"])
        #expect(ValidationTestSupport.summary(try core("Show", #"{"customPresets": ["ok", "  "]}"#)) == ["$.customPresets[1] core-rule error"])
    }

    @Test("Slider: position above numTicks; footers neither one nor numTicks; header and footers checked")
    func slider() throws {
        #expect(try core("Slider", #"{"numTicks": 3, "position": 3, "sliderHeader": "h"}"#).issues.isEmpty)
        #expect(ValidationTestSupport.summary(try core("Slider", #"{"numTicks": 3, "position": 4, "sliderHeader": "h"}"#)) == ["$.position core-rule error"])
        #expect(try core("Slider", #"{"numTicks": 3, "position": 1, "sliderHeader": "h", "sliderFooter": ["static"]}"#).issues.isEmpty)
        #expect(try core("Slider", #"{"numTicks": 2, "position": 1, "sliderHeader": "h", "sliderFooter": ["a", "b"]}"#).issues.isEmpty)
        #expect(ValidationTestSupport.summary(try core("Slider", #"{"numTicks": 3, "position": 1, "sliderHeader": "h", "sliderFooter": ["a", "b"]}"#)) == ["$.sliderFooter core-rule error"])
        #expect(ValidationTestSupport.summary(try core("Slider", #"{"numTicks": 2, "position": 1, "sliderHeader": "h", "sliderFooter": ["a", "b\\n"]}"#)) == ["$.sliderFooter[1] core-rule error"])
    }

    @Test("PerformInteraction: VR_ONLY with KEYBOARD; an empty choice set list needs KEYBOARD and not BOTH")
    func performInteraction() throws {
        let base = #""initialText": "Pick", "interactionChoiceSetIDList": [1]"#
        #expect(try core("PerformInteraction", "{\(base), \"interactionMode\": \"MANUAL_ONLY\"}").issues.isEmpty)
        #expect(ValidationTestSupport.summary(try core("PerformInteraction", "{\(base), \"interactionMode\": \"VR_ONLY\", \"interactionLayout\": \"KEYBOARD\"}")) == ["$.interactionLayout core-rule error"])
        let empty = #""initialText": "Pick", "interactionChoiceSetIDList": []"#
        #expect(try core("PerformInteraction", "{\(empty), \"interactionMode\": \"MANUAL_ONLY\", \"interactionLayout\": \"KEYBOARD\"}").issues.isEmpty)
        #expect(ValidationTestSupport.summary(try core("PerformInteraction", "{\(empty), \"interactionMode\": \"BOTH\", \"interactionLayout\": \"KEYBOARD\"}")) == ["$.interactionChoiceSetIDList core-rule error"])
        #expect(ValidationTestSupport.summary(try core("PerformInteraction", "{\(empty), \"interactionMode\": \"MANUAL_ONLY\"}")) == ["$.interactionChoiceSetIDList core-rule error"])
        #expect(ValidationTestSupport.summary(try core("PerformInteraction", "{\(base), \"interactionMode\": \"MANUAL_ONLY\", \"vrHelp\": [{\"text\": \"x\", \"position\": 1, \"image\": {\"value\": \"\", \"imageType\": \"STATIC\"}}]}")) == ["$.vrHelp[0].image.value core-rule error"])
    }

    @Test("soft buttons: TEXT needs text, BOTH needs text and an image, IMAGE needs an image; image values verified")
    func softButtons() throws {
        func buttons(_ json: String) throws -> [String] {
            ValidationTestSupport.summary(try core("Show", #"{"mainField1": "x", "softButtons": ["# + json + "]}"))
        }
        #expect(try buttons(#"{"type": "TEXT", "text": "OK", "softButtonID": 1}"#).isEmpty)
        #expect(try buttons(#"{"type": "TEXT", "softButtonID": 1}"#) == ["$.softButtons[0].text core-rule error"])
        #expect(try buttons(#"{"type": "TEXT", "text": "", "softButtonID": 1}"#) == ["$.softButtons[0].text core-rule error"])
        #expect(try buttons(#"{"type": "BOTH", "text": "OK", "softButtonID": 1}"#) == ["$.softButtons[0].image core-rule error"])
        #expect(try buttons(#"{"type": "BOTH", "text": "", "softButtonID": 1, "image": {"value": "i.png", "imageType": "DYNAMIC"}}"#).isEmpty)
        #expect(try buttons(#"{"type": "IMAGE", "softButtonID": 1}"#) == ["$.softButtons[0].image core-rule error"])
        #expect(try buttons(#"{"type": "IMAGE", "softButtonID": 1, "image": {"value": "a\\tb", "imageType": "DYNAMIC"}}"#) == ["$.softButtons[0].image.value core-rule error"])
    }

    @Test("RegisterAppInterface: appName and appID always; ngnMediaScreenAppName only when non-empty")
    func registerAppInterface() throws {
        let base = #""syncMsgVersion": {"majorVersion": 8, "minorVersion": 0}, "isMediaApplication": false, "languageDesired": "EN-US", "hmiDisplayLanguageDesired": "EN-US""#
        #expect(try core("RegisterAppInterface", "{\(base), \"appName\": \"App\", \"appID\": \"123\"}").issues.isEmpty)
        #expect(ValidationTestSupport.summary(try core("RegisterAppInterface", "{\(base), \"appName\": \"  \", \"appID\": \"123\"}")) == ["$.appName core-rule error"])
        #expect(ValidationTestSupport.summary(try core("RegisterAppInterface", "{\(base), \"appName\": \"App\", \"appID\": \"12\\\\n3\"}")) == ["$.appID core-rule error"])
    }

    @Test("DiagnosticMessage: the first byte of messageData must be one of Core's default SupportedDiagModes", arguments: [
        (0, false), (1, true), (3, true), (4, false), (5, true), (0x0A, true), (0x0B, false), (0x17, false), (0x18, true),
        (0x22, true), (0x3E, true), (0x3F, false), (255, false),
    ])
    func diagnosticMode(mode: Int, accepted: Bool) throws {
        // The later bytes are the message itself: an unsupported mode after a supported one does not count.
        let json = #"{"targetID": 7, "messageLength": 2, "messageData": [\#(mode), 153]}"#
        let report = try core("DiagnosticMessage", json)
        #expect(try schemaOnly("DiagnosticMessage", json).issues.isEmpty)
        if accepted {
            #expect(report.issues.isEmpty)
        } else {
            #expect(ValidationTestSupport.summary(report) == ["$.messageData[0] core-rule error"])
            #expect(report.result == .rejected)
            #expect(report.coreDecision == SDLCoreDecision(rule: "DiagnosticMessage.mode", result: .rejected,
                                                           info: "Received diagnostic mode is not supported."))
        }
    }

    @Test("Core-style info lists the failing paths")
    func coreInfo() throws {
        let report = try core("Alert", #"{"alertText1": 5}"#)
        #expect(report.coreInfo?.hasPrefix("msg_params.alertText1: expected String, got Integer") == true)
        #expect(try core("Alert", #"{"alertText1": "x"}"#).coreInfo == nil)
    }
}

@Suite("RegisterAppInterface's own version")
struct RegistrationVersionTests {
    @Test("a RegisterAppInterface request is checked at the version its syncMsgVersion negotiates: below 5.0 that is 4.5.1")
    func registrationVersion() throws {
        let validator = try #require(ValidationTestSupport.official, "run scripts/setup-spec first")
        func report(major: Int) throws -> SDLValidationReport {
            let json = """
                {"syncMsgVersion": {"majorVersion": \(major), "minorVersion": 0}, "appName": "App", "isMediaApplication": false,
                 "languageDesired": "EN-US", "hmiDisplayLanguageDesired": "EN-US", "appID": "123", "fullAppID": "123-456"}
                """
            return validator.validate(parameters: try ValidationTestSupport.json(json), function: "RegisterAppInterface", messageKind: .request)
        }
        // fullAppID is since 5.0: an app that asks for 4.x has it dropped with a note, as Core does.
        #expect(ValidationTestSupport.summary(try report(major: 4)) == ["$.fullAppID not-in-version warning"])
        #expect(try report(major: 5).issues.isEmpty)
        #expect(try report(major: 9).issues.isEmpty)
    }
}

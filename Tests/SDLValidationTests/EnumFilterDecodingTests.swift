import SDLRPC
import SDLValidation
import Testing

/// Typed decoding filters invalid enum values the way SDL Core does before it validates anything
/// (protocol.md §D.4), so it accepts exactly what the validator accepts. Found by fuzz-validator:
/// a soft button with an invalid `type` and a misspelt `softButtonID` is removed by Core unread
/// (WARNINGS), while typed decoding failed on the missing `softButtonID`.
@Suite("Typed decoding applies Core's enum filter")
struct EnumFilterDecodingTests {
    /// Decodes `text` as `Message` and validates it with the official spec: both must agree on
    /// acceptance and issue for issue.
    func agree<Message: SDLStructure>(_ type: Message.Type, _ function: String, _ text: String) throws -> (Message?, SDLValidationReport) {
        let validator = try #require(ValidationTestSupport.official, "run scripts/setup-spec first")
        let options = SDLValidationOptions(rpcVersion: validator.specVersion, buildsParameters: true)
        let report = validator.validate(parameters: try ValidationTestSupport.json(text), function: function, messageKind: .request, options: options)
        let decoded = try? Message(jsonBytes: Array(text.utf8))
        let staticErrors = decoded.map { $0.validate().contains { $0.severity == .error } } ?? true
        #expect((report.verdict != .invalid) == !staticErrors, "validator \(report.verdict), typed \(decoded == nil ? "does not decode" : "decodes")")
        let staticIssues = Message.issues(in: try ValidationTestSupport.json(text)).map { "\($0.path) \($0.rule.rawValue) \($0.severity.rawValue)" }.sorted()
        #expect(staticIssues == ValidationTestSupport.summary(report))
        return (decoded, report)
    }

    @Test("a soft button whose type is invalid is removed unread: its missing softButtonID is never an error (the fuzzer's input)")
    func elementRemovedUnread() throws {
        let (decoded, report) = try agree(SDLSubtleAlert.self, "SubtleAlert",
            #"{"alertText1":"Psst","softButtons":[{"type":"TEXP","text":"Open","softButtonYD":72}]}"#)
        #expect(report.verdict == .warnings)
        #expect(decoded?.softButtons?.isEmpty ?? true)
        #expect(decoded?.alertText1 == "Psst")
    }

    @Test("only the filtered button goes; the valid one stays")
    func oneOfTwoRemoved() throws {
        let (decoded, report) = try agree(SDLSubtleAlert.self, "SubtleAlert",
            #"{"alertText1":"Psst","softButtons":[{"type":"TEXP","text":"Open"},{"type":"TEXT","text":"Go","softButtonID":2}]}"#)
        #expect(report.verdict == .warnings)
        #expect(decoded?.softButtons?.map(\.softButtonID) == [2])
    }

    @Test("issues after a removed element name the element it was in the JSON (the fuzzer's second input)")
    func pathsAfterRemoval() throws {
        let (decoded, report) = try agree(SDLShow.self, "Show",
            #"{"mainField1":"Fuzz","softButtons":[{"type":"XTtT","EeAt":"Play","sofIBtutontD":1},{"type":"TEXT","text":"Stop","softButtonID":2,"systemAction":"KEEP_CO+TEXT"}]}"#)
        #expect(report.verdict == .warnings)
        #expect(decoded?.softButtons?.map(\.softButtonID) == [2])
        #expect(report.issues.contains { $0.path.description == "$.softButtons[1].systemAction" })
    }

    @Test("a button with a missing softButtonID and a valid type is still an error")
    func missingMemberWithoutFilterFails() throws {
        let (decoded, report) = try agree(SDLSubtleAlert.self, "SubtleAlert",
            #"{"alertText1":"Psst","softButtons":[{"type":"TEXT","text":"Open"}]}"#)
        #expect(report.verdict == .invalid)
        #expect(decoded == nil)
    }

    @Test("an invalid mandatory top-level enum decodes as unrecognized and fails validation, as Core fails it")
    func mandatoryTopLevel() throws {
        let (decoded, report) = try agree(SDLPerformInteraction.self, "PerformInteraction",
            #"{"initialText":"Pick","interactionMode":"SIDEWAYS","interactionChoiceSetIDList":[1]}"#)
        #expect(report.verdict == .invalid)
        #expect(decoded?.interactionMode == .unrecognized("SIDEWAYS"))
        #expect(decoded?.validate().contains { $0.severity == .error } == true)
    }

    @Test("what Core's filter removes takes its wrong-typed members with it, read or not")
    func wrongTypeInsideRemovedStruct() throws {
        let (decoded, report) = try agree(SDLSubtleAlert.self, "SubtleAlert",
            #"{"alertText1":"Psst","softButtons":[{"type":"NOPE","text":5,"softButtonID":"x"},{"type":"TEXT","text":"Go","softButtonID":2}]}"#)
        #expect(report.verdict == .warnings)
        #expect(decoded?.softButtons?.map(\.softButtonID) == [2])
        let (command, iconReport) = try agree(SDLAddCommand.self, "AddCommand",
            #"{"cmdID":1,"menuParams":{"menuName":"A"},"cmdIcon":{"value":"a.png","imageType":"NOPE","isTemplate":"yes"}}"#)
        #expect(iconReport.verdict == .warnings)  // cmdIcon is optional: removed with its wrong-typed isTemplate
        #expect(command?.cmdIcon?.imageType == .unrecognized("NOPE"))  // kept as read; validation drops it
        #expect(command?.cmdIcon?.isTemplate == nil)
    }

    @Test("an unknown optional enum value is still kept as unrecognized, with its warning")
    func optionalEnumKept() throws {
        let (decoded, report) = try agree(SDLShow.self, "Show", #"{"mainField1":"Hi","alignment":"DIAGONAL"}"#)
        #expect(report.verdict == .warnings)
        #expect(decoded?.alignment == .unrecognized("DIAGONAL"))
    }
}

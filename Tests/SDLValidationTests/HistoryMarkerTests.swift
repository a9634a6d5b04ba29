import SDLRPC
import SDLValidation
import Testing

/// A `<history>` variant of a struct, function or enum that lists nothing only says when the item
/// existed before; its members are the current ones, each with its own history. Read literally,
/// `<struct name="DisplayCapabilities" since="1.0" until="6.0"/>` emptied DisplayCapabilities for
/// every app below 6.0 (found by fuzz-frames-headunit: the emulator sent a 4.5.1 app `{}`).
@Suite("History markers keep the current members")
struct HistoryMarkerTests {
    func validate(_ text: String, at version: SDLRPCVersion) throws -> SDLValidationReport {
        let validator = try #require(ValidationTestSupport.official, "run scripts/setup-spec first")
        var options = SDLValidationOptions()
        options.rpcVersion = version
        return validator.validate(parameters: try ValidationTestSupport.json(text), function: "RegisterAppInterface", messageKind: .response, options: options)
    }

    static let response = """
        {"success":true,"resultCode":"SUCCESS","syncMsgVersion":{"majorVersion":4,"minorVersion":5,"patchVersion":1},
         "language":"EN-US","hmiDisplayLanguage":"EN-US",
         "displayCapabilities":{"displayType":"GEN3_8-INCH","displayName":"X","textFields":[{"name":"mainField1","characterSet":"CHARSET","width":500,"rows":1}],
                                "mediaClockFormats":["CLOCK1"],"graphicSupported":true}}
        """

    @Test("at 4.5.1 DisplayCapabilities keeps displayType, textFields, mediaClockFormats and graphicSupported; displayName (5.0) goes")
    func structMarker() throws {
        let report = try validate(Self.response.replacingOccurrences(of: "CHARSET", with: "TYPE2SET"), at: SDLRPCVersion(4, 5, 1))
        #expect(report.verdict == .warnings)
        let display = try #require(report.parameters["displayCapabilities"]?.objectValue)
        #expect(display["displayType"] == "GEN3_8-INCH")  // DisplayType's own marker (1.0–5.0) keeps its elements
        #expect(display["textFields"]?.arrayValue?.count == 1)
        #expect(display["mediaClockFormats"] == ["CLOCK1"])
        #expect(display["graphicSupported"] == true)
        #expect(display["displayName"] == nil)
        #expect(report.issues.map(\.rule) == [.notInVersion])
    }

    @Test("a character set newer than the app empties textFields below minsize, which drops the optional displayCapabilities whole")
    func filteredWhole() throws {
        let report = try validate(Self.response.replacingOccurrences(of: "CHARSET", with: "UTF_8"), at: SDLRPCVersion(4, 5, 1))
        #expect(report.verdict == .warnings)
        #expect(report.parameters["displayCapabilities"] == nil)
    }

    @Test("at 8.0.0 the same response keeps everything")
    func currentVersion() throws {
        let report = try validate(Self.response.replacingOccurrences(of: "CHARSET", with: "UTF_8"), at: SDLRPCVersion(8, 0, 0))
        #expect(report.verdict == .ok)
        #expect(report.parameters["displayCapabilities"]?.objectValue?["displayName"] == "X")
    }
}

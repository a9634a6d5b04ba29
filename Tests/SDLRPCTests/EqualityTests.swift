import SDLRPC
import Testing

/// Generated types compare and hash by what they write (one runtime implementation for all of
/// them, not one derived per type): these pin down what that means.
@Suite("Equality and hashing of generated types")
struct EqualityTests {
    @Test("structs: equal when every field is; one nested field or one array element apart is unequal")
    func structs() {
        let show = SDLShow(mainField1: "a", alignment: .centered, graphic: SDLImage(value: "x", imageType: .dynamic), customPresets: ["1", "2"])
        #expect(show == SDLShow(mainField1: "a", alignment: .centered, graphic: SDLImage(value: "x", imageType: .dynamic), customPresets: ["1", "2"]))
        #expect(show != SDLShow(mainField1: "a", alignment: .centered, graphic: SDLImage(value: "x", imageType: .static), customPresets: ["1", "2"]))
        #expect(show != SDLShow(mainField1: "a", alignment: .centered, graphic: SDLImage(value: "x", imageType: .dynamic), customPresets: ["1", "3"]))
        #expect(show != SDLShow(mainField1: "a", alignment: .centered, graphic: SDLImage(value: "x", imageType: .dynamic)))
        #expect(show != SDLShow(mainField1: "b", alignment: .centered, graphic: SDLImage(value: "x", imageType: .dynamic), customPresets: ["1", "2"]))
        #expect(SDLShow() == SDLShow())
        #expect(SDLShow(mainField1: "") != SDLShow())
    }

    @Test("a message's decodingIssues do not count; equal values hash alike")
    func decodingIssuesAndHashing() throws {
        var decoded = try SDLAlert(jsonBytes: Array(#"{"alertText1":"Hi","duration":4000}"#.utf8))
        decoded.decodingIssues = [SDLValidationIssue(path: .root, rule: .type, message: "noted")]
        let made = SDLAlert(alertText1: "Hi", duration: 4000)
        #expect(decoded == made)
        #expect(decoded.hashValue == made.hashValue)
        #expect(Set([decoded, made, SDLAlert(alertText1: "Hi", duration: 4001)]).count == 2)
    }

    @Test("floats: 0.0 and -0.0 are equal and hash alike, as Double says; integers and floats keep their types")
    func numbers() {
        let zero = SDLGPSData(longitudeDegrees: 0.0, latitudeDegrees: 1.5)
        let negativeZero = SDLGPSData(longitudeDegrees: -0.0, latitudeDegrees: 1.5)
        #expect(zero == negativeZero)
        #expect(zero.hashValue == negativeZero.hashValue)
        #expect(zero != SDLGPSData(longitudeDegrees: 0.0, latitudeDegrees: 1.25))
        #expect(SDLAlert(duration: 3000) != SDLAlert(duration: 3001))
    }

    @Test("enums: by wire value — an unrecognized value spelled like a known case is that case")
    func enums() {
        #expect(SDLHMILevel(rawValue: "FULL") == .full)
        #expect(SDLHMILevel(rawValue: "full") == .unrecognized("full"))
        #expect(SDLHMILevel(rawValue: "full") != .full)
        #expect(SDLHMILevel.unrecognized("FULL") == .full)
        #expect(SDLHMILevel.unrecognized("FULL").hashValue == SDLHMILevel.full.hashValue)
        #expect(SDLHMILevel.unrecognized("HOVERING") != .unrecognized("FLOATING"))
        #expect(Set(SDLHMILevel.knownCases + [.unrecognized("FULL")]).count == SDLHMILevel.knownCases.count)
    }

    @Test("every known case of every enum reads back from its wire value, whatever the enum's size")
    func everyCaseRoundTrips() {
        for functionID in SDLFunctionID.knownCases { #expect(SDLFunctionID(rawValue: functionID.rawValue) == functionID) }
        for result in SDLResult.knownCases { #expect(SDLResult(rawValue: result.rawValue).isKnown) }
        for button in SDLButtonName.knownCases { #expect(SDLButtonName(rawValue: button.rawValue) == button) }
        #expect(!SDLButtonName(rawValue: "").isKnown)
    }
}

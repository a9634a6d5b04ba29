import Foundation
import SDLHeadUnit
import SDLRPC
import Testing

@Suite("Display profiles")
struct ProfileTests {
    @Test("the built-in profiles have 4, 2 and 1 main lines and pass the spec types", arguments: [
        ("media-4line", 4, true), ("generic-2line", 2, false), ("basic-1line", 1, false),
    ])
    func builtIns(name: String, lines: Int, graphics: Bool) throws {
        let profile = try #require(SDLDisplayProfile.builtIn(named: name))
        #expect(profile.name == name)
        #expect(profile.mainFieldLines == lines)
        #expect(profile.graphicSupported == graphics)
        #expect(profile.templates.contains("DEFAULT"))
        #expect(try SDLDisplayCapabilities(json: try #require(profile.capabilities["displayCapabilities"])).textFields.count == profile.textFieldNames.count)
    }

    @Test("core-default keeps SDL Core's gaps as written: image fields without imageTypeSupported")
    func coreDefaultKeepsGaps() throws {
        let profile = try #require(SDLDisplayProfile.builtIn(named: "core-default"))
        #expect(!profile.followsSpec)
        #expect(profile.mainFieldLines == 4)
        let display = try #require(profile.capabilities["displayCapabilities"])
        let imageFields = display.objectValue?["imageFields"]?.arrayValue ?? []
        #expect(imageFields.count == 9)
        #expect(imageFields.filter { $0.objectValue?["imageTypeSupported"] == nil }.count == 8)
        // Strictly, as the spec reads, the display capabilities are invalid; leniently they are usable.
        #expect(throws: SDLDecodingError.self) { try SDLDisplayCapabilities(json: display) }
        #expect(try SDLDisplayCapabilities(json: display, policy: .lenient).imageFields?.count == 1)
        // The same gaps in a spec-following profile are refused.
        var strict = profile.json
        strict["followsSpec"] = nil
        #expect(throws: SDLHeadUnitError.self) { try SDLDisplayProfile(json: .object(strict)) }
        strict["followsSpec"] = "no"
        #expect(throws: SDLHeadUnitError.self) { try SDLDisplayProfile(json: .object(strict)) }
    }

    @Test("a profile's JSON reads back to the same profile")
    func roundTrip() throws {
        for name in SDLDisplayProfile.builtInNames {
            let profile = try #require(SDLDisplayProfile.builtIn(named: name))
            #expect(try SDLDisplayProfile(json: .object(profile.json)) == profile)
        }
    }

    @Test("a profile file is loaded by path; a missing file or unknown name is unknownProfile")
    func loadFromFile() throws {
        var json = SDLDisplayProfile.basic1Line.json
        json["name"] = "custom"
        json["language"] = "FR-FR"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("profile-\(UUID().uuidString).json").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(SDLJSONSerializer.serialize(.object(json)))))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let loaded = try SDLDisplayProfile.load(path)
        #expect(loaded.name == "custom")
        #expect(loaded.language == "FR-FR")
        #expect(loaded.hmiDisplayLanguage == "EN-US")
        #expect(throws: SDLHeadUnitError.self) { try SDLDisplayProfile.load("/nonexistent/profile.json") }
        do {
            _ = try SDLDisplayProfile.load("no-such-profile")
        } catch {
            #expect(error.code == "unknownProfile")
            #expect(error.message.contains("media-4line"))
        }
    }

    @Test("invalid profiles are refused with the reason", arguments: [
        (["description": "no name", "displayCapabilities": [:]] as SDLJSONValue, "name"),
        (["name": "x"] as SDLJSONValue, "displayCapabilities"),
        (["name": "x", "displayCapabilities": ["displayType": "SDL_GENERIC", "textFields": [], "mediaClockFormats": [], "graphicSupported": false]] as SDLJSONValue, "textFields"),
        (["name": "x", "displayCapabilites": [:]] as SDLJSONValue, "displayCapabilites"),
        (["name": "x", "language": "XX-XX", "displayCapabilities": [:]] as SDLJSONValue, "language"),
        ([1, 2] as SDLJSONValue, "object"),
    ])
    func invalidProfiles(json: SDLJSONValue, mentions: String) {
        do {
            _ = try SDLDisplayProfile(json: json)
            Issue.record("expected invalidProfile")
        } catch {
            #expect(error.code == "invalidProfile")
            #expect(error.message.contains(mentions))
        }
    }

    @Test("the DISPLAYS capability carries the main window's text fields, templates and soft buttons")
    func displayCapability() throws {
        let display = SDLDisplayProfile.generic2Line.displayCapability()
        #expect(display["displayName"] == "SDL_GENERIC_2LINE")
        let window = try #require(display["windowCapabilities"]?.arrayValue?.first?.objectValue)
        #expect(window["windowID"] == 0)
        #expect(window["templatesAvailable"] == ["DEFAULT", "NON-MEDIA", "TEXTBUTTONS_ONLY"])
        #expect(window["softButtonCapabilities"]?.arrayValue?.count == 4)
        #expect(try SDLDisplayCapability(json: .object(display)).windowCapabilities?.count == 1)
    }
}

import SDLHeadUnit
import SDLRPC
import Testing

/// A profile's `menuLayoutsAvailable`: what AddSubMenu's and SetGlobalProperties' `menuLayout` are
/// checked against, and what the DISPLAYS capability tells apps.
@Suite("Display profiles: menu layouts")
struct MenuLayoutProfileTests {
    /// The 1-line profile, with `layouts` as its `menuLayoutsAvailable`.
    private static func profile(_ layouts: SDLJSONValue?) throws -> SDLDisplayProfile {
        var object = try #require(SDLDisplayProfile.builtIn(named: "basic-1line")).json
        if let layouts { object.append("menuLayoutsAvailable", layouts) }
        return try SDLDisplayProfile(json: .object(object))
    }

    @Test("LIST by default; a profile may list TILES too, which the DISPLAYS capability carries and the JSON keeps")
    func layouts() throws {
        #expect(try Self.profile(nil).menuLayouts == ["LIST"])
        let tiles = try Self.profile(["LIST", "TILES"])
        #expect(tiles.menuLayouts == ["LIST", "TILES"])
        let window = tiles.displayCapability()["windowCapabilities"]?.arrayValue?.first?.objectValue
        #expect(window?["menuLayoutsAvailable"] == ["LIST", "TILES"])
        #expect(try SDLDisplayProfile(json: .object(tiles.json)) == tiles)
        #expect(SDLDisplayProfile.builtIn(named: "media-4line")?.json["menuLayoutsAvailable"] == nil)
    }

    @Test("an empty list, a non-array or a value that is no MenuLayout is refused", arguments: [
        SDLJSONValue.array([]), "TILES", ["LIST", "GRID"], [1],
    ])
    func invalid(_ layouts: SDLJSONValue) {
        #expect(throws: SDLHeadUnitError.self) { try Self.profile(layouts) }
    }
}

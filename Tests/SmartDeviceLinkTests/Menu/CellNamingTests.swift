import SDLSession
@testable import SmartDeviceLink
import Testing

/// One name per concept: a menu cell and a choice cell name what they show alike, the choice
/// cell is a type of its own (no alias), and a submenu is a menu cell.
@Suite("Cell names")
@MainActor
struct CellNamingTests {
    @Test("a menu cell and a choice cell take and expose the same field names")
    func sameFieldNames() {
        let art = SDLArtwork(staticIcon: "0x11")
        let second = SDLArtwork(staticIcon: "0x12")
        let menu = SDLMenuCell("Shell", secondaryText: "1.2 km", tertiaryText: "open", artwork: art, secondaryArtwork: second, voiceCommands: ["Shell"])
        let choice = SDLChoiceCell("Shell", secondaryText: "1.2 km", tertiaryText: "open", artwork: art, secondaryArtwork: second, voiceCommands: ["Shell"])
        #expect(menu.text == choice.text)
        #expect(menu.secondaryText == choice.secondaryText)
        #expect(menu.tertiaryText == choice.tertiaryText)
        #expect(menu.artwork == choice.artwork)
        #expect(menu.secondaryArtwork == choice.secondaryArtwork)
        #expect(menu.voiceCommands == choice.voiceCommands)
    }

    @Test("SDLChoiceCell is the choice type itself, the one the choice APIs use")
    func choiceCellIsAType() {
        #expect(String(reflecting: SDLChoiceCell.self) == "SmartDeviceLink.SDLChoiceCell")
        let set = SDLChoiceSet { SDLChoiceCell("Shell") }
        let choices: [SDLChoiceCell] = set.choices
        #expect(choices.map(\.text) == ["Shell"])
    }

    @Test("a submenu built with a block is a menu cell of kind subMenu, with its layout and cells")
    func subMenuIsAMenuCell() {
        let cell = SDLMenuCell.subMenu("Playlists", artwork: SDLArtwork(staticIcon: "0x01"), layout: .tiles) {
            SDLMenuCell("Morning")
            SDLMenuCell("Evening")
        }
        guard case .subMenu(let layout, let cells) = cell.kind else {
            Issue.record("not a submenu: \(cell.kind)")
            return
        }
        #expect(layout == .tiles)
        #expect(cells.map(\.text) == ["Morning", "Evening"])
        #expect(cell.subCells?.count == 2)
        #expect(cell.artwork?.name == SDLArtwork(staticIcon: "0x01").name)
    }
}

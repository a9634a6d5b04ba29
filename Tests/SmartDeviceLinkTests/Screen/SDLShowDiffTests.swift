@testable import SmartDeviceLink
import Testing

@Suite("Show diff: only what changed")
struct SDLShowDiffTests {
    static let desired = SDLShow(
        mainField1: "A", mainField2: "B", mainField3: "", mainField4: "", alignment: .leftAligned,
        softButtons: [],
        metadataTags: SDLMetadataTags(mainField1: [.mediaTitle], mainField2: [], mainField3: [], mainField4: []))

    @Test("from an empty screen only set fields go out; empty fields and empty lists do not")
    func fromEmpty() {
        let change = SDLShowDiff.changes(from: SDLShow(), to: Self.desired)
        #expect(change == SDLShow(
            mainField1: "A", mainField2: "B", alignment: .leftAligned,
            metadataTags: SDLMetadataTags(mainField1: [.mediaTitle], mainField2: [], mainField3: [], mainField4: [])))
    }

    @Test("no difference is no Show")
    func same() {
        let shown = SDLShowDiff.applying(Self.desired, to: SDLShow())
        #expect(SDLShowDiff.changes(from: shown, to: Self.desired) == nil)
    }

    @Test("a changed field alone is sent; a cleared field is sent as an empty string")
    func changedAndCleared() {
        let shown = SDLShowDiff.applying(Self.desired, to: SDLShow())
        var next = Self.desired
        next.mainField1 = "A2"
        next.mainField2 = ""
        #expect(SDLShowDiff.changes(from: shown, to: next) == SDLShow(mainField1: "A2", mainField2: ""))
    }

    @Test("a graphic no longer shown is cleared with an empty value; the secondary graphic stays")
    func graphics() {
        let image = SDLImage(value: "cover", imageType: .dynamic)
        let shown = SDLShow(graphic: image, secondaryGraphic: image)
        #expect(SDLShowDiff.changes(from: shown, to: SDLShow()) == SDLShow(graphic: SDLImage(value: "", imageType: .dynamic)))
        #expect(SDLShowDiff.applying(SDLShow(graphic: SDLImage(value: "", imageType: .dynamic)), to: shown).graphic == nil)
    }

    @Test("the template goes out only when its name changes")
    func template() {
        let shown = SDLShow(templateConfiguration: SDLTemplateConfiguration(template: "MEDIA"))
        #expect(SDLShowDiff.changes(from: shown, to: SDLShow(templateConfiguration: SDLTemplateConfiguration(template: "MEDIA"))) == nil)
        #expect(SDLShowDiff.changes(from: shown, to: SDLShow(templateConfiguration: SDLTemplateConfiguration(template: "DEFAULT")))
            == SDLShow(templateConfiguration: SDLTemplateConfiguration(template: "DEFAULT")))
    }

    @Test("changed soft buttons go out whole; metadata goes out when one line's tags change")
    func buttonsAndTags() {
        let shown = SDLShowDiff.applying(Self.desired, to: SDLShow())
        var next = Self.desired
        next.softButtons = [SDLSoftButton(type: .text, text: "Go", softButtonID: 3)]
        next.metadataTags?.mainField2 = [SDLMetadataType.mediaArtist]
        let change = SDLShowDiff.changes(from: shown, to: next)
        #expect(change?.softButtons == next.softButtons)
        #expect(change?.metadataTags == next.metadataTags)
        #expect(change?.mainField1 == nil)
    }
}

import SDLRPC
import SDLSession
import Testing

@Suite("System capabilities from registration")
struct SDLSystemCapabilitiesTests {
    typealias F = CapabilityFixtures

    @Test("the old display capabilities become one display with one MAIN window (ID 0)")
    func conversion() throws {
        let caps = SDLSystemCapabilities(registration: F.registration())
        let expected = SDLDisplayCapability(
            displayName: "GEN3_8-INCH",
            windowTypeSupported: [SDLWindowTypeCapabilities(type: .main, maximumNumberOfWindows: 1)],
            windowCapabilities: [SDLWindowCapability(
                windowID: 0, textFields: F.textFields, imageFields: F.imageFields, imageTypeSupported: [.static, .dynamic],
                templatesAvailable: ["MEDIA", "NON-MEDIA", "GRAPHIC_WITH_TEXT"], numCustomPresetsAvailable: 8,
                buttonCapabilities: F.buttons, softButtonCapabilities: F.softButtons)])
        #expect(caps.displays == [expected])
        #expect(caps.displayCapabilities == F.display())
        #expect(caps.buttonCapabilities == F.buttons)
        #expect(caps.presetBankCapabilities == SDLPresetBankCapabilities(onScreenPresetsAvailable: true))
        #expect(caps.rpcVersion == SDLRPCVersion(8, 0, 0))
        #expect(caps.capability(of: .displays)?.displayCapabilities == [expected])
    }

    @Test("without graphic support only STATIC images; a displayName wins over displayType")
    func conversionVariants() throws {
        let caps = SDLSystemCapabilities(registration: F.registration(display: F.display(graphicSupported: false, displayName: "Sync")))
        #expect(caps.mainWindowCapability?.imageTypeSupported == [.static])
        #expect(caps.displays?.first?.displayName == "Sync")
    }

    @Test("without display capabilities the main window still carries the button capabilities")
    func noDisplay() throws {
        let caps = SDLSystemCapabilities(registration: F.registration(display: nil))
        let window = try #require(caps.mainWindowCapability)
        #expect(window.textFields == nil)
        #expect(window.softButtonCapabilities == F.softButtons)
        #expect(window.buttonCapabilities == F.buttons)
        #expect(caps.maximumNumberOfMainFieldLines == 0)
    }

    @Test("main field lines: the highest mainFieldN listed, in any order, whatever else is listed", arguments: [
        ([SDLTextFieldName](), 0),
        ([.statusBar, .mediaTrack], 0),
        ([.mainField1], 1),
        ([.mainField4, .statusBar, .mainField2], 4),
        ([.mainField3, .mainField1], 3),
        ([.mainField2], 2),
    ])
    func mainFieldLines(names: [SDLTextFieldName], expected: Int) {
        var display = F.display()
        display.textFields = names.map { F.text($0) }
        let caps = SDLSystemCapabilities(registration: F.registration(display: display))
        #expect(caps.maximumNumberOfMainFieldLines == expected)
    }

    @Test("accessors: text fields with rows, image fields, templates, soft buttons, audio pass-thru")
    func accessors() {
        let caps = SDLSystemCapabilities(registration: F.registration())
        #expect(caps.textFields.map(\.name) == [.mainField1, .mainField2, .mainField3, .statusBar])
        #expect(caps.numberOfLines(of: .mainField3) == 2)
        #expect(caps.numberOfLines(of: .mainField1) == 1)
        #expect(caps.numberOfLines(of: .mainField4) == 0)
        #expect(caps.textField(.statusBar)?.width == 500)
        #expect(caps.maximumNumberOfMainFieldLines == 3)
        #expect(caps.hasImageField(.graphic))
        #expect(!caps.hasImageField(.secondaryGraphic))
        #expect(caps.templatesAvailable == ["MEDIA", "NON-MEDIA", "GRAPHIC_WITH_TEXT"])
        #expect(caps.numberOfSoftButtons == 4)
        #expect(caps.mainWindowSoftButtonCapabilities.allSatisfy { $0.imageSupported })
        #expect(caps.mainWindowButtonCapabilities.map(\.name) == [.ok])
        #expect(caps.numberOfCustomPresets == 8)
        #expect(caps.supportedAudioPassThruFormats == F.audioPassThru)
        #expect(caps.pcmStreamCapabilities == F.audioPassThru[0])
        #expect(caps.isCapabilitySupported(.navigation) == true)
        #expect(caps.isCapabilitySupported(.phoneCall) == false)
        #expect(caps.isCapabilitySupported(.videoStreaming) == nil)
        #expect(caps.supportsSubscriptions)
        #expect(!SDLSystemCapabilities(registration: F.registration(version: SDLRPCVersion(5, 0, 0))).supportsSubscriptions)
    }

    @Test("DISPLAYS updates replace windows by ID, add new ones and keep the rest")
    func merge() throws {
        var caps = SDLSystemCapabilities(registration: F.registration())
        let newMain = SDLWindowCapability(textFields: [F.text(.mainField1, rows: 3)], templatesAvailable: ["MEDIA"])  // no ID = 0
        let widget = SDLWindowCapability(windowID: 7, textFields: [F.text(.mainField1)])
        caps.apply(SDLSystemCapability(systemCapabilityType: .displays, displayCapabilities: [
            SDLDisplayCapability(windowTypeSupported: [
                SDLWindowTypeCapabilities(type: .main, maximumNumberOfWindows: 1),
                SDLWindowTypeCapabilities(type: .widget, maximumNumberOfWindows: 2),
            ], windowCapabilities: [newMain, widget]),
        ]))
        let display = try #require(caps.displays?.first)
        #expect(caps.displays?.count == 1)
        #expect(display.displayName == "GEN3_8-INCH")                  // not sent: kept
        #expect(display.windowTypeSupported?.count == 2)               // sent: replaced
        #expect(display.windowCapabilities == [newMain, widget])
        #expect(caps.numberOfLines(of: .mainField1) == 3)
        #expect(caps.numberOfSoftButtons == 4)                         // falls back to the registration's

        let widget2 = SDLWindowCapability(windowID: 7, textFields: [F.text(.mainField2)])
        caps.apply(SDLSystemCapability(systemCapabilityType: .displays, displayCapabilities: [
            SDLDisplayCapability(windowCapabilities: [widget2]),
        ]))
        #expect(caps.displays?.first?.windowCapabilities == [newMain, widget2])
        #expect(caps.windowCapability(7) == widget2)
        #expect(caps.displays?.first?.windowTypeSupported?.count == 2)
    }

    @Test("other capability types replace what was known")
    func replaceOthers() {
        var caps = SDLSystemCapabilities()
        caps.apply(SDLSystemCapability(systemCapabilityType: .navigation, navigationCapability: SDLNavigationCapability(sendLocationEnabled: true)))
        caps.apply(SDLSystemCapability(systemCapabilityType: .navigation, navigationCapability: SDLNavigationCapability(getWayPointsEnabled: true)))
        #expect(caps.capability(of: .navigation)?.navigationCapability == SDLNavigationCapability(getWayPointsEnabled: true))
        #expect(caps.capability(of: .phoneCall) == nil)
        #expect(caps.capability(of: .displays) == nil)
    }

    @Test("merging into nothing takes the update as it is")
    func mergeIntoNothing() {
        let update = [SDLDisplayCapability(displayName: "X", windowCapabilities: [SDLWindowCapability(windowID: 0)])]
        #expect(SDLDisplayCapabilityConverter.merge(update, into: nil) == update)
        #expect(SDLDisplayCapabilityConverter.merge(update, into: []) == update)
    }
}

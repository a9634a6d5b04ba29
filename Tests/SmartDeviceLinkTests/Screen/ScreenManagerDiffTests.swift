import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

@Suite("Screen manager: diffing, coalescing and templates", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct ScreenManagerDiffTests {
    @Test("a second update sends only the changed fields; a cleared field goes out as an empty string")
    func sendsOnlyChanges() async throws {
        try await ScreenHarness.run { context async throws in
            let text = SDLTextView(fields: ["A", "B", "C"], statusBar: "S")
            context.manager.present(SDLView(subviews: [text]), template: nil)
            #expect(try await context.nextShow() == SDLShow(mainField1: "A", mainField2: "B", mainField3: "C", statusBar: "S"))
            text.fields = ["A", "B2"]
            #expect(try await context.nextShow() == SDLShow(mainField2: "B2", mainField3: ""))
            text.statusBar = nil
            text.fields = ["A", "B2"]
            #expect(try await context.nextShow() == SDLShow(statusBar: ""))
            #expect(try await context.headUnit.app(context.appID)?.screen.textFields == ["mainField1": "A", "mainField2": "B2"])
        }
    }

    @Test("several view changes in one main-actor turn make exactly one Show")
    func coalesces() async throws {
        try await ScreenHarness.run { context async throws in
            let text = SDLTextView(fields: ["A"])
            let image = SDLImageView()
            context.manager.present(SDLView(subviews: [text, image]), template: nil)
            _ = try await context.nextShow()
            text.fields = ["A1", "B1"]
            text.alignment = .rightAligned
            text.mediaTrack = "Track"
            image.artwork = SDLArtwork(staticIcon: "0x22")
            #expect(try await context.nextShow() == SDLShow(
                mainField1: "A1", mainField2: "B1", alignment: .rightAligned, mediaTrack: "Track",
                graphic: SDLImage(value: "0x22", imageType: .static)))
            await context.expectNoShow()
        }
    }

    @Test("the template goes out only when the layout changes")
    func templateOnlyOnChange() async throws {
        try await ScreenHarness.run { context async throws in
            let text = SDLTextView(fields: ["A"])
            context.manager.present(SDLView(subviews: [text]), template: "GRAPHIC_WITH_TEXT")
            let first = try await context.headUnit.nextShow(appID: context.appID)
            #expect(first.parameters["templateConfiguration"] != nil)
            #expect(first.screen.template == "GRAPHIC_WITH_TEXT")
            text.fields = ["B"]
            #expect(try await context.nextShow() == SDLShow(mainField1: "B"))
            context.manager.present(SDLView(subviews: [SDLTextView(fields: ["C"])]), template: "GRAPHIC_WITH_TEXT")
            #expect(try await context.nextShow() == SDLShow(mainField1: "C"))
            context.manager.present(SDLView(subviews: [SDLTextView(fields: ["C"])]), template: "TEXTBUTTONS_ONLY")
            #expect(try await context.nextShow() == SDLShow(templateConfiguration: SDLTemplateConfiguration(template: "TEXTBUTTONS_ONLY")))
            context.manager.present(SDLView(subviews: [SDLTextView(fields: ["D"])]), template: nil)
            #expect(try await context.nextShow() == SDLShow(mainField1: "D"))
        }
    }

    @Test("a template the display does not list is left out: the view is shown in the current template, errors() hears unsupportedTemplate")
    func unsupportedTemplate() async throws {
        try await ScreenHarness.run(profile: .basic1Line) { context async throws in
            let log = UnawaitedErrorLog(context.manager.errorHub.makeStream())
            context.manager.present(SDLView(subviews: [SDLTextView(fields: ["A"])]), template: "LARGE_GRAPHIC_ONLY")
            try await context.manager.update()
            #expect(try await context.nextShow() == SDLShow(mainField1: "A"))
            try await waitUntil("the template error") { !log.errors.isEmpty }
            #expect(log.errors.map(\.code) == [.unsupportedTemplate])
            #expect(log.failures.first?.feature == .screen)
            #expect(context.manager.shownScreen.templateConfiguration == nil)
        }
    }

    @Test("before RPC 6.0 the template changes with SetDisplayLayout, not in the Show")
    func setDisplayLayoutBefore6() async throws {
        try await ScreenHarness.run(rpcVersion: SDLRPCVersion(5, 1, 0)) { context async throws in
            context.manager.present(SDLView(subviews: [SDLTextView(fields: ["A"])]), template: "NON-MEDIA")
            try await context.manager.update()
            let layout = try await context.headUnit.nextRequest("SetDisplayLayout")
            #expect(layout.parameters["displayLayout"]?.stringValue == "NON-MEDIA")
            #expect(try await context.nextShow() == SDLShow(mainField1: "A"))
            #expect(try await context.headUnit.app(context.appID)?.screen.template == "NON-MEDIA")
        }
    }

    @Test("a Show sent by hand and noted: the next update puts the views back over it (fields it set are cleared)")
    func notesManualShow() async throws {
        try await ScreenHarness.run { context async throws in
            let text = SDLTextView(fields: ["A"])
            context.manager.present(SDLView(subviews: [text]), template: nil)
            _ = try await context.nextShow()
            let manual = SDLShow(mainField1: "By hand", mainField3: "Three")
            #expect(try await context.session.send(manual).success)
            context.manager.noteSentShow(manual)
            _ = try await context.nextShow()
            // (An automatic relayout after the head unit's capability push may send part of this
            // earlier; what counts is the screen the head unit ends up with.)
            text.fields = ["A", "B"]
            try await context.manager.update()
            #expect(try await context.headUnit.app(context.appID)?.screen.textFields == ["mainField1": "A", "mainField2": "B"])
            #expect(context.manager.shownScreen.mainField3 == "")
        }
    }
}

@Suite("Screen manager: layout follows the display's capabilities", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct ScreenManagerCapabilityTests {
    @Test("when DISPLAYS changes to two main fields, the four fields are sent again joined into two lines")
    func relayoutOnCapabilityChange() async throws {
        try await ScreenHarness.run { context async throws in
            context.manager.present(SDLView(subviews: [SDLTextView(fields: ["A", "B", "C", "D"])]), template: nil)
            #expect(try await context.nextShow() == SDLShow(mainField1: "A", mainField2: "B", mainField3: "C", mainField4: "D"))
            let twoLines = [SDLTextFieldName.mainField1, .mainField2].map {
                SDLTextField(name: $0, characterSet: .utf8, width: 40, rows: 1)
            }
            let window = SDLWindowCapability(windowID: SDLHMIStatus.mainWindowID, textFields: twoLines)
            await context.capabilities.apply(SDLOnSystemCapabilityUpdated(systemCapability: SDLSystemCapability(
                systemCapabilityType: .displays, displayCapabilities: [SDLDisplayCapability(windowCapabilities: [window])])))
            #expect(try await context.nextShow() == SDLShow(mainField1: "A - B", mainField2: "C - D"))
            await context.expectNoShow()
        }
    }
}

import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

@Suite("Screen manager: soft button IDs, routing and states", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct ScreenManagerButtonTests {
    @Test("a press goes to the handler of the button view owning the ID, with that view; a long press says so")
    func routesPresses() async throws {
        try await ScreenHarness.run { context async throws in
            let presses = Recorder<(String, SDLButtonEvent.Kind)>()
            let play = SDLButtonView("Play") { presses.record(($0.button.currentStateName, $0.kind)) }
            let next = SDLButtonView("Next") { presses.record(($0.button.currentStateName, $0.kind)) }
            context.manager.present(SDLView(subviews: [SDLTextView(fields: ["A"]), play, next]), template: nil)
            try await context.manager.update()
            let nextID = try #require(next.softButtonID)
            try await context.headUnit.pressSoftButton(nextID)
            #expect(await eventually { presses.values.count == 1 })
            try await context.headUnit.pressSoftButton(nextID, longPress: true)
            #expect(await eventually { presses.values.count == 2 })
            try await context.headUnit.pressSoftButton(try #require(play.softButtonID))
            #expect(await eventually { presses.values.count == 3 })
            #expect(presses.values.map(\.0) == ["Next", "Next", "Play"])
            #expect(presses.values.map(\.1) == [.shortPress, .longPress, .shortPress])
        }
    }

    /// `OnButtonEvent` and `OnButtonPress` arrive on separate streams, so only the order within
    /// each kind is defined.
    @Test("up/down events reach a button that asks for them (down before up), beside the one press")
    func upDownEvents() async throws {
        try await ScreenHarness.run { context async throws in
            let kinds = Recorder<SDLButtonEvent.Kind>()
            let button = SDLButtonView("Hold") { kinds.record($0.kind) }
            button.receivesUpDownEvents = true
            context.manager.present(SDLView(subviews: [button]), template: nil)
            try await context.manager.update()
            try await context.headUnit.pressSoftButton(try #require(button.softButtonID))
            #expect(await eventually { kinds.values.count == 3 })
            #expect(kinds.values.filter { $0 != .shortPress } == [.down, .up])
            #expect(kinds.values.filter { $0 == .shortPress }.count == 1)
        }
    }

    @Test("a handler's state transition sends only the soft buttons")
    func transitionSendsOnlyButtons() async throws {
        try await ScreenHarness.run { context async throws in
            let off = SmartDeviceLink.SDLSoftButtonState("Repeat", name: "off")
            let all = SmartDeviceLink.SDLSoftButtonState("Repeat all", isHighlighted: true, name: "all")
            let repeatButton = SDLButtonView(off, otherStates: [all]) { event in
                try? event.button.transition(to: event.button.currentState == off ? all : off)
            }
            let other = SDLButtonView("Other")
            context.manager.present(SDLView(subviews: [SDLTextView(fields: ["Song"]), repeatButton, other]), template: nil)
            _ = try await context.nextShow()
            let id = try #require(repeatButton.softButtonID)
            let otherID = try #require(other.softButtonID)
            try await context.headUnit.pressSoftButton(id)
            #expect(try await context.nextShow() == SDLShow(softButtons: [
                SDLSoftButton(type: .text, text: "Repeat all", isHighlighted: true, softButtonID: id),
                SDLSoftButton(type: .text, text: "Other", isHighlighted: false, softButtonID: otherID),
            ]))
            #expect(repeatButton.currentStateName == "all")
        }
    }

    @Test("IDs are unique across trees, kept by a view for its life, and never handed out again by allocateSoftButtonID")
    func uniqueIDs() async throws {
        try await ScreenHarness.run { context async throws in
            let first = [SDLButtonView("A"), SDLButtonView("B")]
            context.manager.present(SDLView(subviews: first), template: nil)
            try await context.manager.update()
            let second = [SDLButtonView("C"), first[0]]
            context.manager.present(SDLView(subviews: second), template: nil)
            try await context.manager.update()
            let reserved = (0..<5).map { _ in context.manager.allocateSoftButtonID() }
            let viewIDs = (first + [second[0]]).compactMap(\.softButtonID)
            #expect(viewIDs.count == 3)
            #expect(Set(viewIDs + reserved).count == 8)
            #expect(second[1].softButtonID == viewIDs[0])
            let range = try #require(SDLSoftButton.Parameters.softButtonID.minValue)...(try #require(SDLSoftButton.Parameters.softButtonID.maxValue))
            #expect((viewIDs + reserved).allSatisfy { range.contains(Double($0)) })
        }
    }
}

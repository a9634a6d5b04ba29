import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// The same screen built with the classes and with the DSL produces the same Show, byte for byte.
@Suite("DSL: the same screen as the class API, byte for byte", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct DSLEquivalenceTests {
    enum RepeatMode: CaseIterable, Hashable, Sendable { case off, one, all }

    static let cover = SDLArtwork(staticIcon: "0x11")
    static let icon = SDLArtwork(staticIcon: "0x22")

    /// The screen with the class API.
    static func withClasses() -> SDLView {
        let text = SDLTextView(
            fields: [
                SDLText("Blue in Green", metadata: [.mediaTitle]),
                SDLText("Miles Davis", metadata: [.mediaArtist]), "Kind of Blue", "Jazz", "1959",
            ],
            alignment: .leftAligned, statusBar: "FM 101.1", mediaTrack: "3/9")
        let images = SDLView(subviews: [SDLImageView(artwork: cover), SDLImageView(artwork: icon)])
        let play = SDLButtonView("Play") { _ in }
        let repeatButton = SDLButtonView(
            SmartDeviceLink.SDLSoftButtonState("off", name: "off"),
            otherStates: [
                SmartDeviceLink.SDLSoftButtonState("one", name: "one"),
                SmartDeviceLink.SDLSoftButtonState("all", name: "all"),
            ])
        try? repeatButton.transition(to: repeatButton.states[1])
        let favourite = SDLButtonView("Fav", isHighlighted: true)
        let overlayText = SDLTextView(fields: ["Loading"])
        overlayText.isOpaque = false
        return SDLView(subviews: [text, images, play, repeatButton, favourite, SDLView(subviews: [overlayText])])
    }

    /// The same screen with the DSL.
    static func withDSL() -> SDLView {
        SDLView {
            SDLTextView(alignment: .leftAligned, statusBar: "FM 101.1", mediaTrack: "3/9") {
                SDLText("Blue in Green", metadata: .mediaTitle)
                SDLText("Miles Davis", metadata: .mediaArtist)
                for field in ["Kind of Blue", "Jazz", "1959"] { field }
            }
            SDLView {
                SDLImageView(artwork: cover)
                SDLImageView(artwork: icon)
            }
            SDLButtonView("Play") {}
            SDLButtonView(states: RepeatMode.allCases, selected: .one) { _ in }
            SDLButtonView("Fav").highlighted()
            SDLView { SDLTextView { "Loading" }.opaque(false) }
        }
    }

    /// The layout of `root` on `profile` as JSON bytes, or the error's code and message.
    static func showJSON(_ root: SDLView, profile: SDLDisplayProfile) throws -> String {
        let ids = SDLSoftButtonIDs()
        let content = SDLScreenContent(root: root, template: "NON-MEDIA") { ids.id(for: $0) }
        let capabilities = try ScreenHarness.capabilities(profile)
        do {
            let show = try SDLScreenLayout.show(for: content, capabilities: capabilities, rpcVersion: SDLRPCVersion(8, 0, 0))
            return String(decoding: SDLJSONValue.object(show.jsonObject).jsonBytes, as: UTF8.self)
        } catch {
            return "\(error.code): \(error.message)"
        }
    }

    @Test("the content and the Show JSON are identical on every display profile", arguments: [SDLDisplayProfile.media4Line, .generic2Line, .basic1Line])
    func sameShow(profile: SDLDisplayProfile) throws {
        let classIDs = SDLSoftButtonIDs()
        let dslIDs = SDLSoftButtonIDs()
        #expect(SDLScreenContent(root: Self.withClasses(), template: nil) { classIDs.id(for: $0) }
            == SDLScreenContent(root: Self.withDSL(), template: nil) { dslIDs.id(for: $0) })
        let classes = try Self.showJSON(Self.withClasses(), profile: profile)
        let dsl = try Self.showJSON(Self.withDSL(), profile: profile)
        #expect(classes == dsl)
        // The one-line display shows two soft buttons: both builds fail alike there.
        let expected = profile.name == SDLDisplayProfile.basic1Line.name ? "tooManySoftButtons" : "Blue in Green"
        #expect(classes.contains(expected))
    }

    @Test("against the emulator the head unit gets the same Show from both")
    func sameShowOnHeadUnit() async throws {
        var received: [String] = []
        for build in [Self.withClasses, Self.withDSL] {
            try await Emulator.run { headUnit in
                let controller = SDLViewController()
                controller.template = .predefined(.nonMedia)
                controller.view = build()
                let harness = AppHarness(headUnit: headUnit, root: controller)
                _ = try await harness.startAndShow()
                let show = try await headUnit.nextShow()
                received.append(String(decoding: SDLJSONValue.object(show.parameters).jsonBytes, as: UTF8.self))
                await harness.stop()
            }
        }
        #expect(received.count == 2)
        #expect(received.first == received.last)
        #expect(received.first?.contains("Miles Davis") == true)
    }

    @Test("a view controller built with the DSL shows the same screen as one built with classes")
    func controllerFromBlock() async throws {
        let controller = try SDLViewController(template: .predefined(.nonMedia)) {
            SDLTextView { SDLText("Blue in Green", metadata: .mediaTitle) }
            SDLButtonView("Play")
        }
        let classic = SDLViewController()
        classic.template = .predefined(.nonMedia)
        classic.view = SDLView(subviews: [
            SDLTextView(fields: [SDLText("Blue in Green", metadata: [.mediaTitle])]), SDLButtonView("Play"),
        ])
        let left = SDLSoftButtonIDs()
        let right = SDLSoftButtonIDs()
        #expect(SDLScreenContent(root: controller.view, template: controller.template?.name) { left.id(for: $0) }
            == SDLScreenContent(root: classic.view, template: classic.template?.name) { right.id(for: $0) })
    }
}

@testable import SmartDeviceLink
import Testing

/// `if`/`else`, `if let`, `switch` and `for` in every builder, and the trees they build.
@Suite("DSL: control flow in every builder")
@MainActor
struct DSLControlFlowTests {
    enum Mode { case compact, full, custom(String) }

    static func texts(_ views: [SDLView]) -> [String] {
        views.flatMap(\.viewsInTreeOrder).compactMap { view in
            switch view {
            case let text as SDLTextView: text.fields.map(\.text).joined(separator: "|")
            case let button as SDLButtonView: button.currentState.text
            case is SDLImageView: "image"
            default: nil
            }
        }
    }

    static func views(flag: Bool, cover: SDLArtwork?, mode: Mode, count: Int) -> [SDLView] {
        SDLViewBuilder.build {
            SDLTextView { "head" }
            if flag { SDLButtonView("yes") } else { SDLButtonView("no") }
            if let cover { SDLImageView(artwork: cover) }
            switch mode {
            case .compact: SDLButtonView("compact")
            case .full:
                SDLButtonView("full 1")
                SDLButtonView("full 2")
            case .custom(let name): SDLButtonView(name)
            }
            for index in 0..<count { SDLButtonView("item \(index)") }
            if #available(macOS 10.15, *) { SDLView { SDLTextView { "nested" } } }
            [SDLTextView { "from an array" }]
        }
    }

    @Test("SDLViewBuilder: if/else, if let, switch, for, #available, arrays and nesting")
    func viewBuilder() {
        let all = Self.views(flag: true, cover: SDLArtwork(staticIcon: "0x11"), mode: .full, count: 2)
        #expect(Self.texts(all) == ["head", "yes", "image", "full 1", "full 2", "item 0", "item 1", "nested", "from an array"])
        let none = Self.views(flag: false, cover: nil, mode: .custom("mine"), count: 0)
        #expect(Self.texts(none) == ["head", "no", "mine", "nested", "from an array"])
        #expect(Self.texts(Self.views(flag: false, cover: nil, mode: .compact, count: 1)) == ["head", "no", "compact", "item 0", "nested", "from an array"])
    }

    @Test("SDLView { } nests the views it builds as subviews, each with the view as superview")
    func nestedViews() {
        let inner = SDLTextView { "inner" }
        let root = SDLView {
            SDLView { inner }
            SDLButtonView("go")
        }
        #expect(root.subviews.count == 2)
        #expect(inner.superview === root.subviews[0])
        #expect(root.subviews[0].superview === root)
    }

    @Test("SDLButtonBuilder: if/else, if let, switch and for")
    func buttonBuilder() {
        func build(_ flag: Bool, _ extra: String?, _ mode: Mode, _ names: [String]) -> [String?] {
            SDLButtonBuilder.build {
                if flag { SDLButtonView("on") } else { SDLButtonView("off") }
                if let extra { SDLButtonView(extra) }
                switch mode {
                case .compact: SDLButtonView("c")
                case .full: SDLButtonView("f")
                case .custom(let name): SDLButtonView(name)
                }
                for name in names { SDLButtonView(name) }
            }.map(\.currentState.text)
        }
        #expect(build(true, "x", .full, ["a", "b"]) == ["on", "x", "f", "a", "b"])
        #expect(build(false, nil, .custom("z"), []) == ["off", "z"])
        #expect(build(false, nil, .compact, ["q"]) == ["off", "c", "q"])
    }

    @Test("SDLTextFieldBuilder: SDLText with metadata, strings, fields, if/else, if let, switch and for")
    func textBuilder() {
        func build(_ album: String?, _ mode: Mode, _ credits: [String]) -> [SDLText] {
            SDLTextView(alignment: .centered) {
                SDLText("Blue in Green", metadata: .mediaTitle)
                if let album { SDLText(album, metadata: .mediaAlbum) } else { "no album" }
                switch mode {
                case .compact: SDLText("compact")
                case .full: [SDLText("full", metadata: [.mediaGenre])]
                case .custom(let text): text
                }
                for credit in credits { SDLText(credit, metadata: .mediaArtist, .rating) }
            }.fields
        }
        #expect(build("Kind of Blue", .full, ["Miles Davis"]) == [
            SDLText("Blue in Green", metadata: [.mediaTitle]),
            SDLText("Kind of Blue", metadata: [.mediaAlbum]),
            SDLText("full", metadata: [.mediaGenre]),
            SDLText("Miles Davis", metadata: [.mediaArtist, .rating]),
        ])
        #expect(build(nil, .custom("custom"), []).map(\.text) == ["Blue in Green", "no album", "custom"])
        #expect(build(nil, .compact, ["a", "b"]).map(\.text) == ["Blue in Green", "no album", "compact", "a", "b"])
    }
}

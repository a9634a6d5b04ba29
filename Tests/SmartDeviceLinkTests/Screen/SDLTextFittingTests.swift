@testable import SmartDeviceLink
import Testing

@Suite("Text fitting: lines, widths and Core's string rules")
struct SDLTextFittingTests {
    static let four: [SDLText] = [
        SDLText("Blue in Green", metadata: [.mediaTitle]),
        SDLText("Miles Davis", metadata: [.mediaArtist]),
        SDLText("Kind of Blue", metadata: [.mediaAlbum]),
        SDLText("1959", metadata: [.mediaYear]),
    ]
    static let maxTypes = SDLMetadataTags.Parameters.mainField1.maxSize ?? 5

    @Test("four lines keep the fields as they are")
    func fourLines() {
        #expect(SDLTextFitting.lines(Self.four, count: 4, maxMetadataTypes: Self.maxTypes) == Self.four)
    }

    @Test("an unknown line count (0) keeps four lines")
    func unknownLines() {
        #expect(SDLTextFitting.lines(Self.four, count: 0, maxMetadataTypes: Self.maxTypes) == Self.four)
    }

    @Test("three lines join the third and fourth field, with both fields' metadata")
    func threeLines() {
        let lines = SDLTextFitting.lines(Self.four, count: 3, maxMetadataTypes: Self.maxTypes)
        #expect(lines.map(\.text) == ["Blue in Green", "Miles Davis", "Kind of Blue - 1959"])
        #expect(lines[2].metadata == [.mediaAlbum, .mediaYear])
    }

    @Test("two lines are [f1 - f2, f3 - f4]")
    func twoLines() {
        let lines = SDLTextFitting.lines(Self.four, count: 2, maxMetadataTypes: Self.maxTypes)
        #expect(lines.map(\.text) == ["Blue in Green - Miles Davis", "Kind of Blue - 1959"])
        #expect(lines.map(\.metadata) == [[.mediaTitle, .mediaArtist], [.mediaAlbum, .mediaYear]])
    }

    @Test("one line joins all fields and skips the empty ones")
    func oneLine() {
        let fields: [SDLText] = ["A", "", "C", "D"]
        #expect(SDLTextFitting.lines(fields, count: 1, maxMetadataTypes: Self.maxTypes).map(\.text) == ["A - C - D"])
        #expect(SDLTextFitting.lines(Self.four, count: 1, maxMetadataTypes: Self.maxTypes).map(\.metadata)
            == [[.mediaTitle, .mediaArtist, .mediaAlbum, .mediaYear]])
    }

    @Test("fewer fields than lines give empty lines; a fifth field joins the fourth")
    func fewerAndMoreFields() {
        #expect(SDLTextFitting.lines(["A"], count: 4, maxMetadataTypes: Self.maxTypes).map(\.text) == ["A", "", "", ""])
        #expect(SDLTextFitting.lines(["A", "B", "C", "D", "E"], count: 4, maxMetadataTypes: Self.maxTypes).map(\.text)
            == ["A", "B", "C", "D - E"])
    }

    @Test("joined metadata has no repeats and at most the spec's maxsize")
    func metadataLimit() {
        let fields = (0..<4).map { SDLText("x\($0)", metadata: [.rating, .humidity, .weatherTerm, .mediaGenre, .mediaStation, .mediaYear].shuffled()) }
        let line = SDLTextFitting.lines(fields, count: 1, maxMetadataTypes: Self.maxTypes)[0]
        #expect(line.metadata.count == Self.maxTypes)
        #expect(Set(line.metadata).count == line.metadata.count)
    }

    @Test("a text exactly at the width stays; one over is cut to the width", arguments: [1, 20, 40, 500])
    func truncationBoundary(width: Int) {
        let exact = String(repeating: "a", count: width)
        #expect(SDLTextFitting.truncate(exact, toLength: width) == exact)
        #expect(SDLTextFitting.truncate(exact + "b", toLength: width) == exact)
        #expect(SDLTextFitting.truncate(String(exact.dropLast()), toLength: width) == String(exact.dropLast()))
    }

    @Test("width counts Unicode code points, as SDL Core does")
    func codePoints() {
        #expect(SDLTextFitting.truncate("ñandú", toLength: 5) == "ñandú")
        #expect(SDLTextFitting.truncate("ñandú!", toLength: 5) == "ñandú")
        #expect(SDLTextFitting.truncate("🎵🎶🎷", toLength: 2) == "🎵🎶")
    }

    @Test("newlines, tabs and literal \\n/\\t are cleaned; spaces-only text becomes empty")
    func sanitize() {
        #expect(SDLTextFitting.sanitize("a\nb\tc") == "a b c")
        #expect(SDLTextFitting.sanitize("a\\nb\\tc") == "anbtc")
        #expect(SDLTextFitting.sanitize("C:\\Music") == "C:\\Music")
        #expect(SDLTextFitting.sanitize("end\\") == "end\\")
        #expect(SDLTextFitting.sanitize("   ") == "")
        #expect(SDLTextFitting.sanitize("") == "")
        #expect(SDLTextFitting.sanitize(" a ") == " a ")
    }

    @Test("fit cuts after cleaning and never leaves spaces only")
    func fit() {
        #expect(SDLTextFitting.fit("ab\ncd", toLength: 4) == "ab c")
        #expect(SDLTextFitting.fit("   x", toLength: 2) == "")
    }
}

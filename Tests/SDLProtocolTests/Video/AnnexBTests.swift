import Testing
@testable import SDLProtocol

@Suite("H.264 Annex B byte streams and access units")
struct AnnexBTests {
    @Test("NAL units split at 3- and 4-byte start codes; leading garbage, empty units and trailing zeros dropped")
    func splitting() {
        let bytes: [UInt8] = [9, 9, 0, 0, 0, 1, 0x67, 1, 2, 0, 0, 1, 0x68, 3, 0, 0, 0, 1, 0, 0, 1, 0x65, 0, 0, 4, 0, 0]
        let units = SDLAnnexB.nalUnits(in: bytes).map(Array.init)
        #expect(units == [[0x67, 1, 2], [0x68, 3], [0x65, 0, 0, 4]])
        #expect(SDLAnnexB.nalUnits(in: []).isEmpty)
        #expect(SDLAnnexB.nalUnits(in: [0, 0, 1]).isEmpty)
        #expect(SDLAnnexB.nalUnits(in: SDLAnnexB.stream(of: units)).map(Array.init) == units)
    }

    @Test("an access unit is a key frame exactly when it holds an IDR slice")
    func keyFrames() {
        #expect(SDLH264AccessUnit(bytes: SDLAnnexB.stream(of: [[0x67, 1], [0x68, 1], [0x65, 1]]), presentationTime: .zero).isKeyFrame)
        #expect(!SDLH264AccessUnit(bytes: SDLAnnexB.stream(of: [[0x41, 1]]), presentationTime: .zero).isKeyFrame)
        #expect(!SDLH264AccessUnit(bytes: [0x65, 1], presentationTime: .zero).isKeyFrame)  // no start code: no NAL unit
        #expect(SDLH264NALUnitType(of: [0xE5]) == nil)
        #expect(SDLH264NALUnitType(of: [UInt8]()) == nil)
        #expect(!SDLH264NALUnitType.fuA.isValidInByteStream && SDLH264NALUnitType.accessUnitDelimiter.isValidInByteStream)
    }
}

/// One H.264 access unit — the NAL units of one picture — as Annex B bytes (``SDLAnnexB``) with
/// its presentation time. A video stream sends, paces and drops whole access units.
public struct SDLH264AccessUnit: Hashable, Sendable {
    /// The Annex B bytes: every NAL unit after a start code.
    public var bytes: [UInt8]
    /// When the picture is shown, from the start of the stream.
    public var presentationTime: Duration

    /// Creates an access unit from Annex B bytes.
    public init(bytes: [UInt8], presentationTime: Duration) {
        self.bytes = bytes
        self.presentationTime = presentationTime
    }

    /// Its NAL units, without start codes.
    public var nalUnits: [ArraySlice<UInt8>] { SDLAnnexB.nalUnits(in: bytes) }

    /// Whether it holds an IDR slice: decoding can start (again) here.
    public var isKeyFrame: Bool {
        nalUnits.contains { SDLH264NALUnitType(of: $0) == .idrSlice }
    }
}

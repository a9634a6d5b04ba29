public import SDLProtocol

/// One picture an app streamed to the emulator, as its video service received it: what
/// ``SDLHeadUnitConfiguration/videoObserver`` is called with, in stream order. The web view
/// (`sdl-headunit --web`) forwards these to its page, which decodes them.
public struct SDLHeadUnitVideoAccessUnit: Hashable, Sendable {
    /// The app's connection and session.
    public var connection: Int
    /// See ``connection``.
    public var session: UInt8
    /// The format the StartServiceACK accepted (its width and height are the negotiated size).
    public var parameters: SDLVideoServiceParameters
    /// The access unit's position in its stream: 0 for the first, one more for each after it.
    public var index: Int
    /// The NAL units of the picture (with any parameter sets and SEI before it), as Annex B bytes
    /// (each after a four-byte start code), checked one by one as the statistics count them.
    public var bytes: [UInt8]

    /// Creates an access unit.
    public init(connection: Int, session: UInt8, parameters: SDLVideoServiceParameters, index: Int, bytes: [UInt8]) {
        self.connection = connection
        self.session = session
        self.parameters = parameters
        self.index = index
        self.bytes = bytes
    }

    /// Whether it holds an IDR slice: a decoder can start (again) here.
    public var isKeyFrame: Bool {
        SDLAnnexB.nalUnits(in: bytes).contains { SDLH264NALUnitType(of: $0) == .idrSlice }
    }
}

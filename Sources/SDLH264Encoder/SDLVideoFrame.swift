/// One uncompressed picture for ``SDLH264Encoder``: its pixels in one of the
/// ``PixelFormat``s, its size, and when it is shown.
public struct SDLVideoFrame: Hashable, Sendable {
    /// How the pixels are laid out in ``bytes``.
    public enum PixelFormat: Hashable, Sendable, CustomStringConvertible {
        /// Planar 4:2:0 YUV (BT.601): the full-size Y plane, then the half-width, half-height U
        /// and V planes, rows without padding — `width × height × 3 / 2` bytes.
        case i420
        /// Red, green, blue, alpha, one byte each per pixel, rows top to bottom without
        /// padding — `width × height × 4` bytes. Alpha is ignored.
        case rgba

        /// `I420` or `RGBA`.
        public var description: String {
            switch self {
            case .i420: "I420"
            case .rgba: "RGBA"
            }
        }

        /// The bytes a `width × height` picture takes in this format (even sizes).
        public func byteCount(width: Int, height: Int) -> Int {
            switch self {
            case .i420: width * height * 3 / 2
            case .rgba: width * height * 4
            }
        }
    }

    /// How ``bytes`` is laid out.
    public var pixelFormat: PixelFormat
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int
    /// The pixels, as ``pixelFormat`` says.
    public var bytes: [UInt8]
    /// When the picture is shown, from the start of the stream.
    public var presentationTime: Duration

    /// Creates a frame.
    public init(pixelFormat: PixelFormat, width: Int, height: Int, bytes: [UInt8], presentationTime: Duration) {
        self.pixelFormat = pixelFormat
        self.width = width
        self.height = height
        self.bytes = bytes
        self.presentationTime = presentationTime
    }
}

internal import COpenH264

/// One openh264 encoder instance, destroyed with the last reference to it. Only
/// ``SDLH264Encoder`` holds it and calls it from its own isolation, one call at a time: that is
/// why it may be `@unchecked Sendable`.
final class OpenH264Encoder: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<ISVCEncoder?>

    /// Takes ownership of an encoder `sdl_openh264_create` made.
    init(_ pointer: UnsafeMutablePointer<ISVCEncoder?>) {
        self.pointer = pointer
    }

    deinit {
        sdl_openh264_destroy(pointer)
    }
}

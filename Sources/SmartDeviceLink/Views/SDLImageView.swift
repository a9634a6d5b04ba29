/// A view that shows an image: the image views of a tree, in tree order, give the `Show` RPC's
/// primary `graphic` (the first) and `secondaryGraphic` (the second); further image views are not
/// shown.
///
/// Artwork made from image bytes is uploaded through the file manager before it is shown (the
/// text goes first, the image follows when its upload finishes); a file the head unit already has
/// is re-used, and a static icon (`SDLArtwork.init(staticIcon:isTemplate:)`) needs no upload.
///
/// An image view whose artwork becomes `nil` clears the primary graphic; the secondary graphic
/// cannot be cleared (SDL Core refuses an empty `secondaryGraphic`), it stays until replaced.
///
/// ```swift
/// let cover = SDLImageView(artwork: try SDLArtwork(imageData: pngBytes))
/// let icon = SDLImageView(artwork: SDLArtwork(staticIcon: "0x11"))
/// viewController.view.subviews = [textView, cover, icon]   // graphic, then secondaryGraphic
/// ```
@MainActor
public final class SDLImageView: SDLView {
    /// The image; `nil` shows none in this view's slot.
    public var artwork: SDLArtwork? {
        didSet { if artwork != oldValue { setNeedsUpdate() } }
    }

    /// Creates an image view.
    public init(artwork: SDLArtwork? = nil, subviews: [SDLView] = []) {
        self.artwork = artwork
        super.init(subviews: subviews)
    }
}

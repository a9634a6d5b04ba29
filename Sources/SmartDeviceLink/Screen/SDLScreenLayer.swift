/// One overlay's part of the screen (SDL-0201 "Main screen overlay"): the content of an overlay
/// controller's view tree and how much of the screen below it covers.
///
/// A layer whose root is opaque (``isOpaque``) replaces the whole screen. A transparent layer
/// covers, per kind — text, graphics, soft buttons — what its views of that kind cover: nothing
/// when it has no view of the kind (the screen below shows through), everything of the kind when
/// one of its views of the kind is opaque, and only what it sets when all of them are transparent
/// (``SDLScreenContent/overlaid(by:)-(SDLScreenLayer)`` has the exact rules).
///
/// ```swift
/// // A transparent overlay that shows "Loading…" on the first line and one "Cancel" button.
/// let layer = SDLScreenLayer(
///     content: SDLScreenContent(fields: ["Loading…"], softButtons: [cancel]),
///     isOpaque: false, text: .transparent, softButtons: .opaque)
/// let screen = nowPlaying.overlaid(by: [layer])
/// ```
public struct SDLScreenLayer: Hashable, Sendable {
    /// How much of one kind of content a layer covers.
    ///
    /// ```swift
    /// // Replaces the soft buttons below; the text and graphics below stay.
    /// let buttonsOnly = SDLScreenLayer(content: SDLScreenContent(softButtons: [cancel]), isOpaque: false, softButtons: .opaque)
    /// ```
    public enum Coverage: Hashable, Sendable {
        /// The layer has no view of the kind: the content below stays.
        case none
        /// Only transparent views of the kind: what they set replaces the content below.
        case transparent
        /// At least one opaque view of the kind: the layer's content of the kind replaces all of it.
        case opaque
    }

    /// What the layer's views show.
    public var content: SDLScreenContent
    /// Whether the layer's root view is opaque: then the layer replaces the whole screen.
    public var isOpaque: Bool
    /// How much of the text (main fields, alignment, status bar, media track, template title) it covers.
    public var text: Coverage
    /// How much of the primary and secondary graphic it covers.
    public var graphics: Coverage
    /// How much of the soft buttons it covers.
    public var softButtons: Coverage

    /// Creates a layer.
    public init(
        content: SDLScreenContent, isOpaque: Bool,
        text: Coverage = .none, graphics: Coverage = .none, softButtons: Coverage = .none
    ) {
        self.content = content
        self.isOpaque = isOpaque
        self.text = text
        self.graphics = graphics
        self.softButtons = softButtons
    }
}

extension SDLScreenLayer {
    /// The layer of the tree under `root`, shown with `template` (`nil` keeps the template below).
    /// Plain ``SDLView``s below the root only group their subviews: their own ``SDLView/isOpaque``
    /// does not count.
    @MainActor
    init(root: SDLView, template: String?, buttonID: (SDLButtonView) -> Int) {
        var text = Coverage.none
        var graphics = Coverage.none
        var softButtons = Coverage.none
        for view in root.viewsInTreeOrder {
            switch view {
            case is SDLTextView: text = text.adding(view.isOpaque)
            case is SDLImageView: graphics = graphics.adding(view.isOpaque)
            case is SDLButtonView: softButtons = softButtons.adding(view.isOpaque)
            default: break
            }
        }
        self.init(
            content: SDLScreenContent(root: root, template: template, buttonID: buttonID),
            isOpaque: root.isOpaque, text: text, graphics: graphics, softButtons: softButtons)
    }
}

extension SDLScreenLayer.Coverage {
    /// This coverage with one more view of the kind.
    func adding(_ isOpaque: Bool) -> Self {
        self == .opaque || isOpaque ? .opaque : .transparent
    }
}

extension SDLScreenContent {
    /// The content of the tree under `root` with `template`, in tree order (see the type's
    /// documentation). `buttonID` gives each button view its `softButtonID`. A composite root
    /// (overlays presented) gives its composited content.
    @MainActor
    init(root: SDLView?, template: String?, buttonID: (SDLButtonView) -> Int) {
        if let composite = root as? SDLCompositeView {
            self = composite.content(template: template, buttonID: buttonID)
            return
        }
        self.init(template: template)
        var imageViews = 0
        for view in root?.viewsInTreeOrder ?? [] {
            switch view {
            case let text as SDLTextView:
                fields += text.fields
                alignment = alignment ?? text.alignment
                statusBar = statusBar ?? text.statusBar
                mediaTrack = mediaTrack ?? text.mediaTrack
                templateTitle = templateTitle ?? text.templateTitle
            case let image as SDLImageView:
                if imageViews == 0 { primaryGraphic = image.artwork }
                if imageViews == 1 { secondaryGraphic = image.artwork }
                imageViews += 1
            case let button as SDLButtonView:
                softButtons.append(SoftButton(id: buttonID(button), state: button.currentState))
            case let clock as SDLMediaClockView:
                mediaClock = mediaClock ?? clock.declaration
            default:
                break
            }
        }
    }
}

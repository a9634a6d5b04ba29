extension SDLScreenContent {
    /// This content (the top view controller's screen) with `layers` composited over it, the
    /// first (oldest overlay) first — a pure function of its arguments (SDL-0201 "Main screen overlay").
    ///
    /// For each layer, in order:
    /// - an opaque layer (``SDLScreenLayer/isOpaque``) replaces everything; only a `nil` template
    ///   keeps the template below;
    /// - a transparent layer, per kind:
    ///   - none of the kind (``SDLScreenLayer/Coverage/none``): the content below stays;
    ///   - opaque: text replaces the main fields, status bar, media track and template title (an
    ///     unset one becomes empty) and sets the alignment if it has one; graphics replace both
    ///     graphics (an unset one shows none); soft buttons replace all soft buttons;
    ///   - transparent: the n-th main field replaces the n-th field below (fields beyond those
    ///     below are appended), and a status bar, media track, template title or alignment it sets
    ///     replaces the one below; a graphic it sets replaces the one in its slot; the n-th soft
    ///     button replaces the n-th one below (or is appended);
    ///   - a template it sets replaces the template below.
    ///
    /// A media clock is never covered: a layer's own clock replaces the one below, and a layer
    /// without one (opaque or not) keeps it.
    ///
    /// ```swift
    /// let screen = nowPlaying.overlaid(by: [loadingLayer])
    /// let show = try SDLScreenLayout.show(for: screen, capabilities: capabilities, rpcVersion: version)
    /// ```
    public func overlaid(by layers: [SDLScreenLayer]) -> SDLScreenContent {
        layers.reduce(self) { below, layer in below.overlaid(by: layer) }
    }

    /// This content with `layer` composited over it (see ``overlaid(by:)-([SDLScreenLayer])``).
    public func overlaid(by layer: SDLScreenLayer) -> SDLScreenContent {
        let top = layer.content
        if layer.isOpaque {
            var result = top
            result.template = top.template ?? template
            result.mediaClock = top.mediaClock ?? mediaClock
            return result
        }
        var result = self
        switch layer.text {
        case .none:
            break
        case .opaque:
            result.fields = top.fields
            result.alignment = top.alignment ?? alignment
            result.statusBar = top.statusBar
            result.mediaTrack = top.mediaTrack
            result.templateTitle = top.templateTitle
        case .transparent:
            result.fields = Self.replacing(fields, with: top.fields)
            result.alignment = top.alignment ?? alignment
            result.statusBar = top.statusBar ?? statusBar
            result.mediaTrack = top.mediaTrack ?? mediaTrack
            result.templateTitle = top.templateTitle ?? templateTitle
        }
        switch layer.graphics {
        case .none:
            break
        case .opaque:
            result.primaryGraphic = top.primaryGraphic
            result.secondaryGraphic = top.secondaryGraphic
        case .transparent:
            result.primaryGraphic = top.primaryGraphic ?? primaryGraphic
            result.secondaryGraphic = top.secondaryGraphic ?? secondaryGraphic
        }
        switch layer.softButtons {
        case .none: break
        case .opaque: result.softButtons = top.softButtons
        case .transparent: result.softButtons = Self.replacing(softButtons, with: top.softButtons)
        }
        result.template = top.template ?? template
        result.mediaClock = top.mediaClock ?? mediaClock
        return result
    }

    /// `below` with its first elements replaced by `above` (extended when `above` is longer).
    private static func replacing<Element>(_ below: [Element], with above: [Element]) -> [Element] {
        above + below.dropFirst(above.count)
    }
}

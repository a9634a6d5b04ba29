public import SDLRPC

/// The template a screen is shown in: one of the spec's predefined layouts, or a template of the
/// head unit's own (an OEM's) by name.
///
/// ```swift
/// template = .predefined(.media)
/// template = .custom("OEM_RADIO")
/// ```
public struct SDLTemplate: Hashable, Sendable, CustomStringConvertible {
    /// The name sent to the head unit (`templateConfiguration.template`, or SetDisplayLayout's
    /// `displayLayout` before RPC 6.0).
    public let name: String

    /// A predefined layout of the spec.
    public static func predefined(_ layout: SDLPredefinedLayout) -> SDLTemplate {
        SDLTemplate(name: layout.rawValue)
    }

    /// A template the head unit lists under `name` that the spec does not predefine.
    public static func custom(_ name: String) -> SDLTemplate {
        SDLTemplate(name: name)
    }

    /// The predefined layout this template is, if it is one the spec knows.
    public var predefinedLayout: SDLPredefinedLayout? {
        let layout = SDLPredefinedLayout(rawValue: name)
        if case .unrecognized = layout { return nil }
        return layout
    }

    /// The name.
    public var description: String { name }
}

@_exported public import SDLRPCRuntime

/// A version number as the spec writes it in `since`, `until` and `version`: "X.Y" or "X.Y.Z".
///
/// It is the runtime's ``SDLRPCVersion``, so the spec model, the generated rules and the
/// validators share one version type. "X.Y" means "X.Y.0"; versions compare component by component.
public typealias SpecVersion = SDLRPCVersion

extension SDLRPCVersion {
    /// Parses "X.Y" or "X.Y.Z" with non-negative decimal components; `nil` for anything else.
    public init?(parsing text: String) {
        self.init(text)
    }
}

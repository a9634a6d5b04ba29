import SDLValidation

/// The official spec the targets validate against, loaded once: `SDL_RPC_SPEC` when set (scripts/fuzz
/// sets it), else the main package's `spec/MOBILE_API.xml` (placed by scripts/setup-spec).
public enum FuzzSpec {
    /// The validator over the official spec; the run stops at once when the spec cannot be loaded.
    public static let validator: SDLValidator = {
        do {
            return try SDLValidator.packageDefault()
        } catch {
            fatalError("fuzz set-up: cannot load the spec (run scripts/setup-spec): \(error)")
        }
    }()
}

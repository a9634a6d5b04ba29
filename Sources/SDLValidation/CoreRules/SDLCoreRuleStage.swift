/// Which of SDL Core's command checks to run.
///
/// Inside a command handler Core interleaves checks on the message alone with checks on the app's
/// state (a command ID already in use, a file that is not there). A tool without app state, such as
/// `sdl-validate --core`, runs ``all`` message checks; the emulator runs ``beforeAppState`` after the
/// policy check and ``afterAppState`` where the handler has made its own state checks, so each
/// request gets the result code Core gives it:
///
/// ```swift
/// let early = validator.applyCoreRules(to: schemaReport, stage: .beforeAppState)
/// // … the handler's INVALID_ID / DUPLICATE_NAME checks …
/// let late = validator.applyCoreRules(to: schemaReport, stage: .afterAppState)
/// ```
public enum SDLCoreRuleStage: String, Hashable, Sendable, CaseIterable {
    /// Every message check, in Core's order.
    case all
    /// The checks Core makes before it looks at the app's state.
    case beforeAppState
    /// The checks Core makes after its checks on the app's state.
    case afterAppState
}

/// The words to offer for what the user has typed so far: called on the main actor with the
/// entry after each keypress; a newer keypress cancels the query still running (its answer is
/// dropped), and only the newest answer is sent to the head unit as the autocomplete list.
///
/// ```swift
/// keyboard.autocomplete = { entry in await cities.matching(entry) }
/// ```
public typealias SDLKeyboardAutocomplete = @MainActor (String) async -> [String]

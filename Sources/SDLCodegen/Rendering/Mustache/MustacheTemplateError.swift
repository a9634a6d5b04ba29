/// A template that does not compile: its line and what is wrong (the set adds the file name).
struct MustacheTemplateError: Error, Sendable {
    /// The 1-based line of the offending tag.
    var line: Int
    /// What is wrong, e.g. `the section '{{#cases}}' is never closed`.
    var message: String
}

/// A spec file that could not be read or parsed.
public struct SDLSpecLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of failure.
    public struct Code: RawRepresentable, Hashable, Sendable {
        /// The code's name.
        public var rawValue: String
        /// Creates a code.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The file is missing or unreadable.
        public static let unreadable = Code(rawValue: "unreadable")
        /// The file is not a valid spec: the message lists each `file:line: error:`.
        public static let invalidSpec = Code(rawValue: "invalid-spec")
    }

    /// What kind of failure.
    public var code: Code
    /// The diagnostics, one per line, as `file:line: error: …`.
    public var message: String

    /// Creates an error.
    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

/// Why an ``SDLApplication`` could not do what was asked, or why its last connection attempt failed.
///
/// ```swift
/// do {
///     _ = try await application.send(SDLShow(mainField1: "Hi"))
/// } catch let error as SDLApplicationError where error.code == .notConnected {
///     print("no head unit yet")
/// }
/// ```
public struct SDLApplicationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of failure this is.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// A short stable name, e.g. `notConnected`.
        public let name: String
        private init(_ name: String) { self.name = name }
        /// The name.
        public var description: String { name }

        /// The application has no registration with a head unit now.
        public static let notConnected = Code("notConnected")
        /// ``SDLApplication/initialize(configuration:rootViewController:delegate:)`` was called while
        /// the shared application still runs.
        public static let alreadyInitialized = Code("alreadyInitialized")
        /// Connecting to the head unit failed (refused, timed out, negotiation failed).
        public static let connectionFailed = Code("connectionFailed")
        /// The head unit refused the registration, or registering failed otherwise.
        public static let registrationFailed = Code("registrationFailed")
    }

    /// What kind of failure this is.
    public var code: Code
    /// A sentence for people.
    public var message: String

    /// Creates an error.
    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// The code and the message.
    public var description: String { "\(code): \(message)" }
}

/// Stores a value that takes no part in equality or hashing.
///
/// Generated messages keep their ``SDLRPCMessage/decodingIssues`` in it: two messages with the same
/// parameters are equal however they were decoded.
///
/// ```swift
/// struct Reading: Hashable {
///     var value: Int
///     @SDLNotCompared var notes: [String] = []
/// }
/// Reading(value: 1, notes: ["a"]) == Reading(value: 1)   // true
/// ```
@propertyWrapper
public struct SDLNotCompared<Value: Sendable>: Hashable, Sendable {
    /// The stored value.
    public var wrappedValue: Value

    /// Wraps `wrappedValue`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Always equal.
    public static func == (lhs: Self, rhs: Self) -> Bool { true }

    /// Adds nothing to the hash.
    public func hash(into hasher: inout Hasher) {}
}

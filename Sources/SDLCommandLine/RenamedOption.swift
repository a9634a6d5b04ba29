import ArgumentParser

/// An option renamed by the tools' convention (`--host`/`--port` name what a tool dials; what it
/// serves is `--listen-host`/`--listen-port`): the old spelling still works for one release, hidden
/// from `--help`, and giving both spellings is a usage error.
public struct RenamedOption: Sendable {
    /// The name `--help` shows, e.g. `--listen-port`.
    public let name: String
    /// The hidden old name, e.g. `--port`.
    public let oldName: String

    /// A renamed option: `name` is shown, `oldName` still accepted.
    public init(name: String, oldName: String) {
        self.name = name
        self.oldName = oldName
    }

    /// The value given under either name (`nil` when neither was).
    /// - Throws: `ValidationError` (exit 64) naming both spellings when both were given.
    public func merge<Value>(_ value: Value?, old oldValue: Value?) throws -> Value? {
        if value != nil, oldValue != nil {
            throw ValidationError("\(name) and \(oldName) are the same option (\(oldName) is its old name); give only \(name)")
        }
        return value ?? oldValue
    }

    /// The note for standard error when the old name was used, else `nil`.
    public func deprecationNote(usedOld: Bool) -> String? {
        usedOld ? "\(oldName) is deprecated and will be removed; use \(name)" : nil
    }
}

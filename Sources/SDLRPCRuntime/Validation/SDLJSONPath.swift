/// A JSON path from a message's parameters object, printed as `$.softButtons[0].text`.
public struct SDLJSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step into a value.
    public enum Component: Hashable, Sendable {
        /// An object key.
        case key(String)
        /// An array index.
        case index(Int)
    }

    /// The steps from the root.
    public private(set) var components: [Component]

    /// The root, `$`.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The root path, `$`.
    public static let root = SDLJSONPath()

    /// Steps into an object key.
    public mutating func push(key: String) { components.append(.key(key)) }
    /// Steps into an array element.
    public mutating func push(index: Int) { components.append(.index(index)) }
    /// Steps back out.
    public mutating func pop() { components.removeLast() }

    /// This path with a key appended.
    public func appending(key: String) -> SDLJSONPath { SDLJSONPath(components + [.key(key)]) }
    /// This path with an index appended.
    public func appending(index: Int) -> SDLJSONPath { SDLJSONPath(components + [.index(index)]) }

    /// `$`, `$.a`, `$.a[2].b`; keys that are not plain identifiers are quoted: `$["a b"]`.
    public var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .index(let index): text += "[\(index)]"
            case .key(let key):
                if key.isPlainIdentifier {
                    text += "." + key
                } else {
                    text += "[\"" + key.replacingQuotesAndBackslashes() + "\"]"
                }
            }
        }
        return text
    }
}

extension String {
    fileprivate var isPlainIdentifier: Bool {
        guard let first = utf8.first, !(first >= 48 && first <= 57) else { return false }
        return utf8.allSatisfy { ($0 >= 48 && $0 <= 57) || ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) || $0 == 95 }
    }

    fileprivate func replacingQuotesAndBackslashes() -> String {
        var result = ""
        for character in self {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}

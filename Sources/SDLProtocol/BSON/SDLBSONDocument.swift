/// A BSON document: `(key, value)` members in order (§A.11).
///
/// The subscript keeps one member per key (setting an existing key replaces its value in place;
/// setting `nil` removes it). ``append(_:_:)`` adds without checking, as a decoder must to keep a
/// document as it was sent; lookup then finds the last member with that key.
public struct SDLBSONDocument: Hashable, Sendable, Sequence, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    /// One member.
    public typealias Element = (key: String, value: SDLBSONValue)

    struct Member: Hashable, Sendable {
        var key: String
        var value: SDLBSONValue
    }

    private var members: [Member]

    /// Creates an empty document.
    public init() {
        members = []
    }

    /// Creates a document with these members, in order.
    public init(_ elements: [(String, SDLBSONValue)]) {
        members = elements.map { Member(key: $0.0, value: $0.1) }
    }

    public init(dictionaryLiteral elements: (String, SDLBSONValue)...) {
        self.init(elements)
    }

    /// The number of members.
    public var count: Int { members.count }

    /// Whether the document has no members.
    public var isEmpty: Bool { members.isEmpty }

    /// The keys, in order.
    public var keys: [String] { members.map(\.key) }

    /// The value of the (last) member with `key`; setting replaces it in place or appends, `nil` removes.
    public subscript(key: String) -> SDLBSONValue? {
        get { members.last(where: { $0.key == key })?.value }
        set {
            guard let newValue else {
                members.removeAll { $0.key == key }
                return
            }
            if let position = members.lastIndex(where: { $0.key == key }) {
                members[position].value = newValue
            } else {
                members.append(Member(key: key, value: newValue))
            }
        }
    }

    /// Appends a member without looking for an existing one with the same key.
    public mutating func append(_ key: String, _ value: SDLBSONValue) {
        members.append(Member(key: key, value: value))
    }

    public func makeIterator() -> some IteratorProtocol<Element> {
        members.lazy.map { (key: $0.key, value: $0.value) }.makeIterator()
    }

    public var description: String {
        "{" + members.map { "\"\($0.key)\": \(Self.describe($0.value))" }.joined(separator: ", ") + "}"
    }

    private static func describe(_ value: SDLBSONValue) -> String {
        switch value {
        case .string(let text): "\"\(text)\""
        case .int32(let number): "\(number) (int32)"
        case .int64(let number): "\(number) (int64)"
        case .double(let number): "\(number)"
        case .bool(let flag): "\(flag)"
        case .array(let elements): "[" + elements.map(describe).joined(separator: ", ") + "]"
        case .document(let document): document.description
        }
    }
}

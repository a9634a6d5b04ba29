/// A JSON object: ordered `(key, value)` members that keep insertion (or document) order.
///
/// Lookup by key is linear for small objects (the common case for SDL RPC parameters) and backed by a
/// hash index once an object grows past a few members, so building large objects stays linear.
///
/// ## Duplicate keys
/// The parser and the subscript setter keep a single member per key: a repeated key keeps the position of
/// its first occurrence and takes the value of its last one ("last wins"). ``append(_:_:)`` does no
/// duplicate check (it is the fast path for generated code); if it does add a repeated key, lookup still
/// returns the value appended last, and iteration shows every appended member.
///
/// ## Equality
/// Equality and hashing are **order-sensitive**: two objects are equal when they have the same members in
/// the same order. This is *document* equality — `{"a":1,"b":2}` and `{"b":2,"a":1}` are different values —
/// which keeps `==` consistent with serialization and makes round-trip tests exact. Compare sorted members
/// (or use ``SDLJSONSerializer/Options/sortedKeys``) for order-insensitive comparison.
public struct SDLJSONObject: Sendable {
    /// One member of the object, as iteration yields it.
    public typealias Element = (key: String, value: SDLJSONValue)

    /// Stored form of a member (a struct rather than a tuple: cheaper array metadata and copies).
    @usableFromInline
    struct Member: Sendable {
        @usableFromInline var key: String
        @usableFromInline var value: SDLJSONValue
    }

    /// Objects with more members than this get a hash index for lookups.
    static let indexThreshold = 12

    /// The members in order.
    @usableFromInline
    private(set) var entries: [Member]

    /// Maps a key to the position of its visible (last) member; empty while `entries` is small.
    private var index: [String: Int]

    /// Creates an empty object.
    public init() {
        entries = []
        index = Dictionary()
    }

    /// Creates an object from parsed members.
    ///
    /// - Parameter keysAreUnique: whether the caller has verified that no key repeats; ignored (checked
    ///   here) for objects large enough to get an index. When keys repeat, a repeated key keeps its first
    ///   position and takes its last value.
    init(members: [Member], keysAreUnique: Bool) {
        entries = members
        index = Dictionary()
        if members.count <= Self.indexThreshold {
            if keysAreUnique { return }
        } else {
            var newIndex: [String: Int] = [:]
            newIndex.reserveCapacity(members.count)
            for position in members.indices {
                newIndex[members[position].key] = position
            }
            index = newIndex
            if newIndex.count == members.count { return }
        }
        // Rare: the document repeats a key. Rebuild member by member so the last value wins.
        entries = []
        index = Dictionary()
        entries.reserveCapacity(members.count)
        for member in members {
            updateValue(member.value, forKey: member.key)
        }
    }

    /// Calls `body` with each member in order, without copying the members first: the fast way
    /// for hot loops such as validation.
    @inlinable
    public func forEachMember(_ body: (String, SDLJSONValue) throws -> Void) rethrows {
        try entries.withUnsafeBufferPointer { buffer in
            for position in buffer.indices {
                try body(buffer[position].key, buffer[position].value)
            }
        }
    }

    /// The number of members (counting repeated keys added with ``append(_:_:)``).
    public var count: Int { entries.count }

    /// Whether the object has no members.
    public var isEmpty: Bool { entries.isEmpty }

    /// The keys in member order.
    public var keys: [String] { entries.map(\.key) }

    /// The value for `key`, or `nil` if the object has no such member.
    ///
    /// Setting a value for an existing key replaces it in place (the member keeps its position); setting a
    /// new key appends a member; setting `nil` removes every member with that key.
    public subscript(key: String) -> SDLJSONValue? {
        get {
            guard let position = position(of: key) else { return nil }
            return entries[position].value
        }
        set {
            if let newValue {
                updateValue(newValue, forKey: key)
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// Appends a member without checking for an existing member with the same key.
    ///
    /// This is the fast path for code that knows its keys are distinct (such as generated encoders).
    public mutating func append(_ key: String, _ value: SDLJSONValue) {
        entries.append(Member(key: key, value: value))
        if !index.isEmpty {
            index[key] = entries.count - 1
        } else if entries.count > Self.indexThreshold {
            rebuildIndex()
        }
    }

    /// Removes every member with `key` and returns the value that lookup returned, if any.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> SDLJSONValue? {
        guard let position = position(of: key) else { return nil }
        let removed = entries[position].value
        entries.removeAll { $0.key == key }
        rebuildIndex()
        return removed
    }

    /// Sets `value` for `key`: replaces the visible member in place, or appends a new member.
    mutating func updateValue(_ value: SDLJSONValue, forKey key: String) {
        if let position = position(of: key) {
            entries[position].value = value
        } else {
            append(key, value)
        }
    }

    /// The position of the member lookup sees for `key` (the last one with that key).
    private func position(of key: String) -> Int? {
        if !index.isEmpty {
            return index[key]
        }
        var position = entries.count
        while position > 0 {
            position -= 1
            if entries[position].key == key {
                return position
            }
        }
        return nil
    }

    private mutating func rebuildIndex() {
        guard entries.count > Self.indexThreshold else {
            index = Dictionary()
            return
        }
        var newIndex: [String: Int] = [:]
        newIndex.reserveCapacity(entries.count)
        for (position, entry) in entries.enumerated() {
            newIndex[entry.key] = position
        }
        index = newIndex
    }
}

extension SDLJSONObject: Sequence {
    /// Iterates the members of an object in order.
    public struct Iterator: IteratorProtocol {
        private var base: IndexingIterator<[Member]>

        init(_ entries: [Member]) {
            base = entries.makeIterator()
        }

        /// The next member, or `nil` after the last one.
        public mutating func next() -> Element? {
            guard let member = base.next() else { return nil }
            return (key: member.key, value: member.value)
        }
    }

    /// Iterates the members in order.
    public func makeIterator() -> Iterator {
        Iterator(entries)
    }

    /// The number of members; iteration visits exactly this many.
    public var underestimatedCount: Int { entries.count }
}

extension SDLJSONObject: ExpressibleByDictionaryLiteral {
    /// Creates an object from a dictionary literal, keeping the literal's order.
    ///
    /// A key repeated in the literal keeps its first position and takes the last value.
    public init(dictionaryLiteral elements: (String, SDLJSONValue)...) {
        self.init()
        entries.reserveCapacity(elements.count)
        for (key, value) in elements {
            updateValue(value, forKey: key)
        }
    }
}

extension SDLJSONObject: Hashable {
    /// Order-sensitive (document) equality: same members, same order.
    public static func == (lhs: SDLJSONObject, rhs: SDLJSONObject) -> Bool {
        guard lhs.entries.count == rhs.entries.count else { return false }
        for (left, right) in zip(lhs.entries, rhs.entries) {
            guard left.key == right.key, left.value == right.value else { return false }
        }
        return true
    }

    /// Hashes the members in order, consistent with ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(entries.count)
        for entry in entries {
            hasher.combine(entry.key)
            hasher.combine(entry.value)
        }
    }
}

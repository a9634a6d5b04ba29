extension SchemaWalk {
    /// The walk's position as plain words, without reference counting or (for the usual depth)
    /// allocation: a member of the schema (which outlives the walk) is its object address, an
    /// array index is `index << 1 | 1`.
    struct PathStack {
        private static let inlineCapacity = 8
        private var inline: (UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt) = (0, 0, 0, 0, 0, 0, 0, 0)
        private var overflow: [UInt] = []
        private(set) var count = 0

        @inline(__always)
        mutating func push(_ step: UInt) {
            if count < Self.inlineCapacity {
                let offset = count &* MemoryLayout<UInt>.stride
                withUnsafeMutableBytes(of: &inline) { $0.storeBytes(of: step, toByteOffset: offset, as: UInt.self) }
            } else {
                overflow.append(step)
            }
            count += 1
        }

        @inline(__always)
        mutating func pop() {
            count -= 1
            if count >= Self.inlineCapacity { overflow.removeLast() }
        }

        /// The JSON path of the current position.
        var path: SDLJSONPath {
            var components: [SDLJSONPath.Component] = []
            components.reserveCapacity(count)
            for position in 0..<count {
                let step = position < Self.inlineCapacity
                    ? withUnsafeBytes(of: inline) { $0.load(fromByteOffset: position &* MemoryLayout<UInt>.stride, as: UInt.self) }
                    : overflow[position - Self.inlineCapacity]
                if step & 1 == 1 {
                    components.append(.index(Int(step >> 1)))
                } else if let address = UnsafeRawPointer(bitPattern: step) {
                    components.append(.key(Unmanaged<ValidationSchema.Member>.fromOpaque(address).takeUnretainedValue().name))
                }
            }
            return SDLJSONPath(components)
        }
    }

    /// Steps into a known member (its name is the JSON key).
    @inline(__always)
    mutating func push(_ member: Unmanaged<ValidationSchema.Member>) {
        steps.push(UInt(bitPattern: member.toOpaque()))
    }

    /// Steps into an array element.
    @inline(__always)
    mutating func push(index: Int) {
        steps.push(UInt(truncatingIfNeeded: index) << 1 | 1)
    }

    /// Steps back out.
    @inline(__always)
    mutating func pop() {
        steps.pop()
    }

    /// Writes the walk's position into `context.path`; called only before recording an issue, so
    /// the happy path builds no path at all.
    mutating func syncPath() {
        context.path = steps.path
    }
}

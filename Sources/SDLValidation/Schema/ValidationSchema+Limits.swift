extension ValidationSchema {
    /// A definition's limits as plain values, read by the walk on its happy path without copying
    /// the ``SDLParameterRule`` (whose strings and arrays need counting). A check that fails here
    /// is repeated with the rule through ``SDLRuleCheck``, so messages stay the shared ones.
    struct Limits: Sendable {
        /// The scalar kinds the walk checks itself.
        enum Scalar: UInt8, Sendable {
            case string, integer, float, boolean, other
        }

        let scalar: Scalar
        let isArray: Bool
        let isMandatory: Bool
        /// Whether the rule restricts an enum to some of its elements.
        let hasAllowedValues: Bool
        /// `minvalue`, or -∞.
        let minValue: Double
        /// `maxvalue`, or +∞.
        let maxValue: Double
        /// The effective `minlength` (1 when the spec has none).
        let minLength: Int
        /// `maxlength`, or `Int.max`.
        let maxLength: Int
        /// `minsize`, or `Int.min`.
        let minSize: Int
        /// `maxsize`, or `Int.max`.
        let maxSize: Int

        init(_ rule: SDLParameterRule) {
            scalar = switch rule.kind {
            case .string: .string
            case .integer: .integer
            case .float: .float
            case .boolean: .boolean
            case .enumeration, .structure: .other
            }
            isArray = rule.isArray
            isMandatory = rule.isMandatory
            hasAllowedValues = rule.allowedValues != nil
            minValue = rule.minValue ?? -.infinity
            maxValue = rule.maxValue ?? .infinity
            minLength = rule.effectiveMinLength
            maxLength = rule.maxLength ?? .max
            minSize = rule.minSize ?? .min
            maxSize = rule.maxSize ?? .max
        }

        /// Whether ``SDLRuleCheck/length(of:_:)`` certainly passes (its own fast test).
        @inline(__always)
        func lengthSurelyFits(_ text: String) -> Bool {
            let bytes = text.utf8.count
            return (bytes + 3) / 4 >= minLength && bytes <= maxLength
        }

        /// Whether ``SDLRuleCheck/range(of:_:)`` passes.
        @inline(__always)
        func rangeFits(_ value: Double) -> Bool {
            !(value < minValue) && !(value > maxValue)
        }

        /// Whether ``SDLRuleCheck/size(_:_:)`` passes.
        @inline(__always)
        func sizeFits(_ count: Int) -> Bool {
            count >= minSize && count <= maxSize
        }
    }
}

/// A value that can stand in a parameter: the four scalar types, generated enums and structs,
/// and arrays of them. It knows how to read itself from JSON the way SDL Core does, how to write
/// itself, and how to check itself against its parameter's rule.
public protocol SDLParameterValue: Hashable, Sendable {
    /// Reads a value from `json`, or records why it cannot and returns `nil`.
    static func read(_ json: SDLJSONValue, _ rule: SDLParameterRule, in context: inout SDLValidationContext) -> Self?
    /// The JSON form.
    var jsonValue: SDLJSONValue { get }
    /// Records every way this value breaks `rule` at the context's current path.
    func validate(against rule: SDLParameterRule, in context: inout SDLValidationContext)
}

extension String: SDLParameterValue {
    /// A JSON string only.
    public static func read(_ json: SDLJSONValue, _ rule: SDLParameterRule, in context: inout SDLValidationContext) -> String? {
        if case .string(let value) = json { return value }
        context.recordTypeMismatch(expected: "String", got: json, rule)
        return nil
    }

    /// `.string(self)`.
    public var jsonValue: SDLJSONValue { .string(self) }

    /// Length in code points against minlength (default 1) and maxlength.
    public func validate(against rule: SDLParameterRule, in context: inout SDLValidationContext) {
        if let violation = SDLRuleCheck.length(of: self, rule) { context.record(violation, specLine: rule.specLine) }
    }
}

extension Int: SDLParameterValue {
    /// A JSON integer only: `5.0` is refused, as SDL Core refuses it.
    public static func read(_ json: SDLJSONValue, _ rule: SDLParameterRule, in context: inout SDLValidationContext) -> Int? {
        if case .integer(let value) = json { return value }
        context.recordTypeMismatch(expected: "Integer", got: json, rule)
        return nil
    }

    /// `.integer(self)`.
    public var jsonValue: SDLJSONValue { .integer(self) }

    /// minvalue/maxvalue.
    public func validate(against rule: SDLParameterRule, in context: inout SDLValidationContext) {
        if let violation = SDLRuleCheck.range(of: self, rule) { context.record(violation, specLine: rule.specLine) }
    }
}

extension Double: SDLParameterValue {
    /// A JSON integer or real.
    public static func read(_ json: SDLJSONValue, _ rule: SDLParameterRule, in context: inout SDLValidationContext) -> Double? {
        switch json {
        case .float(let value): return value
        case .integer(let value): return Double(value)
        default:
            context.recordTypeMismatch(expected: "Float", got: json, rule)
            return nil
        }
    }

    /// `.float(self)`.
    public var jsonValue: SDLJSONValue { .float(self) }

    /// minvalue/maxvalue.
    public func validate(against rule: SDLParameterRule, in context: inout SDLValidationContext) {
        if let violation = SDLRuleCheck.range(of: self, rule) { context.record(violation, specLine: rule.specLine) }
    }
}

extension Bool: SDLParameterValue {
    /// `true` or `false` only.
    public static func read(_ json: SDLJSONValue, _ rule: SDLParameterRule, in context: inout SDLValidationContext) -> Bool? {
        if case .bool(let value) = json { return value }
        context.recordTypeMismatch(expected: "Boolean", got: json, rule)
        return nil
    }

    /// `.bool(self)`.
    public var jsonValue: SDLJSONValue { .bool(self) }

    /// Booleans have no limits.
    public func validate(against rule: SDLParameterRule, in context: inout SDLValidationContext) {}
}

extension Array: SDLParameterValue where Element: SDLParameterValue {
    /// A JSON array only (a scalar is never wrapped); each element read with the same rule. An
    /// element Core's enum filter removes is left out (and the array with it when that leaves it
    /// below `minSize`); another element that cannot be read fails the array, or, under the lenient
    /// policy, is dropped.
    public static func read(_ json: SDLJSONValue, _ rule: SDLParameterRule, in context: inout SDLValidationContext) -> [Element]? {
        guard case .array(let items) = json else {
            context.recordTypeMismatch(expected: "Array of \(rule.kind)", got: json, rule)
            return nil
        }
        var result: [Element] = []
        result.reserveCapacity(items.count)
        var complete = true
        var removedUnread: [Int] = []
        var keptByCore = 0
        let lenient = context.decodingPolicy == .lenient
        for (index, item) in items.enumerated() {
            context.path.push(index: index)
            let mark = context.beginValue()
            let element = Element.read(item, rule, in: &context)
            let dropsLater = context.isDropped
            if context.endRead(mark, failed: element == nil) {
                removedUnread.append(index)
            } else if let element {
                result.append(element)
                // An element Core's filter removes is kept for validation to report, but what
                // reading found wrong inside it is never seen by Core.
                if dropsLater { context.withdrawIssues(since: mark.issueCount) } else { keptByCore += 1 }
            } else if lenient {
                context.recordLenientDrop(since: mark.issueCount, of: "the array element", specLine: rule.specLine)
            } else {
                complete = false
            }
            context.path.pop()
        }
        guard complete else { return nil }
        if !removedUnread.isEmpty {
            // Elements Core's enum filter removed unread leave an array below minsize filtered too.
            if let minimum = rule.minSize, keptByCore < minimum {
                context.isDropped = true
                return nil
            }
            context.removedElements[context.path] = removedUnread
        }
        return result
    }

    /// `.array` of the elements' JSON.
    public var jsonValue: SDLJSONValue { .array(map(\.jsonValue)) }

    /// Each element against the same rule (Core removes the elements it drops), then
    /// minsize/maxsize on what is left.
    public func validate(against rule: SDLParameterRule, in context: inout SDLValidationContext) {
        var remaining = count
        for (index, element) in enumerated() {
            context.path.push(index: index)
            let mark = context.beginValue()
            element.validate(against: rule, in: &context)
            if context.endElement(mark) { remaining -= 1 }
            context.path.pop()
        }
        context.checkSize(remaining, of: count, rule)
    }
}

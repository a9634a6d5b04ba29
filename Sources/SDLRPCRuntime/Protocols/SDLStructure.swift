/// A generated spec struct or message: a JSON object with named parameters.
///
/// Generated code supplies the per-type parts (reading, writing, checking each parameter); the
/// JSON entry points, `Codable` and whole-value validation live here, once.
public protocol SDLStructure: SDLParameterValue, Codable {
    /// The spec's name, line and parameter rules of this type (one value per type: see
    /// ``SDLStructureInfo``).
    static var structureInfo: SDLStructureInfo { get }
    /// Reads every parameter, recording issues in `context`; `nil` when a mandatory one is
    /// missing or unreadable.
    init?(from object: SDLJSONObject, in context: inout SDLValidationContext)
    /// Writes the present parameters in spec order, with the spec's exact keys.
    func encode(to object: inout SDLJSONObject)
    /// Checks every present parameter against its rule.
    func validate(in context: inout SDLValidationContext)
    /// Called with every issue decoding found when it succeeded; messages keep them in
    /// `decodingIssues`, other structs ignore them.
    mutating func keepDecodingIssues(_ issues: [SDLValidationIssue])
}

extension SDLStructure {
    /// The name in the spec, e.g. `Image`.
    public static var specName: String { structureInfo.specName }
    /// The line of the declaration in the spec file.
    public static var specLine: Int { structureInfo.specLine }
    /// One rule per parameter, in spec order.
    public static var parameterRules: [SDLParameterRule] { structureInfo.parameterRules }

    /// A JSON object, read parameter by parameter.
    public static func read(_ json: SDLJSONValue, _ rule: SDLParameterRule, in context: inout SDLValidationContext) -> Self? {
        guard case .object(let object) = json else {
            context.recordTypeMismatch(expected: "Object (struct \(specName))", got: json, rule)
            return nil
        }
        context.noteUnknownKeys(in: object, known: parameterRules, specLine: specLine)
        return Self(from: object, in: &context)
    }

    /// The JSON object.
    public var jsonValue: SDLJSONValue { .object(jsonObject) }

    /// The parameters as a JSON object, in spec order, absent optionals omitted.
    public var jsonObject: SDLJSONObject {
        var object = SDLJSONObject()
        encode(to: &object)
        return object
    }

    /// Nested checks.
    public func validate(against rule: SDLParameterRule, in context: inout SDLValidationContext) {
        validate(in: &context)
    }

    /// Every issue of this value: ranges, lengths, sizes and enum membership, each with its path.
    public func validate() -> [SDLValidationIssue] {
        var context = SDLValidationContext()
        validate(in: &context)
        return context.issues
    }

    /// Structs other than messages keep no decoding issues.
    public mutating func keepDecodingIssues(_ issues: [SDLValidationIssue]) {}

    /// Decodes from a JSON value; throws every type and mandatory issue found (not just the first).
    ///
    /// - Parameter policy: `.strict` (the default) fails on any part that cannot be read;
    ///   `.lenient`, for what a head unit sends, drops such parts where the value can do without
    ///   them and fails only when one of its own mandatory parameters is unusable (see
    ///   ``SDLDecodingPolicy``). A message keeps what was dropped in `decodingIssues`.
    public init(json: SDLJSONValue, policy: SDLDecodingPolicy = .strict) throws(SDLDecodingError) {
        var context = SDLValidationContext(decodingPolicy: policy)
        guard var value = Self.decode(json, in: &context) else {
            throw SDLDecodingError(issues: context.issues)
        }
        value.keepDecodingIssues(context.issues)
        self = value
    }

    /// Decodes the top-level object, recording type, mandatory and unknown-key issues; `nil` when
    /// any of them is an error.
    static func decode(_ json: SDLJSONValue, in context: inout SDLValidationContext) -> Self? {
        guard case .object(let object) = json else {
            context.issues.append(SDLValidationIssue(
                path: context.path, rule: .type, message: "expected Object (struct \(specName)), got \(json.typeName)", specLine: specLine))
            return nil
        }
        context.noteUnknownKeys(in: object, known: parameterRules, specLine: specLine)
        let value = Self(from: object, in: &context)
        context.endDecoding()
        guard let value, !context.hasErrors else { return nil }
        return value
    }

    /// Decodes from UTF-8 JSON bytes; malformed JSON is a `syntax` issue with its line and column.
    public init(jsonBytes: some Collection<UInt8>, policy: SDLDecodingPolicy = .strict) throws(SDLDecodingError) {
        let json: SDLJSONValue
        do {
            json = try SDLJSONParser.parse(jsonBytes)
        } catch {
            throw SDLDecodingError(issues: [SDLValidationIssue(path: .root, rule: .syntax, message: error.description)])
        }
        try self.init(json: json, policy: policy)
    }

    /// Compact UTF-8 JSON.
    public func jsonBytes() -> [UInt8] { SDLJSONSerializer.serialize(jsonValue) }

    /// Decodes and validates in one go: every issue a typed round trip can find in `json`.
    ///
    /// Unknown keys are notes (warnings), as Core drops them; invalid enum values are dropped with
    /// Core's propagation rules (§D.4).
    public static func issues(in json: SDLJSONValue) -> [SDLValidationIssue] {
        var context = SDLValidationContext()
        guard let value = decode(json, in: &context) else { return context.issues }
        let read = context.issues.count
        value.validate(in: &context)
        // Validation walks the decoded value; its paths name the elements of `json`.
        for index in context.issues.indices[read...] {
            context.issues[index].path = context.originalPath(context.issues[index].path)
        }
        return context.issues
    }
}

extension SDLStructure {
    /// `Decodable` through the JSON value model (key order of foreign decoders is not kept).
    public init(from decoder: any Decoder) throws {
        try self.init(json: SDLJSONValue(from: decoder))
    }

    /// `Encodable` through the JSON value model.
    public func encode(to encoder: any Encoder) throws {
        try jsonValue.encode(to: encoder)
    }
}

extension SDLJSONObject {
    /// Appends `value` under `key` when it is present (generated `encode(to:)` calls this).
    public mutating func encode<Value: SDLParameterValue>(_ key: String, _ value: Value?) {
        if let value { append(key, value.jsonValue) }
    }
}

public import SDLSpec
import Foundation

/// Checks RPC payloads against any spec file at run time, the way SDL Core 8.2 does (protocol.md
/// §D): no regeneration needed, and the same rule primitives as the generated static validators.
///
/// ```swift
/// let validator = try SDLValidator(specPath: "spec/MOBILE_API.xml")
/// let report = validator.validate(parameters: json, function: "Show", messageKind: .request)
/// print(report.result)   // SUCCESS, WARNINGS, INVALID_DATA or UNSUPPORTED_REQUEST
/// ```
public struct SDLValidator: Sendable {
    /// The parsed spec (for describing functions and structs).
    public let interface: SpecInterface
    let schema: ValidationSchema

    /// Compiles a parsed spec.
    public init(interface: SpecInterface) {
        self.interface = interface
        self.schema = ValidationSchema(interface)
    }

    /// Parses and checks the spec at `specPath`.
    /// - Throws: ``SDLSpecLoadError`` when it is unreadable or not a valid spec.
    public init(specPath: String) throws(SDLSpecLoadError) {
        guard FileManager.default.isReadableFile(atPath: specPath) else {
            throw SDLSpecLoadError(code: .unreadable, message: "\(specPath): error: cannot read the spec file")
        }
        do {
            self.init(interface: try SpecParser.parse(contentsOf: specPath).interface)
        } catch {
            throw SDLSpecLoadError(code: .invalidSpec, message: error.diagnostics.map(\.description).joined(separator: "\n"))
        }
    }

    /// The spec a tool's `--spec` names, else the package's default (`SpecLocation`'s order:
    /// this package's `spec/MOBILE_API.xml`, then `$SDL_RPC_SPEC`).
    /// - Throws: ``SDLSpecLoadError`` (`unreadable`) naming every way to supply a spec when there is
    ///   none, or when the file found cannot be read or parsed.
    public static func located(specPath explicit: String?) throws(SDLSpecLoadError) -> SDLValidator {
        switch SpecLocation.resolve(explicit: explicit) {
        case .success(let found):
            return try SDLValidator(specPath: found.path)
        case .failure(let notFound):
            throw SDLSpecLoadError(code: .unreadable, message: notFound.toolMessage)
        }
    }

    /// The spec this package was built from: the checkout's `spec/MOBILE_API.xml` (placed by
    /// `scripts/setup-spec`), else `$SDL_RPC_SPEC` — the build plugin's order (`SpecLocation` in SDLSpec).
    public static func packageDefault() throws(SDLSpecLoadError) -> SDLValidator {
        try located(specPath: nil)
    }

    /// Where ``packageDefault()`` reads the spec from (this package's `spec/MOBILE_API.xml` when
    /// there is no spec at all, so a message can name it).
    public static var packageSpecPath: String {
        switch SpecLocation.resolve(explicit: nil) {
        case .success(let found): found.path
        case .failure: URL(fileURLWithPath: SpecLocation.packageDirectory).appendingPathComponent(SpecLocation.packagePath).path
        }
    }

    /// The spec's own version (the default RPC version).
    public var specVersion: SDLRPCVersion? { schema.version }

    /// The function name for a numeric function ID.
    public func functionName(forID functionID: Int) -> String? { schema.functionNames[functionID] }

    /// Whether the spec has a message of `kind` with `functionID` (a notification's ID names no
    /// request).
    public func hasFunction(id functionID: Int, kind: SDLRPCMessageKind) -> Bool {
        guard let name = schema.functionNames[functionID] else { return false }
        return schema.functions[.init(name: name, kind: kind)] != nil
    }

    /// The numeric function ID of a function name.
    public func functionID(forName name: String) -> Int? {
        SDLRPCMessageKind.allCases.lazy.compactMap { schema.functions[.init(name: name, kind: $0)]?.functionID }.first
    }

    /// Validates the `parameters` object of one message of function `functionID`.
    public func validate(parameters: SDLJSONValue, functionID: Int, messageKind: SDLRPCMessageKind, options: SDLValidationOptions = SDLValidationOptions()) -> SDLValidationReport {
        guard let name = schema.functionNames[functionID] else {
            return unsupported(messageKind, "function ID \(functionID) is not in the spec")
        }
        return validate(parameters: parameters, function: name, messageKind: messageKind, options: options)
    }

    /// Validates the `parameters` object of one message of function `function` (e.g. `Show`).
    ///
    /// Without `options.rpcVersion`, a RegisterAppInterface request is checked at the version its
    /// own `syncMsgVersion` negotiates (as Core does), anything else at the spec's version.
    public func validate(parameters: SDLJSONValue, function: String, messageKind: SDLRPCMessageKind, options: SDLValidationOptions = SDLValidationOptions()) -> SDLValidationReport {
        guard let compiled = schema.functions[.init(name: function, kind: messageKind)] else {
            return unsupported(messageKind, "there is no \(messageKind.rawValue) '\(function)' in the spec")
        }
        let version = options.rpcVersion
            ?? registrationVersion(function, messageKind, parameters)
            ?? schema.version ?? SDLRPCVersion(1, 0)
        var walk = SchemaWalk(schema: schema, version: version, buildsOutput: options.buildsParameters || options.coreRules)
        var cleaned = SDLJSONObject()
        if let layout = compiled.definition(for: version, isSpecVersion: version == schema.version) {
            if case .object(let object) = parameters {
                cleaned = walk.object(object, layout)
            } else {
                walk.context.recordTypeMismatch(
                    expected: "Object (parameters of \(function))", got: parameters,
                    SDLParameterRule(name: "parameters", kind: .structure(function), isMandatory: true, specLine: compiled.specLine))
            }
        } else {
            walk.context.record(
                SDLRuleViolation(.notInVersion, "Function is not available for SyncMsgVersion \(version)"), specLine: compiled.specLine)
        }
        if !options.customVehicleData.isEmpty, case .object(let object) = parameters {
            Self.keepCustomVehicleData(object, options.customVehicleData, of: function, in: &cleaned, issues: &walk.context.issues)
        }
        let report = SDLValidationReport(
            function: function, messageKind: messageKind, issues: walk.context.issues,
            parameters: cleaned, result: Self.result(of: walk.context.issues))
        // Core runs its command checks only on messages that passed the schema stage (§D.1).
        var checked = options.coreRules ? applyCoreRules(to: droppingMandatoryEnumsAsCore(report), stage: .all) : report
        if !options.buildsParameters { checked.parameters = SDLJSONObject() }
        return checked
    }

    /// The version Core validates a RegisterAppInterface request at when the app has none yet
    /// (§C.2): the request's own `syncMsgVersion`, 4.5.1 below 5.0, capped at the spec's version.
    private func registrationVersion(_ function: String, _ kind: SDLRPCMessageKind, _ parameters: SDLJSONValue) -> SDLRPCVersion? {
        guard function == "RegisterAppInterface", kind == .request,
              let sync = parameters.objectValue?["syncMsgVersion"]?.objectValue,
              let major = sync["majorVersion"]?.intValue, let minor = sync["minorVersion"]?.intValue
        else { return nil }
        let requested = SDLRPCVersion(major, minor, sync["patchVersion"]?.intValue ?? 0)
        if requested < SDLRPCVersion(5, 0, 0) { return SDLRPCVersion(4, 5, 1) }
        guard let own = schema.version else { return requested }
        return min(requested, own)
    }

    private func unsupported(_ kind: SDLRPCMessageKind, _ message: String) -> SDLValidationReport {
        SDLValidationReport(
            function: nil, messageKind: kind,
            issues: [SDLValidationIssue(path: .root, rule: .unknownFunction, message: message)],
            parameters: SDLJSONObject(), result: .unsupportedRequest)
    }

    /// What Core answers for these issues (§D.8 steps 6–8).
    static func result(of issues: [SDLValidationIssue]) -> SDLCoreResult {
        var warns = false
        for issue in issues {
            if issue.severity == .error { return .invalidData }
            if issue.rule == .enumeration || issue.rule == .coreRule { warns = true }
        }
        return warns ? .warnings : .success
    }
}

/// The one place SDL Core's schema stage lets an invalid value of a **mandatory** enum parameter
/// through (docs/core-rules.md, GetSystemCapability).
///
/// Core 8.2 answers GetSystemCapability whose `systemCapabilityType` is no element of its enum with
/// UNSUPPORTED_RESOURCE, the `default:` branch of its handler's switch, not with the schema's
/// INVALID_DATA: the invalid value is filtered out (SDL-0298) without the request failing, and the
/// handler finds no known type. In Core mode (``SDLValidationOptions/coreRules``, and the emulator's
/// schema stage) the validator models it as Core's schema does: the value is dropped with a warning
/// ("ignored invalid value"), and the Core rule `GetSystemCapability.type` refuses the request that
/// has no type left. Plain schema validation keeps the stricter answer (INVALID_DATA), as the
/// generated static validators do.
///
/// ```swift
/// let report = validator.validate(parameters: ["systemCapabilityType": "NOT_A_TYPE"],
///                                 function: "GetSystemCapability", messageKind: .request,
///                                 options: SDLValidationOptions(coreRules: true))
/// report.result   // .unsupportedResource
/// ```
extension SDLValidator {
    /// Per request: the mandatory enum parameters whose invalid value Core's schema stage drops
    /// instead of refusing the request.
    static let mandatoryEnumsCoreDrops: [String: Set<String>] = ["GetSystemCapability": ["systemCapabilityType"]]

    /// `report` (a schema report built with its parameters) with those parameters' invalid values
    /// dropped, when they are its only errors; any other report unchanged.
    public func droppingMandatoryEnumsAsCore(_ report: SDLValidationReport) -> SDLValidationReport {
        guard report.messageKind == .request, let function = report.function,
              let keys = Self.mandatoryEnumsCoreDrops[function] else { return report }
        let errors = report.issues.indices.filter { report.issues[$0].severity == .error }
        guard !errors.isEmpty, errors.allSatisfy({ Self.isTopLevelEnumIssue(report.issues[$0], in: keys) }) else { return report }
        var lenient = report
        for index in errors { lenient.issues[index].severity = .warning }
        for key in keys where errors.contains(where: { report.issues[$0].path.components == [.key(key)] }) {
            lenient.parameters.removeValue(forKey: key)
        }
        lenient.result = Self.result(of: lenient.issues)
        return lenient
    }

    private static func isTopLevelEnumIssue(_ issue: SDLValidationIssue, in keys: Set<String>) -> Bool {
        guard issue.rule == .enumeration, issue.path.components.count == 1, case .key(let key) = issue.path.components[0] else { return false }
        return keys.contains(key)
    }
}

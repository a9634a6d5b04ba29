import SDLCodegen
import SDLRPC
import SDLSpec
import Testing

/// The generated metadata against the spec itself: every type exists, and every rule says what
/// the spec says.
@Suite("Generated metadata matches the spec")
struct SpecMetadataTests {
    private func spec() throws -> SpecInterface {
        try #require(RPCTestSupport.spec, "spec/MOBILE_API.xml is missing: run scripts/setup-spec")
    }

    @Test("the limits the app layer clamps to come from the spec: Alert.duration, Slider.numTicks")
    func documentedLimits() {
        #expect(SDLAlert.Parameters.duration.integerRange == 3000...10000)
        #expect(SDLAlert.Parameters.duration.defaultInteger == 5000)
        #expect(SDLAlert.Parameters.duration.clamp(20000) == 10000)
        #expect(SDLAlert.Parameters.duration.clamp(1) == 3000)
        #expect(SDLSlider.Parameters.numTicks.integerRange == 2...26)
        #expect(SDLSlider.Parameters.timeout.defaultInteger == 10000)
    }

    @Test("requests are typed to their responses and carry the spec's function IDs")
    func messageIdentity() {
        #expect(SDLAlert.Response.self == SDLAlertResponse.self)
        #expect(SDLAlert.rpcFunctionID == 12)
        #expect(SDLAlert.rpcFunction == .alertID)
        #expect(SDLFunctionID.alertID.numericValue == 12)
        #expect(SDLOnHMIStatus.rpcFunctionID == 32768)
        #expect(SDLOnHMIStatus.rpcMessageKind == .notification)
        #expect(SDLAlertResponse.rpcMessageKind == .response)
        #expect(SDLSpecInfo.version == SDLRPCVersion(8, 0, 0))
        #expect(SDLGenericResponse.rpcName == "GenericResponse")
        // One value per type carries the facts the properties above read.
        #expect(SDLAlert.messageInfo.functionID == 12 && SDLAlert.messageInfo.kind == .request)
        #expect(SDLAlert.messageInfo.structure.specName == "Alert")
        #expect(SDLAlert.structureInfo.parameterRules.map(\.name) == SDLAlert.parameterRules.map(\.name))
        #expect(SDLImage.structureInfo.specName == "Image" && SDLImage.specLine == SDLImage.structureInfo.specLine)
    }

    @Test("SDLSpecInfo carries the SHA-256 of the file it was generated from: here the pinned 8.0.0 spec")
    func specDigest() throws {
        let interface = try spec()
        #expect(SDLSpecInfo.sha256 == interface.sha256)
        #expect(SDLSpecInfo.sha256 == PinnedSpec.sha256)
    }

    @Test("every enum, struct and function of the spec has a generated type of the right kind")
    func everyTypeExists() throws {
        let interface = try spec()
        let listing = Translator(interface: interface).typeListing()
        #expect(listing.count == interface.enums.count + interface.structs.count + interface.functions.count)
        #expect(SDLSpecInfo.enumCount == interface.enums.count)
        #expect(SDLSpecInfo.structCount == interface.structs.count)
        #expect(SDLSpecInfo.functionCount == interface.functions.count)
        var missing: [String] = []
        for entry in listing {
            let type = RPCTestSupport.generatedType(entry.swiftName)
            let conforms: Bool = switch entry.kind {
            case "enum": (type as? any SDLEnumeration.Type)?.specName == entry.specName
            case "struct": (type as? any SDLStructure.Type)?.specName == entry.specName
            case "request": (type as? any SDLRequest.Type)?.rpcName == entry.specName
            case "response": (type as? any SDLResponse.Type)?.rpcName == entry.specName
            default: (type as? any SDLNotification.Type)?.rpcName == entry.specName
            }
            if !conforms { missing.append("\(entry.kind) \(entry.specName) \(entry.swiftName)") }
        }
        #expect(missing.isEmpty, "no generated type for: \(missing)")
    }

    @Test("every parameter rule equals the spec's param: key, type, mandatory, limits, subset, line")
    func everyRuleMatches() throws {
        let interface = try spec()
        var checked = 0
        var mismatches: [String] = []
        let owners: [(String, [SpecParam])] = interface.structs.map { (SwiftNames.typeName($0.name), $0.params) }
            + interface.functions.map { (Translator.messageTypeName($0), $0.params) }
        for (swiftName, params) in owners {
            guard let type = RPCTestSupport.generatedType(swiftName) as? any SDLStructure.Type else {
                mismatches.append("\(swiftName): not found")
                continue
            }
            let rules = type.parameterRules
            guard rules.count == params.count else {
                mismatches.append("\(swiftName): \(rules.count) rules for \(params.count) params")
                continue
            }
            for (rule, param) in zip(rules, params) {
                checked += 1
                let same = rule.name == param.name && rule.kind.description == param.type.description
                    && rule.isArray == param.isArray && rule.isMandatory == param.isMandatory
                    && rule.minValue == param.minValue?.doubleValue && rule.maxValue == param.maxValue?.doubleValue
                    && rule.minLength == param.minLength && rule.maxLength == param.maxLength
                    && rule.minSize == param.minSize && rule.maxSize == param.maxSize
                    && (rule.allowedValues ?? []) == param.enumSubset && rule.specLine == param.location.line
                    && rule.isDeprecated == param.availability.isDeprecated
                // The whole rule, as the dynamic validator builds it from the spec (defaults,
                // since/until included): what the generated table line read back must equal.
                let whole = rule == param.parameterRule(enumNames: Set(interface.enums.map(\.name)))
                if !same || !whole { mismatches.append("\(swiftName).\(param.name)") }
            }
        }
        #expect(mismatches.isEmpty, "rules differ from the spec: \(mismatches)")
        #expect(checked == interface.structs.reduce(0) { $0 + $1.params.count } + interface.functions.reduce(0) { $0 + $1.params.count })
    }
}

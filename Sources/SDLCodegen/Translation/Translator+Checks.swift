import SDLSpec

extension Translator {
    /// Names the runtime declares; a generated type may not take them.
    static let runtimeTypeNames: Set<String> = [
        "SDLStructure", "SDLEnumeration", "SDLEnumerationInfo", "SDLEnumerationTable", "SDLStructureInfo", "SDLMessageInfo", "SDLRequest", "SDLResponse", "SDLNotification", "SDLRPCMessage",
        "SDLRPCMessageKind", "SDLParameterRule", "SDLParameterValue", "SDLValueKind", "SDLRPCVersion", "SDLJSONValue",
        "SDLJSONObject", "SDLJSONParser", "SDLJSONSerializer", "SDLJSONSyntaxError", "SDLJSONPath", "SDLValidationIssue",
        "SDLValidationRule", "SDLValidationContext", "SDLDecodingError", "SDLRuleCheck", "SDLRuleViolation", "SDLSpecInfo",
    ]

    /// Swift type names must be unique across enums, structs and messages, and clear of the runtime's.
    mutating func checkTypeNames() {
        var seen: [String: SourceLocation] = [:]
        let names = interface.enums.map { (SwiftNames.typeName($0.name), $0.location) }
            + interface.structs.map { (SwiftNames.typeName($0.name), $0.location) }
            + interface.functions.map { (Self.messageTypeName($0), $0.location) }
        for (name, location) in names.sorted(by: { $0.1.line < $1.1.line }) {
            if Self.runtimeTypeNames.contains(name) {
                report("the Swift type name '\(name)' is taken by the runtime", at: location)
            } else if let first = seen[name] {
                report("the Swift type name '\(name)' is generated twice (first for line \(first.line))", at: location)
            } else {
                seen[name] = location
            }
        }
    }

    /// A struct that holds itself through non-array params would be an infinitely large value.
    mutating func checkValueCycles() {
        var edges: [String: [String]] = [:]
        for structure in interface.structs {
            edges[structure.name] = structure.params.compactMap { param in
                guard !param.isArray, case .named(let name) = param.type, !enumNames.contains(name) else { return nil }
                return name
            }
        }
        for structure in interface.structs {
            var stack: [(name: String, path: [String])] = [(structure.name, [structure.name])]
            var visited: Set<String> = []
            while let (name, path) = stack.popLast() {
                for next in edges[name] ?? [] {
                    if next == structure.name {
                        report("struct '\(structure.name)' contains itself by value (\((path + [next]).joined(separator: " → "))); make one of the params an array", at: structure.location)
                        stack.removeAll()
                        break
                    }
                    if visited.insert(next).inserted { stack.append((next, path + [next])) }
                }
            }
        }
    }
}

import SDLSpec

extension Translator {
    /// Members every generated enum has (generated or from `SDLEnumeration`): a case of the same
    /// name would not compile, or would hide the member.
    static let enumMemberNames: Set<String> = [
        "enumerationInfo", "rawValue", "numericValue", "knownCases", "specName", "isKnown", "jsonValue", "hashValue",
    ]

    /// An enum: one case per element (wire value kept exactly), plus `unrecognized(String)`.
    mutating func translateEnum(_ enumeration: SpecEnum) -> RenderEnum {
        var seen: [String: String] = [:]
        var cases: [RenderEnumCase] = []
        for element in enumeration.elements {
            let name = SwiftNames.caseName(element.name)
            if let other = seen[name] {
                report("elements '\(other)' and '\(element.name)' of enum '\(enumeration.name)' both become the Swift case '\(name)'", at: element.location)
            } else if name == "unrecognized" {
                report("element '\(element.name)' of enum '\(enumeration.name)' collides with the case 'unrecognized' that keeps unknown values", at: element.location)
            } else if Self.enumMemberNames.contains(name) {
                report("element '\(element.name)' of enum '\(enumeration.name)' would become the Swift case '\(name)', a member every generated enum has", at: element.location)
            }
            seen[name] = element.name
            cases.append(RenderEnumCase(
                name: SwiftNames.escaped(name),
                rawValueLiteral: SwiftLiteral.string(element.name),
                docLines: DocumentationLines.make(element.documentation, element.availability, location: element.location,
                                                  fallback: "The `\(element.name)` value of `\(enumeration.name)`."),
                numericValue: element.value.map(String.init) ?? "nil"))
        }
        return RenderEnum(
            swiftName: SwiftNames.typeName(enumeration.name),
            specNameLiteral: SwiftLiteral.string(enumeration.name),
            docLines: DocumentationLines.make(enumeration.documentation, enumeration.availability, location: enumeration.location,
                                              fallback: "The spec's enumeration `\(enumeration.name)`."),
            // As for structs: stored by other types, so deprecated only in the docs.
            attributes: [],
            cases: cases,
            hasNumericValues: enumeration.elements.contains { $0.value != nil })
    }
}

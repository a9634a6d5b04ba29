/// Every name the render models answer in templates. A template's names are resolved to these
/// once, when it is compiled; a name that is not here renders as missing (empty), as in Mustache.
public enum RenderKey: String, CaseIterable, Sendable {
    // RenderFile
    case fileName, specFile, enums, structs, specInfo
    // RenderSpecInfo
    case versionExpression, minVersionExpression, interfaceNameLiteral, specFileLiteral, sha256Literal
    case enumCount, structCount, functionCount
    // RenderEnum, RenderEnumCase
    case swiftName, specNameLiteral, docLines, attributes, cases, hasNumericValues
    case name, rawValueLiteral, numericValue
    // RenderStruct, RenderMessage
    case specLine, conformance, properties, hasProperties, mandatoryBindings, initArguments, message
    case functionID, kindCase, functionCase, responseType
    // RenderProperty
    case storageName, keyLiteral, valueType, declaredType, initParameter, isDeprecated, ruleLine, ruleIndex
}

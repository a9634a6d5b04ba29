import SDLSpec

extension Translator {
    /// Member names the runtime protocols use; a param may not take them.
    static let reservedMemberNames: Set<String> = [
        "jsonValue", "jsonObject", "jsonBytes", "hashValue", "rawValue", "isKnown", "Parameters", "specName",
        "specLine", "parameterRules", "structureInfo", "sdlJSON", "sdlContext",
    ]

    /// Further member names of messages.
    static let reservedMessageMemberNames: Set<String> = ["messageInfo", "rpcName", "rpcFunctionID", "rpcMessageKind", "rpcFunction", "Response", "ResultCode"]

    mutating func translateStruct(_ structure: SpecStruct) -> RenderStruct {
        var result = RenderStruct(
            swiftName: SwiftNames.typeName(structure.name),
            specNameLiteral: SwiftLiteral.string(structure.name),
            specLine: structure.location.line,
            docLines: DocumentationLines.make(structure.documentation, structure.availability, location: structure.location,
                                              fallback: "The spec's struct `\(structure.name)`."),
            // Deprecated structs stay unannotated: other types store them, and Swift has no way to
            // silence the warnings those stored references would raise. The docs say it instead.
            attributes: [],
            conformance: "SDLStructure", properties: [], mandatoryBindings: "", initArguments: "", message: nil)
        fillProperties(of: &result, from: structure.params, owner: "struct '\(structure.name)'", reserved: Self.reservedMemberNames)
        return result
    }

    mutating func translateFunction(_ function: SpecFunction) -> RenderStruct {
        let conformance: String
        var responseType: String?
        switch function.messageType {
        case .request:
            conformance = "SDLRequest"
            if let response = interface.function(named: function.name, .response) {
                responseType = Self.messageTypeName(response)
            }
        case .response:
            conformance = "SDLResponse"
            checkResponseShape(function)
        case .notification:
            conformance = "SDLNotification"
        }
        let caseName = functionIDCases[function.functionID] ?? SwiftNames.escaped(SwiftNames.caseName(function.functionID))
        var result = RenderStruct(
            swiftName: Self.messageTypeName(function),
            specNameLiteral: SwiftLiteral.string(function.name),
            specLine: function.location.line,
            docLines: DocumentationLines.make(function.documentation, function.availability, location: function.location,
                                              fallback: "The `\(function.name)` \(function.messageType.rawValue)."),
            attributes: function.availability.isDeprecated ? ["@available(*, deprecated)"] : [],
            conformance: conformance, properties: [], mandatoryBindings: "", initArguments: "",
            message: RenderMessage(
                functionID: functionIDValues[function.functionID] ?? 0,
                kindCase: "." + function.messageType.rawValue,
                functionCase: "SDLFunctionID." + caseName,
                responseType: responseType))
        if functionIDValues[function.functionID] == nil {
            report("functionID '\(function.functionID)' of function '\(function.name)' has no numeric 'value' in enum 'FunctionID'", at: function.location)
        }
        fillProperties(
            of: &result, from: function.params, owner: "function '\(function.name)'",
            reserved: Self.reservedMemberNames.union(Self.reservedMessageMemberNames))
        return result
    }

    private mutating func fillProperties(of result: inout RenderStruct, from params: [SpecParam], owner: String, reserved: Set<String>) {
        var seen: [String: String] = [:]
        var mandatory: [String] = []
        var arguments: [String] = []
        // The owner as the parameters' fallback documentation names it, with code quotes.
        let ownerInDocs = String(owner.map { $0 == "'" ? "`" : $0 })
        for param in params {
            let plain = SwiftNames.propertyName(param.name)
            if let other = seen[plain] {
                report("params '\(other)' and '\(param.name)' of \(owner) both become the Swift property '\(plain)'", at: param.location)
            }
            if reserved.contains(plain) {
                report("param '\(param.name)' of \(owner) would shadow the generated member '\(plain)'", at: param.location)
            }
            seen[plain] = param.name
            var property = translateParam(param, swiftName: plain, ownerInDocs: ownerInDocs)
            property.ruleIndex = result.properties.count
            result.properties.append(property)
            if param.isMandatory { mandatory.append("let " + property.name) }
            arguments.append("\(plain): \(property.name)")
        }
        result.mandatoryBindings = mandatory.joined(separator: ", ")
        result.initArguments = arguments.joined(separator: ", ")
    }

    private func translateParam(_ param: SpecParam, swiftName: String, ownerInDocs: String) -> RenderProperty {
        let name = SwiftNames.escaped(swiftName)
        let elementType: String
        switch param.type {
        case .string: elementType = "Swift.String"
        case .integer: elementType = "Swift.Int"
        case .float: elementType = "Swift.Double"
        case .boolean: elementType = "Swift.Bool"
        case .named(let typeName): elementType = SwiftNames.typeName(typeName)
        }
        let valueType = param.isArray ? "[\(elementType)]" : elementType
        let parameterType = param.isMandatory ? valueType : valueType + "?"
        // A stored `T?` has an implicit `= nil`, which Swift compiles into a function of its own;
        // spelled `Optional<T>` it has none (every initialiser sets every property anyway): 1,100
        // fewer functions in every app's build of the 8.0.0 types.
        let declaredType = param.isMandatory ? valueType : "Swift.Optional<\(valueType)>"
        let deprecated = param.availability.isDeprecated
        return RenderProperty(
            name: name,
            storageName: deprecated ? "_" + swiftName : name,
            keyLiteral: SwiftLiteral.string(param.name),
            valueType: valueType,
            declaredType: declaredType,
            initParameter: "\(swiftName): \(parameterType)" + (param.isMandatory ? "" : " = nil"),
            isDeprecated: deprecated,
            docLines: DocumentationLines.make(param.documentation, param.availability, location: param.location,
                                              fallback: "The `\(param.name)` parameter of the \(ownerInDocs)."),
            ruleLine: param.parameterRule(enumNames: enumNames).tableLine)
    }

    /// Responses conform to `SDLResponse`, which needs `success` and `resultCode`, and an `info`
    /// that is an optional String when there is one.
    private mutating func checkResponseShape(_ function: SpecFunction) {
        let params = Dictionary(function.params.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let success = params["success"].map { $0.type == .boolean && $0.isMandatory && !$0.isArray } ?? false
        let resultCode = params["resultCode"].map { param -> Bool in
            if case .named(let name) = param.type { return enumNames.contains(name) && param.isMandatory && !param.isArray }
            return false
        } ?? false
        let info = params["info"].map { $0.type == .string && !$0.isMandatory && !$0.isArray } ?? true
        if !(success && resultCode && info) {
            report("response '\(function.name)' needs a mandatory Boolean 'success' and a mandatory enum 'resultCode' (and 'info', if any, an optional String)", at: function.location)
        }
    }
}

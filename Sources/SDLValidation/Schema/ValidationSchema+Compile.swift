import SDLSpec

extension ValidationSchema {
    /// Compiles a parsed (and checked) spec. Types the checker resolved are looked up by name;
    /// an unresolvable one (impossible after the checks) validates as a scalar of its rule's kind.
    convenience init(_ interface: SpecInterface) {
        let enumNames = Set(interface.enums.map(\.name))
        var enumPositions: [String: Int] = [:]
        for (position, item) in interface.enums.enumerated() { enumPositions[item.name] = position }
        var structPositions: [String: Int] = [:]
        for (position, item) in interface.structs.enumerated() { structPositions[item.name] = position }

        func member(_ param: SpecParam) -> Member {
            let definitions = ([param] + param.history).map { variant -> Versioned<MemberDefinition> in
                let rule = variant.parameterRule(enumNames: enumNames)
                let type: ValueType = switch rule.kind {
                case .enumeration(let name): enumPositions[name].map(ValueType.enumeration) ?? .scalar
                case .structure(let name): structPositions[name].map(ValueType.structure) ?? .scalar
                default: .scalar
                }
                return Versioned(availability: variant.availability, value: MemberDefinition(rule: rule, type: type))
            }
            return Member(name: param.name, definitions: definitions, specVersion: interface.version)
        }
        // A struct's or function's history variant without params (`<struct name="DisplayCapabilities"
        // since="1.0" until="6.0"/>`) only says when it existed before: its params are the current
        // ones, each with its own history. (Taken literally it emptied DisplayCapabilities for apps
        // below 6.0; found by fuzz-frames-headunit.)
        func historyParams(_ params: [SpecParam], current: [SpecParam]) -> [SpecParam] {
            params.isEmpty ? current : params
        }
        func layout(_ params: [SpecParam], line: Int) -> ObjectLayout {
            let members = params.map(member)
            var positions: [String: Int] = [:]
            for (position, item) in members.enumerated() where positions[item.name] == nil { positions[item.name] = position }
            return ObjectLayout(members: members, positions: positions, specLine: line)
        }

        let enums = interface.enums.map { item in
            // A history variant without elements only says when the enum existed before; its
            // elements are the current ones (each with its own since/until).
            let definitions = ([item] + item.history).map { variant in
                Versioned(availability: variant.availability, value: ElementTable(variant.elements.isEmpty ? item.elements : variant.elements))
            }
            return Enumeration(name: item.name, definitions: definitions, specVersion: interface.version)
        }
        let structs = interface.structs.map { item in
            Structure(name: item.name, definitions: ([item] + item.history).map {
                Versioned(availability: $0.availability, value: layout(historyParams($0.params, current: item.params), line: $0.location.line))
            }, specVersion: interface.version)
        }
        let functionIDs = interface.enumeration(named: "FunctionID")?.elements ?? []
        var idByElement: [String: Int] = [:]
        for element in functionIDs { if let value = element.value { idByElement[element.name] = value } }
        var functions: [FunctionKey: Function] = [:]
        var functionNames: [Int: String] = [:]
        for item in interface.functions {
            guard let kind = SDLRPCMessageKind(rawValue: item.messageType.rawValue) else { continue }
            let key = FunctionKey(name: item.name, kind: kind)
            guard functions[key] == nil else { continue }
            let id = idByElement[item.functionID]
            functions[key] = Function(
                name: item.name, messageKind: kind, functionID: id, specLine: item.location.line,
                definitions: ([item] + item.history).map {
                    Versioned(availability: $0.availability, value: layout(historyParams($0.params, current: item.params), line: $0.location.line))
                }, specVersion: interface.version)
            if let id, functionNames[id] == nil { functionNames[id] = item.name }
        }
        self.init(functions: functions, functionNames: functionNames, structs: structs, enums: enums, version: interface.version)
    }
}

/// The semantic checks that run after a spec is read: names, types, ranges, defaults and the
/// pairing of requests with responses. Every problem becomes one diagnostic at the line of the
/// item it concerns.
struct SpecChecker {
    let interface: SpecInterface
    private(set) var diagnostics: [SpecDiagnostic] = []
    private var enumsByName: [String: SpecEnum] = [:]
    private var structNames: Set<String> = []

    init(_ interface: SpecInterface) {
        self.interface = interface
    }

    /// Runs every check and returns the diagnostics found.
    mutating func run() -> [SpecDiagnostic] {
        // Types on one core, functions (about as much work) on another, each by a copy of this
        // checker; their diagnostics joined in the order one checker would have made them.
        indexTypes()
        let start = self
        let parts = ParallelMap.run(count: 2) { part in
            var checker = start
            if part == 0 { checker.checkTypes() } else { checker.checkFunctions() }
            return checker.diagnostics
        }
        diagnostics += parts.joined()
        return diagnostics
    }

    /// Type names, enum elements and struct params.
    private mutating func checkTypes() {
        checkTypeNames()
        for enumeration in interface.enums {
            checkElements(of: enumeration)
            for variant in enumeration.history { checkElements(of: variant) }
        }
        for structure in interface.structs {
            checkParams(structure.params, owner: "struct '\(structure.name)'")
            for variant in structure.history { checkParams(variant.params, owner: "struct '\(structure.name)'") }
        }
    }

    mutating func report(_ message: String, at location: SourceLocation) {
        diagnostics.append(SpecDiagnostic(.error, message, at: location))
    }

    // MARK: Names

    private mutating func checkTypeNames() {
        var firstLocation: [String: SourceLocation] = [:]
        let declarations = interface.enums.map { ($0.name, $0.location) } + interface.structs.map { ($0.name, $0.location) }
        for (name, location) in declarations.sorted(by: { $0.1.line < $1.1.line }) {
            if let first = firstLocation[name] {
                report("duplicate type name '\(name)' (first declared at line \(first.line))", at: location)
            } else {
                firstLocation[name] = location
            }
        }
    }

    /// The lookup tables both halves of ``run()`` read: enums by name (the first of a name), struct names.
    private mutating func indexTypes() {
        for enumeration in interface.enums where enumsByName[enumeration.name] == nil {
            enumsByName[enumeration.name] = enumeration
        }
        structNames = Set(interface.structs.map(\.name))
    }

    private mutating func checkElements(of enumeration: SpecEnum) {
        var seen: [String: SourceLocation] = [:]
        for element in enumeration.elements {
            if let first = seen[element.name] {
                report("duplicate element '\(element.name)' in enum '\(enumeration.name)' (first at line \(first.line))", at: element.location)
            } else {
                seen[element.name] = element.location
            }
        }
    }

    // MARK: Functions

    private mutating func checkFunctions() {
        var seen: [String: SourceLocation] = [:]
        let functionIDs = enumsByName["FunctionID"]
        for function in interface.functions {
            let key = "\(function.name) (\(function.messageType.rawValue))"
            if let first = seen[key] {
                report("duplicate function '\(key)' (first at line \(first.line))", at: function.location)
            } else {
                seen[key] = function.location
            }
            if let functionIDs {
                if functionIDs.element(named: function.functionID) == nil {
                    report("functionID '\(function.functionID)' of function '\(function.name)' is not an element of enum 'FunctionID'", at: function.location)
                }
            } else {
                report("functionID '\(function.functionID)' cannot be resolved: the spec has no enum 'FunctionID'", at: function.location)
            }
            checkParams(function.params, owner: "function '\(function.name)'")
            for variant in function.history { checkParams(variant.params, owner: "function '\(function.name)'") }
        }
        for request in interface.functions where request.messageType == .request {
            if interface.function(named: request.name, .response) == nil {
                report("request '\(request.name)' has no response", at: request.location)
            }
        }
    }

    // MARK: Params

    private mutating func checkParams(_ params: [SpecParam], owner: String) {
        var seen: [String: SourceLocation] = [:]
        for param in params {
            if let first = seen[param.name] {
                report("duplicate param '\(param.name)' in \(owner) (first at line \(first.line))", at: param.location)
            } else {
                seen[param.name] = param.location
            }
            checkParam(param)
            for variant in param.history { checkParam(variant) }
        }
    }

    private mutating func checkParam(_ param: SpecParam) {
        let location = param.location
        var enumeration: SpecEnum?
        if case .named(let typeName) = param.type {
            enumeration = enumsByName[typeName]
            if enumeration == nil, !structNames.contains(typeName) {
                report("unknown type '\(typeName)' of param '\(param.name)'", at: location)
                return
            }
        }
        checkBounds(of: param)
        checkSubset(of: param, enumeration: enumeration)
        if let value = param.defaultValue {
            checkDefault(value, of: param, enumeration: enumeration)
        }
    }

    private mutating func checkBounds(of param: SpecParam) {
        let location = param.location
        if let min = param.minValue, let max = param.maxValue, min.doubleValue > max.doubleValue {
            report("minvalue \(min) of param '\(param.name)' is greater than maxvalue \(max)", at: location)
        }
        if let min = param.minLength, let max = param.maxLength, min > max {
            report("minlength \(min) of param '\(param.name)' is greater than maxlength \(max)", at: location)
        }
        if let min = param.minSize, let max = param.maxSize, min > max {
            report("minsize \(min) of param '\(param.name)' is greater than maxsize \(max)", at: location)
        }
        if param.type == .integer {
            for (name, bound) in [("minvalue", param.minValue), ("maxvalue", param.maxValue)] {
                if case .float(let value) = bound {
                    report("\(name) \(value) of Integer param '\(param.name)' is not an integer", at: location)
                }
            }
        }
    }

    private mutating func checkSubset(of param: SpecParam, enumeration: SpecEnum?) {
        guard !param.enumSubset.isEmpty else { return }
        guard let enumeration else {
            report("param '\(param.name)' lists <element> children but its type '\(param.type)' is not an enum", at: param.location)
            return
        }
        for name in param.enumSubset where enumeration.element(named: name) == nil {
            report("element '\(name)' of param '\(param.name)' is not an element of enum '\(enumeration.name)'", at: param.location)
        }
    }
}

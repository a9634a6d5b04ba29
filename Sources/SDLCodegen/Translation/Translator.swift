import SDLSpec

/// Stage 2 of the pipeline: turns a checked ``SpecInterface`` into render models. Every naming,
/// typing and documentation decision is made here, so the templates only lay text out.
public struct Translator {
    /// The spec being translated.
    public let interface: SpecInterface
    var diagnostics: [SpecDiagnostic] = []
    let enumNames: Set<String>
    let functionIDValues: [String: Int]
    let functionIDCases: [String: String]

    /// Prepares a translation of `interface`.
    public init(interface: SpecInterface) {
        self.interface = interface
        self.enumNames = Set(interface.enums.map(\.name))
        let functionIDs = interface.enumeration(named: "FunctionID")?.elements ?? []
        var values: [String: Int] = [:]
        var cases: [String: String] = [:]
        for element in functionIDs {
            values[element.name] = element.value
            cases[element.name] = SwiftNames.escaped(SwiftNames.caseName(element.name))
        }
        self.functionIDValues = values
        self.functionIDCases = cases
    }

    /// Translates the whole spec into the fixed set of files of ``OutputLayout``.
    public mutating func translate() throws(TranslationError) -> [RenderFile] {
        let (enums, structs, functions) = translateItems()
        checkTypeNames()
        checkValueCycles()
        guard diagnostics.isEmpty else {
            throw TranslationError(diagnostics: diagnostics.sorted { $0.location.line < $1.location.line })
        }
        var files = OutputLayout.shards.map { shard in
            RenderFile(fileName: shard.fileName, specFile: interface.fileName, template: shard.content == .specInfo ? "spec-info" : "file",
                       enums: [], structs: [])
        }
        if let index = OutputLayout.shards.firstIndex(where: { $0.content == .specInfo }) { files[index].specInfo = specInfo() }
        // Each item's file found once (by its upper-cased name), not asked of every file.
        for (item, rendered) in zip(interface.enums, enums) {
            if let index = OutputLayout.shardIndex(.enums, holding: item.name) { files[index].enums.append(rendered) }
        }
        for (item, rendered) in zip(interface.structs, structs) {
            if let index = OutputLayout.shardIndex(.structs, holding: item.name) { files[index].structs.append(rendered) }
        }
        for (item, rendered) in zip(interface.functions, functions) {
            if let index = OutputLayout.shardIndex(.functions, holding: item.name) { files[index].structs.append(rendered) }
        }
        return files
    }

    /// The enums, structs and functions, each kind translated on a core of its own by a copy of
    /// this translator; their diagnostics are collected here (sorted by line afterwards).
    private mutating func translateItems() -> ([RenderEnum], [RenderStruct], [RenderStruct]) {
        enum Kind: Int, CaseIterable {
            case enums, structs, functions
        }
        let start = self
        // Functions are the most work: started first.
        let parts = ParallelMap.run(count: Kind.allCases.count, order: Kind.allCases.reversed().map(\.rawValue)) { index in
            var translator = start
            translator.diagnostics = []
            var enums: [RenderEnum] = []
            var structs: [RenderStruct] = []
            switch Kind(rawValue: index) {
            case .enums: enums = translator.interface.enums.map { translator.translateEnum($0) }
            case .structs: structs = translator.interface.structs.map { translator.translateStruct($0) }
            case .functions: structs = translator.interface.functions.map { translator.translateFunction($0) }
            case nil: break
            }
            return (enums: enums, structs: structs, diagnostics: translator.diagnostics)
        }
        diagnostics += parts.flatMap(\.diagnostics)
        return (parts[Kind.enums.rawValue].enums, parts[Kind.structs.rawValue].structs, parts[Kind.functions.rawValue].structs)
    }

    /// Every generated type as `(kind, spec name, Swift name)`, in spec order: what
    /// `sdl-codegen --list` prints.
    public func typeListing() -> [(kind: String, specName: String, swiftName: String)] {
        interface.enums.map { ("enum", $0.name, SwiftNames.typeName($0.name)) }
            + interface.structs.map { ("struct", $0.name, SwiftNames.typeName($0.name)) }
            + interface.functions.map { ($0.messageType.rawValue, $0.name, Self.messageTypeName($0)) }
    }

    /// `SDLAlert`, `SDLAlertResponse`, `SDLOnHMIStatus`; a response-only function already named
    /// `…Response` keeps its name (`GenericResponse` → `SDLGenericResponse`).
    public static func messageTypeName(_ function: SpecFunction) -> String {
        let base = SwiftNames.typeName(function.name)
        return function.messageType == .response && !function.name.hasSuffix("Response") ? base + "Response" : base
    }

    mutating func report(_ message: String, at location: SourceLocation) {
        diagnostics.append(SpecDiagnostic(.error, message, at: location))
    }

    private func specInfo() -> RenderSpecInfo {
        RenderSpecInfo(
            versionExpression: interface.version.map(Self.versionExpression) ?? "nil",
            minVersionExpression: interface.minVersion.map(Self.versionExpression) ?? "nil",
            interfaceNameLiteral: SwiftLiteral.string(interface.name),
            specFileLiteral: SwiftLiteral.string(interface.fileName),
            sha256Literal: SwiftLiteral.string(interface.sha256 ?? ""),
            enumCount: interface.enums.count,
            structCount: interface.structs.count,
            functionCount: interface.functions.count)
    }

    static func versionExpression(_ version: SpecVersion) -> String {
        "SDLRPCVersion(\(version.major), \(version.minor), \(version.patch))"
    }
}

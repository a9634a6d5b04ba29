import Foundation

/// Judges each resolved use of an API against the package's minimums and the scopes around the use.
public struct AvailabilityChecker {
    /// The package's oldest supported macOS and iOS.
    public var minimums: [ApplePlatform: AppleVersion]
    /// The Apple availability of every API the check knows, by USR.
    public var table: AvailabilityTable

    /// Creates a checker.
    public init(minimums: [ApplePlatform: AppleVersion], table: AvailabilityTable) {
        self.minimums = minimums
        self.table = table
    }

    /// Whether `api` needs more than `guarantee` plus the package's minimums give on some platform
    /// (and so do all its default implementations, when it is a protocol requirement that has some).
    public func violates(_ api: APIAvailability, under guarantee: ScopeGuarantee) -> Bool {
        violates(api.platforms, under: guarantee)
            && api.defaultImplementations.allSatisfy { violates($0, under: guarantee) }
    }

    private func violates(_ platforms: [ApplePlatform: PlatformAvailability], under guarantee: ScopeGuarantee) -> Bool {
        for platform in ApplePlatform.allCases where !guarantee.unavailable.contains(platform) {
            guard let declared = platforms[platform] else { continue }
            if declared.unavailable { return true }
            guard let introduced = declared.introduced else { continue }
            let floor = [minimums[platform], guarantee.minimums[platform]].compactMap { $0 }.max()
            if let floor, introduced > floor { return true }
            if floor == nil { return true }
        }
        return false
    }

    /// The findings among `references`: each use (file, line, column, API) once, sorted.
    /// `source` gives a file's text (nil when it cannot be read, which throws).
    public func findings(
        in references: [SymbolOccurrence], source: (String) -> String? = { try? String(contentsOfFile: $0, encoding: .utf8) }
    ) throws(CheckError) -> [Finding] {
        try judge(references, source: source).findings
    }

    /// The findings among `references`, and the uses of newer APIs that a scope covers (for `--verbose`),
    /// each sorted.
    public func judge(
        _ references: [SymbolOccurrence], source: (String) -> String? = { try? String(contentsOfFile: $0, encoding: .utf8) }
    ) throws(CheckError) -> (findings: [Finding], guarded: [Finding]) {
        let guarantee = ScopeGuarantee()
        // Only uses of APIs newer than the minimums (or unavailable) need their scopes parsed.
        let candidates = references.filter { reference in
            guard let api = table[reference.usr] else { return false }
            return violates(api, under: guarantee)
        }
        var scopesByFile: [String: AvailabilityScopes] = [:]
        var findings: Set<Finding> = []
        var guarded: Set<Finding> = []
        for reference in candidates {
            guard let api = table[reference.usr] else { continue }
            let scopes: AvailabilityScopes
            if let parsed = scopesByFile[reference.file] {
                scopes = parsed
            } else {
                guard let text = source(reference.file) else {
                    throw CheckError.package("cannot read \(reference.file)")
                }
                scopes = AvailabilityScopes(source: text, fileName: reference.file)
                scopesByFile[reference.file] = scopes
            }
            let around = scopes.guarantee(line: reference.line, column: reference.column)
            let finding = Finding(
                file: reference.file, line: reference.line, column: reference.column, api: api,
                minimums: minimums, guarantee: around)
            if violates(api, under: around) {
                findings.insert(finding)
            } else {
                guarded.insert(finding)
            }
        }
        return (findings.sorted(), guarded.sorted())
    }
}

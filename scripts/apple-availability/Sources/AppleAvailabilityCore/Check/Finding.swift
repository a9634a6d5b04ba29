/// A use of an API the package's oldest supported systems lack, outside a scope that guards it.
public struct Finding: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The absolute path of the source file.
    public var file: String
    /// The 1-based line of the use.
    public var line: Int
    /// The 1-based column of the use, in UTF-8 bytes.
    public var column: Int
    /// The API and what its declaration says.
    public var api: APIAvailability
    /// The package's minimums.
    public var minimums: [ApplePlatform: AppleVersion]
    /// What the enclosing scopes guarantee (their versions, when some scope raised them).
    public var guarantee: ScopeGuarantee

    /// Creates a finding.
    public init(
        file: String, line: Int, column: Int, api: APIAvailability,
        minimums: [ApplePlatform: AppleVersion], guarantee: ScopeGuarantee
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.api = api
        self.minimums = minimums
        self.guarantee = guarantee
    }

    /// Orders by file, line, column, then API name.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.api.name) < (rhs.file, rhs.line, rhs.column, rhs.api.name)
    }

    /// `file:line:col: error: 'X' is only available in macOS 26 / iOS 26 or newer; the package supports macOS 14 / iOS 17`,
    /// with what an enclosing `#available` guarantees when it is too low.
    public var description: String {
        let platforms = ApplePlatform.allCases
        let unavailable = platforms.filter { api.platforms[$0]?.unavailable == true && !guarantee.unavailable.contains($0) }
        let introduced = platforms.compactMap { platform in
            api.platforms[platform]?.introduced.map { "\(platform.rawValue) \($0)" }
        }
        var problems: [String] = []
        if !unavailable.isEmpty {
            problems.append("is unavailable in \(unavailable.map(\.rawValue).joined(separator: " / "))")
        }
        if !introduced.isEmpty, unavailable.count < platforms.count {
            problems.append("is only available in \(introduced.joined(separator: " / ")) or newer")
        }
        let supported = platforms.compactMap { platform in minimums[platform].map { "\(platform.rawValue) \($0)" } }
        var message = "\(file):\(line):\(column): error: '\(api.name)' \(problems.joined(separator: " and "))"
        message += "; the package supports \(supported.joined(separator: " / "))"
        if !guarantee.minimums.isEmpty {
            message += " (the enclosing availability scope guarantees \(guarantee.summary))"
        }
        return message
    }
}

import SwiftParser
import SwiftSyntax

/// The availability scopes of one source file: for a line and column, what the `if #available`,
/// `guard #available`, `while #available`, `if #unavailable … else` and `@available` declarations
/// around it guarantee, as the compiler's availability checking sees them.
public struct AvailabilityScopes {
    private let tree: SourceFileSyntax
    private let converter: SourceLocationConverter

    /// Parses `source` (the text of `fileName`).
    public init(source: String, fileName: String) {
        tree = Parser.parse(source: source)
        converter = SourceLocationConverter(fileName: fileName, tree: tree)
    }

    /// What the scopes around the token at `line`:`column` (1-based, the column in UTF-8 bytes, as the
    /// index store counts) guarantee; nothing when no token starts there.
    public func guarantee(line: Int, column: Int) -> ScopeGuarantee {
        let position = converter.position(ofLine: line, column: column)
        guard let token = tree.token(at: position) else { return ScopeGuarantee() }
        var result = ScopeGuarantee()
        var child = Syntax(token)
        while let parent = child.parent {
            result.add(Self.guarantee(of: parent, around: child))
            child = parent
        }
        return result
    }

    /// What `parent` guarantees to its child `child`.
    private static func guarantee(of parent: Syntax, around child: Syntax) -> ScopeGuarantee {
        if let ifExpression = parent.as(IfExprSyntax.self) {
            if child.id == ifExpression.body.id { return available(in: ifExpression.conditions) }
            if let elseBody = ifExpression.elseBody, child.id == elseBody.id {
                return unavailableOnly(ifExpression.conditions)
            }
        } else if let whileStatement = parent.as(WhileStmtSyntax.self), child.id == whileStatement.body.id {
            return available(in: whileStatement.conditions)
        } else if let guardStatement = parent.as(GuardStmtSyntax.self), child.id == guardStatement.body.id {
            return unavailableOnly(guardStatement.conditions)
        } else if let conditions = parent.as(ConditionElementListSyntax.self) {
            // `if #available(macOS 15, *), let m = Mutex(…)`: later conditions run only when the earlier hold.
            return available(in: conditions.prefix { $0.id != child.id })
        } else if let items = parent.as(CodeBlockItemListSyntax.self) {
            // `guard #available(…) else { return }` covers the rest of its block.
            var result = ScopeGuarantee()
            for item in items.prefix(while: { $0.id != child.id }) {
                if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                    result.add(available(in: guardStatement.conditions))
                }
            }
            return result
        } else if let declaration = parent.asProtocol((any WithAttributesSyntax).self) {
            if parent.is(ClosureSignatureSyntax.self) { return ScopeGuarantee() }
            return AvailabilitySpec.guarantee(ofAttributes: declaration.attributes)
        }
        return ScopeGuarantee()
    }

    /// What the `#available` conditions among `conditions` guarantee where all of them hold.
    private static func available(in conditions: some Sequence<ConditionElementSyntax>) -> ScopeGuarantee {
        var result = ScopeGuarantee()
        for element in conditions {
            guard case .availability(let condition) = element.condition,
                condition.availabilityKeyword.tokenKind == .poundAvailable
            else { continue }
            result.add(AvailabilitySpec.guarantee(of: condition.availabilityArguments))
        }
        return result
    }

    /// `if #unavailable(macOS 15) { … } else { here }`: the versions hold where the one condition fails.
    private static func unavailableOnly(_ conditions: ConditionElementListSyntax) -> ScopeGuarantee {
        guard conditions.count == 1, let only = conditions.first, case .availability(let condition) = only.condition,
            condition.availabilityKeyword.tokenKind == .poundUnavailable
        else { return ScopeGuarantee() }
        var result = AvailabilitySpec.guarantee(of: condition.availabilityArguments)
        result.unavailable = []
        return result
    }
}

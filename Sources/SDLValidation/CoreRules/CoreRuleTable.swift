/// Every function whose Core handler makes checks before asking the HMI, and those checks.
///
/// The table is split by handler name so that each part stays small; `docs/core-rules.md` lists
/// every rule with the handler it comes from and the test that covers it.
enum CoreRuleTable {
    /// The checks for `function`'s request, if Core's handler makes any.
    static func check(for function: String) -> CoreCommandRules.Check? {
        handlers[function]
    }

    private static let handlers: [String: CoreCommandRules.Check] =
        firstHalf.merging(secondHalf) { first, _ in first }
}

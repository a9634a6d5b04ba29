@testable import SDLValidation
import Testing

@Suite("Core rule table")
struct CoreRuleTableTests {
    @Test("each handler's checks live in exactly one half of the table (no Core rule written twice)")
    func halvesAreDisjoint() {
        let shared = Set(CoreRuleTable.firstHalf.keys).intersection(CoreRuleTable.secondHalf.keys)
        #expect(shared.isEmpty, "in both halves: \(shared.sorted())")
    }
}

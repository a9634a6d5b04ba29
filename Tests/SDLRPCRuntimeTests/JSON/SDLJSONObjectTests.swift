import SDLRPCRuntime
import Testing

@Suite("SDLJSONObject")
struct SDLJSONObjectTests {
    @Test("a dictionary literal keeps its order")
    func literalOrder() {
        let object: SDLJSONObject = ["z": 1, "a": 2, "m": 3]
        #expect(object.keys == ["z", "a", "m"])
        #expect(object.count == 3)
        #expect(!object.isEmpty)
        #expect(SDLJSONObject().isEmpty)
    }

    @Test("setting an existing key replaces the value in place")
    func replaceInPlace() {
        var object: SDLJSONObject = ["a": 1, "b": 2, "c": 3]
        object["b"] = "two"
        #expect(object.keys == ["a", "b", "c"])
        #expect(object["b"] == "two")
        object["d"] = 4
        #expect(object.keys == ["a", "b", "c", "d"])
    }

    @Test("setting nil removes the member")
    func setNilRemoves() {
        var object: SDLJSONObject = ["a": 1, "b": 2]
        object["a"] = nil
        #expect(object.keys == ["b"])
        #expect(object["a"] == nil)
        object["missing"] = nil
        #expect(object.count == 1)
    }

    @Test("a member holding JSON null is different from a missing member")
    func nullVersusMissing() {
        let object: SDLJSONObject = ["a": nil]
        #expect(object["a"] == .some(.null))
        #expect(object["b"] == nil)
    }

    @Test("append adds without a duplicate check and lookup sees the last value")
    func appendDuplicates() {
        var object = SDLJSONObject()
        object.append("a", 1)
        object.append("b", 2)
        object.append("a", 3)
        #expect(object.count == 3)
        #expect(object.keys == ["a", "b", "a"])
        #expect(object["a"] == 3)
        #expect(object.removeValue(forKey: "a") == 3)
        #expect(object.keys == ["b"])
        #expect(object.removeValue(forKey: "a") == nil)
    }

    @Test("large objects look up, replace and remove correctly")
    func largeObject() {
        var object = SDLJSONObject()
        for number in 0..<100 {
            object.append("k\(number)", .integer(number))
        }
        #expect(object["k0"] == 0)
        #expect(object["k99"] == 99)
        #expect(object["k100"] == nil)
        object["k50"] = "fifty"
        #expect(object.keys[50] == "k50")
        #expect(object["k50"] == "fifty")
        object.append("k10", "again")
        #expect(object["k10"] == "again")
        #expect(object.removeValue(forKey: "k10") == "again")
        #expect(object["k10"] == nil)
        #expect(object.count == 99)
        #expect(object["k11"] == 11)
        #expect(object["k99"] == 99)
        for number in 0..<95 where number != 10 {
            object["k\(number)"] = nil
        }
        #expect(object.keys == ["k95", "k96", "k97", "k98", "k99"])
        #expect(object["k97"] == 97)
    }

    @Test("iteration yields members in order")
    func iteration() {
        let object: SDLJSONObject = ["x": 1, "y": "two"]
        var seen: [String] = []
        for (key, value) in object {
            seen.append("\(key)=\(value.typeName)")
        }
        #expect(seen == ["x=Integer", "y=String"])
    }

    @Test("equality and hashing are order-sensitive")
    func orderSensitiveEquality() {
        let first: SDLJSONObject = ["a": 1, "b": 2]
        let same: SDLJSONObject = ["a": 1, "b": 2]
        let reordered: SDLJSONObject = ["b": 2, "a": 1]
        #expect(first == same)
        #expect(first.hashValue == same.hashValue)
        #expect(first != reordered)
        #expect(Set([first, same, reordered]).count == 2)
        #expect(first != ["a": 1])
        #expect(first != ["a": 1, "b": 2.0])
    }

    @Test("equality ignores how the object was built")
    func equalityIgnoresIndex() {
        var big = SDLJSONObject()
        var alsoBig = SDLJSONObject()
        for number in 0..<20 {
            big.append("k\(number)", .integer(number))
            alsoBig["k\(number)"] = .integer(number)
        }
        big.append("extra", nil)
        big["extra"] = nil
        #expect(big == alsoBig)
        #expect(big.hashValue == alsoBig.hashValue)
    }
}

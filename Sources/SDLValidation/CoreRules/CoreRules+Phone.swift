/// DialNumber (`dial_number_request.cc`): the number passes Core's string check and keeps at least
/// one character of `0123456789*#,;+` once Core strips the others.
extension CoreCommandRules {
    /// The characters Core keeps of a number.
    static let dialableCharacters = Set("0123456789*#,;+".utf8)

    mutating func dialNumber(_ parameters: SDLJSONObject) {
        guard let number = parameters["number"]?.stringValue else { return }
        let path = SDLJSONPath.root.appending(key: "number")
        verify(number, path, rule: "number")
        if !number.utf8.contains(where: Self.dialableCharacters.contains) {
            reject("DialNumber.noDigits", at: path, "the number has no character of 0-9 * # , ; + (Core strips the others)")
        }
    }
}

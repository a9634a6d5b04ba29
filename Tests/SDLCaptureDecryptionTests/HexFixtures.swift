/// The bytes of `text`, pairs of hexadecimal digits; spaces and line breaks are ignored so that
/// vectors can be typed as the standards print them. A malformed fixture yields an empty array
/// (and so a failing comparison), never a trap.
func hex(_ text: String) -> [UInt8] {
    let digits = text.utf8.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") }
    guard digits.count % 2 == 0 else { return [] }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(digits.count / 2)
    var index = digits.startIndex
    while index < digits.endIndex {
        guard let high = hexValue(digits[index]), let low = hexValue(digits[index + 1]) else { return [] }
        bytes.append(high << 4 | low)
        index += 2
    }
    return bytes
}

/// The bytes as lower-case hexadecimal digits, for readable failure messages.
func hexString(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef")
    return String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0f)]] })
}

private func hexValue(_ digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
    default: nil
    }
}

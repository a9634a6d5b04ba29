/// A text thumbnail of a drawn map for a terminal, one character per block of pixels: `@` where the
/// block shows the position marker, else `B` a button, `#` an avenue, `+` a street, `.` only land.
enum ExampleMapPreview {
    static func lines(of pixels: [UInt8], width: Int, height: Int, columns: Int = 60, rows: Int = 15) -> [String] {
        guard width >= columns, height >= rows, columns > 0, rows > 0, pixels.count == width * height * 4 else { return [] }
        var cells = [Int](repeating: 0, count: columns * rows)  // the highest rank seen in each block
        for y in 0..<height {
            let row = y * rows / height
            for x in 0..<width {
                let offset = (y * width + x) * 4
                let rank = rank(of: ExampleMap.Color(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2]))
                let cell = row * columns + x * columns / width
                if rank > cells[cell] { cells[cell] = rank }
            }
        }
        let characters: [Character] = [".", "+", "#", "B", "@"]
        return (0..<rows).map { row in String(cells[(row * columns)..<((row + 1) * columns)].map { characters[$0] }) }
    }

    private static func rank(of color: ExampleMap.Color) -> Int {
        switch color {
        case ExampleMap.marker: 4
        case ExampleMap.button, ExampleMap.buttonMark: 3
        case ExampleMap.avenue: 2
        case ExampleMap.street: 1
        default: 0
        }
    }
}

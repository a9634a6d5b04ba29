import SmartDeviceLink

/// The navigation example's map: a street grid that pans and zooms, a position marker driving
/// along a street, and buttons drawn on it — drawn into RGBA pixels in pure Swift, cheaply (one
/// template row copied down the picture, then the horizontal streets, the marker and the buttons).
struct ExampleMap {
    /// A button drawn on the map and declared as a haptic area.
    struct Button: Equatable {
        var id: Int
        var name: String
        var x: Int, y: Int, width: Int, height: Int

        func contains(_ point: SDLTouchPoint) -> Bool {
            point.x >= Double(x) && point.x < Double(x + width) && point.y >= Double(y) && point.y < Double(y + height)
        }
    }

    /// The picture's size (the negotiated resolution).
    let width: Int
    let height: Int
    /// The map point (in map units, one unit a pixel at zoom 1) shown at the picture's centre.
    private(set) var centerX = 0.0
    private(set) var centerY = 0.0
    /// Pixels per map unit, `zoomRange` at most.
    private(set) var zoom = 1.0
    static let zoomRange = 0.5...4.0
    /// Streets every this many map units.
    static let blockSize = 80.0
    /// How fast the marker drives along its street, in map units per second.
    static let markerSpeed = 40.0

    /// Zoom in, zoom out and recenter, along the bottom edge.
    let buttons: [Button]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        let size = max(min(width, height) / 8, 16)
        let y = height - size - size / 4
        buttons = ["Zoom in", "Zoom out", "Recenter"].enumerated().map { index, name in
            Button(id: index + 1, name: name, x: size / 4 + index * (size + size / 4), y: y, width: size, height: size)
        }
    }

    /// The buttons as haptic areas, in the app's frame.
    var hapticAreas: [SDLHapticArea] {
        buttons.map { SDLHapticArea(id: $0.id, x: Double($0.x), y: Double($0.y), width: Double($0.width), height: Double($0.height)) }
    }

    /// Moves the map with a finger that moved by (`dx`, `dy`) pixels: what was under it stays under it.
    mutating func pan(dx: Double, dy: Double) {
        centerX -= dx / zoom
        centerY -= dy / zoom
    }

    /// Sets the zoom, within ``zoomRange`` (a value that is not finite changes nothing).
    mutating func setZoom(_ value: Double) {
        guard value.isFinite else { return }
        zoom = min(max(value, Self.zoomRange.lowerBound), Self.zoomRange.upperBound)
    }

    /// Back to the start: centred at the origin, zoom 1.
    mutating func recenter() {
        (centerX, centerY, zoom) = (0, 0, 1)
    }

    /// The marker's map position `elapsed` after the start: driving east along the avenue y = 0
    /// for 10 blocks, then from the start again.
    static func markerPosition(after elapsed: Duration) -> (x: Double, y: Double) {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return ((seconds * markerSpeed).truncatingRemainder(dividingBy: 10 * blockSize), 0)
    }

    /// Where map point (`x`, `y`) is in the picture.
    func pixel(ofMapX x: Double, y: Double) -> (x: Double, y: Double) {
        ((x - centerX) * zoom + Double(width) / 2, (y - centerY) * zoom + Double(height) / 2)
    }

    // MARK: Drawing

    /// An opaque colour.
    struct Color: Equatable {
        var red: UInt8, green: UInt8, blue: UInt8
    }

    static let land = Color(red: 0xEE, green: 0xEA, blue: 0xDF)
    static let street = Color(red: 0xFF, green: 0xFF, blue: 0xFF)
    static let avenue = Color(red: 0xF9, green: 0xC8, blue: 0x4A)
    static let marker = Color(red: 0x1E, green: 0x63, blue: 0xE9)
    static let button = Color(red: 0x37, green: 0x47, blue: 0x4F)
    static let buttonMark = Color(red: 0xFA, green: 0xFA, blue: 0xFA)

    /// The picture with the marker where it is `elapsed` after the start, into `pixels`
    /// (resized to `width × height × 4` bytes when it is not).
    func draw(into pixels: inout [UInt8], elapsed: Duration) {
        let count = width * height * 4
        if pixels.count != count { pixels = [UInt8](repeating: 0xFF, count: count) }
        let streetWidth = max(Int(6 * zoom), 2)
        pixels.withUnsafeMutableBufferPointer { buffer in
            // The first row: land with the north–south streets; every row starts as a copy of it.
            for x in 0..<width {
                let color = streetColor(at: Double(x), center: centerX, size: Double(width), streetWidth: streetWidth) ?? Self.land
                Self.set(buffer, at: x * 4, color)
            }
            let rowBytes = width * 4
            guard let base = buffer.baseAddress else { return }
            for y in 1..<height { (base + y * rowBytes).update(from: base, count: rowBytes) }
            // The east–west streets.
            for y in 0..<height {
                guard let color = streetColor(at: Double(y), center: centerY, size: Double(height), streetWidth: streetWidth) else { continue }
                for x in 0..<width { Self.set(buffer, at: (y * width + x) * 4, color) }
            }
            // The marker, then the buttons on top.
            let position = Self.markerPosition(after: elapsed)
            let (markerX, markerY) = pixel(ofMapX: position.x, y: position.y)
            let radius = max(Int(8 * zoom), 4)
            if abs(markerX) < Double(width + height), abs(markerY) < Double(width + height) {
                fill(buffer, x: Int(markerX) - radius, y: Int(markerY) - radius, width: 2 * radius, height: 2 * radius, Self.marker)
            }
            for button in buttons {
                fill(buffer, x: button.x, y: button.y, width: button.width, height: button.height, Self.button)
                let bar = button.width / 2, thickness = max(button.height / 10, 2)
                let (midX, midY) = (button.x + button.width / 2, button.y + button.height / 2)
                switch button.id {
                case 1:  // +
                    fill(buffer, x: midX - bar / 2, y: midY - thickness / 2, width: bar, height: thickness, Self.buttonMark)
                    fill(buffer, x: midX - thickness / 2, y: midY - bar / 2, width: thickness, height: bar, Self.buttonMark)
                case 2:  // −
                    fill(buffer, x: midX - bar / 2, y: midY - thickness / 2, width: bar, height: thickness, Self.buttonMark)
                default:  // a dot
                    fill(buffer, x: midX - thickness, y: midY - thickness, width: 2 * thickness, height: 2 * thickness, Self.buttonMark)
                }
            }
        }
    }

    /// The street colour at picture coordinate `coordinate` along one axis, or `nil` for land:
    /// a street every ``blockSize`` map units, an avenue every fourth.
    private func streetColor(at coordinate: Double, center: Double, size: Double, streetWidth: Int) -> Color? {
        let mapCoordinate = (coordinate - size / 2) / zoom + center
        let block = (mapCoordinate / Self.blockSize).rounded()
        let distance = abs(mapCoordinate - block * Self.blockSize) * zoom
        guard distance < Double(streetWidth) / 2 else { return nil }
        return block.truncatingRemainder(dividingBy: 4) == 0 ? Self.avenue : Self.street
    }

    /// Fills a rectangle, clipped to the picture.
    private func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, x: Int, y: Int, width: Int, height: Int, _ color: Color) {
        let (left, right) = (max(x, 0), min(x + width, self.width))
        let (top, bottom) = (max(y, 0), min(y + height, self.height))
        guard left < right, top < bottom else { return }
        for row in top..<bottom {
            for column in left..<right { Self.set(buffer, at: (row * self.width + column) * 4, color) }
        }
    }

    private static func set(_ buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int, _ color: Color) {
        buffer[offset] = color.red
        buffer[offset + 1] = color.green
        buffer[offset + 2] = color.blue
        buffer[offset + 3] = 0xFF
    }
}

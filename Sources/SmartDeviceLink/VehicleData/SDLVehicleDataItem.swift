public import SDLRPC

/// One vehicle data item by the name the spec gives it in SubscribeVehicleData, GetVehicleData and
/// OnVehicleData (`speed`, `rpm`, `gps` …), or an OEM's custom item by its name in the head unit's
/// schema (RPC 7.0+).
///
/// ```swift
/// application.observeVehicleData([.speed, .fuelRange]) { data in show(data.speed) }
/// let odometer = try await application.getVehicleData([.odometer]).odometer
/// ```
public struct SDLVehicleDataItem: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The parameter name.
    public let name: String

    /// An item by its parameter name (a spec item, or an OEM's custom one).
    public init(_ name: String) {
        self.name = name
    }

    /// An item by its parameter name.
    public init(stringLiteral name: String) {
        self.name = name
    }

    public var description: String { name }

    /// Whether the spec's SubscribeVehicleData knows it (otherwise it is a custom item).
    public var isSpecItem: Bool { Self.specNames.contains(name) }

    /// The names of every item the spec's SubscribeVehicleData takes.
    static let specNames = Set(SDLSubscribeVehicleData.parameterRules.map(\.name))

    /// The vehicle's speed (km/h).
    public static let speed = SDLVehicleDataItem("speed")
    /// The engine's revolutions per minute.
    public static let rpm = SDLVehicleDataItem("rpm")
    /// The position from GPS.
    public static let gps = SDLVehicleDataItem("gps")
    /// The fuel range and level per fuel type.
    public static let fuelRange = SDLVehicleDataItem("fuelRange")
    /// The fuel consumed now.
    public static let instantFuelConsumption = SDLVehicleDataItem("instantFuelConsumption")
    /// The odometer (km).
    public static let odometer = SDLVehicleDataItem("odometer")
    /// The gear and transmission state.
    public static let gearStatus = SDLVehicleDataItem("gearStatus")
    /// The tire pressures.
    public static let tirePressure = SDLVehicleDataItem("tirePressure")
    /// The head lamps.
    public static let headLampStatus = SDLVehicleDataItem("headLampStatus")
    /// Doors, ignition and park brake.
    public static let bodyInformation = SDLVehicleDataItem("bodyInformation")
    /// The seat belts.
    public static let beltStatus = SDLVehicleDataItem("beltStatus")
    /// Whether the driver brakes.
    public static let driverBraking = SDLVehicleDataItem("driverBraking")
    /// The wipers.
    public static let wiperStatus = SDLVehicleDataItem("wiperStatus")
    /// The turn signal.
    public static let turnSignal = SDLVehicleDataItem("turnSignal")
    /// The climate (temperatures, RPC 7.1).
    public static let climateData = SDLVehicleDataItem("climateData")
    /// The steering wheel's angle.
    public static let steeringWheelAngle = SDLVehicleDataItem("steeringWheelAngle")
    /// The accelerator pedal's position.
    public static let accPedalPosition = SDLVehicleDataItem("accPedalPosition")
    /// The engine's torque.
    public static let engineTorque = SDLVehicleDataItem("engineTorque")
    /// The engine oil's life.
    public static let engineOilLife = SDLVehicleDataItem("engineOilLife")
}

public import SDLRPC

/// One vehicle data message with every item it carries: ``message`` types the spec's items, and
/// the subscript reads any item by name — also an OEM's custom items (SDL-0173), which the spec's
/// typed messages cannot name.
///
/// ```swift
/// application.observeVehicleDataValues([.speed, "oemCabinHumidity"]) { values in
///     let humidity = values["oemCabinHumidity"]?.doubleValue
///     let speed = values.message.speed
/// }
/// ```
public struct SDLVehicleDataValues<Message: SDLStructure & Sendable>: Sendable {
    /// The message typed by the spec (an OEM item is not in it).
    public let message: Message
    /// Every parameter as the head unit sent it.
    public let parameters: SDLJSONObject

    /// A message and the parameters it was read from.
    public init(message: Message, parameters: SDLJSONObject) {
        self.message = message
        self.parameters = parameters
    }

    /// The value of `item` as sent (`nil` when the message does not carry it).
    public subscript(item: SDLVehicleDataItem) -> SDLJSONValue? {
        responseKeys.contains(item.name) ? nil : parameters[item.name]
    }

    /// The items the message carries (a response's `success`, `resultCode` and `info` are not items).
    public var items: Set<SDLVehicleDataItem> {
        Set(parameters.keys.filter { !responseKeys.contains($0) }.map { SDLVehicleDataItem($0) })
    }
}

/// The parameters every response has besides its items.
private let responseKeys: Set<String> = ["success", "resultCode", "info"]

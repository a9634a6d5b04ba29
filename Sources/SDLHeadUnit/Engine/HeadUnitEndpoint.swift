/// Where an app sits: a TCP connection and the SDL session on it.
struct HeadUnitEndpoint: Hashable, Sendable, CustomStringConvertible {
    var connection: Int
    var session: UInt8

    var description: String { "\(connection).\(session)" }
}

import SDLRPC
import SDLSession

/// One RPC to send: a request function and its JSON parameters.
struct RPCInput: Sendable {
    var name: String
    var functionID: Int
    var parameters: SDLJSONObject

    /// A usage problem with an RPC given on the command line or standard input.
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// Looks `name` up in the spec's FunctionID enum and parses `json` (an object; empty means `{}`).
    init(name: String, json: String) throws(Problem) {
        let parameters: SDLJSONObject
        if json.allSatisfy(\.isWhitespace) {
            parameters = SDLJSONObject()
        } else {
            let value: SDLJSONValue
            do {
                value = try SDLJSONParser.parse(json)
            } catch {
                throw Problem(description: "the parameters of \(name) are not valid JSON: \(error)")
            }
            guard case .object(let object) = value else {
                throw Problem(description: "the parameters of \(name) must be a JSON object, not \(value.typeName)")
            }
            parameters = object
        }
        try self.init(name: name, parameters: parameters)
    }

    init(name: String, parameters: SDLJSONObject) throws(Problem) {
        guard let functionID = SDLFunctionNames.functionID(named: name) else {
            throw Problem(description: "unknown function '\(name)' (`sdl-rpc list` prints the known names)")
        }
        // Function IDs with bit 15 set are notifications (32768…, 98304…), which get no response.
        guard functionID & 0x8000 == 0 else {
            throw Problem(description: "\(name) is a notification; only requests can be sent")
        }
        self.name = name
        self.functionID = functionID
        self.parameters = parameters
    }

    /// The RegisterAppInterface request with `parameters`.
    init(registering parameters: SDLJSONObject) {
        name = SDLRegisterAppInterface.rpcName
        functionID = SDLRegisterAppInterface.rpcFunctionID
        self.parameters = parameters
    }

    /// Reads one NDJSON line: `{"name": "Show", "parameters": {…}}` (`parameters` optional).
    init(line: String) throws(Problem) {
        let value: SDLJSONValue
        do {
            value = try SDLJSONParser.parse(line)
        } catch {
            throw Problem(description: "not valid JSON: \(error)")
        }
        guard case .object(let object) = value else {
            throw Problem(description: "expected an object like {\"name\": \"Show\", \"parameters\": {…}}")
        }
        guard let name = object["name"]?.stringValue else {
            throw Problem(description: "missing \"name\" (a function name such as \"Show\")")
        }
        var parameters = SDLJSONObject()
        if let given = object["parameters"] {
            guard case .object(let given) = given else {
                throw Problem(description: "\"parameters\" must be an object")
            }
            parameters = given
        }
        try self.init(name: name, parameters: parameters)
    }
}

import ArgumentParser
import SDLRPC
import SDLSession
import SDLSessionTLS
import SDLProtocol

/// `sdl-rpc send [NAME [JSON]]`: connect, register, send RPCs, print responses and notifications.
struct SendCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "send",
        abstract: "Send one RPC, or NDJSON RPCs from standard input (the default).",
        discussion: """
            With NAME, sends that request with JSON parameters (default {}). Without NAME, or with -, \
            reads one RPC per line from standard input: {"name": "Show", "parameters": {…}}. Every \
            response and notification is printed on standard output as one JSON line: \
            {"response": {"name": …, "correlationID": …, "parameters": {…}}} or \
            {"notification": {"name": …, "parameters": {…}}}.
            """
    )

    /// The same group as the root command's, so the options may stand before or after `send`.
    @OptionGroup var connection: ConnectionOptions

    @Argument(help: ArgumentHelp("The request's function name, e.g. Show; - or nothing reads NDJSON from standard input.", valueName: "NAME"))
    var name: String?

    @Argument(help: ArgumentHelp("The request's parameters as a JSON object.", valueName: "JSON"))
    var json: String?

    func validate() throws {
        if let name, name != "-" {
            do {
                _ = try RPCInput(name: name, json: json ?? "")
            } catch {
                throw ValidationError(error.description)
            }
        } else if json != nil {
            throw ValidationError("JSON parameters need a function NAME before them")
        }
    }

    func run() async throws {
        SDLStandardDescriptors.reserve()  // before any socket can take 0, 1 or 2
        let options = connection
        var single: RPCInput?
        if let name, name != "-" {
            single = try RPCInput(name: name, json: json ?? "")
        }
        let tls: SDLTLSSecurityConfiguration?
        do {
            tls = try options.security.makeConfiguration()
        } catch {
            throw ValidationError("\(error)")
        }
        let runner = RPCSessionRunner(options: options, output: OutputWriter(), tls: tls)
        let status = await runner.run(single: single)
        if status != 0 { throw ExitCode(status) }
    }
}

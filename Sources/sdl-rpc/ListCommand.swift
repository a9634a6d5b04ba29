import SDLRPC
import ArgumentParser
import SDLSession

/// `sdl-rpc list`: the function names `send` accepts.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print every function name of the spec with its function ID."
    )

    func run() {
        for name in SDLFunctionNames.allNames {
            print("\(name) \(SDLFunctionNames.functionID(named: name) ?? 0)")
        }
    }
}

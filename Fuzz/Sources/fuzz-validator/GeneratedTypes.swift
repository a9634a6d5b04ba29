import FuzzSupport
import SDLRPC
import SDLSpec
import SDLValidation

/// Every function of the official spec with the generated type that models it (found by its
/// mangled name, as the differential test finds it: `SDL` + name, + `Response` for responses).
enum GeneratedTypes {
    struct Entry {
        var function: String
        var kind: SDLRPCMessageKind
        var type: any SDLStructure.Type
    }

    static let all: [Entry] = {
        var entries: [Entry] = []
        var missing: [String] = []
        for function in FuzzSpec.validator.interface.functions {
            let kind = SDLRPCMessageKind(rawValue: function.messageType.rawValue) ?? .request
            var name = "SDL" + function.name
            if kind == .response && !function.name.hasSuffix("Response") { name += "Response" }
            let mangled = "6SDLRPC\(name.utf8.count)\(name)"
            guard let type = (_typeByName(mangled + "V") ?? _typeByName(mangled + "O")) as? any SDLStructure.Type else {
                missing.append(name)
                continue
            }
            entries.append(Entry(function: function.name, kind: kind, type: type))
        }
        guard missing.isEmpty, !entries.isEmpty else {
            fatalError("fuzz set-up: no generated type for \(missing.prefix(5)) (of \(missing.count))")
        }
        // Keep SDLRPC's metadata linked in even when nothing else names a type.
        _ = SDLSpecInfo.functionCount
        return entries
    }()
}

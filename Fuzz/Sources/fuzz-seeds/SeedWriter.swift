import FuzzHeadUnitSupport
import FuzzSupport
import NIOCore
import SDLProtocol
import SDLRPCRuntime
import SDLValidation
#if canImport(Glibc)
import Glibc
#endif

/// Writes the seed corpora (Fuzz/Corpus/<target>/) from the project's own material: the
/// emulator's sessions of `AppScript`, its answers, the test fixtures. Run by hand after a change
/// of the input layouts: `Fuzz/.build/release/fuzz-seeds [FOLDER]` (default: Fuzz/Corpus).
@main
enum SeedWriter {
    static let root = String(#filePath.dropLast("Fuzz/Sources/fuzz-seeds/SeedWriter.swift".count))

    static func main() {
        let folder = CommandLine.arguments.dropFirst().first ?? root + "Fuzz/Corpus"
        var seeds = Seeds()
        sessions(&seeds)
        controlPayloads(&seeds)
        securityQueries(&seeds)
        json(&seeds)
        control(&seeds)
        for fixture in ["Tests/SDLValidationTests/Fixtures/Parcel.xml", "Tests/SDLValidationTests/Fixtures/Deep.xml",
                        "Tests/SDLSpecTests/Fixtures/Greeting.xml", "Tests/SDLSpecTests/Fixtures/TinyValid.xml",
                        "Tests/SDLSpecTests/Fixtures/TinyInvalid.xml", "Tests/SDLCodegenTests/Fixtures/Weather.xml"] {
            if let bytes = read(root + fixture) { seeds.add("spec", name(fixture), bytes) }
        }
        seeds.write(to: folder)
    }

    /// Each scene as the app sends it and as the emulator answers: head-unit, app and capture seeds,
    /// and each request's JSON as a validator seed.
    static func sessions(_ seeds: inout Seeds) {
        var scenes: [(String, [AppScript.Request])] = [("start-only", []), ("register", AppScript.registration),
                                                      ("screen", AppScript.registration + AppScript.screen)]
        for (index, overlay) in AppScript.overlays.enumerated() where !overlay.isEmpty {
            scenes.append(("overlay-\(index)-\(overlay[0].function)", AppScript.registration + AppScript.screen + overlay))
        }
        for (scene, requests) in scenes {
            let sent = AppScript.bytes(requests)
            let rig = HeadUnitRig()
            rig.receive(sent)
            let answered = rig.takeSent()
            rig.close()
            seeds.add("frames-headunit", scene, [255] + sent)
            // The emulator's answers all start with the ~10 kB registration response: a few suffice.
            if ["start-only", "register", "overlay-1-Alert", "overlay-2-PerformInteraction"].contains(scene) {
                seeds.add("frames-app", scene, [255, 0] + answered)
                seeds.add("capture", scene, [0] + sent + answered)
            }
            for (function, json) in requests {
                seeds.add("validator", "\(function)-request", [index(function, .request)] + Array(json.utf8))
            }
            for rpc in SDLCaptureReader.events(in: answered) {
                guard case .rpc(let captured) = rpc,
                      let function = FuzzSpec.validator.functionName(forID: Int(captured.payload.functionID)) else { continue }
                let kind: SDLRPCMessageKind = captured.payload.rpcType == .response ? .response : .notification
                seeds.add("validator", "\(function)-\(kind.rawValue)", [index(function, kind)] + captured.payload.jsonBytes)
                seeds.add("json", "\(function)-\(kind.rawValue)", captured.payload.jsonBytes)
            }
        }
    }

    /// The control messages this library writes, with the selector bytes of the BSON target.
    static func controlPayloads(_ seeds: inout Seeds) {
        var ack = SDLStartServiceACK(serviceType: .rpc, protocolVersion: .coreMaximum, hashID: 0x10001, mtu: 131_072)
        ack.make = "SDL"
        ack.secondaryTransports = ["TCP_WIFI"]
        ack.audioServiceTransports = [1, 2]
        let frames: [(String, SDLFrame)] = [
            ("start-service", SDLStartService(serviceType: .rpc, protocolVersion: .coreMaximum).frame(version: 5, sessionID: 0)),
            ("start-video", SDLStartService(serviceType: .video, height: 480, width: 800, videoProtocol: "RAW", videoCodec: "H264").frame(version: 5, sessionID: 1)),
            ("start-ack", ack.frame(version: 5, sessionID: 1)),
            ("start-nak", SDLStartServiceNAK(serviceType: .rpc, rejectedParams: ["protocolVersion"], reason: "no").frame(version: 5, sessionID: 0)),
            ("end-service", SDLEndService(serviceType: .rpc, hashID: 0x10001).frame(version: 5, sessionID: 1)),
            ("end-nak", SDLEndServiceNAK(serviceType: .rpc, rejectedParams: ["hashId"], reason: "Wrong hash_id").frame(version: 5, sessionID: 1)),
        ]
        let infos: [UInt8: UInt8] = [0x00: 0, 0x01: 1, 0x02: 2, 0x03: 3, 0x04: 4, 0x05: 5, 0x06: 6, 0xFF: 7]
        let services: [UInt8: UInt8] = [0x00: 0, 0x07: 1, 0x0A: 2, 0x0B: 3, 0x0F: 4]
        for (name, frame) in frames {
            let header = frame.header
            let frameByte = (header.version - 1) << 3 | (infos[header.frameInfo] ?? 0) | (header.isEncrypted ? 0x80 : 0)
            let serviceByte = header.sessionID << 4 | (services[header.serviceType.rawValue] ?? 0)
            seeds.add("bson", name, [31, frameByte, serviceByte] + frame.payload.readableBytesView)
            seeds.add("frames-app", "control-\(name)", [255, 0] + frame.encodedBytes())
        }
    }

    /// The security queries of a handshake, with the frame byte of the security-query target (0: a
    /// single frame on the control service).
    static func securityQueries(_ seeds: inout Seeds) {
        let queries: [(String, SDLSecurityQuery)] = [
            ("client-hello", .handshake(.request, sequenceNumber: 1, data: [0x16, 0x03, 0x01, 0x00, 0x04, 0x01, 0x00, 0x00, 0x00])),
            ("server-hello", .handshake(.response, sequenceNumber: 1, data: [0x16, 0x03, 0x03, 0x00, 0x04, 0x02, 0x00, 0x00, 0x00])),
            ("internal-error", .internalError(SDLSecurityInternalError(code: .invalidCertificate, text: "Invalid certificate"))),
        ]
        for (name, query) in queries {
            seeds.add("security-query", name, [0] + query.payload.readableBytesView)
        }
    }

    static func json(_ seeds: inout Seeds) {
        let texts = ["{}", "[]", #"{"a":[1,-2.5e-3,true,false,null,"\u00e9\n"]}"#, "9223372036854775807", "-0.0", #""\ud83d\ude00""#]
        for (index, text) in texts.enumerated() { seeds.add("json", "small-\(index)", Array(text.utf8)) }
        for (index, line) in (read(root + "Tests/sdl-validateTests/Fixtures/example.ndjson") ?? []).split(separator: 0x0A).enumerated() {
            seeds.add("json", "envelope-\(index)", Array(line))
        }
        if let ndjson = read(root + "Tests/sdl-validateTests/Fixtures/example.ndjson") {
            seeds.add("capture", "example-ndjson", [0] + ndjson)
        }
    }

    /// Control lines for each scene (the first byte picks the scene; chunk size 1 + byte >> 3).
    static func control(_ seeds: inout Seeds) {
        let scripts: [(UInt8, String, [String])] = [
            (0xF8, "state", [#"{"action":"help"}"#, #"{"action":"state","tag":1}"#, #"{"action":"apps"}"#, #"{"action":"render"}"#]),
            (0xF8, "levels", [#"{"action":"setHMILevel","level":"BACKGROUND"}"#, #"{"action":"activateApp"}"#,
                              #"{"action":"setSystemContext","context":"MENU"}"#, #"{"action":"setAudioStreamingState","state":"AUDIBLE"}"#]),
            (0xF8, "buttons", [#"{"action":"pressSoftButton","id":1}"#, #"{"action":"pressButton","name":"OK","long":true}"#,
                               #"{"action":"selectCommand","id":10}"#]),
            (0xF9, "alert", [#"{"action":"overlay"}"#, #"{"action":"pressSoftButton","id":7}"#, #"{"action":"dismissOverlay"}"#]),
            (0xFA, "choice", [#"{"action":"selectChoice","id":21,"triggerSource":"VR"}"#]),
            (0xFB, "slider", [#"{"action":"moveSlider","position":3}"#, #"{"action":"saveSlider"}"#]),
            (0xFC, "scrollable", [#"{"action":"expireOverlay"}"#, #"{"action":"advanceClock","milliseconds":10000}"#]),
            (0xFD, "audio", [#"{"action":"finishAudioPassThru"}"#]),
            (0xFE, "subtle", [#"{"action":"pressSubtleAlert"}"#]),
            (0xFF, "keyboard", [#"{"action":"enterText","text":"abc"}"#]),
            (0xF8, "leave", [#"{"action":"changeLanguage","language":"DE-DE"}"#, #"{"action":"unregisterApp","reason":"LANGUAGE_CHANGE"}"#,
                             #"{"action":"disconnectApp"}"#, #"{"action":"quit"}"#]),
        ]
        for (choice, name, lines) in scripts {
            seeds.add("control", name, [choice] + Array(lines.joined(separator: "\n").utf8) + [0x0A])
        }
    }

    /// The validator target's first byte for a function.
    static func index(_ function: String, _ kind: SDLRPCMessageKind) -> UInt8 {
        let position = FuzzSpec.validator.interface.functions.firstIndex { $0.name == function && $0.messageType.rawValue == kind.rawValue }
        return UInt8(truncatingIfNeeded: position ?? 0)
    }

    static func name(_ path: String) -> String {
        String(path.split(separator: "/").last ?? "seed")
    }

    static func read(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBufferPointer { fread($0.baseAddress, 1, $0.count, file) }
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return bytes
    }
}

/// Seeds by target and name.
struct Seeds {
    private var files: [String: [String: [UInt8]]] = [:]

    mutating func add(_ target: String, _ name: String, _ bytes: some Sequence<UInt8>) {
        files[target, default: [:]][name] = Array(bytes)
    }

    func write(to folder: String) {
        for (target, seeds) in files.sorted(by: { $0.key < $1.key }) {
            let directory = folder + "/" + target
            mkdir(folder, 0o755)
            mkdir(directory, 0o755)
            for (name, bytes) in seeds {
                guard let file = fopen(directory + "/" + name, "wb") else { continue }
                _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
                fclose(file)
            }
            print("\(target): \(seeds.count) seeds, \(seeds.values.map(\.count).reduce(0, +)) bytes")
        }
    }
}

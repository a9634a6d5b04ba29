import Foundation
import SDLTestSupport
import Testing

/// `scripts/setup-spec` installs libxml2's headers with apt only where apt is the package manager;
/// elsewhere (macOS, other Linux distributions) it says what to install and still places the spec.
/// Each test runs the real script (through `posix_spawn`: Foundation's `Process` leaks and can crash
/// on Linux, see `SpawnedProcess`) with a `PATH` of its own: the few tools it needs, a fake `uname`
/// naming the system, and (where given) a fake `apt-get` that records being called.
@Suite("scripts/setup-spec and libxml2")
struct SetupSpecLibXML2Tests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Outcome {
        var status: Int32
        var output: String
        var aptCalls: String
    }

    /// Runs setup-spec with only the basic tools, `uname` answering `system`, and `apt-get` when
    /// `withApt`; pkg-config and xcrun are absent, so no libxml2 is found.
    static func runSetup(system: String, withApt: Bool) throws -> Outcome {
        let bin = FileManager.default.temporaryDirectory.appendingPathComponent("setup-spec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: bin) }
        for tool in ["bash", "dirname", "grep", "sha256sum", "cut", "cmp", "cp", "mv", "mkdir", "sed", "id", "cat", "mktemp", "rm"] {
            for folder in ["/usr/bin", "/bin"] where FileManager.default.fileExists(atPath: "\(folder)/\(tool)") {
                try? FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent(tool).path, withDestinationPath: "\(folder)/\(tool)")
            }
        }
        let aptLog = bin.appendingPathComponent("apt-calls.log")
        try write("#!/bin/bash\necho \(system)\n", to: bin.appendingPathComponent("uname"))
        if withApt {
            try write("#!/bin/bash\necho \"apt-get $*\" >> '\(aptLog.path)'\n", to: bin.appendingPathComponent("apt-get"))
        }
        // The spec is taken from the shared folder or is already in place; only libxml2 is at stake.
        var environment = ProcessInfo.processInfo.environment.filter { $0.key == "HOME" || $0.key == "SDL_RPC_SPEC" }
        environment["PATH"] = bin.path
        let child = try SpawnedProcess(
            executable: "/bin/bash", arguments: [root.appendingPathComponent("scripts/setup-spec").path],
            input: .null, environment: environment)
        // A few lines each: neither pipe fills, so reading one after the other cannot block.
        let data = child.standardOutput.readDataToEndOfFile() + child.standardError.readDataToEndOfFile()
        let status = child.waitForExit()
        let calls = (try? String(contentsOf: aptLog, encoding: .utf8)) ?? ""
        return Outcome(status: status, output: String(decoding: data, as: UTF8.self), aptCalls: calls)
    }

    static func write(_ text: String, to url: URL) throws {
        try text.write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }

    @Test("on macOS without the SDK's libxml2 it names Xcode and Homebrew, never calls apt-get, and places the spec")
    func macOSWithoutLibXML2() throws {
        let outcome = try Self.runSetup(system: "Darwin", withApt: true)
        #expect(outcome.aptCalls.isEmpty, "apt-get was called on macOS: \(outcome.aptCalls)")
        #expect(outcome.output.contains("xcode-select --install"))
        #expect(outcome.output.contains("brew install libxml2 pkg-config"))
        #expect(outcome.output.contains("spec/MOBILE_API.xml"), "the spec step did not run: \(outcome.output)")
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    @Test("on a Linux without apt-get it names the other package managers' packages instead of failing in apt")
    func linuxWithoutApt() throws {
        let outcome = try Self.runSetup(system: "Linux", withApt: false)
        #expect(outcome.output.contains("no apt-get"))
        #expect(outcome.output.contains("libxml2-devel"))
        #expect(!outcome.output.contains("installing libxml2-dev"))
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    @Test("on Debian without libxml2 it installs libxml2-dev and pkg-config with apt-get")
    func debianInstallsWithApt() throws {
        let outcome = try Self.runSetup(system: "Linux", withApt: true)
        #expect(outcome.output.contains("installing libxml2-dev and pkg-config (apt-get)"))
        #expect(outcome.aptCalls.contains("apt-get update"))
        #expect(outcome.aptCalls.contains("install -y -qq libxml2-dev pkg-config"))
    }
}

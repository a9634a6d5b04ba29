import Foundation
@testable import SDLSpec
import Testing

/// The rules for finding the spec: the build plugin's (it compiles `SpecLocation.swift` itself) and
/// the tools', which put an explicit `--spec` first and then follow the plugin.
@Suite("Where the build plugin finds the spec")
struct SpecLocationTests {
    private let package = "/deps/checkouts/sdl"

    private func find(_ environment: [String: String], files: Set<String>, cwd: String = "/plugin/work") -> Result<SpecLocation.Found, SpecLocation.NotFound> {
        SpecLocation.find(packageDirectory: package, environment: environment, currentDirectory: cwd) { files.contains($0) }
    }

    @Test("spec/MOBILE_API.xml in the package wins, even when SDL_RPC_SPEC names another file")
    func packageSpecFirst() throws {
        let files: Set = ["/deps/checkouts/sdl/spec/MOBILE_API.xml", "/home/me/OEM.xml"]
        let found = try find(["SDL_RPC_SPEC": "/home/me/OEM.xml"], files: files).get()
        #expect(found == SpecLocation.Found(path: "/deps/checkouts/sdl/spec/MOBILE_API.xml", source: .package))
    }

    @Test("without a package spec, the file SDL_RPC_SPEC names is used")
    func environmentSpec() throws {
        let found = try find(["SDL_RPC_SPEC": "/home/me/MOBILE_API.xml"], files: ["/home/me/MOBILE_API.xml"]).get()
        #expect(found == SpecLocation.Found(path: "/home/me/MOBILE_API.xml", source: .environment))
    }

    @Test("a relative SDL_RPC_SPEC is taken from the directory swift build started in (PWD)")
    func relativeToPWD() throws {
        let environment = ["SDL_RPC_SPEC": "../specs/./MOBILE_API.xml", "PWD": "/home/me/app"]
        let found = try find(environment, files: ["/home/me/specs/MOBILE_API.xml"]).get()
        #expect(found.path == "/home/me/specs/MOBILE_API.xml")
        let withoutPWD = try find(["SDL_RPC_SPEC": "specs/MOBILE_API.xml"], files: ["/plugin/work/specs/MOBILE_API.xml"]).get()
        #expect(withoutPWD.path == "/plugin/work/specs/MOBILE_API.xml")
    }

    @Test("neither: one line naming both ways with their exact commands")
    func neither() {
        guard case .failure(let error) = find(["PWD": "/home/me/app"], files: []) else {
            Issue.record("found a spec where there is none")
            return
        }
        #expect(error.environmentPath == nil)
        #expect(error.description == """
            no SDL RPC spec: this package has no spec/MOBILE_API.xml and SDL_RPC_SPEC is not set; \
            build with `SDL_RPC_SPEC=/path/MOBILE_API.xml swift build`, or in a clone of this package run \
            `scripts/setup-spec` and build again
            """)
        #expect(!error.description.contains("\n"))
    }

    @Test("SDL_RPC_SPEC naming no file (or set empty) is reported with the resolved path")
    func missingEnvironmentFile() {
        guard case .failure(let error) = find(["SDL_RPC_SPEC": "nope.xml", "PWD": "/home/me/app"], files: []) else {
            Issue.record("found a spec where there is none")
            return
        }
        #expect(error.environmentPath == "/home/me/app/nope.xml")
        #expect(error.description.hasPrefix("no SDL RPC spec: SDL_RPC_SPEC names /home/me/app/nope.xml, which is not a file"))
        #expect(error.description.contains("`SDL_RPC_SPEC=/path/MOBILE_API.xml swift build`"))
        #expect(error.description.contains("`scripts/setup-spec`"))
        guard case .failure(let empty) = find(["SDL_RPC_SPEC": ""], files: ["/plugin/work"]) else {
            Issue.record("an empty SDL_RPC_SPEC found a spec")
            return
        }
        #expect(empty.environmentPath == nil)
    }

    @Test("a tool's explicit --spec wins over the package's spec and SDL_RPC_SPEC, kept as given")
    func explicitFirst() throws {
        let files: Set = ["/deps/checkouts/sdl/spec/MOBILE_API.xml", "/home/me/OEM.xml"]
        let found = try SpecLocation.resolve(
            explicit: "specs/Other.xml", packageDirectory: package, environment: ["SDL_RPC_SPEC": "/home/me/OEM.xml"],
            currentDirectory: "/home/me", isFile: { files.contains($0) }
        ).get()
        #expect(found == SpecLocation.Found(path: "specs/Other.xml", source: .explicit))
    }

    @Test("without --spec a tool finds what the build plugin finds: the package's spec, then SDL_RPC_SPEC")
    func toolsFollowThePlugin() throws {
        let both: Set = ["/deps/checkouts/sdl/spec/MOBILE_API.xml", "/home/me/OEM.xml"]
        for explicit in [nil, ""] as [String?] {
            let found = try SpecLocation.resolve(
                explicit: explicit, packageDirectory: package, environment: ["SDL_RPC_SPEC": "/home/me/OEM.xml"],
                currentDirectory: "/home/me", isFile: { both.contains($0) }
            ).get()
            #expect(found == SpecLocation.Found(path: "/deps/checkouts/sdl/spec/MOBILE_API.xml", source: .package))
        }
        let environmentOnly = try SpecLocation.resolve(
            explicit: nil, packageDirectory: package, environment: ["SDL_RPC_SPEC": "OEM.xml", "PWD": "/home/me"],
            currentDirectory: "/", isFile: { $0 == "/home/me/OEM.xml" }
        ).get()
        #expect(environmentOnly == SpecLocation.Found(path: "/home/me/OEM.xml", source: .environment))
    }

    @Test("a tool without any spec says how to give one: --spec, SDL_RPC_SPEC or scripts/setup-spec")
    func toolMessage() {
        guard case .failure(let error) = SpecLocation.resolve(
            explicit: nil, packageDirectory: package, environment: [:], currentDirectory: "/", isFile: { _ in false }
        ) else {
            Issue.record("found a spec where there is none")
            return
        }
        #expect(error.toolMessage.contains("give --spec FILE"))
        #expect(error.toolMessage.contains("SDL_RPC_SPEC=/path/MOBILE_API.xml"))
        #expect(error.toolMessage.contains("`scripts/setup-spec`"))
        #expect(!error.toolMessage.contains("swift build"))
    }

    @Test("the package directory is this checkout: it holds Package.swift and the spec the help names")
    func packageDirectory() {
        #expect(FileManager.default.fileExists(atPath: SpecLocation.packageDirectory + "/Package.swift"))
        #expect(SpecLocation.optionHelp.contains(SpecLocation.packagePath))
        #expect(SpecLocation.optionHelp.contains("$SDL_RPC_SPEC"))
    }
}

@testable import SDLCodegen
import Testing

/// The build plugin's rules for finding the spec (it compiles `SpecLocation.swift` itself).
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
}

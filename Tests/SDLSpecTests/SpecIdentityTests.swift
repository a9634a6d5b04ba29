import Foundation
import Testing
@testable import SDLSpec

/// SHA-256 against published vectors, and how a spec file is told apart from the pinned one.
@Suite("SHA-256 and the pinned spec's identity")
struct SpecIdentityTests {
    @Test("the FIPS 180-4 example messages hash to their published digests")
    func fipsVectors() {
        // FIPS 180-4's SHA-256 examples (NIST's "Example Algorithms"): one block, two blocks,
        // and the classic one million 'a's.
        #expect(SpecSHA256.hexDigest(of: Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SpecSHA256.hexDigest(of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            SpecSHA256.hexDigest(of: [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        #expect(SpecSHA256.hexDigest(of: []) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            SpecSHA256.hexDigest(
                of: Array("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu".utf8))
                == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
    }

    /// Lengths around the padding boundaries (55 bytes still fits one block, 56 does not), with
    /// digests from `sha256sum`.
    @Test("messages of 55, 56, 63, 64, 65, 119, 120 and 128 bytes pad correctly", arguments: [
        (55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
        (56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
        (63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
        (64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
        (65, "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0"),
        (119, "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb"),
        (120, "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c"),
        (128, "6836cf13bac400e9105071cd6af47084dfacad4e5e302c94bfed24e013afb73e"),
    ])
    func paddingBoundaries(length: Int, expected: String) {
        #expect(SpecSHA256.hexDigest(of: [UInt8](repeating: UInt8(ascii: "a"), count: length)) == expected)
        #expect(SpecSHA256.digest(of: [UInt8](repeating: UInt8(ascii: "a"), count: length)).count == 32)
    }

    @Test("a parsed spec carries the SHA-256 of exactly the bytes it was read from")
    func parsedDigest() throws {
        let text = TestSupport.spec("")
        let parsed = try SpecParser.parse(text: text)
        #expect(parsed.interface.sha256 == SpecSHA256.hexDigest(of: Array(text.utf8)))
        let edited = try SpecParser.parse(text: text + "\n<!-- an OEM edit -->")
        #expect(edited.interface.sha256 != parsed.interface.sha256)
    }

    @Test("the official rpc_spec 8.0.0 file is the pinned one and gets no warning")
    func officialFileIsPinned() throws {
        let path = TestSupport.sharedSpecDirectory.appendingPathComponent("MOBILE_API.xml").path
        let interface = try SpecParser.parse(contentsOf: path).interface
        #expect(interface.sha256 == PinnedSpec.sha256)
        #expect(PinnedSpec.isPinned(interface))
        #expect(PinnedSpec.identityWarning(for: interface) == nil)
        #expect(interface.version == PinnedSpec.version)
    }

    @Test("another spec gets one warning naming its interface version and SHA-256")
    func otherSpecWarns() throws {
        let text = TestSupport.spec("").replacingOccurrences(of: #"version="1.0" "#, with: #"version="7.1.0" "#)
        let interface = try SpecParser.parse(text: text, fileName: "OEM_API.xml").interface
        let warning = try #require(PinnedSpec.identityWarning(for: interface))
        #expect(warning.severity == .warning)
        #expect(warning.description.hasPrefix("OEM_API.xml:1: warning: not the pinned rpc_spec 8.0.0 MOBILE_API.xml"))
        #expect(warning.message.contains("interface version 7.1.0"))
        #expect(warning.message.contains("SHA-256 \(try #require(interface.sha256))"))
        #expect(!warning.message.contains("\n"))
    }

    @Test("a spec without a version attribute says so")
    func versionlessSpecWarns() throws {
        let interface = SpecInterface(name: "T", fileName: "T.xml", sha256: String(repeating: "0", count: 64))
        let warning = try #require(PinnedSpec.identityWarning(for: interface))
        #expect(warning.message.contains("no interface version"))
    }

    /// `scripts/setup-spec` takes the pinned digest from `PinnedSpec.swift` as its only 64-digit
    /// hexadecimal number; this keeps that rule true.
    @Test("PinnedSpec.swift holds the one 64-digit hex number scripts/setup-spec reads; the READMEs show the same")
    func scriptReadsThePinnedDigest() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let source = try String(contentsOf: root.appendingPathComponent("Sources/SDLSpec/Identity/PinnedSpec.swift"), encoding: .utf8)
        let matches = source.matches(of: /[0-9a-f]{64}/).map { String($0.output) }
        #expect(matches == [PinnedSpec.sha256])
        let script = try String(contentsOf: root.appendingPathComponent("scripts/setup-spec"), encoding: .utf8)
        #expect(script.contains("Sources/SDLSpec/Identity/PinnedSpec.swift"))
        #expect(script.matches(of: /[0-9a-f]{64}/).isEmpty, "setup-spec must not keep its own copy of the digest")
        for document in ["spec/README.md", "README.md"] {
            let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
            let digests = Set(text.matches(of: /[0-9a-f]{64}/).map { String($0.output) })
            #expect(digests == [PinnedSpec.sha256], "\(document) shows another digest than PinnedSpec.sha256")
        }
    }
}

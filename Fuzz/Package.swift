// swift-tools-version:6.0
import Foundation
import PackageDescription

// libFuzzer targets, one per entry point of hostile input. A package of its own so the main
// package's `swift build` and `swift test` never build them; `scripts/fuzz` builds them with
//   swift build -c release --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing
// (`--sanitize=fuzzer` makes SwiftPM link libFuzzer's `main` instead of the executable's own;
// `-sanitize=fuzzer,address` in one flag gives every module coverage *and* AddressSanitizer;
// `-enable-testing` lets the emulator's targets `@testable import SDLHeadUnit`).

/// The main package is this folder's parent; a path dependency is named by its directory.
let mainPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

func main(_ product: String) -> Target.Dependency {
    .product(name: product, package: mainPackage)
}

let nio: [Target.Dependency] = [
    .product(name: "NIOCore", package: "swift-nio"),
    .product(name: "NIOEmbedded", package: "swift-nio"),
]

let package = Package(
    name: "SmartDeviceLinkFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/apple/swift-nio", from: "2.80.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
    ],
    targets: [
        .target(name: "CFuzzDriver", linkerSettings: [.linkedLibrary("stdc++")]),
        .target(name: "FuzzSupport", dependencies: ["CFuzzDriver", main("SDLValidation"), main("SDLProtocol")] + nio),
        .target(
            name: "FuzzHeadUnitSupport",
            dependencies: [
                "FuzzSupport", main("SDLHeadUnit"), main("SDLRPC"), .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ] + nio
        ),
        .executableTarget(name: "fuzz-json", dependencies: ["FuzzSupport", main("SDLRPCRuntime")]),
        .executableTarget(name: "fuzz-bson", dependencies: ["FuzzSupport", main("SDLProtocol")] + nio),
        .executableTarget(name: "fuzz-frames-app", dependencies: ["FuzzSupport", main("SDLProtocol")] + nio),
        .executableTarget(name: "fuzz-frames-headunit", dependencies: ["FuzzSupport", "FuzzHeadUnitSupport", main("SDLProtocol")]),
        .executableTarget(name: "fuzz-validator", dependencies: ["FuzzSupport", main("SDLValidation"), main("SDLRPC"), main("SDLSpec")]),
        .executableTarget(name: "fuzz-spec", dependencies: ["FuzzSupport", main("SDLSpec"), main("SDLValidation"), main("SDLRPCRuntime")]),
        .executableTarget(name: "fuzz-control", dependencies: ["FuzzSupport", "FuzzHeadUnitSupport", main("SDLRPCRuntime")]),
        .executableTarget(name: "fuzz-security-query", dependencies: ["FuzzSupport", main("SDLProtocol")] + nio),
        .executableTarget(name: "fuzz-rtp-video", dependencies: ["FuzzSupport", main("SDLProtocol")]),
        .executableTarget(
            name: "fuzz-capture",
            dependencies: ["FuzzSupport", main("SDLProtocol"), main("SDLValidation"), main("SDLRPCRuntime"), main("SDLCaptureDecryption")] + nio
        ),
        // Writes Fuzz/Corpus from the project's own material (run by hand; not a fuzz target).
        .executableTarget(
            name: "fuzz-seeds",
            dependencies: ["FuzzSupport", "FuzzHeadUnitSupport", main("SDLProtocol"), main("SDLValidation"), main("SDLRPCRuntime")] + nio
        ),
    ],
    swiftLanguageModes: [.v6]
)

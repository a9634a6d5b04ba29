// swift-tools-version:6.2
import PackageDescription

/// Settings every target shares: Swift 6 language mode comes from `swiftLanguageModes` below;
/// these add the upcoming features the architecture notes recommend.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "SmartDeviceLink",
    // The oldest systems the code supports: Observation and the concurrency features in use exist
    // there; anything newer is used under `if #available` with a fallback, which
    // scripts/check-apple-availability proves from the toolchain's own interfaces (Apple platforms are
    // not built on this project's Linux machines). The tools version is the compiler the sources
    // need: `nonisolated(nonsending)` arrived with Swift 6.2.
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "SDLRPC", targets: ["SDLRPC"]),
        .library(name: "SDLRPCRuntime", targets: ["SDLRPCRuntime"]),
        .library(name: "SDLSpec", targets: ["SDLSpec"]),
        .executable(name: "sdl-codegen", targets: ["sdl-codegen"]),
        .library(name: "SDLValidation", targets: ["SDLValidation"]),
        .library(name: "SDLCaptureDecryption", targets: ["SDLCaptureDecryption"]),
        .library(name: "SDLProtocol", targets: ["SDLProtocol"]),
        .library(name: "SDLSession", targets: ["SDLSession"]),
        .library(name: "SDLSessionTLS", targets: ["SDLSessionTLS"]),
        .library(name: "SmartDeviceLink", targets: ["SmartDeviceLink"]),
        .library(name: "SmartDeviceLinkH264Encoder", targets: ["SDLH264Encoder"]),
        .library(name: "SDLHeadUnit", targets: ["SDLHeadUnit"]),
        .executable(name: "sdl-headunit", targets: ["sdl-headunit"]),
        .executable(name: "sdl-rpc", targets: ["sdl-rpc"]),
        .executable(name: "sdl-validate", targets: ["sdl-validate"]),
        .executable(name: "sdl-example", targets: ["sdl-example"]),
        .plugin(name: "SDLRPCGenerator", targets: ["SDLRPCGenerator"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.80.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
        // Only SDLSessionTLS (wss://) uses it: apps without TLS never compile BoringSSL.
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // MARK: Spec → Swift pipeline
        .systemLibrary(
            name: "CLibXML2",
            // Linux: Debian's libxml2-dev (pkg-config finds it). macOS: the SDK's libxml2 (its headers
            // are in the SDK's usr/include/libxml since macOS 10.15.4, so no pkg-config file is
            // needed), or Homebrew's with its pkg-config file.
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(
            name: "SDLSpec",
            dependencies: ["CLibXML2", "SDLRPCRuntime"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "SDLCodegen",
            // Renders with its own small Mustache engine (Rendering/Mustache): no template package.
            dependencies: ["SDLSpec"],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "sdl-codegen",
            dependencies: [
                "SDLCodegen",
                "SDLSpec",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .plugin(
            name: "SDLRPCGenerator",
            capability: .buildTool(),
            dependencies: ["sdl-codegen"]
        ),

        // MARK: RPC types
        .target(
            name: "SDLRPCRuntime",
            swiftSettings: strictSettings,
            // Its rounding (`Double.rounded`) calls libm's round/rint/trunc/ceil/floor on Linux;
            // nothing else links libm for an app that uses SDLRPC without Foundation or NIO.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .target(
            name: "SDLRPC",
            dependencies: ["SDLRPCRuntime"],
            swiftSettings: strictSettings,
            plugins: ["SDLRPCGenerator"]
        ),

        // MARK: Validation
        .target(
            name: "SDLValidation",
            dependencies: ["SDLSpec", "SDLRPCRuntime"],
            swiftSettings: strictSettings
        ),
        // Decrypts captures' protected frames from a TLS key log; pure Swift, so sdl-validate
        // compiles no second BoringSSL.
        .target(
            name: "SDLCaptureDecryption",
            dependencies: ["SDLProtocol", .product(name: "NIOCore", package: "swift-nio")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "sdl-validate",
            dependencies: [
                "SDLValidation",
                "SDLSpec",
                "SDLProtocol",
                "SDLCaptureDecryption",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),

        // MARK: Wire protocol
        .target(
            name: "SDLProtocol",
            dependencies: [
                "SDLRPCRuntime",
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            swiftSettings: strictSettings
        ),

        // MARK: WebSocket transport (cloud apps): NIO's HTTP/1.1 upgrade and WebSocket framing
        .target(
            name: "SDLWebSocket",
            dependencies: [
                "SDLProtocol",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
            ],
            swiftSettings: strictSettings
        ),

        // MARK: Session
        .target(
            name: "SDLSession",
            dependencies: [
                "SDLProtocol", "SDLRPC", "SDLWebSocket",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        // TLS (wss://) for the WebSocket transport and the security layer of protected services
        // (SDLTLSSecurityLayer): its own target, so only apps that use it link BoringSSL.
        .target(
            name: "SDLSessionTLS",
            dependencies: [
                "SDLSession",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOTLS", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "sdl-rpc",
            dependencies: ["SDLSession", "SDLSessionTLS", "SDLRPC", "SDLProtocol", "SDLCommandLine", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strictSettings
        ),

        // MARK: App layer
        .target(
            name: "SmartDeviceLink",
            dependencies: [
                "SDLSession", "SDLRPC",
                .product(name: "Logging", package: "swift-log"),
                // The policy-table update relay's HTTP client (no URLSession: not on every Linux).
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ],
            swiftSettings: strictSettings
        ),

        // MARK: H.264 encoder for apps that have pixels (its own product: template apps never link openh264)
        .systemLibrary(
            name: "COpenH264",
            // Cisco's BSD-licensed H.264 encoder: Debian's libopenh264-dev, Homebrew's openh264.
            pkgConfig: "openh264",
            providers: [.apt(["libopenh264-dev"]), .brew(["openh264"])]
        ),
        .target(
            name: "SDLH264Encoder",
            dependencies: ["COpenH264", "SDLProtocol", "SDLSession", "SmartDeviceLink"],
            swiftSettings: strictSettings
        ),

        .executableTarget(
            name: "sdl-example",
            dependencies: [
                // --navigation encodes its map with the encoder product (openh264: libopenh264-dev).
                "SmartDeviceLink", "SDLH264Encoder", "SDLHeadUnit", "SDLProtocol", "SDLCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),

        // MARK: What the command-line tools share (not a product)
        .target(
            name: "SDLCommandLine",
            dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strictSettings
        ),

        // MARK: Head-unit emulator
        .target(
            name: "SDLHeadUnit",
            dependencies: [
                "SDLProtocol", "SDLValidation", "SDLRPC", "SDLWebSocket",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        // The emulator's TLS client for protected services (`sdl-headunit --tls-…`): its own target,
        // so SDLHeadUnit, which apps link for their tests, never compiles BoringSSL.
        .target(
            name: "SDLHeadUnitTLS",
            dependencies: ["SDLHeadUnit", "SDLSessionTLS", "SDLSession"],
            swiftSettings: strictSettings
        ),
        // The web view of the emulator (`sdl-headunit --web`): HTTP/1.1 and the page's WebSocket on
        // SwiftNIO, with the HTTP upgrade and message bridge of SDLWebSocket.
        .target(
            name: "SDLHeadUnitWeb",
            dependencies: [
                "SDLHeadUnit", "SDLRPC", "SDLWebSocket", "SDLProtocol",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Resources")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "sdl-headunit",
            dependencies: [
                "SDLHeadUnit", "SDLHeadUnitWeb", "SDLHeadUnitTLS", "SDLSessionTLS", "SDLRPC", "SDLProtocol", "SDLCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),

        // MARK: Benchmarks
        .executableTarget(
            name: "sdl-bench",
            dependencies: [
                "SDLSpec", "SDLCodegen", "CLibXML2", "SDLValidation", "SDLProtocol", "SDLSession", "SDLRPC",
                "SmartDeviceLink", "SDLHeadUnit", "SDLSessionTLS", "SDLHeadUnitTLS", "SDLH264Encoder", "COpenH264", "SDLCaptureDecryption",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Benchmarks/sdl-bench",
            swiftSettings: strictSettings
        ),

        // MARK: Tests
        .testTarget(name: "SDLSpecTests", dependencies: ["SDLSpec", "SDLTestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "SDLCodegenTests", dependencies: ["SDLCodegen", "SDLSpec", "SDLRPCRuntime"], resources: [.copy("Fixtures")]),
        .testTarget(name: "SDLRPCRuntimeTests", dependencies: ["SDLRPCRuntime"]),
        .testTarget(name: "SDLRPCTests", dependencies: ["SDLRPC", "SDLSpec", "SDLCodegen"]),
        .testTarget(
            name: "SDLValidationTests",
            dependencies: ["SDLValidation", "SDLSpec", "SDLRPC", "SDLCodegen"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "SDLProtocolTests",
            dependencies: [
                "SDLProtocol", "SDLRPCRuntime",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOTestUtils", package: "swift-nio"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "SDLTestSupport",
            dependencies: [
                "SDLProtocol", "SDLRPCRuntime", "SDLSession",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ],
            path: "Tests/SDLTestSupport",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SDLHeadUnitTests",
            dependencies: [
                "SDLHeadUnit", "SDLProtocol", "SDLRPC", "SDLValidation", "SDLTestSupport",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SDLHeadUnitWebTests",
            dependencies: [
                "SDLHeadUnitWeb", "SDLHeadUnit", "SDLRPC", "SDLValidation", "SDLTestSupport", "SDLWebSocket", "SDLProtocol",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "sdl-headunitTests",
            dependencies: [
                "sdl-headunit", "sdl-rpc", "SDLProtocol", "SDLRPCRuntime", "SDLTestSupport",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SDLSessionTests",
            dependencies: [
                "SDLSession", "SDLProtocol", "SDLRPC", "SDLTestSupport",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SDLIntegrationTests",
            dependencies: [
                "SDLSession", "SDLHeadUnit", "SDLRPC", "SDLProtocol", "SDLTestSupport", "SDLWebSocket",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SDLSessionTLSTests",
            dependencies: [
                "SDLSessionTLS", "SDLSession", "SDLHeadUnit", "SDLHeadUnitTLS", "SDLProtocol", "SDLRPC", "SDLTestSupport", "SDLCaptureDecryption",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SmartDeviceLinkTests",
            dependencies: [
                "SmartDeviceLink", "SDLSession", "SDLHeadUnit", "SDLRPC", "SDLTestSupport",
                // RPC encryption by policy against the emulator's TLS (tests only: the library never links it).
                "SDLSessionTLS", "SDLHeadUnitTLS",
                // The policy-update tests' own HTTP server.
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SDLH264EncoderTests",
            dependencies: ["SDLH264Encoder", "SmartDeviceLink", "SDLSession", "SDLHeadUnit", "SDLProtocol", "SDLTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "sdl-rpcTests",
            dependencies: [
                "sdl-rpc", "SDLProtocol", "SDLRPC", "SDLTestSupport",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "sdl-exampleTests",
            dependencies: [
                "sdl-example", "SmartDeviceLink", "SDLHeadUnit", "SDLTestSupport", "SDLProtocol",
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SDLCaptureDecryptionTests",
            dependencies: [
                "SDLCaptureDecryption", "SDLProtocol", "SDLSessionTLS", "SDLSession", "SDLTestSupport",
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "sdl-validateTests",
            dependencies: ["sdl-validate", "SDLRPCRuntime", "SDLProtocol", "SDLTestSupport", .product(name: "NIOCore", package: "swift-nio")],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

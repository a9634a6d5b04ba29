// swift-tools-version:6.2
import PackageDescription

/// The tool behind `scripts/check-apple-availability`: it reads the index store of a real build of a
/// package (which symbol each name in its sources resolved to) and the toolchain's symbol graphs
/// (each API's Apple availability), and reports every use of an API newer than the package's minimum
/// macOS and iOS outside an `#available` / `@available` scope that covers it.
let package = Package(
    name: "apple-availability",
    products: [
        .executable(name: "check-apple-availability", targets: ["check-apple-availability"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        // The one C type of libIndexStore's API that Swift must see (its functions are looked up with dlsym).
        .target(name: "CIndexStore"),
        .target(
            name: "AppleAvailabilityCore",
            dependencies: [
                "CIndexStore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        .executableTarget(
            name: "check-apple-availability",
            dependencies: ["AppleAvailabilityCore"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        .testTarget(
            name: "AppleAvailabilityTests",
            // The command itself too: its tests run the built executable for its exit status.
            dependencies: ["AppleAvailabilityCore", "check-apple-availability"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version:6.2
import PackageDescription

// The check's fixture: `MustFail` holds uses the check must report (each line marked
// `// expected-finding`), `MustPass` the same uses inside scopes that guard them.
let package = Package(
    name: "AvailabilityFixture",
    platforms: [.macOS(.v14), .iOS(.v17)],
    targets: [
        .target(name: "MustFail"),
        .target(name: "MustPass"),
    ],
    swiftLanguageModes: [.v6]
)

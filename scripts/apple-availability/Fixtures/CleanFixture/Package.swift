// swift-tools-version:6.2
import PackageDescription

// The check's clean fixture: new APIs used only where a scope guards them, so the check exits 0.
let package = Package(
    name: "CleanFixture",
    platforms: [.macOS(.v14), .iOS(.v17)],
    targets: [.target(name: "Clean")],
    swiftLanguageModes: [.v6]
)

import Foundation
import SDLHeadUnit

/// The page's static files, shipped as the target's resources and read once at start. Only these
/// names are served; nothing else on disk is reachable.
struct WebAssets: Sendable {
    struct Asset: Sendable {
        var bytes: [UInt8]
        var contentType: String
    }

    /// URL path → file name and media type.
    static let files: [(path: String, name: String, contentType: String)] = [
        ("/", "index.html", "text/html; charset=utf-8"),
        ("/headunit.css", "headunit.css", "text/css; charset=utf-8"),
        ("/headunit.js", "headunit.js", "text/javascript; charset=utf-8"),
        ("/favicon.svg", "favicon.svg", "image/svg+xml"),
    ]

    let assets: [String: Asset]

    /// Reads every file.
    /// - Throws: `SDLHeadUnitError` `resourcesUnavailable` when the resources are not found.
    static func load() throws(SDLHeadUnitError) -> WebAssets {
        guard let folder = resourceFolder() else {
            throw SDLHeadUnitError(code: "resourcesUnavailable", message: "The web page's files (SmartDeviceLink_SDLHeadUnitWeb resources) are not next to the executable")
        }
        var assets: [String: Asset] = [:]
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw SDLHeadUnitError(code: "resourcesUnavailable", message: "Cannot read \(url.path)")
            }
            assets[file.path] = Asset(bytes: Array(data), contentType: file.contentType)
        }
        return WebAssets(assets: assets)
    }

    /// The `Resources` folder: in the resource bundle next to the executable (or the test runner), or
    /// — for a binary whose bundle was not copied along — in the sources it was built from.
    private static func resourceFolder() -> URL? {
        let bundleNames = ["SmartDeviceLink_SDLHeadUnitWeb.resources", "SmartDeviceLink_SDLHeadUnitWeb.bundle"]
        let folders = [Bundle.main.bundleURL, Bundle.main.executableURL?.deletingLastPathComponent()].compactMap { $0 }
        for folder in folders {
            for name in bundleNames {
                if let bundle = Bundle(path: folder.appendingPathComponent(name).path),
                   let resources = bundle.url(forResource: "Resources", withExtension: nil) {
                    return resources
                }
            }
        }
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")
        return FileManager.default.fileExists(atPath: sources.appendingPathComponent("index.html").path) ? sources : nil
    }
}

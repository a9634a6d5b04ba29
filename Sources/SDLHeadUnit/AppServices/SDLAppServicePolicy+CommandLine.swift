extension SDLAppServicePolicy {
    /// The policy entries that `sdl-headunit --app-service-provider` and `--app-service-consumer`
    /// name: each provider is `APP_ID=TYPE` or `APP_ID=TYPE:NAME[,NAME…]` (the service names it may
    /// publish the type under; without them any name), repeated for more types or apps; each
    /// consumer is an `APP_ID`. App IDs are lowercased, as Core's policy keys are; an app may be both.
    ///
    /// ```swift
    /// let policies = try SDLAppServicePolicy.entries(providers: ["music-app=MEDIA:Music"], consumers: ["dashboard"])
    /// ```
    ///
    /// - Throws: ``SDLHeadUnitError`` with code `invalidCommand` naming the malformed entry.
    public static func entries(providers: [String], consumers: [String]) throws(SDLHeadUnitError) -> [String: SDLAppServicePolicy] {
        var policies: [String: SDLAppServicePolicy] = [:]
        for entry in providers {
            let (appID, type, names) = try providerParts(entry)
            var policy = policies[appID] ?? SDLAppServicePolicy(groups: [])
            policy.groups.insert(.provider)
            guard policy.services[type] == nil else {
                throw .invalidCommand("'\(entry)' names the service type \(type) of \(appID) a second time")
            }
            policy.services[type] = Service(serviceNames: names)
            policies[appID] = policy
        }
        for entry in consumers {
            let appID = entry.trimmingWhitespace.lowercased()
            guard !appID.isEmpty, !appID.contains("=") else {
                throw .invalidCommand("'\(entry)' is no app ID (expected the app's appID or fullAppID)")
            }
            policies[appID, default: SDLAppServicePolicy(groups: [])].groups.insert(.consumer)
        }
        return policies
    }

    /// `APP_ID=TYPE[:NAME,…]` split into its parts.
    private static func providerParts(_ entry: String) throws(SDLHeadUnitError) -> (String, String, [String]?) {
        let expected = "expected APP_ID=TYPE or APP_ID=TYPE:NAME[,NAME…], e.g. music-app=MEDIA:Music"
        let sides = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard sides.count == 2 else { throw .invalidCommand("'\(entry)': \(expected)") }
        let appID = sides[0].trimmingWhitespace.lowercased()
        let service = sides[1].split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let type = service[0].trimmingWhitespace
        guard !appID.isEmpty, !type.isEmpty else { throw .invalidCommand("'\(entry)': \(expected)") }
        guard service.count == 2 else { return (appID, type, nil) }
        let names = service[1].split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace }
        guard !names.contains(where: \.isEmpty) else { throw .invalidCommand("'\(entry)' has an empty service name: \(expected)") }
        return (appID, type, names)
    }
}

private extension String {
    /// Without leading and trailing spaces.
    var trimmingWhitespace: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}

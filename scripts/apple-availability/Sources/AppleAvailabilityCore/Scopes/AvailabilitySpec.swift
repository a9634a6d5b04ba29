import SwiftSyntax

/// Reads the platform versions of `#available(…)`, `#unavailable(…)` and `@available(…)` argument lists.
enum AvailabilitySpec {
    /// The versions of a `#available(macOS 15, iOS 18, *)` or `@available(macOS 15, iOS 18, *)` list, and
    /// of the long form `@available(macOS, introduced: 15)`; with the platforms of `@available(iOS, unavailable)`.
    static func guarantee(of arguments: AvailabilityArgumentListSyntax) -> ScopeGuarantee {
        var result = ScopeGuarantee()
        let items = Array(arguments)
        // The long form names one platform first, then labeled arguments or `unavailable`.
        if case .token(let first)? = items.first?.argument,
            let platform = ApplePlatform(availabilityName: first.text)
        {
            for item in items.dropFirst() {
                switch item.argument {
                case .token(let token) where token.text == "unavailable":
                    result.unavailable.insert(platform)
                case .availabilityLabeledArgument(let labeled) where labeled.label.text == "introduced":
                    if case .version(let tuple) = labeled.value, let version = version(of: tuple) {
                        result.raise(platform, to: version)
                    }
                default:
                    continue
                }
            }
            return result
        }
        for item in items {
            guard case .availabilityVersionRestriction(let restriction) = item.argument,
                let platform = ApplePlatform(availabilityName: restriction.platform.text),
                let tuple = restriction.version, let version = version(of: tuple)
            else { continue }
            result.raise(platform, to: version)
        }
        return result
    }

    /// `15`, `15.4`, `15.4.1`.
    static func version(of tuple: VersionTupleSyntax) -> AppleVersion? {
        AppleVersion(parsing: tuple.trimmedDescription)
    }

    /// What the `@available` attributes of a declaration guarantee inside it.
    static func guarantee(ofAttributes attributes: AttributeListSyntax) -> ScopeGuarantee {
        var result = ScopeGuarantee()
        for element in attributes {
            guard case .attribute(let attribute) = element,
                attribute.attributeName.trimmedDescription == "available",
                case .availability(let arguments)? = attribute.arguments
            else { continue }
            result.add(guarantee(of: arguments))
        }
        return result
    }
}

import Foundation

/// `Calendar.RecurrenceRule` (FoundationEssentials, macOS 15 / iOS 18) with no guard.
public func everyDay() -> String {
    let rule = Calendar.RecurrenceRule(calendar: .current, frequency: .daily)  // expected-finding
    return "\(rule)"
}

/// `FileManager.homeDirectoryForCurrentUser`: `@available(iOS, unavailable)`.
public func home() -> URL {
    FileManager.default.homeDirectoryForCurrentUser  // expected-finding
}

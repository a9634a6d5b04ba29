/// `Task.immediate` (macOS 26 / iOS 26) with no guard.
public func startImmediately() {
    Task.immediate { }  // expected-finding
}

/// A guard that is too low: `Task.immediate` needs 26, the scope gives 15 / 18.
public func startWithTooLowGuard() {
    if #available(macOS 15, iOS 18, *) {
        Task.immediate { }  // expected-finding
    }
}

/// A guard for macOS alone leaves iOS at the package's minimum.
public func startWithMacOSGuardOnly() {
    if #available(macOS 26, *) {
        Task.immediate { }  // expected-finding
    }
}

/// The else branch of `if #available` is not guarded.
public func startInElseBranch() {
    if #available(macOS 26, iOS 26, *) {
    } else {
        Task.immediate { }  // expected-finding
    }
}

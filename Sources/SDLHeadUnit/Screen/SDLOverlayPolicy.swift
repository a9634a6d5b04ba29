/// What the head unit does when an overlay request arrives while another overlay is open (§E.9:
/// SDL Core does not arbitrate; the HMI decides).
public enum SDLOverlayPolicy: String, Sendable, Hashable, CaseIterable {
    /// The open overlay closes with `ABORTED` and the new one opens.
    case abort
    /// The new request is answered `REJECTED` and the open overlay stays. A refused Alert or
    /// SubtleAlert carries `tryAgainTime` in milliseconds (§G.8): the time left until the open overlay
    /// times out, or 5000 when it waits for the user.
    case reject
}

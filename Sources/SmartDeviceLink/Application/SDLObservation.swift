import Foundation

/// An observation (of notifications, vehicle data, app service data …): it lasts until
/// ``cancel()``, until it is released, or until the application stops. Keep it as long as you want
/// the calls — a property of the view controller or object that shows what it observes:
///
/// ```swift
/// speedObservation = application.observeVehicleData([.speed]) { data in
///     speedView.fields = ["\(Int(data.speed ?? 0)) km/h"]
/// }
/// ```
///
/// Releasing the last reference cancels it as ``cancel()`` does: for vehicle data, the last
/// observer of an item to leave unsubscribes it (UnsubscribeVehicleData).
@MainActor
public final class SDLObservation {
    private let task: Task<Void, Never>
    private var onCancel: (@MainActor () -> Void)?

    init(task: Task<Void, Never>, onCancel: (@MainActor () -> Void)? = nil) {
        self.task = task
        self.onCancel = onCancel
    }

    /// Stops the observation (once; later calls do nothing).
    public func cancel() {
        task.cancel()
        let cancel = onCancel
        onCancel = nil
        cancel?()
    }

    /// Released: the observation ends. On the main thread (where the app drops its references) at
    /// once; elsewhere on the main actor right after.
    deinit {
        task.cancel()
        guard let onCancel else { return }
        if Thread.isMainThread {
            MainActor.assumeIsolated { onCancel() }
        } else {
            Task { @MainActor in onCancel() }
        }
    }
}

extension SDLObservation {
    /// An observation calling `handler` on the main actor with each element of `stream`. Once it is
    /// cancelled or released no element reaches `handler` — not even one the stream had already
    /// handed to the task, which a cancelled `for await` would still deliver.
    static func delivering<Elements: AsyncSequence<Elements.Element, Never>>(
        _ stream: sending Elements, to handler: @escaping @MainActor (Elements.Element) -> Void,
        onCancel: (@MainActor () -> Void)? = nil
    ) -> SDLObservation {
        SDLObservation(task: Task { @MainActor in
            for await element in stream {
                guard !Task.isCancelled else { return }
                handler(element)
            }
        }, onCancel: onCancel)
    }
}

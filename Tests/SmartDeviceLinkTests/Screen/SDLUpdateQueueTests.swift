@testable import SmartDeviceLink
import Testing

@Suite("Two-slot update queue")
struct SDLUpdateQueueTests {
    @Test("the first update starts at once; later ones wait, each replacing the one waiting")
    func slots() {
        var queue = SDLUpdateQueue<Int>()
        #expect(queue.submit(1, canStart: true) == nil)
        #expect(queue.inFlight == 1)
        #expect(queue.submit(2, canStart: true) == nil)
        #expect(queue.submit(3, canStart: true) == 2)
        #expect(queue.inFlight == 1)
        #expect(queue.waiting == 3)
        #expect(queue.finishInFlight() == 1)
        #expect(queue.startWaiting() == 3)
        #expect(queue.waiting == nil)
    }

    @Test("while starting is not allowed nothing goes in flight, and only the newest waits")
    func blocked() {
        var queue = SDLUpdateQueue<Int>()
        #expect(queue.submit(1, canStart: false) == nil)
        #expect(queue.submit(2, canStart: false) == 1)
        #expect(queue.inFlight == nil)
        #expect(queue.startWaiting() == 2)
        #expect(queue.removeAll() == [2])
        #expect(queue.inFlight == nil && queue.waiting == nil)
    }
}

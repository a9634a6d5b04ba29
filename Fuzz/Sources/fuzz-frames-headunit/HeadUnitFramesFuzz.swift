import FuzzHeadUnitSupport
import FuzzSupport
import SDLProtocol

/// What the emulator receives from an app: an arbitrary byte stream into one connection of the
/// real server pipeline (Core's frame rules, reassembly, negotiation, the engine). Input: a byte
/// choosing the chunk size, then the stream. Checks: `FrameStream`'s on the same stream under
/// Core's rules; everything the emulator sends back, while receiving, after its heartbeat timeout
/// and after the app hangs up, passes `SentCheck`.
enum HeadUnitFramesFuzz {
    static func run(_ input: FuzzInput) {
        var input = input
        let chunkSize = Int(input.byte()) + 1
        let stream = input.rest()
        _ = FrameStream.decode(stream, chunkSize: chunkSize, validation: .core)
        let rig = HeadUnitRig()
        rig.receive(stream, chunkSize: chunkSize)
        SentCheck.check(rig.takeSent())
        rig.advanceClock(by: .seconds(8))
        rig.advanceClock(by: .seconds(8))
        SentCheck.check(rig.takeSent())
        rig.close()
        SentCheck.check(rig.takeSent())
    }

}

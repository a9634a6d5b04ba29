import NIOConcurrencyHelpers
import SDLSession

/// The app's side of the toy handshake: answers HELLO with WELCOME and DONE with OK, then is ready.
/// `plaintextLimit` lowers the per-record limit so tests can see records split.
final class ToySecurityLayer: SDLSecurityLayer {
    private let ready = NIOLockedValueBox(false)
    private let plaintextLimit: Int
    let handshakeCount = NIOLockedValueBox(0)

    init(plaintextLimit: Int = 16_384) {
        self.plaintextLimit = plaintextLimit
    }

    func handshake(_ data: [UInt8]) async throws -> [UInt8] {
        handshakeCount.withLockedValue { $0 += 1 }
        switch data {
        case ToyCipher.clientHello: return ToyCipher.serverHello
        case ToyCipher.clientFinished:
            ready.withLockedValue { $0 = true }
            return ToyCipher.serverFinished
        default: throw ToyCipherError.unexpectedHandshake
        }
    }

    var isReady: Bool { ready.withLockedValue { $0 } }

    func encrypt(_ plaintext: [UInt8]) throws -> [UInt8] {
        guard plaintext.count <= plaintextLimit else { throw ToyCipherError.recordTooLarge }
        return ToyCipher.encrypt(plaintext)
    }

    func decrypt(_ ciphertext: [UInt8]) throws -> [UInt8] {
        try ToyCipher.decrypt(ciphertext)
    }

    var maximumPlaintextSize: Int { plaintextLimit }
    var maximumOverhead: Int { ToyCipher.overhead }
}

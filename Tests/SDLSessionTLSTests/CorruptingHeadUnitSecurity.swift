import NIOConcurrencyHelpers
import SDLHeadUnit
import SDLHeadUnitTLS

/// The emulator's real TLS client (`SDLHeadUnitTLS`) with one fault: once ``arm()`` is called,
/// the next record it seals has one byte of its authentication tag flipped — a frame damaged on
/// the way to the app, which real TLS on the app's side must refuse to decrypt.
final class CorruptingHeadUnitSecurity: SDLHeadUnitSecurity {
    private let wrapped: SDLHeadUnitTLS
    private let armed = NIOLockedValueBox(false)
    /// How many records were corrupted.
    let corrupted = NIOLockedValueBox(0)

    init(_ wrapped: SDLHeadUnitTLS) {
        self.wrapped = wrapped
    }

    /// The next record sealed is corrupted.
    func arm() {
        armed.withLockedValue { $0 = true }
    }

    func makeClient() throws -> any SDLHeadUnitSecurityClient {
        Client(wrapped: try wrapped.makeClient(), owner: self)
    }

    /// Takes the armed fault, once.
    fileprivate func takeFault() -> Bool {
        let take = armed.withLockedValue { armed in
            defer { armed = false }
            return armed
        }
        if take { corrupted.withLockedValue { $0 += 1 } }
        return take
    }

    private final class Client: SDLHeadUnitSecurityClient {
        let wrapped: any SDLHeadUnitSecurityClient
        let owner: CorruptingHeadUnitSecurity

        init(wrapped: any SDLHeadUnitSecurityClient, owner: CorruptingHeadUnitSecurity) {
            self.wrapped = wrapped
            self.owner = owner
        }

        func clientHello() throws -> [UInt8] { try wrapped.clientHello() }
        func handshake(_ data: [UInt8]) throws -> [UInt8] { try wrapped.handshake(data) }
        var isReady: Bool { wrapped.isReady }
        func decrypt(_ ciphertext: [UInt8]) throws -> [UInt8] { try wrapped.decrypt(ciphertext) }

        func encrypt(_ plaintext: [UInt8]) throws -> [UInt8] {
            var sealed = try wrapped.encrypt(plaintext)
            if owner.takeFault(), let last = sealed.indices.last { sealed[last] ^= 0x40 }
            return sealed
        }
    }
}

import SDLRPC
import Testing

@Suite("Generated 8.0.0 types")
struct GeneratedTypesTests {
    @Test("spec info counts the whole spec")
    func counts() {
        #expect(SDLSpecInfo.enumCount == 111)
    }
}

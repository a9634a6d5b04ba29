// The one import an app needs: the generated RPC types and the session layer come with it.
@_exported public import SDLRPC
@_exported public import SDLSession
// The PCM format is shared with the emulator (SDLProtocol); apps name it through this module.
@_exported public import struct SDLProtocol.SDLPCMFormat

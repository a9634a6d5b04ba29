#ifndef SDL_COPENH264_SHIM_H
#define SDL_COPENH264_SHIM_H

// openh264's encoder and decoder API (Debian's libopenh264-dev, Homebrew's openh264). In C, `ISVCEncoder` is a
// pointer to a table of function pointers; these inline wrappers call through it so the Swift side
// handles one opaque pointer and plain functions.
#include <string.h>
#include <wels/codec_api.h>

/// Creates an encoder; 0 on success.
static inline int sdl_openh264_create(ISVCEncoder **encoder) { return WelsCreateSVCEncoder(encoder); }

/// Destroys an encoder made by `sdl_openh264_create`.
static inline void sdl_openh264_destroy(ISVCEncoder *encoder) {
    (*encoder)->Uninitialize(encoder);
    WelsDestroySVCEncoder(encoder);
}

/// Fills `parameters` with the encoder's defaults for camera video.
static inline int sdl_openh264_default_parameters(ISVCEncoder *encoder, SEncParamExt *parameters) {
    memset(parameters, 0, sizeof(SEncParamExt));
    return (*encoder)->GetDefaultParams(encoder, parameters);
}

/// Initializes the encoder with `parameters`; 0 on success.
static inline int sdl_openh264_initialize(ISVCEncoder *encoder, const SEncParamExt *parameters) {
    return (*encoder)->InitializeExt(encoder, parameters);
}

/// Encodes one picture into `info`; 0 on success.
static inline int sdl_openh264_encode(ISVCEncoder *encoder, const SSourcePicture *picture, SFrameBSInfo *info) {
    memset(info, 0, sizeof(SFrameBSInfo));
    return (*encoder)->EncodeFrame(encoder, picture, info);
}

/// Makes the next encoded picture an IDR picture (with SPS and PPS); 0 on success.
static inline int sdl_openh264_force_idr(ISVCEncoder *encoder) { return (*encoder)->ForceIntraFrame(encoder, true); }

/// Quietens the library's own logging (it prints to stderr otherwise).
static inline void sdl_openh264_quiet(ISVCEncoder *encoder) {
    int level = WELS_LOG_ERROR;
    (*encoder)->SetOption(encoder, ENCODER_OPTION_TRACE_LEVEL, &level);
}

/// The Annex B bytes of every layer of `info` (openh264 writes four-byte start codes), added up.
static inline int sdl_openh264_frame_size(const SFrameBSInfo *info) {
    int size = 0;
    for (int layer = 0; layer < info->iLayerNum; layer++) {
        const SLayerBSInfo *bs = &info->sLayerInfo[layer];
        for (int nal = 0; nal < bs->iNalCount; nal++) size += bs->pNalLengthInByte[nal];
    }
    return size;
}

/// Copies the bytes `sdl_openh264_frame_size` counted, layer after layer, to `destination`.
static inline void sdl_openh264_copy_frame(const SFrameBSInfo *info, unsigned char *destination) {
    for (int layer = 0; layer < info->iLayerNum; layer++) {
        const SLayerBSInfo *bs = &info->sLayerInfo[layer];
        int size = 0;
        for (int nal = 0; nal < bs->iNalCount; nal++) size += bs->pNalLengthInByte[nal];
        memcpy(destination, bs->pBsBuf, (size_t)size);
        destination += size;
    }
}

// openh264's decoder (used by `sdl-bench stream` to decode what the emulator received).

/// Creates and initializes a decoder for an Annex B stream; 0 on success.
static inline int sdl_openh264_decoder_create(ISVCDecoder **decoder) {
    if (WelsCreateDecoder(decoder) != 0 || *decoder == NULL) return -1;
    int level = WELS_LOG_ERROR;
    (**decoder)->SetOption(*decoder, DECODER_OPTION_TRACE_LEVEL, &level);
    SDecodingParam parameters;
    memset(&parameters, 0, sizeof(SDecodingParam));
    parameters.sVideoProperty.eVideoBsType = VIDEO_BITSTREAM_AVC;
    if ((**decoder)->Initialize(*decoder, &parameters) != 0) {
        WelsDestroyDecoder(*decoder);
        *decoder = NULL;
        return -1;
    }
    return 0;
}

/// Destroys a decoder made by `sdl_openh264_decoder_create`.
static inline void sdl_openh264_decoder_destroy(ISVCDecoder *decoder) {
    (*decoder)->Uninitialize(decoder);
    WelsDestroyDecoder(decoder);
}

/// Decodes one access unit at once (no delay). Returns 1 with the picture's luma plane, size and
/// stride when a picture is ready, 0 when none is, a negative value on a decoding error.
static inline int sdl_openh264_decode(ISVCDecoder *decoder, const unsigned char *bytes, int count,
                                      const unsigned char **luma, int *width, int *height, int *stride) {
    unsigned char *planes[3] = {NULL, NULL, NULL};
    SBufferInfo info;
    memset(&info, 0, sizeof(SBufferInfo));
    DECODING_STATE state = (*decoder)->DecodeFrameNoDelay(decoder, bytes, count, planes, &info);
    if (state != dsErrorFree) return -1;
    if (info.iBufferStatus != 1 || planes[0] == NULL) return 0;
    *luma = planes[0];
    *width = info.UsrData.sSystemBuffer.iWidth;
    *height = info.UsrData.sSystemBuffer.iHeight;
    *stride = info.UsrData.sSystemBuffer.iStride[0];
    return 1;
}

#endif

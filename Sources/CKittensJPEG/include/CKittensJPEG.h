// A JPEG decoder whose memory and time are bounded before libjpeg spends them, over
// libjpeg-turbo. It decodes at the smallest DCT scale (1/8 ... 8/8) at least the size asked
// for, averages that down to the size exactly as it reads it, one row at a time, and turns the
// result upright by the picture's EXIF orientation.
//
// Bounds: a progressive or multi-scan picture needs libjpeg to hold every DCT coefficient of the
// whole picture (128 bytes each 8 x 8 block of each component); that buffer is measured from the
// header and refused over `max_memory` before it is allocated (libjpeg's own `max_memory_to_use`
// is set too, and with no backing store it refuses rather than spill to a file). Scans past
// `max_scans`, corrupt-data warnings past `max_warnings`, and CPU time of the calling thread past
// `max_cpu_nanoseconds` stop the decode. libjpeg's error handler never exits the process.
#ifndef KITTENS_CKITTENSJPEG_H
#define KITTENS_CKITTENSJPEG_H

#include <stddef.h>
#include <stdint.h>

// By its path from here, as CAdw includes CGtk's header: a module importing this one need not
// be given CKittensDecode's include folder.
#include "../../CKittensDecode/include/CKittensDecode.h"

/// What one decode may spend. A zero field means no limit of that kind.
typedef struct {
    /// Bytes libjpeg may hold at once for the picture (its coefficient buffer above all).
    uint64_t max_memory;
    /// Scans (SOS markers): an honest progressive JPEG has about ten.
    uint32_t max_scans;
    /// Corrupt-data warnings libjpeg may report and carry on after.
    uint32_t max_warnings;
    /// CPU time of the calling thread (CLOCK_THREAD_CPUTIME_ID), from the start of the decode.
    uint64_t max_cpu_nanoseconds;
} kittens_jpeg_limits;

/// The outcome of `kittens_jpeg_decode_scaled`. `decoded.pixels` are opaque and upright (after
/// the EXIF orientation), and so is `decoded.width` x `decoded.height`; `decoded.source_width` and
/// `source_height` are the picture's size as stored. `KITTENS_DECODE_MALFORMED` is also the
/// status when the warnings passed `max_warnings`; `KITTENS_DECODE_OVER_BUDGET`, when decoding
/// would hold more than `max_memory`. Release the pixels with `kittens_decode_free_pixels`.
typedef struct {
    kittens_decoded_pixels decoded;
    /// The size libjpeg decoded to (DCT-scaled, as stored), before the averaging.
    uint32_t scaled_width;
    uint32_t scaled_height;
    /// The EXIF orientation applied, 1 ... 8 (1 when there is none or it is invalid).
    uint32_t orientation;
    /// Scans read, and corrupt-data warnings seen.
    uint32_t scans;
    uint32_t warnings;
    /// libjpeg's (or the decoder's) words for why it stopped; empty after a decode.
    char message[200];
} kittens_jpeg_image;

/// Decodes the JPEG file in `bytes` to the size `choose_size` picks, within `limits`. It gives
/// `choose_size` the picture's size as shown (after its EXIF orientation: a portrait photo
/// stored sideways is asked for standing) and takes the size back as shown too.
/// Thread-safe: it keeps no state between calls.
kittens_jpeg_image kittens_jpeg_decode_scaled(const uint8_t *_Nullable bytes, size_t length, kittens_jpeg_limits limits,
                                              kittens_decode_choose_size _Nonnull choose_size, void *_Nullable context);

/// `kittens_jpeg_decode_scaled`, keeping only the centre `crop_width` x `crop_height` (as shown)
/// of the size `choose_size` picks when that size covers it on both sides (a thumbnail's cover
/// size, cropped to the thumbnail as it is averaged: no second pass); the whole of it otherwise,
/// and when either side of the crop is zero. `decoded.width` x `decoded.height` is what is kept.
kittens_jpeg_image kittens_jpeg_decode_cropped(const uint8_t *_Nullable bytes, size_t length, kittens_jpeg_limits limits,
                                               kittens_decode_choose_size _Nonnull choose_size, void *_Nullable context,
                                               uint32_t crop_width, uint32_t crop_height);

/// The EXIF orientation (1 ... 8) in the body of an APP1 marker (starting "Exif\0\0"), or 0 when
/// there is none or it is out of range. Every read is bounds-checked; both byte orders.
uint32_t kittens_jpeg_exif_orientation(const uint8_t *_Nullable app1, size_t length);

#endif

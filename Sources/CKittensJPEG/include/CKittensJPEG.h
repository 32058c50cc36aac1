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

/// Chooses the size to decode at, from the picture's size as it is shown (after its EXIF
/// orientation: a portrait photo stored sideways is asked for standing). Returns 0 to refuse the
/// picture, or 1 after writing a size of at least 1 x 1, also as shown. A size larger than the
/// picture's on either side is clamped to it: the decoder never scales up.
typedef int (*kittens_jpeg_choose_size)(void *_Nullable context, uint32_t source_width, uint32_t source_height,
                                        uint32_t *_Nonnull width, uint32_t *_Nonnull height);

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

/// How a decode ended.
typedef enum {
    /// `pixels` holds `width` x `height` premultiplied (opaque) RGBA pixels, 8 bits a channel, upright.
    KITTENS_JPEG_DECODED = 0,
    /// `choose_size` refused the size the picture claims.
    KITTENS_JPEG_REFUSED = 1,
    /// libjpeg gave up (its message is in `message`), or the warnings passed `max_warnings`.
    KITTENS_JPEG_MALFORMED = 2,
    /// The bytes ended before the picture did.
    KITTENS_JPEG_TRUNCATED = 3,
    /// An allocation failed, or the sizes overflowed.
    KITTENS_JPEG_OUT_OF_MEMORY = 4,
    /// Decoding would hold more than `max_memory`.
    KITTENS_JPEG_OVER_BUDGET = 5,
    /// More than `max_scans` scans.
    KITTENS_JPEG_TOO_MANY_SCANS = 6,
    /// More than `max_cpu_nanoseconds` of the thread's CPU time.
    KITTENS_JPEG_TOO_SLOW = 7,
} kittens_jpeg_status;

/// The outcome of `kittens_jpeg_decode_scaled`. Release `pixels` with `kittens_jpeg_free_pixels`.
typedef struct {
    kittens_jpeg_status status;
    uint8_t *_Nullable pixels;
    /// The size of `pixels`, upright.
    uint32_t width;
    uint32_t height;
    /// The picture's size as stored (before orientation), once the header was read.
    uint32_t source_width;
    uint32_t source_height;
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

/// Decodes the JPEG file in `bytes` to the size `choose_size` picks, within `limits`.
/// Thread-safe: it keeps no state between calls.
kittens_jpeg_image kittens_jpeg_decode_scaled(const uint8_t *_Nullable bytes, size_t length, kittens_jpeg_limits limits,
                                              kittens_jpeg_choose_size _Nonnull choose_size, void *_Nullable context);

/// The EXIF orientation (1 ... 8) in the body of an APP1 marker (starting "Exif\0\0"), or 0 when
/// there is none or it is out of range. Every read is bounds-checked; both byte orders.
uint32_t kittens_jpeg_exif_orientation(const uint8_t *_Nullable app1, size_t length);

/// Frees the pixels of a decoded image. NULL is allowed.
void kittens_jpeg_free_pixels(uint8_t *_Nullable pixels);

#endif

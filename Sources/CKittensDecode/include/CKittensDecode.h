// What the bounded decoders (CKittensPNG, CKittensJPEG) have in common: the callback through
// which the caller picks the size to decode at, how a decode ends, the pixels it hands over and
// how they are freed, and the thread CPU clock their time limits read. Each decoder's own
// header adds its limits and what else it reports.
#ifndef KITTENS_CKITTENSDECODE_H
#define KITTENS_CKITTENSDECODE_H

#include <stddef.h>
#include <stdint.h>

/// Chooses the size to decode at, from the picture's size (as the decoder's header says: as
/// stored, or as shown). Returns 0 to refuse the picture (the decode then stops before
/// allocating anything for its pixels), or 1 after writing a size of at least 1 x 1 to `width`
/// and `height`. A size larger than the picture's on either side is clamped to it: the decoders
/// never scale up.
typedef int (*kittens_decode_choose_size)(void *_Nullable context, uint32_t source_width, uint32_t source_height,
                                          uint32_t *_Nonnull width, uint32_t *_Nonnull height);

/// How a decode ended.
typedef enum {
    /// `pixels` holds `width` x `height` premultiplied RGBA pixels, 8 bits a channel.
    KITTENS_DECODE_DECODED = 0,
    /// `choose_size` refused the size the picture claims.
    KITTENS_DECODE_REFUSED = 1,
    /// The library gave up on the bytes (or, for JPEG, the warnings passed their limit).
    KITTENS_DECODE_MALFORMED = 2,
    /// The bytes ended before the picture did.
    KITTENS_DECODE_TRUNCATED = 3,
    /// An allocation failed, or the sizes overflowed.
    KITTENS_DECODE_OUT_OF_MEMORY = 4,
    /// The decode would have held more memory than its budget.
    KITTENS_DECODE_OVER_BUDGET = 5,
    /// The decoding thread's CPU time passed the decode's limit.
    KITTENS_DECODE_TOO_SLOW = 6,
    /// More scans than the decode's limit (JPEG only).
    KITTENS_DECODE_TOO_MANY_SCANS = 7,
} kittens_decode_status;

/// The part of a decode's outcome both decoders report. Release `pixels` with
/// `kittens_decode_free_pixels`; only a decode that ended `KITTENS_DECODE_DECODED` has any.
typedef struct {
    kittens_decode_status status;
    uint8_t *_Nullable pixels;
    /// The size of `pixels`.
    uint32_t width;
    uint32_t height;
    /// The picture's size as stored, once its header was read (0 before).
    uint32_t source_width;
    uint32_t source_height;
} kittens_decoded_pixels;

/// Frees the pixels of a decoded image. NULL is allowed.
void kittens_decode_free_pixels(uint8_t *_Nullable pixels);

/// The calling thread's CPU time (CLOCK_THREAD_CPUTIME_ID) in nanoseconds; 0 when the clock
/// cannot be read.
uint64_t kittens_decode_thread_cpu_ns(void);

#endif

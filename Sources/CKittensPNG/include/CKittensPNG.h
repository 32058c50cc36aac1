// A PNG decoder whose memory is bounded by the size it decodes to, not by the picture's size:
// libpng's progressive reader hands it one row at a time, and each row is averaged into a
// target-sized accumulator at once. Adam7-interlaced pictures are read pass by pass, each
// pass's pixels placed by their own coordinates, so they need no full-size buffer either.
//
// Memory: libpng's row buffers (a few source rows) and zlib's window, the target column of each
// source column (4 bytes per source column), one accumulator cell (16 or 32 bytes) and one
// output pixel (4 bytes) per target pixel. Never the whole picture.
//
// That bound holds by construction: every byte libpng and the decoder allocate goes through one
// counting allocator (`png_create_read_struct_2`), which fails the decode through libpng's error
// path as soon as the bytes held would pass the decode's budget (`kittens_png_budget`). libpng
// keeps no ancillary chunk but tRNS: text (tEXt, zTXt, iTXt), iCCP, sPLT, eXIf and unknown
// chunks are skipped unread, so compressed text is never inflated. libpng's progressive reader
// still buffers a chunk before the pixels whole to skip it: the allowance bounds that.
#ifndef KITTENS_CKITTENSPNG_H
#define KITTENS_CKITTENSPNG_H

#include <stddef.h>
#include <stdint.h>

// By its path from here, as CAdw includes CGtk's header: a module importing this one need not
// be given CKittensDecode's include folder.
#include "../../CKittensDecode/include/CKittensDecode.h"

/// The bounds of one decode. `kittens_png_default_bounds` gives the app's.
typedef struct {
    /// Bytes the decode may hold besides what the size drawn needs (see `kittens_png_budget`):
    /// libpng's structures, zlib's window, and the chunk being skipped.
    size_t allowance;
    /// The longest chunk libpng reads into a buffer of its own (`png_set_chunk_malloc_max`;
    /// only PLTE and tRNS are read, every other ancillary chunk is skipped).
    size_t chunk_max;
    /// The widest and tallest picture libpng accepts (`png_set_user_limits`).
    uint32_t max_side;
    /// CPU time of the decoding thread the decode may use, in nanoseconds; 0 for no limit.
    uint64_t max_cpu_ns;
} kittens_png_bounds;

/// 4 MiB of allowance, 1 MiB chunks, 16384 pixels a side, 5 s of CPU.
kittens_png_bounds kittens_png_default_bounds(void);

/// The bytes a decode of a `source_width`-wide picture to `width` x `height` may hold at most:
/// `bounds.allowance`, libpng's rows (24 bytes a source column: a row and the previous one at up
/// to 8 bytes a pixel, and the transformed row), the decoder's column map (4 bytes a source
/// column), its row and column counts, and per target pixel its sums (16 or 32 bytes) and
/// output (4 bytes). SIZE_MAX when that overflows.
size_t kittens_png_budget(kittens_png_bounds bounds, uint32_t source_width, uint32_t width, uint32_t height);

/// The outcome of `kittens_png_decode_scaled`. `decoded.pixels` are premultiplied; release them
/// with `kittens_decode_free_pixels`. `KITTENS_DECODE_MALFORMED`: libpng gave up (a bad
/// signature, CRC, chunk, or compressed stream); `KITTENS_DECODE_TRUNCATED`: the bytes ended
/// before the last row of the picture, or before its IEND chunk; `KITTENS_DECODE_OVER_BUDGET`:
/// the decode would have held more bytes than its budget; `KITTENS_DECODE_TOO_SLOW`: the
/// decoding thread's CPU time passed `max_cpu_ns`.
typedef struct {
    kittens_decoded_pixels decoded;
    /// The most bytes the decode held at once, counted by its allocator (the output included),
    /// and the budget it was held to: `allowance` until the header is read, then
    /// `kittens_png_budget` for the picture.
    size_t peak_bytes;
    size_t budget_bytes;
} kittens_png_image;

/// Decodes the PNG file in `bytes` (feeding libpng `chunk_size` bytes at a time, 64 KiB when 0)
/// to the size `choose_size` picks from the size the picture's IHDR claims, area-averaging every
/// source pixel into its target pixel, within `bounds`. Thread-safe: it keeps no state between calls.
kittens_png_image kittens_png_decode_scaled(const uint8_t *_Nullable bytes, size_t length, size_t chunk_size,
                                            kittens_png_bounds bounds, kittens_decode_choose_size _Nonnull choose_size,
                                            void *_Nullable context);

#endif

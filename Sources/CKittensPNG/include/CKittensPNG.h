// A PNG decoder whose memory is bounded by the size it decodes to, not by the picture's size:
// libpng's progressive reader hands it one row at a time, and each row is averaged into a
// target-sized accumulator at once. Adam7-interlaced pictures are read pass by pass, each
// pass's pixels placed by their own coordinates, so they need no full-size buffer either.
//
// Memory: libpng's row buffers (a few source rows) and zlib's window, the target column of each
// source column (4 bytes per source column), one accumulator cell (16 or 32 bytes) and one
// output pixel (4 bytes) per target pixel. Never the whole picture.
#ifndef KITTENS_CKITTENSPNG_H
#define KITTENS_CKITTENSPNG_H

#include <stddef.h>
#include <stdint.h>

/// Chooses the size to decode at, from the size the picture's IHDR claims. Returns 0 to refuse
/// the picture (the decode then stops before allocating anything for its pixels), or 1 after
/// writing a size of at least 1 x 1 to `width` and `height`. A size larger than the picture's
/// on either side is clamped to it: the decoder never scales up.
typedef int (*kittens_png_choose_size)(void *_Nullable context, uint32_t source_width, uint32_t source_height,
                                       uint32_t *_Nonnull width, uint32_t *_Nonnull height);

/// How a decode ended.
typedef enum {
    /// `pixels` holds `width` x `height` premultiplied RGBA pixels, 8 bits a channel.
    KITTENS_PNG_DECODED = 0,
    /// `choose_size` refused the size the picture claims.
    KITTENS_PNG_REFUSED = 1,
    /// libpng gave up: a bad signature, CRC, chunk, or compressed stream.
    KITTENS_PNG_MALFORMED = 2,
    /// The bytes ended before the last row of the picture, or before its IEND chunk.
    KITTENS_PNG_TRUNCATED = 3,
    /// An allocation failed, or the sizes overflowed.
    KITTENS_PNG_OUT_OF_MEMORY = 4,
} kittens_png_status;

/// The outcome of `kittens_png_decode_scaled`. Release `pixels` with `kittens_png_free_pixels`.
typedef struct {
    kittens_png_status status;
    uint8_t *_Nullable pixels;
    uint32_t width;
    uint32_t height;
    uint32_t source_width;
    uint32_t source_height;
} kittens_png_image;

/// Decodes the PNG file in `bytes` (feeding libpng `chunk_size` bytes at a time, 64 KiB when 0)
/// to the size `choose_size` picks, area-averaging every source pixel into its target pixel.
/// Thread-safe: it keeps no state between calls.
kittens_png_image kittens_png_decode_scaled(const uint8_t *_Nullable bytes, size_t length, size_t chunk_size,
                                            kittens_png_choose_size _Nonnull choose_size, void *_Nullable context);

/// Frees the pixels of a decoded image. NULL is allowed.
void kittens_png_free_pixels(uint8_t *_Nullable pixels);

#endif

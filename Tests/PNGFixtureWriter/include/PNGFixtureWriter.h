// Writes PNG fixtures at test (and benchmark) time, one row at a time, so that even a 40 MP
// fixture costs its writer one row of memory, not the picture.
#ifndef KITTENS_PNG_FIXTURE_WRITER_H
#define KITTENS_PNG_FIXTURE_WRITER_H

#include <stddef.h>
#include <stdint.h>

/// What the pixels look like.
typedef enum {
    /// Red across, green down, blue diagonally, alpha in bands: every pixel differs from its
    /// neighbours a little, so scaling errors show.
    KITTENS_PNG_FIXTURE_GRADIENT = 0,
    /// One opaque colour with a few thin lines: compresses to almost nothing.
    KITTENS_PNG_FIXTURE_MOSTLY_UNIFORM = 1,
} kittens_png_fixture_pattern;

/// A PNG file of `width` x `height` RGBA pixels (Adam7-interlaced when `interlaced` is not 0),
/// in a buffer to free with `kittens_png_fixture_free`; NULL when writing fails.
uint8_t *_Nullable kittens_png_fixture(uint32_t width, uint32_t height, kittens_png_fixture_pattern pattern, int interlaced,
                                       size_t *_Nonnull length);

/// The gradient as a PNG of another colour type and depth (libpng's `PNG_COLOR_TYPE_*` and 1, 2,
/// 4, 8 or 16 bits): grey from the red channel, a palette whose index is the red channel (with
/// alpha in tRNS), 16 bits as each 8-bit value times 257.
uint8_t *_Nullable kittens_png_fixture_typed(uint32_t width, uint32_t height, int color_type, int bit_depth, int interlaced,
                                             size_t *_Nonnull length);

void kittens_png_fixture_free(uint8_t *_Nullable bytes);

#endif

// Writes JPEG fixtures at test (and benchmark) time with libjpeg's own compressor: photo-like
// pictures (gradients with fine texture, so the AC coefficients cost what a photo's do),
// baseline or progressive, 4:2:0.
#ifndef KITTENS_JPEG_FIXTURE_WRITER_H
#define KITTENS_JPEG_FIXTURE_WRITER_H

#include <stddef.h>
#include <stdint.h>

/// A JPEG file of `width` x `height` pixels at `quality` (1 ... 100), progressive (libjpeg's
/// standard ten-scan script) when `progressive` is not 0, in a buffer to free with
/// `kittens_jpeg_fixture_free`; NULL when writing fails. Red grows across, green down, blue
/// diagonally, with a texture of a few levels from pixel to pixel.
uint8_t *_Nullable kittens_jpeg_fixture(uint32_t width, uint32_t height, int quality, int progressive, size_t *_Nonnull length);

void kittens_jpeg_fixture_free(uint8_t *_Nullable bytes);

#endif

// Feeds one input to the bounded JPEG decoder (Sources/CKittensJPEG), with the size decoded to
// taken from the input's last bytes, and checks what the header promises: a decoded picture has
// pixels of the size chosen (clamped to the picture's, sides swapped by a quarter-turn
// orientation), opaque; anything else has none. The EXIF reader is fed the same bytes on its own.
// AddressSanitizer reports any read or write out of bounds, use after free or leak; libFuzzer,
// a hang or memory over its limit.
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "CKittensJPEG.h"

typedef struct {
    uint32_t width, height, chosen_width, chosen_height;
} fuzz_target_size;

// Refuses pictures over 16 megapixels (the app's cap is higher; this keeps each input fast) and
// decodes the rest at the size the input asked for. Sizes here are upright.
static int choose(void *context, uint32_t source_width, uint32_t source_height, uint32_t *width, uint32_t *height) {
    fuzz_target_size *size = context;
    if ((uint64_t)source_width * source_height > 16u * 1024 * 1024) return 0;
    *width = size->width;
    *height = size->height;
    size->chosen_width = size->width < source_width ? size->width : source_width;
    size->chosen_height = size->height < source_height ? size->height : source_height;
    return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 2) return 0;
    uint32_t orientation = kittens_jpeg_exif_orientation(data, size);
    if (orientation > 8) abort();
    const uint8_t *tail = data + size - 2;
    fuzz_target_size target = {.width = 1u + tail[0] % 64u, .height = 1u + tail[1] % 64u};
    // The standard limits but memory, which is kept under libFuzzer's: 256 MB, 500 scans, 100
    // warnings, 2 s of CPU.
    kittens_jpeg_limits limits = {.max_memory = 256u << 20, .max_scans = 500, .max_warnings = 100, .max_cpu_nanoseconds = 2000000000u};
    kittens_jpeg_image image = kittens_jpeg_decode_scaled(data, size - 2, limits, choose, &target);
    const kittens_decoded_pixels *decoded = &image.decoded;
    if (decoded->status == KITTENS_DECODE_DECODED) {
        if (decoded->pixels == NULL || decoded->width != target.chosen_width || decoded->height != target.chosen_height) abort();
        if (image.orientation < 1 || image.orientation > 8) abort();
        for (size_t index = 0; index < (size_t)decoded->width * decoded->height; index++)
            if (decoded->pixels[index * 4 + 3] != 255) abort();
    } else if (decoded->pixels != NULL) {
        abort();
    }
    kittens_decode_free_pixels(decoded->pixels);
    return 0;
}

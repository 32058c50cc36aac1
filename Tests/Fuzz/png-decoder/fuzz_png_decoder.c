// Feeds one input to the bounded PNG decoder (Sources/CKittensPNG), with the chunk size libpng
// is fed at and the size decoded to taken from the input's last bytes, and checks what the
// header promises: a decoded picture has pixels of the size chosen (clamped to the picture's,
// never above), anything else has none; and that the decode held no more memory than its
// budget, measured apart from the decoder's own counting allocator: AddressSanitizer's
// malloc/free hooks sum the bytes live on the heap during the decode. AddressSanitizer reports
// any read or write out of bounds, use after free or leak; libFuzzer, a hang or memory over its
// limit.
#include <sanitizer/allocator_interface.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "CKittensPNG.h"

/// Bytes allocated and not freed since `measuring` was set, and the most at once.
static int measuring;
static size_t live, peak;

static void on_malloc(const volatile void *pointer, size_t size) {
    (void)pointer;
    if (!measuring) return;
    live += size;
    if (live > peak) peak = live;
}

static void on_free(const volatile void *pointer) {
    if (!measuring || pointer == NULL) return;
    size_t size = __sanitizer_get_allocated_size((const void *)pointer);
    live = size > live ? 0 : live - size;
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
    (void)argc;
    (void)argv;
    __sanitizer_install_malloc_and_free_hooks(on_malloc, on_free);
    return 0;
}

typedef struct {
    uint32_t width;
    uint32_t height;
    uint32_t chosen_width;
    uint32_t chosen_height;
} fuzz_target_size;

// Refuses pictures over 16 megapixels (the app's cap is higher; this keeps each input fast) and
// decodes the rest at the size the input asked for.
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
    if (size < 3) return 0;
    const uint8_t *tail = data + size - 3;
    fuzz_target_size target = {.width = 1u + tail[0] % 64u, .height = 1u + tail[1] % 64u};
    size_t chunk_size = 1u + tail[2] % 97u;
    kittens_png_bounds bounds = kittens_png_default_bounds();
    live = peak = 0;
    measuring = 1;
    kittens_png_image image = kittens_png_decode_scaled(data, size - 3, chunk_size, bounds, choose, &target);
    const kittens_decoded_pixels *decoded = &image.decoded;
    measuring = 0;
    // The decoder's own record of what it held is a lower bound of what the heap saw (the heap
    // also saw the decoder's state, 200 bytes); neither passes the budget.
    size_t budget = kittens_png_budget(bounds, decoded->source_width, target.chosen_width, target.chosen_height);
    if (image.budget_bytes > budget || image.peak_bytes > image.budget_bytes || peak > budget + 4096) abort();
    if (decoded->status == KITTENS_DECODE_DECODED) {
        if (decoded->pixels == NULL || decoded->width != target.chosen_width || decoded->height != target.chosen_height) abort();
        // Every pixel is premultiplied: no channel above its alpha.
        for (size_t index = 0; index < (size_t)decoded->width * decoded->height; index++) {
            const uint8_t *pixel = decoded->pixels + index * 4;
            if (pixel[0] > pixel[3] || pixel[1] > pixel[3] || pixel[2] > pixel[3]) abort();
        }
    } else if (decoded->pixels != NULL) {
        abort();
    }
    kittens_decode_free_pixels(decoded->pixels);
    return 0;
}

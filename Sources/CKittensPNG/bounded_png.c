// The bounded PNG decoder declared in CKittensPNG.h. libpng reports errors with longjmp, so
// everything that calls into libpng lives here, in C; Swift sees only the result.
#include "CKittensPNG.h"

#include <png.h>
#include <stdlib.h>
#include <string.h>

/// Everything one decode needs between libpng's callbacks. Heap-allocated, so nothing of it
/// is a local variable that longjmp could leave stale.
typedef struct {
    kittens_decode_choose_size choose_size;
    void *context;
    kittens_decode_status failure;
    uint32_t source_width, source_height, width, height;
    int interlaced;
    uint64_t rows_seen, rows_expected;
    /// Whether IEND came: the picture is whole only then, even when every row did.
    int ended;
    /// The target column of each source column (`source_width` entries).
    uint32_t *column_cell;
    /// How many source columns fall in each target column, and rows in each target row.
    uint32_t *column_count, *row_count;
    /// Premultiplied channel sums, four a target pixel: 32 bits wide unless a target pixel
    /// covers so many source pixels that they could overflow.
    uint32_t *sums32;
    uint64_t *sums64;
    kittens_png_bounds bounds;
    /// Bytes held through `counted_malloc` now, at most, and allowed.
    size_t held, peak, budget;
    /// Whether an allocation was refused for the budget (libpng then reports it as an error).
    int over_budget;
    /// The thread's CPU time, in nanoseconds, past which the decode stops; 0 for none.
    uint64_t cpu_deadline;
} decoder;

/// Every block carries its size in front, so that `counted_free` can give it back.
typedef union {
    size_t size;
    max_align_t align;
} block_header;

/// Counts `size` more bytes as held, or refuses (0) when that would pass the budget.
static int reserve(decoder *d, size_t size) {
    if (size > d->budget || d->held > d->budget - size) {
        d->over_budget = 1;
        return 0;
    }
    d->held += size;
    if (d->held > d->peak) d->peak = d->held;
    return 1;
}

static void *counted_malloc(decoder *d, size_t size) {
    if (size > SIZE_MAX - sizeof(block_header) || !reserve(d, size + sizeof(block_header))) return NULL;
    block_header *block = malloc(size + sizeof(block_header));
    if (block == NULL) {
        d->held -= size + sizeof(block_header);
        return NULL;
    }
    block->size = size + sizeof(block_header);
    return block + 1;
}

static void *counted_calloc(decoder *d, size_t count, size_t size) {
    if (size != 0 && count > SIZE_MAX / size) return NULL;
    void *memory = counted_malloc(d, count * size);
    if (memory != NULL) memset(memory, 0, count * size);
    return memory;
}

static void counted_free(decoder *d, void *memory) {
    if (memory == NULL) return;
    block_header *block = (block_header *)memory - 1;
    d->held -= block->size;
    free(block);
}

static png_voidp png_counted_malloc(png_structp png, png_alloc_size_t size) {
    return counted_malloc(png_get_mem_ptr(png), size);
}

static void png_counted_free(png_structp png, png_voidp memory) { counted_free(png_get_mem_ptr(png), memory); }

static void decoder_free_state(decoder *d) {
    counted_free(d, d->column_cell);
    counted_free(d, d->column_count);
    counted_free(d, d->row_count);
    counted_free(d, d->sums32);
    counted_free(d, d->sums64);
    d->column_cell = NULL;
    d->column_count = d->row_count = NULL;
    d->sums32 = NULL;
    d->sums64 = NULL;
}

/// Stops the decode: back to the setjmp in `kittens_png_decode_scaled`.
static void fail(png_structp png, decoder *d, kittens_decode_status status) {
    d->failure = status;
    png_error(png, "kittens");
}

static void on_error(png_structp png, png_const_charp message) {
    (void)message;
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

/// The target index of source index `i` of `source` when `source` maps onto `target`.
static uint32_t cell_of(uint32_t i, uint32_t source, uint32_t target) {
    return (uint32_t)(((uint64_t)i * target) / source);
}

/// After IHDR: checks and picks the size, sets the transformations to RGBA8, allocates the
/// target-sized state.
static void on_info(png_structp png, png_infop info) {
    decoder *d = png_get_progressive_ptr(png);
    png_uint_32 width = 0, height = 0;
    int depth = 0, color = 0, interlace = 0;
    if (png_get_IHDR(png, info, &width, &height, &depth, &color, &interlace, NULL, NULL) == 0) fail(png, d, KITTENS_DECODE_MALFORMED);
    uint32_t target_width = 0, target_height = 0;
    if (width == 0 || height == 0 || d->choose_size(d->context, width, height, &target_width, &target_height) == 0
        || target_width == 0 || target_height == 0)
        fail(png, d, KITTENS_DECODE_REFUSED);
    d->source_width = width;
    d->source_height = height;
    d->width = target_width < width ? target_width : width;
    d->height = target_height < height ? target_height : height;
    d->interlaced = interlace == PNG_INTERLACE_ADAM7;

    // Rows arrive as RGBA, 8 bits a channel: palette and low-depth gray expanded, tRNS made
    // alpha, 16 bits stripped, gray made RGB, an opaque alpha added where there is none.
    // No png_set_interlace_handling: interlaced rows arrive pass by pass, as they are stored.
    png_set_expand(png);
    png_set_strip_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    png_read_update_info(png, info);
    if (png_get_bit_depth(png, info) != 8 || png_get_channels(png, info) != 4) fail(png, d, KITTENS_DECODE_MALFORMED);

    if (d->interlaced) {
        for (int pass = 0; pass < 7; pass++)
            if (PNG_PASS_COLS(width, pass) > 0) d->rows_expected += PNG_PASS_ROWS(height, pass);
    } else {
        d->rows_expected = height;
    }

    d->budget = kittens_png_budget(d->bounds, width, d->width, d->height);
    d->column_cell = counted_calloc(d, width, sizeof(uint32_t));
    d->column_count = counted_calloc(d, d->width, sizeof(uint32_t));
    d->row_count = counted_calloc(d, d->height, sizeof(uint32_t));
    if (d->column_cell == NULL || d->column_count == NULL || d->row_count == NULL) fail(png, d, KITTENS_DECODE_OUT_OF_MEMORY);
    uint32_t widest = 0, tallest = 0;
    for (uint32_t x = 0; x < width; x++) {
        uint32_t cell = cell_of(x, width, d->width);
        d->column_cell[x] = cell;
        if (++d->column_count[cell] > widest) widest = d->column_count[cell];
    }
    for (uint32_t y = 0; y < height; y++) {
        uint32_t cell = cell_of(y, height, d->height);
        if (++d->row_count[cell] > tallest) tallest = d->row_count[cell];
    }
    size_t cells = (size_t)d->width * d->height * 4;
    if ((uint64_t)widest * tallest * 255 <= UINT32_MAX) d->sums32 = counted_calloc(d, cells, sizeof(uint32_t));
    else d->sums64 = counted_calloc(d, cells, sizeof(uint64_t));
    if (d->sums32 == NULL && d->sums64 == NULL) fail(png, d, KITTENS_DECODE_OUT_OF_MEMORY);
}

/// c * a / 255, rounded.
static inline uint32_t premultiply(uint32_t c, uint32_t a) {
    uint32_t t = c * a + 128;
    return (t + (t >> 8)) >> 8;
}

/// One row of one pass: each pixel is added to the target pixel it falls in.
static void on_row(png_structp png, png_bytep row, png_uint_32 row_number, int pass) {
    decoder *d = png_get_progressive_ptr(png);
    if (row == NULL || (d->sums32 == NULL && d->sums64 == NULL)) return;
    uint32_t y, first_x, step, count;
    if (d->interlaced) {
        if (pass < 0 || pass > 6) fail(png, d, KITTENS_DECODE_MALFORMED);
        y = PNG_PASS_START_ROW(pass) + ((uint32_t)row_number << PNG_PASS_ROW_SHIFT(pass));
        first_x = PNG_PASS_START_COL(pass);
        step = 1u << PNG_PASS_COL_SHIFT(pass);
        count = PNG_PASS_COLS(d->source_width, pass);
    } else {
        y = row_number;
        first_x = 0;
        step = 1;
        count = d->source_width;
    }
    if (y >= d->source_height) fail(png, d, KITTENS_DECODE_MALFORMED);
    size_t base = (size_t)cell_of(y, d->source_height, d->height) * d->width;
    uint32_t x = first_x;
    for (uint32_t i = 0; i < count && x < d->source_width; i++, x += step) {
        const png_byte *pixel = row + (size_t)i * 4;
        uint32_t a = pixel[3];
        size_t cell = (base + d->column_cell[x]) * 4;
        if (d->sums32 != NULL) {
            d->sums32[cell] += premultiply(pixel[0], a);
            d->sums32[cell + 1] += premultiply(pixel[1], a);
            d->sums32[cell + 2] += premultiply(pixel[2], a);
            d->sums32[cell + 3] += a;
        } else {
            d->sums64[cell] += premultiply(pixel[0], a);
            d->sums64[cell + 1] += premultiply(pixel[1], a);
            d->sums64[cell + 2] += premultiply(pixel[2], a);
            d->sums64[cell + 3] += a;
        }
    }
    d->rows_seen++;
    if (d->cpu_deadline != 0 && (d->rows_seen & 63) == 0 && kittens_decode_thread_cpu_ns() > d->cpu_deadline)
        fail(png, d, KITTENS_DECODE_TOO_SLOW);
}

static void on_end(png_structp png, png_infop info) {
    (void)info;
    decoder *d = png_get_progressive_ptr(png);
    d->ended = 1;
}

/// The averages of the sums, or NULL when the allocation fails or is over the budget. The
/// pixels leave the decoder, so they are allocated with plain malloc but counted while it runs.
static uint8_t *averaged(decoder *d) {
    size_t pixels = (size_t)d->width * d->height;
    if (!reserve(d, pixels * 4)) return NULL;
    uint8_t *out = malloc(pixels * 4);
    if (out == NULL) return NULL;
    for (uint32_t ty = 0; ty < d->height; ty++) {
        for (uint32_t tx = 0; tx < d->width; tx++) {
            uint64_t area = (uint64_t)d->column_count[tx] * d->row_count[ty];
            size_t cell = ((size_t)ty * d->width + tx) * 4;
            for (int c = 0; c < 4; c++) {
                uint64_t sum = d->sums32 != NULL ? d->sums32[cell + c] : d->sums64[cell + c];
                out[cell + c] = area == 0 ? 0 : (uint8_t)((sum + area / 2) / area);
            }
        }
    }
    return out;
}

kittens_png_bounds kittens_png_default_bounds(void) {
    kittens_png_bounds bounds = {
        .allowance = 4u << 20, .chunk_max = 1u << 20, .max_side = 16384, .max_cpu_ns = 5000000000u};
    return bounds;
}

/// `a * b + c`, or SIZE_MAX when it overflows.
static size_t add_product(size_t a, size_t b, size_t c) {
    if (b != 0 && a > SIZE_MAX / b) return SIZE_MAX;
    return a * b > SIZE_MAX - c ? SIZE_MAX : a * b + c;
}

size_t kittens_png_budget(kittens_png_bounds bounds, uint32_t source_width, uint32_t width, uint32_t height) {
    size_t budget = add_product(28, source_width, bounds.allowance);
    budget = add_product(8, (size_t)width + height, budget);
    return add_product(36, (size_t)width * height, budget);
}

/// How the decode ended, from what it saw.
static kittens_decode_status ending(const decoder *d) {
    if (d->over_budget) return KITTENS_DECODE_OVER_BUDGET;
    return d->failure != KITTENS_DECODE_DECODED ? d->failure : KITTENS_DECODE_MALFORMED;
}

kittens_png_image kittens_png_decode_scaled(const uint8_t *bytes, size_t length, size_t chunk_size,
                                            kittens_png_bounds bounds, kittens_decode_choose_size choose_size,
                                            void *context) {
    kittens_png_image result;
    memset(&result, 0, sizeof result);
    result.decoded.status = KITTENS_DECODE_OUT_OF_MEMORY;
    decoder *d = calloc(1, sizeof *d);
    if (d == NULL) return result;
    d->choose_size = choose_size;
    d->context = context;
    d->bounds = bounds;
    d->budget = bounds.allowance;
    if (bounds.max_cpu_ns != 0) {
        uint64_t now = kittens_decode_thread_cpu_ns();
        d->cpu_deadline = now > UINT64_MAX - bounds.max_cpu_ns ? UINT64_MAX : now + bounds.max_cpu_ns;
    }
    png_structp png = png_create_read_struct_2(PNG_LIBPNG_VER_STRING, d, on_error, on_warning, d, png_counted_malloc,
                                               png_counted_free);
    png_infop info = png != NULL ? png_create_info_struct(png) : NULL;
    if (png == NULL || info == NULL) {
        result.decoded.status = d->over_budget ? KITTENS_DECODE_OVER_BUDGET : KITTENS_DECODE_OUT_OF_MEMORY;
        png_destroy_read_struct(&png, NULL, NULL);
        result.peak_bytes = d->peak;
        result.budget_bytes = d->budget;
        free(d);
        return result;
    }
    if (setjmp(png_jmpbuf(png))) {
        result.decoded.status = ending(d);
        result.decoded.source_width = d->source_width;
        result.decoded.source_height = d->source_height;
        png_destroy_read_struct(&png, &info, NULL);
        decoder_free_state(d);
        result.peak_bytes = d->peak;
        result.budget_bytes = d->budget;
        free(d);
        return result;
    }
    png_set_user_limits(png, bounds.max_side, bounds.max_side);
    png_set_chunk_malloc_max(png, bounds.chunk_max);
    png_set_chunk_cache_max(png, 16);
    // Every ancillary chunk but tRNS, known or not, is skipped unread (libpng's meaning of -1).
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
    // zlib's Adler-32 of the inflated rows is not computed, as browsers skip it: the chunks' CRCs
    // already catch a damaged file (it stays undecodable), and it guards nothing the bounds above
    // do not (a hostile file can carry a right checksum as easily as a wrong one).
#ifdef PNG_IGNORE_ADLER32
    png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    png_set_progressive_read_fn(png, d, on_info, on_row, on_end);
    size_t step = chunk_size > 0 ? chunk_size : 65536;
    for (size_t offset = 0; bytes != NULL && offset < length; offset += step) {
        size_t count = length - offset < step ? length - offset : step;
        png_process_data(png, info, (png_bytep)(uintptr_t)(bytes + offset), count);
        if (d->ended) break;
        if (d->cpu_deadline != 0 && kittens_decode_thread_cpu_ns() > d->cpu_deadline) fail(png, d, KITTENS_DECODE_TOO_SLOW);
    }
    png_destroy_read_struct(&png, &info, NULL);
    result.decoded.source_width = d->source_width;
    result.decoded.source_height = d->source_height;
    if (d->rows_expected == 0 || d->rows_seen < d->rows_expected || !d->ended) {
        result.decoded.status = KITTENS_DECODE_TRUNCATED;
    } else if ((result.decoded.pixels = averaged(d)) == NULL) {
        result.decoded.status = d->over_budget ? KITTENS_DECODE_OVER_BUDGET : KITTENS_DECODE_OUT_OF_MEMORY;
    } else {
        result.decoded.status = KITTENS_DECODE_DECODED;
        result.decoded.width = d->width;
        result.decoded.height = d->height;
    }
    decoder_free_state(d);
    result.peak_bytes = d->peak;
    result.budget_bytes = d->budget;
    free(d);
    return result;
}

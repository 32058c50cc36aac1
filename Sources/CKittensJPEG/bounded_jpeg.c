// The bounded JPEG decoder declared in CKittensJPEG.h. libjpeg reports errors through
// error_exit, which must not return: here it longjmps back to `kittens_jpeg_decode_scaled`, so
// everything that calls into libjpeg lives in C and Swift sees only the result.
#include "CKittensJPEG.h"

#include <limits.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>

/// Everything one decode needs, libjpeg's structures included. Heap-allocated, so nothing of it
/// is a local variable that longjmp could leave stale.
typedef struct {
    struct jpeg_decompress_struct cinfo;
    struct jpeg_error_mgr errors;
    struct jpeg_progress_mgr progress;
    jmp_buf jump;
    kittens_jpeg_limits limits;
    kittens_decode_status failure;
    char message[200];
    uint64_t cpu_start;
    uint32_t progress_calls, warnings;
    /// The first EXIF APP1 marker's orientation (0: none yet), and whether it is settled: an
    /// EXIF marker was read, or the decode was planned (an APP1 between scans or after the last
    /// one changes nothing, so that the pixels and the size reported keep the planned turn).
    uint32_t orientation;
    int exif_seen;
    uint8_t app1[65536];
    /// Sizes: as stored (source), as libjpeg decodes them (scaled), and as averaged to (target, stored orientation).
    uint32_t source_width, source_height, scaled_width, scaled_height, width, height;
    /// The crop asked for (upright; zero: none), and the part of the upright averaged picture
    /// that is kept: its origin and size (the whole of it without a crop).
    uint32_t crop_width, crop_height, kept_x, kept_y, kept_width, kept_height;
    /// One decoded row; the first target column each decoded column falls in, and its share of
    /// it (out of `width`; the rest goes to the next column); one decoded row's channel sums by
    /// target column, and two target rows of them (the one being made and the next).
    uint8_t *row;
    uint32_t *column_cell, *column_share;
    /// The decoded columns that straddle two target columns, and how many there are.
    uint32_t *straddling, straddling_count;
    uint64_t *row_sums, *sums, *next_sums;
    uint8_t *pixels;
} decoder;

static void decoder_free(decoder *d) {
    free(d->row);
    free(d->column_cell);
    free(d->column_share);
    free(d->straddling);
    free(d->row_sums);
    free(d->sums);
    free(d->next_sums);
    free(d->pixels);
    free(d);
}

/// Stops the decode: back to the setjmp in `kittens_jpeg_decode_scaled`.
static void stop(decoder *d, kittens_decode_status status, const char *message) {
    d->failure = status;
    if (message != NULL) snprintf(d->message, sizeof d->message, "%s", message);
    longjmp(d->jump, 1);
}

static void on_error_exit(j_common_ptr common) {
    decoder *d = common->client_data;
    char text[JMSG_LENGTH_MAX];
    common->err->format_message(common, text);
    int code = common->err->msg_code;
    stop(d, code == JERR_NO_BACKING_STORE ? KITTENS_DECODE_OVER_BUDGET
            : code == JERR_OUT_OF_MEMORY  ? KITTENS_DECODE_OUT_OF_MEMORY
                                          : KITTENS_DECODE_MALFORMED,
         text);
}

/// Warnings (level -1) are counted; the end of the bytes, or of a scan's data, is a truncated
/// picture at once. Trace messages (levels 0 and up) are dropped.
static void on_message(j_common_ptr common, int level) {
    if (level >= 0) return;
    decoder *d = common->client_data;
    char text[JMSG_LENGTH_MAX];
    common->err->format_message(common, text);
    int code = common->err->msg_code;
    if (code == JWRN_JPEG_EOF || code == JWRN_HIT_MARKER) stop(d, KITTENS_DECODE_TRUNCATED, text);
    d->warnings++;
    if (d->limits.max_warnings != 0 && d->warnings > d->limits.max_warnings) stop(d, KITTENS_DECODE_MALFORMED, text);
}

/// Called by libjpeg before each marker or row of a scan it reads, and each call for rows:
/// counts scans, and every 16th call reads the thread's CPU clock.
static void on_progress(j_common_ptr common) {
    decoder *d = common->client_data;
    if (d->limits.max_scans != 0 && d->cinfo.input_scan_number > 0
        && (uint32_t)d->cinfo.input_scan_number > d->limits.max_scans)
        stop(d, KITTENS_DECODE_TOO_MANY_SCANS, "more scans than any honest picture has");
    if (d->limits.max_cpu_nanoseconds != 0 && (++d->progress_calls & 15) == 0
        && kittens_decode_thread_cpu_ns() - d->cpu_start > d->limits.max_cpu_nanoseconds)
        stop(d, KITTENS_DECODE_TOO_SLOW, "over the CPU time of one decode");
}

/// One byte of the input, or 0 when there is none (libjpeg's memory source then supplies a fake
/// EOI with a warning, which stops the decode as truncated).
static int next_byte(j_decompress_ptr cinfo, uint8_t *value) {
    struct jpeg_source_mgr *source = cinfo->src;
    if (source->bytes_in_buffer == 0 && !source->fill_input_buffer(cinfo)) return 0;
    source->bytes_in_buffer--;
    *value = *source->next_input_byte++;
    return 1;
}

/// APP1: the first one holding EXIF before the picture's first scan is read for its orientation;
/// every other APP1 is skipped. Nothing is kept but the one orientation, however many markers the
/// file holds.
static boolean on_app1(j_decompress_ptr cinfo) {
    decoder *d = cinfo->client_data;
    uint8_t high = 0, low = 0;
    if (!next_byte(cinfo, &high) || !next_byte(cinfo, &low)) return FALSE;
    long length = ((long)high << 8 | low) - 2;
    if (length <= 0) return TRUE;
    long read = 0;
    if (!d->exif_seen) {
        while (read < length && read < (long)sizeof d->app1) {
            if (!next_byte(cinfo, &d->app1[read])) return FALSE;
            read++;
        }
        if (read >= 6 && memcmp(d->app1, "Exif\0\0", 6) == 0) {
            d->exif_seen = 1;
            d->orientation = kittens_jpeg_exif_orientation(d->app1, (size_t)read);
        }
    }
    if (length > read) cinfo->src->skip_input_data(cinfo, length - read);
    return TRUE;
}

/// Whether the orientation turns the picture a quarter (its sides swap).
static int swaps_sides(uint32_t orientation) { return orientation >= 5 && orientation <= 8; }

/// Bytes of DCT coefficients libjpeg keeps for the whole picture when it has more than one scan.
static uint64_t coefficient_bytes(j_decompress_ptr cinfo) {
    if (!cinfo->progressive_mode && cinfo->comps_in_scan >= cinfo->num_components) return 0;
    uint64_t blocks = 0;
    for (int index = 0; index < cinfo->num_components; index++) {
        const jpeg_component_info *component = &cinfo->comp_info[index];
        uint64_t h = (uint64_t)component->h_samp_factor, v = (uint64_t)component->v_samp_factor;
        uint64_t across = h == 0 ? 0 : ((uint64_t)component->width_in_blocks + h - 1) / h * h;
        uint64_t down = v == 0 ? 0 : ((uint64_t)component->height_in_blocks + v - 1) / v * v;
        blocks += across * down;
    }
    return blocks * sizeof(JBLOCK);
}

/// Source pixel `i` of `source` covers [i * target, (i + 1) * target) in units where each of
/// `target` pixels is `source` wide: the first target pixel it falls in, and how many of its
/// `target` units fall there (the rest fall in the next).
static void share(uint32_t i, uint32_t source, uint32_t target, uint32_t *cell, uint32_t *units) {
    uint64_t start = (uint64_t)i * target, end = start + target;
    uint32_t first = (uint32_t)(start / source);
    uint64_t boundary = (uint64_t)(first + 1) * source;
    *cell = first;
    *units = end <= boundary ? target : (uint32_t)(boundary - start);
}

/// Writes target pixel (x, y), in stored orientation, at its upright place, unless the crop
/// leaves that place out.
static inline void put_pixel(decoder *d, uint32_t x, uint32_t y, uint8_t r, uint8_t g, uint8_t b) {
    uint32_t w = d->width, h = d->height, ux, uy;
    switch (d->orientation) {
    case 2: ux = w - 1 - x; uy = y; break;
    case 3: ux = w - 1 - x; uy = h - 1 - y; break;
    case 4: ux = x; uy = h - 1 - y; break;
    case 5: ux = y; uy = x; break;
    case 6: ux = h - 1 - y; uy = x; break;
    case 7: ux = h - 1 - y; uy = w - 1 - x; break;
    case 8: ux = y; uy = w - 1 - x; break;
    default: ux = x; uy = y; break;
    }
    if (ux < d->kept_x || uy < d->kept_y) return;
    ux -= d->kept_x;
    uy -= d->kept_y;
    if (ux >= d->kept_width || uy >= d->kept_height) return;
    uint8_t *out = d->pixels + ((size_t)uy * d->kept_width + ux) * 4;
    out[0] = r;
    out[1] = g;
    out[2] = b;
    out[3] = 255;
}

/// The averages of one target row's sums, placed upright; the next row's sums move up.
/// Every target pixel covers exactly `scaled_width` x `scaled_height` units of weight.
static void flush_row(decoder *d, uint32_t target_row) {
    uint64_t area = (uint64_t)d->scaled_width * d->scaled_height;
    for (uint32_t x = 0; x < d->width; x++) {
        const uint64_t *sum = d->sums + (size_t)x * 3;
        put_pixel(d, x, target_row, (uint8_t)((sum[0] + area / 2) / area), (uint8_t)((sum[1] + area / 2) / area),
                  (uint8_t)((sum[2] + area / 2) / area));
    }
    uint64_t *done = d->sums;
    d->sums = d->next_sums;
    d->next_sums = done;
    memset(d->next_sums, 0, sizeof(uint64_t) * 3 * d->width);
}

/// CMYK as Adobe writes it (inverted when an Adobe marker says so) to RGB.
static inline void cmyk_to_rgb(const uint8_t *in, int inverted, uint8_t *rgb) {
    uint32_t k = inverted ? in[3] : 255u - in[3];
    for (int c = 0; c < 3; c++) {
        uint32_t value = inverted ? in[c] : 255u - in[c];
        rgb[c] = (uint8_t)((value * k + 127) / 255);
    }
}

/// Picks the DCT scale and the target size, allocates the target-sized state.
static void plan(decoder *d, kittens_decode_choose_size choose_size, void *context) {
    j_decompress_ptr cinfo = &d->cinfo;
    uint32_t w = cinfo->image_width, h = cinfo->image_height;
    d->source_width = w;
    d->source_height = h;
    d->orientation = d->orientation >= 1 && d->orientation <= 8 ? d->orientation : 1;
    d->exif_seen = 1;
    int swap = swaps_sides(d->orientation);
    uint32_t asked_width = 0, asked_height = 0;
    if (w == 0 || h == 0 || choose_size(context, swap ? h : w, swap ? w : h, &asked_width, &asked_height) == 0
        || asked_width == 0 || asked_height == 0)
        stop(d, KITTENS_DECODE_REFUSED, "refused by its size");
    if (swap) {
        uint32_t t = asked_width;
        asked_width = asked_height;
        asked_height = t;
    }
    d->width = asked_width < w ? asked_width : w;
    d->height = asked_height < h ? asked_height : h;
    // The centre of the upright picture, when it covers the crop; the whole of it otherwise.
    uint32_t upright_width = swap ? d->height : d->width, upright_height = swap ? d->width : d->height;
    int crops = d->crop_width != 0 && d->crop_height != 0 && upright_width >= d->crop_width && upright_height >= d->crop_height;
    d->kept_width = crops ? d->crop_width : upright_width;
    d->kept_height = crops ? d->crop_height : upright_height;
    d->kept_x = (upright_width - d->kept_width) / 2;
    d->kept_y = (upright_height - d->kept_height) / 2;

    uint64_t coefficients = coefficient_bytes(cinfo);
    if (d->limits.max_memory != 0 && coefficients > d->limits.max_memory)
        stop(d, KITTENS_DECODE_OVER_BUDGET, "its coefficients need more memory than one decode may use");
    if (d->limits.max_memory != 0) cinfo->mem->max_memory_to_use = d->limits.max_memory > LONG_MAX ? LONG_MAX : (long)d->limits.max_memory;

    switch (cinfo->jpeg_color_space) {
    case JCS_CMYK:
    case JCS_YCCK: cinfo->out_color_space = JCS_CMYK; break;
    // Three bytes a pixel: a quarter less for libjpeg to write and for the averaging to read.
    default: cinfo->out_color_space = JCS_RGB; break;
    }
    // The smallest scale whose output covers the target; 8/8 always does.
    cinfo->scale_denom = 8;
    for (unsigned int n = 1; n <= 8; n++) {
        cinfo->scale_num = n;
        jpeg_calc_output_dimensions(cinfo);
        if (cinfo->output_width >= d->width && cinfo->output_height >= d->height) break;
    }
    // Decoded rows are averaged down at once, so libjpeg's smoother upsampling buys nothing
    // then; at the exact size it is kept.
    if (cinfo->output_width != d->width || cinfo->output_height != d->height) cinfo->do_fancy_upsampling = FALSE;
}

static void allocate(decoder *d) {
    j_decompress_ptr cinfo = &d->cinfo;
    d->scaled_width = cinfo->output_width;
    d->scaled_height = cinfo->output_height;
    int components = cinfo->out_color_space == JCS_CMYK ? 4 : 3;
    if (d->scaled_width < d->width || d->scaled_height < d->height || cinfo->output_components != components)
        stop(d, KITTENS_DECODE_MALFORMED, "unexpected output of libjpeg");
    d->row = malloc((size_t)d->scaled_width * (size_t)components);
    d->column_cell = malloc(sizeof(uint32_t) * d->scaled_width);
    d->column_share = malloc(sizeof(uint32_t) * d->scaled_width);
    d->straddling = malloc(sizeof(uint32_t) * d->scaled_width);
    // One spare column, so that a share of zero for the next column needs no test.
    d->row_sums = calloc(((size_t)d->width + 1) * 3, sizeof(uint64_t));
    d->sums = calloc(((size_t)d->width + 1) * 3, sizeof(uint64_t));
    d->next_sums = calloc(((size_t)d->width + 1) * 3, sizeof(uint64_t));
    d->pixels = malloc((size_t)d->kept_width * d->kept_height * 4);
    if (d->row == NULL || d->column_cell == NULL || d->column_share == NULL || d->straddling == NULL || d->row_sums == NULL || d->sums == NULL
        || d->next_sums == NULL || d->pixels == NULL)
        stop(d, KITTENS_DECODE_OUT_OF_MEMORY, "out of memory");
    for (uint32_t x = 0; x < d->scaled_width; x++) {
        share(x, d->scaled_width, d->width, &d->column_cell[x], &d->column_share[x]);
        if (d->column_share[x] < d->width) d->straddling[d->straddling_count++] = x;
    }
}

/// Reads every row, averaging each into its target row, placing finished rows upright.
static void read_rows(decoder *d) {
    j_decompress_ptr cinfo = &d->cinfo;
    int cmyk = cinfo->out_color_space == JCS_CMYK, inverted = cinfo->saw_Adobe_marker;
    int exact = d->scaled_width == d->width && d->scaled_height == d->height;
    size_t step = cmyk ? 4 : 3;
    uint32_t current = 0;
    while (cinfo->output_scanline < cinfo->output_height) {
        uint32_t y = cinfo->output_scanline;
        JSAMPROW rows[1] = {d->row};
        if (jpeg_read_scanlines(cinfo, rows, 1) != 1) stop(d, KITTENS_DECODE_TRUNCATED, "rows missing");
        const uint8_t *pixel = d->row;
        if (exact) {
            for (uint32_t x = 0; x < d->width; x++, pixel += step) {
                uint8_t rgb[3] = {pixel[0], pixel[1], pixel[2]};
                if (cmyk) cmyk_to_rgb(pixel, inverted, rgb);
                put_pixel(d, x, y, rgb[0], rgb[1], rgb[2]);
            }
            continue;
        }
        uint32_t target_row = 0, row_units = 0;
        share(y, d->scaled_height, d->height, &target_row, &row_units);
        if (target_row != current) {
            flush_row(d, current);
            current = target_row;
        }
        // The buffers in locals: stores through them could otherwise alias the decoder's
        // fields, and every pixel would load the pointers again.
        uint64_t *restrict row_sums = d->row_sums;
        const uint32_t *restrict cells = d->column_cell, *restrict shares = d->column_share;
        const uint32_t scaled_width = d->scaled_width;
        const uint64_t across = d->width;
        memset(row_sums, 0, sizeof(uint64_t) * 3 * ((size_t)d->width + 1));
        if (cmyk) {
            for (uint32_t x = 0; x < scaled_width; x++, pixel += step) {
                uint8_t rgb[3];
                cmyk_to_rgb(pixel, inverted, rgb);
                uint64_t *sum = row_sums + (size_t)cells[x] * 3;
                uint64_t first = shares[x], second = across - first;
                sum[0] += first * rgb[0];
                sum[1] += first * rgb[1];
                sum[2] += first * rgb[2];
                sum[3] += second * rgb[0];
                sum[4] += second * rgb[1];
                sum[5] += second * rgb[2];
            }
        } else {
            // Each column's share of its first target column; then the rest of the few that
            // straddle two, to the next (three products a column rather than six).
            for (uint32_t x = 0; x < scaled_width; x++, pixel += 3) {
                uint64_t *sum = row_sums + (size_t)cells[x] * 3;
                uint64_t first = shares[x];
                sum[0] += first * pixel[0];
                sum[1] += first * pixel[1];
                sum[2] += first * pixel[2];
            }
            const uint32_t *restrict straddling = d->straddling;
            for (uint32_t index = 0; index < d->straddling_count; index++) {
                uint32_t x = straddling[index];
                const uint8_t *rest = d->row + (size_t)x * 3;
                uint64_t *sum = row_sums + ((size_t)cells[x] + 1) * 3;
                uint64_t second = across - shares[x];
                sum[0] += second * rest[0];
                sum[1] += second * rest[1];
                sum[2] += second * rest[2];
            }
        }
        uint64_t *restrict sums = d->sums, *restrict next_sums = d->next_sums;
        const uint64_t here = row_units, below = (uint64_t)d->height - row_units;
        const size_t values = (size_t)d->width * 3;
        for (size_t index = 0; index < values; index++) sums[index] += here * row_sums[index];
        // Only a row that straddles two target rows gives the next one its rest.
        if (below != 0)
            for (size_t index = 0; index < values; index++) next_sums[index] += below * row_sums[index];
    }
    if (!exact) flush_row(d, current);
}

kittens_jpeg_image kittens_jpeg_decode_scaled(const uint8_t *bytes, size_t length, kittens_jpeg_limits limits,
                                              kittens_decode_choose_size choose_size, void *context) {
    return kittens_jpeg_decode_cropped(bytes, length, limits, choose_size, context, 0, 0);
}

kittens_jpeg_image kittens_jpeg_decode_cropped(const uint8_t *bytes, size_t length, kittens_jpeg_limits limits,
                                               kittens_decode_choose_size choose_size, void *context, uint32_t crop_width,
                                               uint32_t crop_height) {
    kittens_jpeg_image result;
    memset(&result, 0, sizeof result);
    result.decoded.status = KITTENS_DECODE_OUT_OF_MEMORY;
    result.orientation = 1;
    if (bytes == NULL || length == 0) {
        result.decoded.status = KITTENS_DECODE_TRUNCATED;
        return result;
    }
    decoder *d = calloc(1, sizeof *d);
    if (d == NULL) return result;
    d->limits = limits;
    d->crop_width = crop_width;
    d->crop_height = crop_height;
    d->cpu_start = kittens_decode_thread_cpu_ns();
    d->cinfo.err = jpeg_std_error(&d->errors);
    d->errors.error_exit = on_error_exit;
    d->errors.emit_message = on_message;
    d->cinfo.client_data = d;
    if (setjmp(d->jump)) {
        result.decoded.status = d->failure != KITTENS_DECODE_DECODED ? d->failure : KITTENS_DECODE_MALFORMED;
        memcpy(result.message, d->message, sizeof result.message);
        result.decoded.source_width = d->source_width;
        result.decoded.source_height = d->source_height;
        result.scans = d->cinfo.input_scan_number > 0 ? (uint32_t)d->cinfo.input_scan_number : 0;
        result.warnings = d->warnings;
        jpeg_destroy_decompress(&d->cinfo);
        decoder_free(d);
        return result;
    }
    jpeg_create_decompress(&d->cinfo);
    d->cinfo.client_data = d;
    d->progress.progress_monitor = on_progress;
    d->cinfo.progress = &d->progress;
    jpeg_set_marker_processor(&d->cinfo, JPEG_APP0 + 1, on_app1);
    jpeg_mem_src(&d->cinfo, bytes, (unsigned long)length);
    if (jpeg_read_header(&d->cinfo, TRUE) != JPEG_HEADER_OK) stop(d, KITTENS_DECODE_TRUNCATED, "no picture in the file");
    plan(d, choose_size, context);
    if (!jpeg_start_decompress(&d->cinfo)) stop(d, KITTENS_DECODE_TRUNCATED, "the file ended");
    allocate(d);
    read_rows(d);
    jpeg_finish_decompress(&d->cinfo);

    result.decoded.status = KITTENS_DECODE_DECODED;
    result.decoded.pixels = d->pixels;
    d->pixels = NULL;
    result.decoded.width = d->kept_width;
    result.decoded.height = d->kept_height;
    result.decoded.source_width = d->source_width;
    result.decoded.source_height = d->source_height;
    result.scaled_width = d->scaled_width;
    result.scaled_height = d->scaled_height;
    result.orientation = d->orientation;
    result.scans = (uint32_t)d->cinfo.input_scan_number;
    result.warnings = d->warnings;
    jpeg_destroy_decompress(&d->cinfo);
    decoder_free(d);
    return result;
}

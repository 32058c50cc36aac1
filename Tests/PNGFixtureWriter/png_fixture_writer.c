// The fixture writer declared in PNGFixtureWriter.h, over libpng's write API.
#include "PNGFixtureWriter.h"

#include <png.h>
#include <stdlib.h>
#include <string.h>

/// The growing output file.
typedef struct {
    uint8_t *bytes;
    size_t length, capacity;
    int failed;
} sink;

static void on_write(png_structp png, png_bytep data, size_t length) {
    sink *s = png_get_io_ptr(png);
    if (s->failed) return;
    if (s->length + length > s->capacity) {
        size_t capacity = s->capacity ? s->capacity : 4096;
        while (capacity < s->length + length) capacity *= 2;
        uint8_t *grown = realloc(s->bytes, capacity);
        if (grown == NULL) {
            s->failed = 1;
            return;
        }
        s->bytes = grown;
        s->capacity = capacity;
    }
    memcpy(s->bytes + s->length, data, length);
    s->length += length;
}

static void on_flush(png_structp png) { (void)png; }

static void fill_row(png_bytep row, uint32_t y, uint32_t width, uint32_t height, kittens_png_fixture_pattern pattern) {
    for (uint32_t x = 0; x < width; x++) {
        png_bytep pixel = row + (size_t)x * 4;
        if (pattern == KITTENS_PNG_FIXTURE_GRADIENT) {
            pixel[0] = (png_byte)((uint64_t)x * 255 / (width > 1 ? width - 1 : 1));
            pixel[1] = (png_byte)((uint64_t)y * 255 / (height > 1 ? height - 1 : 1));
            pixel[2] = (png_byte)((x + y) / 2);
            pixel[3] = (png_byte)(255 - (y * 4 / (height ? height : 1)) * 60);
        } else {
            int line = x % 1000 < 4 || y % 1000 < 4;
            pixel[0] = line ? 20 : 230;
            pixel[1] = line ? 20 : 120;
            pixel[2] = line ? 20 : 40;
            pixel[3] = 255;
        }
    }
}

/// `rgba` (one gradient row) as a row of `color_type` at `bit_depth`; sub-byte depths one
/// byte a pixel (the writer packs them).
static void convert_row(png_bytep out, png_const_bytep rgba, uint32_t width, int color_type, int bit_depth) {
    int wide = bit_depth == 16;
    for (uint32_t x = 0; x < width; x++) {
        png_const_bytep p = rgba + (size_t)x * 4;
        png_byte channels[4];
        int count = 0;
        switch (color_type) {
        case PNG_COLOR_TYPE_GRAY: channels[count++] = bit_depth < 8 ? (png_byte)(p[0] >> (8 - bit_depth)) : p[0]; break;
        case PNG_COLOR_TYPE_GRAY_ALPHA: channels[count++] = p[0]; channels[count++] = p[3]; break;
        case PNG_COLOR_TYPE_PALETTE: channels[count++] = p[0]; break;
        case PNG_COLOR_TYPE_RGB: memcpy(channels, p, 3); count = 3; break;
        default: memcpy(channels, p, 4); count = 4; break;
        }
        for (int c = 0; c < count; c++) {
            if (wide) {
                *out++ = channels[c];
                *out++ = channels[c];
            } else {
                *out++ = channels[c];
            }
        }
    }
}

static uint8_t *write_png(uint32_t width, uint32_t height, kittens_png_fixture_pattern pattern, int color_type, int bit_depth,
                          int interlaced, size_t *length) {
    *length = 0;
    sink *s = calloc(1, sizeof *s);
    png_bytep row = malloc((size_t)width * 4);
    png_bytep converted = malloc((size_t)width * 8);
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (s == NULL || row == NULL || converted == NULL || png == NULL || info == NULL) {
        if (png != NULL) png_destroy_write_struct(&png, info ? &info : NULL);
        free(row);
        free(converted);
        free(s);
        return NULL;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(row);
        free(converted);
        free(s->bytes);
        free(s);
        return NULL;
    }
    png_set_write_fn(png, s, on_write, on_flush);
    png_set_compression_level(png, 9);
    png_set_IHDR(png, info, width, height, bit_depth, color_type,
                 interlaced ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (color_type == PNG_COLOR_TYPE_PALETTE) {
        png_color palette[256];
        png_byte alpha[256];
        for (int i = 0; i < 256; i++) {
            palette[i].red = (png_byte)i;
            palette[i].green = (png_byte)(255 - i);
            palette[i].blue = (png_byte)(i / 2);
            alpha[i] = (png_byte)(i | 0x80);
        }
        png_set_PLTE(png, info, palette, 256);
        png_set_tRNS(png, info, alpha, 256, NULL);
    }
    png_write_info(png, info);
    if (bit_depth < 8) png_set_packing(png);
    int passes = png_set_interlace_handling(png);
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < height; y++) {
            fill_row(row, y, width, height, pattern);
            if (color_type == PNG_COLOR_TYPE_RGB_ALPHA && bit_depth == 8) {
                png_write_row(png, row);
            } else {
                convert_row(converted, row, width, color_type, bit_depth);
                png_write_row(png, converted);
            }
        }
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(row);
    free(converted);
    uint8_t *bytes = s->failed ? NULL : s->bytes;
    if (bytes == NULL) free(s->bytes);
    else *length = s->length;
    free(s);
    return bytes;
}

uint8_t *kittens_png_fixture(uint32_t width, uint32_t height, kittens_png_fixture_pattern pattern, int interlaced,
                             size_t *length) {
    return write_png(width, height, pattern, PNG_COLOR_TYPE_RGB_ALPHA, 8, interlaced, length);
}

uint8_t *kittens_png_fixture_typed(uint32_t width, uint32_t height, int color_type, int bit_depth, int interlaced,
                                   size_t *length) {
    return write_png(width, height, KITTENS_PNG_FIXTURE_GRADIENT, color_type, bit_depth, interlaced, length);
}

void kittens_png_fixture_free(uint8_t *bytes) { free(bytes); }

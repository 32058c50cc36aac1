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

uint8_t *kittens_png_fixture(uint32_t width, uint32_t height, kittens_png_fixture_pattern pattern, int interlaced,
                             size_t *length) {
    *length = 0;
    sink *s = calloc(1, sizeof *s);
    png_bytep row = malloc((size_t)width * 4);
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (s == NULL || row == NULL || png == NULL || info == NULL) {
        if (png != NULL) png_destroy_write_struct(&png, info ? &info : NULL);
        free(row);
        free(s);
        return NULL;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(row);
        free(s->bytes);
        free(s);
        return NULL;
    }
    png_set_write_fn(png, s, on_write, on_flush);
    png_set_compression_level(png, 9);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA,
                 interlaced ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    int passes = png_set_interlace_handling(png);
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < height; y++) {
            fill_row(row, y, width, height, pattern);
            png_write_row(png, row);
        }
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(row);
    uint8_t *bytes = s->failed ? NULL : s->bytes;
    if (bytes == NULL) free(s->bytes);
    else *length = s->length;
    free(s);
    return bytes;
}

void kittens_png_fixture_free(uint8_t *bytes) { free(bytes); }

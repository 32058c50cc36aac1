// The JPEG fixture writer declared in JPEGFixtureWriter.h, over libjpeg's compressor. Errors
// longjmp back here; nothing of the picture is held but one row.
#include "JPEGFixtureWriter.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

#include <jpeglib.h>

typedef struct {
    struct jpeg_error_mgr pub;
    jmp_buf jump;
} error_manager;

static void on_error_exit(j_common_ptr cinfo) { longjmp(((error_manager *)cinfo->err)->jump, 1); }

uint8_t *kittens_jpeg_fixture(uint32_t width, uint32_t height, int quality, int progressive, size_t *length) {
    *length = 0;
    if (width == 0 || height == 0) return NULL;
    struct jpeg_compress_struct cinfo;
    error_manager errors;
    unsigned char *volatile out = NULL;
    unsigned long size = 0;
    JSAMPLE *volatile row = malloc((size_t)width * 3);
    if (row == NULL) return NULL;
    cinfo.err = jpeg_std_error(&errors.pub);
    errors.pub.error_exit = on_error_exit;
    if (setjmp(errors.jump)) {
        jpeg_destroy_compress(&cinfo);
        free(row);
        free(out);
        return NULL;
    }
    jpeg_create_compress(&cinfo);
    unsigned char *buffer = NULL;
    jpeg_mem_dest(&cinfo, &buffer, &size);
    cinfo.image_width = width;
    cinfo.image_height = height;
    cinfo.input_components = 3;
    cinfo.in_color_space = JCS_RGB;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality, TRUE);
    if (progressive) jpeg_simple_progression(&cinfo);
    jpeg_start_compress(&cinfo, TRUE);
    while (cinfo.next_scanline < height) {
        uint32_t y = cinfo.next_scanline;
        for (uint32_t x = 0; x < width; x++) {
            uint32_t texture = (x * 7 + y * 13 + (x * y) % 11) % 23;
            row[x * 3] = (JSAMPLE)(20 + (uint64_t)x * 200 / width + texture);
            row[x * 3 + 1] = (JSAMPLE)(20 + (uint64_t)y * 200 / height + texture / 2);
            row[x * 3 + 2] = (JSAMPLE)(20 + ((uint64_t)x + y) * 200 / ((uint64_t)width + height) + (texture * 3) % 23);
        }
        JSAMPROW rows[1] = {row};
        jpeg_write_scanlines(&cinfo, rows, 1);
    }
    jpeg_finish_compress(&cinfo);
    out = buffer;
    jpeg_destroy_compress(&cinfo);
    free(row);
    *length = size;
    return out;
}

void kittens_jpeg_fixture_free(uint8_t *bytes) { free(bytes); }

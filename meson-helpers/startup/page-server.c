/* A loopback stand-in for TheCatAPI, for the full-window start-up figures (startup-bench.sh):
 * `GET /v1/images/search` answers a page of 30 pictures as TheCatAPI does (id, url, width,
 * height), and `GET /pictures/N.EXT` the picture's bytes. The pictures are written at start into
 * memory, as a page of cat photos is: ten files (JPEG photos of 1,000 to 4,000 px wide and 0.3 to
 * 3 MB, some progressive, one PNG and one GIF), each listed three times under its own address, so
 * that no address is asked twice. Keep-alive HTTP/1.1 through libsoup's server, as a CDN's.
 * Prints `port=N` and `pictures=...` (each file's size and bytes) on standard output, then serves
 * until killed. Usage: page-server. */
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <libsoup/soup.h>
#include <jpeglib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PICTURES 10
#define PAGE_ENTRIES 30

typedef struct {
    const char *extension, *type;
    int width, height, progressive;
    GBytes *bytes;
} picture;

/* Photos of the sizes TheCatAPI serves; one PNG and one GIF among them. */
static picture pictures[PICTURES] = {
    {"jpg", "image/jpeg", 1200, 900, 0, NULL},  {"jpg", "image/jpeg", 2048, 1536, 1, NULL},
    {"jpg", "image/jpeg", 1000, 1333, 0, NULL}, {"png", "image/png", 640, 480, 0, NULL},
    {"jpg", "image/jpeg", 3000, 2000, 0, NULL}, {"jpg", "image/jpeg", 1600, 1067, 1, NULL},
    {"gif", "image/gif", 480, 360, 0, NULL},    {"jpg", "image/jpeg", 3600, 2700, 0, NULL},
    {"jpg", "image/jpeg", 1080, 1440, 1, NULL}, {"jpg", "image/jpeg", 2500, 1667, 0, NULL},
};

/* A photo-like pixel: smooth colour fields with some grain, so that the files are as large as
 * camera pictures of that size. */
static void photo_pixel(int index, int x, int y, int width, int height, guint32 *seed, guint8 *rgb) {
    double u = (double)x / width, v = (double)y / height;
    *seed = *seed * 1103515245u + 12345u;
    int grain = (int)((*seed >> 16) % 25) - 12;
    int base[3] = {(int)(90 + 120 * u + 10 * index), (int)(70 + 100 * v), (int)(60 + 80 * (1 - u) * v)};
    for (int c = 0; c < 3; c++) {
        int value = base[c] + grain + (int)(30 * ((x / 37 + y / 23 + c) % 3));
        rgb[c] = (guint8)(value < 0 ? 0 : value > 255 ? 255 : value);
    }
}

static GBytes *write_jpeg(int index, int width, int height, int progressive) {
    struct jpeg_compress_struct cinfo;
    struct jpeg_error_mgr errors;
    cinfo.err = jpeg_std_error(&errors);
    jpeg_create_compress(&cinfo);
    unsigned char *out = NULL;
    unsigned long size = 0;
    jpeg_mem_dest(&cinfo, &out, &size);
    cinfo.image_width = (JDIMENSION)width;
    cinfo.image_height = (JDIMENSION)height;
    cinfo.input_components = 3;
    cinfo.in_color_space = JCS_RGB;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, 88, TRUE);
    if (progressive) jpeg_simple_progression(&cinfo);
    jpeg_start_compress(&cinfo, TRUE);
    guint8 *row = g_malloc((size_t)width * 3);
    guint32 seed = (guint32)index * 7919u + 1u;
    while (cinfo.next_scanline < cinfo.image_height) {
        for (int x = 0; x < width; x++) photo_pixel(index, x, (int)cinfo.next_scanline, width, height, &seed, row + x * 3);
        JSAMPROW rows[1] = {row};
        jpeg_write_scanlines(&cinfo, rows, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    g_free(row);
    GBytes *bytes = g_bytes_new(out, size);
    free(out);
    return bytes;
}

static GBytes *write_png(int index, int width, int height) {
    GdkPixbuf *pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, FALSE, 8, width, height);
    guint8 *pixels = gdk_pixbuf_get_pixels(pixbuf);
    int stride = gdk_pixbuf_get_rowstride(pixbuf);
    guint32 seed = (guint32)index;
    for (int y = 0; y < height; y++)
        for (int x = 0; x < width; x++) photo_pixel(index, x, y, width, height, &seed, pixels + y * stride + x * 3);
    gchar *buffer = NULL;
    gsize size = 0;
    gdk_pixbuf_save_to_buffer(pixbuf, &buffer, &size, "png", NULL, NULL);
    g_object_unref(pixbuf);
    return g_bytes_new_take(buffer, size);
}

/* A two-frame GIF, as the animated cats are: 8-bit LZW literals with a clear code every 254. */
static GBytes *write_gif(int width, int height) {
    GByteArray *out = g_byte_array_new();
#define PUT(...) do { const guint8 b[] = {__VA_ARGS__}; g_byte_array_append(out, b, sizeof b); } while (0)
    g_byte_array_append(out, (const guint8 *)"GIF89a", 6);
    PUT(width & 0xFF, width >> 8, height & 0xFF, height >> 8, 0xF7, 0, 0);
    for (int i = 0; i < 256; i++) PUT((guint8)i, (guint8)(255 - i), (guint8)(i / 2));
    PUT(0x21, 0xFF, 11);
    g_byte_array_append(out, (const guint8 *)"NETSCAPE2.0", 11);
    PUT(3, 1, 0, 0, 0);
    for (int frame = 0; frame < 2; frame++) {
        PUT(0x21, 0xF9, 4, 0, 10, 0, 0, 0);
        PUT(0x2C, 0, 0, 0, 0, width & 0xFF, width >> 8, height & 0xFF, height >> 8, 0, 8);
        /* 9-bit codes: a clear (256) before every 254 literals, then the end (257). */
        GByteArray *codes = g_byte_array_new();
        guint32 bits = 0;
        int count = 0;
        long pixels = (long)width * height;
        for (long written = 0; written <= pixels; written++) {
            int code = written == pixels ? 257 : (int)((written / width + written % width + frame * 64) & 0xFF);
            for (int twice = written % 254 == 0 && written < pixels ? 2 : 1; twice > 0; twice--) {
                int emitted = twice == 2 ? 256 : code;
                bits |= (guint32)emitted << count;
                count += 9;
                while (count >= 8) { guint8 byte = bits & 0xFF; g_byte_array_append(codes, &byte, 1); bits >>= 8; count -= 8; }
            }
        }
        if (count > 0) { guint8 byte = bits & 0xFF; g_byte_array_append(codes, &byte, 1); }
        for (guint offset = 0; offset < codes->len; offset += 255) {
            guint8 length = (guint8)MIN(255u, codes->len - offset);
            g_byte_array_append(out, &length, 1);
            g_byte_array_append(out, codes->data + offset, length);
        }
        PUT(0);
        g_byte_array_unref(codes);
    }
    PUT(0x3B);
#undef PUT
    return g_byte_array_free_to_bytes(out);
}

static guint port;

static void answer(SoupServer *server, SoupServerMessage *message, const char *path, GHashTable *query, gpointer data) {
    if (strcmp(path, "/v1/images/search") == 0) {
        GString *page = g_string_new("[");
        for (int i = 0; i < PAGE_ENTRIES; i++) {
            picture *p = &pictures[i % PICTURES];
            g_string_append_printf(page, "%s{\"id\":\"cat%02d\",\"url\":\"http://127.0.0.1:%u/pictures/%d.%s\",\"width\":%d,\"height\":%d}",
                                   i ? "," : "", i, port, i, p->extension, p->width, p->height);
        }
        g_string_append(page, "]");
        gsize length = page->len;
        soup_server_message_set_status(message, 200, NULL);
        soup_server_message_set_response(message, "application/json", SOUP_MEMORY_TAKE, g_string_free(page, FALSE), length);
        return;
    }
    int index = -1;
    if (sscanf(path, "/pictures/%d.", &index) == 1 && index >= 0 && index < PAGE_ENTRIES) {
        picture *p = &pictures[index % PICTURES];
        gsize size = 0;
        gconstpointer bytes = g_bytes_get_data(p->bytes, &size);
        soup_server_message_set_status(message, 200, NULL);
        soup_server_message_set_response(message, p->type, SOUP_MEMORY_STATIC, bytes, size);
        return;
    }
    soup_server_message_set_status(message, 404, NULL);
}

int main(void) {
    for (int i = 0; i < PICTURES; i++) {
        picture *p = &pictures[i];
        p->bytes = strcmp(p->extension, "png") == 0 ? write_png(i, p->width, p->height)
                   : strcmp(p->extension, "gif") == 0 ? write_gif(p->width, p->height)
                                                        : write_jpeg(i, p->width, p->height, p->progressive);
    }
    SoupServer *server = soup_server_new("server-header", "page-server", NULL);
    soup_server_add_handler(server, NULL, answer, NULL, NULL);
    GError *error = NULL;
    if (!soup_server_listen_local(server, 0, SOUP_SERVER_LISTEN_IPV4_ONLY, &error)) {
        fprintf(stderr, "page-server: %s\n", error->message);
        return 1;
    }
    GSList *uris = soup_server_get_uris(server);
    port = (guint)g_uri_get_port(uris->data);
    g_slist_free_full(uris, (GDestroyNotify)g_uri_unref);
    printf("port=%u\npictures=", port);
    for (int i = 0; i < PICTURES; i++)
        printf("%s%dx%d%s.%s:%zu", i ? "," : "", pictures[i].width, pictures[i].height,
               pictures[i].progressive ? "p" : "", pictures[i].extension, g_bytes_get_size(pictures[i].bytes));
    printf("\n");
    fflush(stdout);
    g_main_loop_run(g_main_loop_new(NULL, FALSE));
    return 0;
}

// The EXIF orientation tag (0x0112) of IFD0, read from an APP1 marker's body with every offset
// checked against the length: the body is hostile bytes like the rest of the file.
#include "CKittensJPEG.h"

#include <string.h>

static uint32_t read16(const uint8_t *p, int little) {
    return little ? (uint32_t)p[0] | (uint32_t)p[1] << 8 : (uint32_t)p[0] << 8 | (uint32_t)p[1];
}

static uint32_t read32(const uint8_t *p, int little) {
    return little ? (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24
                  : (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

uint32_t kittens_jpeg_exif_orientation(const uint8_t *app1, size_t length) {
    static const uint8_t exif[6] = {'E', 'x', 'i', 'f', 0, 0};
    if (app1 == NULL || length < 6 + 8 || memcmp(app1, exif, 6) != 0) return 0;
    // The TIFF header: byte order, 42, then the offset of IFD0 from the header's start.
    const uint8_t *tiff = app1 + 6;
    size_t size = length - 6;
    int little;
    if (tiff[0] == 'I' && tiff[1] == 'I') little = 1;
    else if (tiff[0] == 'M' && tiff[1] == 'M') little = 0;
    else return 0;
    if (read16(tiff + 2, little) != 42) return 0;
    uint32_t ifd = read32(tiff + 4, little);
    if (ifd < 8 || ifd > size || size - ifd < 2) return 0;
    uint32_t entries = read16(tiff + ifd, little);
    size_t first = (size_t)ifd + 2;
    for (uint32_t index = 0; index < entries; index++) {
        size_t entry = first + (size_t)index * 12;
        if (entry > size || size - entry < 12) return 0;
        const uint8_t *p = tiff + entry;
        if (read16(p, little) != 0x0112) continue;
        // Type SHORT (3), count 1: the value sits in the first two bytes of the value field.
        if (read16(p + 2, little) != 3 || read32(p + 4, little) != 1) return 0;
        uint32_t orientation = read16(p + 8, little);
        return orientation >= 1 && orientation <= 8 ? orientation : 0;
    }
    return 0;
}

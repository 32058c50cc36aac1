// The helpers declared in CKittensDecode.h.
#include "CKittensDecode.h"

#include <stdlib.h>
#include <time.h>

void kittens_decode_free_pixels(uint8_t *pixels) { free(pixels); }

uint64_t kittens_decode_thread_cpu_ns(void) {
    struct timespec now;
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now) != 0) return 0;
    return (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
}

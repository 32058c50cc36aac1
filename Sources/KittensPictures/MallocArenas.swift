import CGLib

/// Tunes glibc's allocator against the way thumbnails fragment it: each decode makes a few
/// buffers of about 100 KB that live for a moment (the picture scaled in the DCT, its pixels,
/// the crop) between thumbnails of about 27 KB that live in the cache for minutes.
///
/// Measured by scrolling the window past a full thumbnail cache (`GSK_RENDERER=cairo`, 50
/// pictures a page, every thumbnail shown), in resident MB from 2,000 to 5,000 pictures:
/// - glibc's defaults: 192 at 2,600, then about 25 KB more a picture (241 at 4,400), in the
///   arenas of the decoding threads: glibc raises its mmap threshold after the first large
///   buffer is freed, so the short-lived buffers come from the arenas, between long-lived
///   thumbnails, and their pages stay in use;
/// - two arenas alone: 2.2 MB a thousand in one run, 13 in another (`malloc_trim` then gave back
///   24 of 242 MB), whichever arena the decoding threads drew;
/// - two arenas and buffers from 64 KB up mapped on their own (`M_MMAP_THRESHOLD`, which also
///   stops glibc from raising it): 185 at 2,000, 204 at 5,050, 6 MB a thousand against 29 MB
///   for the first thousand (the thumbnail cache filling).
/// Decoding is bounded to a couple of threads, so they contend little for a shared arena, and a
/// mapping for a 100 KB buffer costs little beside decoding it. Call it first, before any thread
/// starts: the app's `main` does, and so does each benchmark process that measures the pictures'
/// memory as the app holds it.
///
/// The same threshold keeps the zoomed viewer's memory flat: each pan draws a new region of the
/// picture, a texture of about 4 MB that GTK's GL renderer (llvmpipe) allocates and frees; with
/// glibc's own threshold, raised past 4 MB by the first such free, they came from the heap, and
/// the peak of a zoom and 120 pans grew 104 to 114 MB instead of 98 (`viewer.zoom_6000x4000`).
public enum MallocArenas {
    public static func limit() {
        kittens_tune_malloc(2, 64 * 1024)
    }
}

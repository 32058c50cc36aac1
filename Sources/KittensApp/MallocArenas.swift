import CGLib

/// Keeps glibc's allocator to two arenas: one for the main thread, one shared by the threads
/// that download and decode pictures.
///
/// Measured by scrolling the window to 4,400 pictures (`GSK_RENDERER=cairo`, 50 a page, every
/// thumbnail shown): with glibc's default of eight arenas a core, the resident memory stopped at
/// 192 MB once the thumbnail cache was full, then grew again by about 25 KB a picture, all of it
/// in the worker threads' arenas (anonymous mappings, not the main heap): a thumbnail decoded on
/// one thread and freed on another leaves its arena's pages in use. With one or two arenas it
/// stays at 190-194 MB from 2,000 to 5,800 pictures. Decoding is bounded to a couple of threads,
/// so they contend little for a shared arena. Call it first, before any thread starts.
enum MallocArenas {
    static func limit() {
        kittens_limit_malloc_arenas(2)
    }
}

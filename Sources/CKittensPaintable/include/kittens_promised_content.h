// A GdkContentProvider whose picture is fetched only when a drop target reads it: a list row's
// or a gallery cell's drag (which has only a thumbnail) offers the picture as a file
// (`text/uri-list`, which GTK's drop targets also read as a GFile) and as PNG (which they also
// read as a GdkTexture), and its web address as text. Reading the file or the PNG asks the app
// (`KittensPromiseAsk`, on the main thread), which answers later with the bytes to write or with
// words saying why not; the text is written at once. Swift cannot subclass a GObject type, so the
// type is written here.
#ifndef KITTENS_PROMISED_CONTENT_H
#define KITTENS_PROMISED_CONTENT_H

#include <stddef.h>

typedef struct _GdkContentProvider GdkContentProvider;

/// One read waiting for its answer. Answer it exactly once, on the main thread, with
/// kittens_promise_keep or kittens_promise_break, which release it. A read cancelled
/// (its GCancellable) meanwhile has already ended with G_IO_ERROR_CANCELLED: the answer is dropped.
typedef struct _KittensPromise KittensPromise;

/// Called on the main thread when a reader asks for `mime_type` ("text/uri-list" or "image/png",
/// interned): `promise` is the app's to answer.
typedef void (*KittensPromiseAsk)(KittensPromise *_Nonnull promise, const char *_Nonnull mime_type, void *_Nullable user_data);

/// A new provider (transfer full) of "text/uri-list" and "image/png", asked of `ask` with
/// `user_data`, and of "text/plain;charset=utf-8", `address`. `destroy` frees `user_data` when
/// the provider goes.
GdkContentProvider *_Nonnull kittens_promised_content_new(
    const char *_Nonnull address, KittensPromiseAsk _Nonnull ask, void *_Nullable user_data,
    void (*_Nullable destroy)(void *_Nullable user_data));

/// Writes `length` bytes from `bytes` (copied) for the read, which ends when they are written.
void kittens_promise_keep(KittensPromise *_Nonnull promise, const void *_Nullable bytes, size_t length);

/// Ends the read with a G_IO_ERROR_FAILED whose message is `message`, the user's words.
void kittens_promise_break(KittensPromise *_Nonnull promise, const char *_Nonnull message);

/// Whether the reader still waits: false once it cancelled.
int kittens_promise_is_waiting(KittensPromise *_Nonnull promise);

#endif

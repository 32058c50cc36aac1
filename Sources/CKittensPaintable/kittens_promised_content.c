#include <errno.h>
#include <gtk/gtk.h>

#include "kittens_promised_content.h"

#define KITTENS_TYPE_PROMISED_CONTENT (kittens_promised_content_get_type())
G_DECLARE_FINAL_TYPE(KittensPromisedContent, kittens_promised_content, KITTENS, PROMISED_CONTENT, GdkContentProvider)

struct _KittensPromisedContent {
    GdkContentProvider parent_instance;
    char *address;
    KittensPromiseAsk ask;
    void *user_data;
    void (*destroy)(void *user_data);
};

G_DEFINE_FINAL_TYPE(KittensPromisedContent, kittens_promised_content, GDK_TYPE_CONTENT_PROVIDER)

/// A read: its task until it ends (then NULL), the stream it writes to, and the bytes being
/// written. Its references are atomic because a GCancellable may be cancelled on any thread;
/// everything else is touched on the task's (main) context only.
struct _KittensPromise {
    gint references;
    GTask *task;
    GOutputStream *stream;
    GCancellable *cancellable;
    gulong cancelled_handler;
    /// The context the read was asked on, where it ends.
    GMainContext *context;
    GBytes *bytes;
};

static KittensPromise *promise_ref(KittensPromise *promise) {
    g_atomic_int_inc(&promise->references);
    return promise;
}

static void promise_unref(void *data) {
    KittensPromise *promise = data;
    if (!g_atomic_int_dec_and_test(&promise->references)) return;
    g_clear_object(&promise->task);
    g_clear_object(&promise->stream);
    g_clear_object(&promise->cancellable);
    g_clear_pointer(&promise->bytes, g_bytes_unref);
    g_main_context_unref(promise->context);
    g_free(promise);
}

/// Ends the read once: with `error` (taken), or else done.
static void promise_end(KittensPromise *promise, GError *error) {
    GTask *task = g_steal_pointer(&promise->task);
    if (task == NULL) {
        if (error != NULL) g_error_free(error);
        return;
    }
    if (promise->cancelled_handler != 0) {
        g_cancellable_disconnect(promise->cancellable, promise->cancelled_handler);
        promise->cancelled_handler = 0;
    }
    if (error != NULL) g_task_return_error(task, error);
    else g_task_return_boolean(task, TRUE);
    g_object_unref(task);
}

static gboolean promise_cancelled_on_main(void *data) {
    KittensPromise *promise = data;
    promise_end(promise, g_error_new_literal(G_IO_ERROR, G_IO_ERROR_CANCELLED, g_strerror(ECANCELED)));
    return G_SOURCE_REMOVE;
}

/// The reader cancelled, on any thread: the read ends on the context it was asked on, never
/// waiting for the answer.
static void promise_cancelled(GCancellable *cancellable, void *data) {
    (void)cancellable;
    KittensPromise *promise = data;
    GSource *source = g_idle_source_new();
    g_source_set_callback(source, promise_cancelled_on_main, promise_ref(promise), promise_unref);
    g_source_attach(source, promise->context);
    g_source_unref(source);
}

/// A read of `task` into `stream`; its one reference is the caller's.
static KittensPromise *promise_new(GTask *task, GOutputStream *stream, GCancellable *cancellable) {
    KittensPromise *promise = g_new0(KittensPromise, 1);
    promise->references = 1;
    promise->task = g_object_ref(task);
    promise->stream = g_object_ref(stream);
    promise->context = g_main_context_ref_thread_default();
    if (cancellable != NULL) {
        promise->cancellable = g_object_ref(cancellable);
        promise->cancelled_handler =
            g_cancellable_connect(cancellable, G_CALLBACK(promise_cancelled), promise_ref(promise), promise_unref);
    }
    return promise;
}

static void promise_written(GObject *stream, GAsyncResult *result, void *data) {
    KittensPromise *promise = data;
    GError *error = NULL;
    g_output_stream_write_all_finish(G_OUTPUT_STREAM(stream), result, NULL, &error);
    promise_end(promise, error);
    promise_unref(promise);
}

void kittens_promise_keep(KittensPromise *promise, const void *bytes, size_t length) {
    if (promise->task == NULL) return promise_unref(promise);
    promise->bytes = g_bytes_new(bytes, length);
    gsize size = 0;
    const void *data = g_bytes_get_data(promise->bytes, &size);
    g_output_stream_write_all_async(promise->stream, data, size, g_task_get_priority(promise->task), promise->cancellable,
                                    promise_written, promise);
}

void kittens_promise_break(KittensPromise *promise, const char *message) {
    promise_end(promise, g_error_new_literal(G_IO_ERROR, G_IO_ERROR_FAILED, message));
    promise_unref(promise);
}

int kittens_promise_is_waiting(KittensPromise *promise) {
    return promise->task != NULL && !g_cancellable_is_cancelled(promise->cancellable);
}

static const char *const text_type = "text/plain;charset=utf-8";

static GdkContentFormats *kittens_promised_content_ref_formats(GdkContentProvider *provider) {
    (void)provider;
    GdkContentFormatsBuilder *builder = gdk_content_formats_builder_new();
    gdk_content_formats_builder_add_mime_type(builder, "text/uri-list");
    gdk_content_formats_builder_add_mime_type(builder, "image/png");
    gdk_content_formats_builder_add_mime_type(builder, text_type);
    return gdk_content_formats_builder_free_to_formats(builder);
}

static void kittens_promised_content_write_mime_type_async(
    GdkContentProvider *provider, const char *mime_type, GOutputStream *stream, int io_priority,
    GCancellable *cancellable, GAsyncReadyCallback callback, void *user_data) {
    KittensPromisedContent *self = KITTENS_PROMISED_CONTENT(provider);
    GTask *task = g_task_new(provider, cancellable, callback, user_data);
    g_task_set_priority(task, io_priority);
    g_task_set_source_tag(task, kittens_promised_content_write_mime_type_async);
    const char *interned = g_intern_string(mime_type);
    if (interned == g_intern_static_string("text/uri-list") || interned == g_intern_static_string("image/png")) {
        self->ask(promise_new(task, stream, cancellable), interned, self->user_data);
    } else if (interned == g_intern_static_string(text_type)) {
        kittens_promise_keep(promise_new(task, stream, cancellable), self->address, strlen(self->address));
    } else {
        g_task_return_new_error(task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "Cannot provide contents as “%s”", mime_type);
    }
    g_object_unref(task);
}

static gboolean kittens_promised_content_write_mime_type_finish(GdkContentProvider *provider, GAsyncResult *result,
                                                                GError **error) {
    g_return_val_if_fail(g_task_is_valid(result, provider), FALSE);
    return g_task_propagate_boolean(G_TASK(result), error);
}

static void kittens_promised_content_finalize(GObject *object) {
    KittensPromisedContent *self = KITTENS_PROMISED_CONTENT(object);
    if (self->destroy != NULL) self->destroy(self->user_data);
    g_free(self->address);
    G_OBJECT_CLASS(kittens_promised_content_parent_class)->finalize(object);
}

static void kittens_promised_content_class_init(KittensPromisedContentClass *klass) {
    GdkContentProviderClass *provider_class = GDK_CONTENT_PROVIDER_CLASS(klass);
    provider_class->ref_formats = kittens_promised_content_ref_formats;
    provider_class->write_mime_type_async = kittens_promised_content_write_mime_type_async;
    provider_class->write_mime_type_finish = kittens_promised_content_write_mime_type_finish;
    G_OBJECT_CLASS(klass)->finalize = kittens_promised_content_finalize;
}

static void kittens_promised_content_init(KittensPromisedContent *self) { (void)self; }

GdkContentProvider *kittens_promised_content_new(const char *address, KittensPromiseAsk ask, void *user_data,
                                                 void (*destroy)(void *user_data)) {
    KittensPromisedContent *self = g_object_new(KITTENS_TYPE_PROMISED_CONTENT, NULL);
    self->address = g_strdup(address);
    self->ask = ask;
    self->user_data = user_data;
    self->destroy = destroy;
    return GDK_CONTENT_PROVIDER(self);
}

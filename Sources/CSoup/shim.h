// libsoup 3 and GIO for Swift, without GTK, plus static inline helpers for what Swift cannot
// call directly (variadic constructors, macros, signal connections with a typed handler).
#ifndef KITTENS_CSOUP_SHIM_H
#define KITTENS_CSOUP_SHIM_H

#include <libsoup/soup.h>
#include <gio/gio.h>

/// A session whose connection limits fit a caller that bounds its own concurrency: libsoup's
/// defaults (10, 2 per host) make a synchronous send that finds no free slot wait on a condition
/// variable that its GCancellable cannot interrupt. Both are construct-only properties.
static inline SoupSession *_Nonnull kittens_soup_session_new(guint max_conns, guint max_conns_per_host) {
    return soup_session_new_with_options("max-conns", max_conns, "max-conns-per-host", max_conns_per_host, NULL);
}

/// SOUP_HTTP_URI_FLAGS, a macro: how libsoup itself parses http and https URIs.
static inline GUriFlags kittens_soup_http_uri_flags(void) { return SOUP_HTTP_URI_FLAGS; }

typedef void (*KittensNetworkEventHandler)(SoupMessage *_Nonnull message, GSocketClientEvent event,
                                           GIOStream *_Nullable connection, gpointer _Nullable data);

/// Connects SoupMessage::network-event (resolving, connecting, TLS handshake ...), which is
/// emitted on the thread that sends the message.
static inline gulong kittens_soup_on_network_event(SoupMessage *_Nonnull message,
                                                   KittensNetworkEventHandler _Nonnull handler,
                                                   gpointer _Nullable data) {
    return g_signal_connect(message, "network-event", G_CALLBACK(handler), data);
}

static inline GIOStream *_Nonnull kittens_io_stream(void *_Nonnull pointer) { return G_IO_STREAM(pointer); }
static inline GTlsConnection *_Nonnull kittens_tls_connection(void *_Nonnull pointer) { return G_TLS_CONNECTION(pointer); }

#endif

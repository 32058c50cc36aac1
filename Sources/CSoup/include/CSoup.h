// libsoup 3 and GIO for Swift, without GTK. libsoup is not linked: it is loaded at run time
// on first use (see soup_loader.c), which keeps it and the fourteen libraries it pulls in
// (Kerberos, SQLite, libpsl, nghttp2 ...) off the app's start-up path. Swift calls libsoup only
// through the kittens_soup_* functions below, never the soup_* functions directly.
#ifndef KITTENS_CSOUP_H
#define KITTENS_CSOUP_H

#include "CSoupABI.h"

/// A session whose connection limits fit a caller that bounds its own concurrency: libsoup's
/// defaults (10, 2 per host) make a synchronous send that finds no free slot wait on a condition
/// variable that its GCancellable cannot interrupt. Both are construct-only properties.
SoupSession *_Nonnull kittens_soup_session_new(guint max_conns, guint max_conns_per_host);
void kittens_soup_session_set_user_agent(SoupSession *_Nonnull session, const char *_Nonnull user_agent);
void kittens_soup_session_set_accept_language_auto(SoupSession *_Nonnull session, gboolean accept_language_auto);
void kittens_soup_session_set_tls_database(SoupSession *_Nonnull session, GTlsDatabase *_Nullable database);
GInputStream *_Nullable kittens_soup_session_send(SoupSession *_Nonnull session, SoupMessage *_Nonnull message,
                                                  GCancellable *_Nullable cancellable, GError *_Nullable *_Nullable error);
GQuark kittens_soup_session_error_quark(void);

SoupMessage *_Nonnull kittens_soup_message_new_from_uri(const char *_Nonnull method, GUri *_Nonnull uri);
void kittens_soup_message_add_flags(SoupMessage *_Nonnull message, guint flags);
void kittens_soup_message_set_request_body_from_bytes(SoupMessage *_Nonnull message, const char *_Nonnull content_type, GBytes *_Nonnull bytes);
guint kittens_soup_message_get_status(SoupMessage *_Nonnull message);
SoupMessageHeaders *_Nonnull kittens_soup_message_get_request_headers(SoupMessage *_Nonnull message);
SoupMessageHeaders *_Nonnull kittens_soup_message_get_response_headers(SoupMessage *_Nonnull message);

void kittens_soup_message_headers_replace(SoupMessageHeaders *_Nonnull headers, const char *_Nonnull name, const char *_Nonnull value);
const char *_Nullable kittens_soup_message_headers_get_one(SoupMessageHeaders *_Nonnull headers, const char *_Nonnull name);
guint kittens_soup_message_headers_get_encoding(SoupMessageHeaders *_Nonnull headers);
goffset kittens_soup_message_headers_get_content_length(SoupMessageHeaders *_Nonnull headers);

/// SOUP_HTTP_URI_FLAGS, a macro: how libsoup itself parses http and https URIs.
static inline GUriFlags kittens_soup_http_uri_flags(void) { return KITTENS_SOUP_HTTP_URI_FLAGS; }

static inline GIOStream *_Nonnull kittens_io_stream(void *_Nonnull pointer) { return G_IO_STREAM(pointer); }
static inline GTlsConnection *_Nonnull kittens_tls_connection(void *_Nonnull pointer) { return G_TLS_CONNECTION(pointer); }

#endif

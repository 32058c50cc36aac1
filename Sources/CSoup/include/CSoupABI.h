// The part of libsoup 3's ABI that Kittens uses, declared here rather than taken from
// <libsoup/soup.h>: libsoup is loaded at run time (soup_loader.c), so neither the app nor its
// build needs libsoup's development files, and nothing links it. The soname's ABI is stable;
// Tests/LoadedLibraryABI compiles these declarations against the real headers and fails the
// build on any difference.
#ifndef KITTENS_CSOUP_ABI_H
#define KITTENS_CSOUP_ABI_H

#include <gio/gio.h>

typedef struct _SoupSession SoupSession;
typedef struct _SoupMessage SoupMessage;
typedef struct _SoupMessageHeaders SoupMessageHeaders;

/// SoupMessageFlags.
#define KITTENS_SOUP_MESSAGE_NO_REDIRECT 2u
/// SoupEncoding.
#define KITTENS_SOUP_ENCODING_CONTENT_LENGTH 2u
/// SoupSessionError, the codes of SOUP_SESSION_ERROR.
#define KITTENS_SOUP_SESSION_ERROR_PARSING 0u
#define KITTENS_SOUP_SESSION_ERROR_ENCODING 1u
#define KITTENS_SOUP_SESSION_ERROR_TOO_MANY_REDIRECTS 2u
#define KITTENS_SOUP_SESSION_ERROR_TOO_MANY_RESTARTS 3u
#define KITTENS_SOUP_SESSION_ERROR_REDIRECT_NO_LOCATION 4u
#define KITTENS_SOUP_SESSION_ERROR_REDIRECT_BAD_URI 5u
/// SOUP_HTTP_URI_FLAGS: how libsoup itself parses http and https URIs.
#define KITTENS_SOUP_HTTP_URI_FLAGS (G_URI_FLAGS_HAS_PASSWORD | G_URI_FLAGS_ENCODED_PATH | G_URI_FLAGS_ENCODED_QUERY \
                                     | G_URI_FLAGS_ENCODED_FRAGMENT | G_URI_FLAGS_SCHEME_NORMALIZE)

/// The libsoup functions Kittens calls, as F(return type, name, parameters). Enumerations are
/// passed as the unsigned int that holds them.
#define KITTENS_SOUP_FUNCTIONS(F) \
    F(SoupSession *, soup_session_new_with_options, (const char *first_property, ...)) \
    F(void, soup_session_set_user_agent, (SoupSession *session, const char *user_agent)) \
    F(void, soup_session_set_accept_language_auto, (SoupSession *session, gboolean accept_language_auto)) \
    F(void, soup_session_set_tls_database, (SoupSession *session, GTlsDatabase *database)) \
    F(GInputStream *, soup_session_send, (SoupSession *session, SoupMessage *message, GCancellable *cancellable, GError **error)) \
    F(GQuark, soup_session_error_quark, (void)) \
    F(SoupMessage *, soup_message_new_from_uri, (const char *method, GUri *uri)) \
    F(void, soup_message_add_flags, (SoupMessage *message, guint flags)) \
    F(void, soup_message_set_request_body_from_bytes, (SoupMessage *message, const char *content_type, GBytes *bytes)) \
    F(guint, soup_message_get_status, (SoupMessage *message)) \
    F(SoupMessageHeaders *, soup_message_get_request_headers, (SoupMessage *message)) \
    F(SoupMessageHeaders *, soup_message_get_response_headers, (SoupMessage *message)) \
    F(void, soup_message_headers_replace, (SoupMessageHeaders *headers, const char *name, const char *value)) \
    F(const char *, soup_message_headers_get_one, (SoupMessageHeaders *headers, const char *name)) \
    F(guint, soup_message_headers_get_encoding, (SoupMessageHeaders *headers)) \
    F(goffset, soup_message_headers_get_content_length, (SoupMessageHeaders *headers))

#endif

// libsoup 3, loaded at run time (CKittensLoader, through GModule) the first time the app
// makes a session or a message, and called through the function pointers found then (see
// CKittensLoader.h).
#include "CSoup.h"
#include "CKittensLoader.h"

KITTENS_LIBRARY_LOADER(soup, load_soup, KITTENS_SOUP_FUNCTIONS, "libsoup-3.0.so.0", "libsoup 3 (package libsoup-3.0-0)")

SoupSession *kittens_soup_session_new(guint max_conns, guint max_conns_per_host) {
    load_soup();
    return soup.soup_session_new_with_options("max-conns", max_conns, "max-conns-per-host", max_conns_per_host, NULL);
}

void kittens_soup_session_set_user_agent(SoupSession *session, const char *user_agent) {
    soup.soup_session_set_user_agent(session, user_agent);
}

void kittens_soup_session_set_accept_language_auto(SoupSession *session, gboolean accept_language_auto) {
    soup.soup_session_set_accept_language_auto(session, accept_language_auto);
}

void kittens_soup_session_set_tls_database(SoupSession *session, GTlsDatabase *database) {
    soup.soup_session_set_tls_database(session, database);
}

GInputStream *kittens_soup_session_send(SoupSession *session, SoupMessage *message, GCancellable *cancellable, GError **error) {
    return soup.soup_session_send(session, message, cancellable, error);
}

GQuark kittens_soup_session_error_quark(void) {
    load_soup();
    return soup.soup_session_error_quark();
}

SoupMessage *kittens_soup_message_new_from_uri(const char *method, GUri *uri) {
    load_soup();
    return soup.soup_message_new_from_uri(method, uri);
}

void kittens_soup_message_add_flags(SoupMessage *message, guint flags) {
    soup.soup_message_add_flags(message, flags);
}

void kittens_soup_message_set_request_body_from_bytes(SoupMessage *message, const char *content_type, GBytes *bytes) {
    soup.soup_message_set_request_body_from_bytes(message, content_type, bytes);
}

guint kittens_soup_message_get_status(SoupMessage *message) {
    return soup.soup_message_get_status(message);
}

SoupMessageHeaders *kittens_soup_message_get_request_headers(SoupMessage *message) {
    return soup.soup_message_get_request_headers(message);
}

SoupMessageHeaders *kittens_soup_message_get_response_headers(SoupMessage *message) {
    return soup.soup_message_get_response_headers(message);
}

void kittens_soup_message_headers_replace(SoupMessageHeaders *headers, const char *name, const char *value) {
    soup.soup_message_headers_replace(headers, name, value);
}

const char *kittens_soup_message_headers_get_one(SoupMessageHeaders *headers, const char *name) {
    return soup.soup_message_headers_get_one(headers, name);
}

guint kittens_soup_message_headers_get_encoding(SoupMessageHeaders *headers) {
    return soup.soup_message_headers_get_encoding(headers);
}

goffset kittens_soup_message_headers_get_content_length(SoupMessageHeaders *headers) {
    return soup.soup_message_headers_get_content_length(headers);
}

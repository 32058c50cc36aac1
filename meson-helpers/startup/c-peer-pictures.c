/* The page of pictures of the C peer, built into it with KITTENS_FULL_WINDOW for the full-window
 * figures (startup-bench.sh): what the obvious C program does to show a window full of cats. At
 * start it asks the page (KITTENS_ENDPOINT, limit KITTENS_PAGE_SIZE) with libsoup's async API and
 * reads it with json-glib; the list shows each picture's row as Kittens does (the same widgets,
 * classes and sizes: PictureRowWidgets and ThumbnailPicture); each row bound downloads its picture
 * (libsoup, async, six at a time, one session), decodes it on GLib's worker threads with
 * gdk-pixbuf's at-scale loader (a GdkPixbufLoader whose size-prepared asks for the size that
 * covers the thumbnail) into a texture, and shows it. It keeps no cache on disk: a second start
 * downloads and decodes again. */
#include "c-peer-pictures.h"

#include <json-glib/json-glib.h>
#include <libsoup/soup.h>
#include <stdlib.h>
#include <string.h>

#define THUMBNAIL_WIDTH 96
#define THUMBNAIL_HEIGHT 72
#define MAX_DOWNLOADS 6

static SoupSession *session;
static GtkStringList *addresses;
static GtkWidget *content_stack;
/* Texture by address; pictures bound by address (the GtkPicture of each bound row). */
static GHashTable *textures, *bound;
static GQueue waiting = G_QUEUE_INIT;
static GHashTable *requested;
static int downloads;

static void start_downloads(void);

static void show_texture(const char *address) {
    GdkTexture *texture = g_hash_table_lookup(textures, address);
    GHashTableIter iter;
    gpointer picture, bound_address;
    g_hash_table_iter_init(&iter, bound);
    while (g_hash_table_iter_next(&iter, &picture, &bound_address))
        if (strcmp(bound_address, address) == 0) gtk_picture_set_paintable(GTK_PICTURE(picture), GDK_PAINTABLE(texture));
}

static void cover_size(GdkPixbufLoader *loader, int width, int height, gpointer data) {
    double scale = MAX((double)THUMBNAIL_WIDTH / width, (double)THUMBNAIL_HEIGHT / height);
    if (scale < 1) gdk_pixbuf_loader_set_size(loader, MAX(1, (int)(width * scale + 0.5)), MAX(1, (int)(height * scale + 0.5)));
}

/* On a worker thread: the bytes as a texture at the size that covers the thumbnail. */
static void decode(GTask *task, gpointer source, gpointer bytes, GCancellable *cancellable) {
    GdkPixbufLoader *loader = gdk_pixbuf_loader_new();
    g_signal_connect(loader, "size-prepared", G_CALLBACK(cover_size), NULL);
    gsize size = 0;
    const guchar *data = g_bytes_get_data(bytes, &size);
    gboolean written = gdk_pixbuf_loader_write(loader, data, size, NULL);
    gboolean closed = gdk_pixbuf_loader_close(loader, NULL);
    GdkPixbuf *pixbuf = written && closed ? gdk_pixbuf_loader_get_pixbuf(loader) : NULL;
    if (pixbuf) g_task_return_pointer(task, gdk_texture_new_for_pixbuf(pixbuf), g_object_unref);
    else g_task_return_new_error(task, G_IO_ERROR, G_IO_ERROR_FAILED, "undecodable");
    g_object_unref(loader);
}

static void decoded(GObject *source, GAsyncResult *result, gpointer address) {
    GdkTexture *texture = g_task_propagate_pointer(G_TASK(result), NULL);
    if (texture) {
        g_hash_table_insert(textures, g_strdup(address), texture);
        show_texture(address);
    }
    g_free(address);
}

static void downloaded(GObject *source, GAsyncResult *result, gpointer address) {
    GBytes *body = soup_session_send_and_read_finish(SOUP_SESSION(source), result, NULL);
    downloads--;
    start_downloads();
    if (!body) {
        g_free(address);
        return;
    }
    GTask *task = g_task_new(NULL, NULL, decoded, address);
    g_task_set_task_data(task, body, (GDestroyNotify)g_bytes_unref);
    g_task_run_in_thread(task, decode);
    g_object_unref(task);
}

static void start_downloads(void) {
    while (downloads < MAX_DOWNLOADS && !g_queue_is_empty(&waiting)) {
        char *address = g_queue_pop_head(&waiting);
        SoupMessage *message = soup_message_new("GET", address);
        if (!message) {
            g_free(address);
            continue;
        }
        soup_message_headers_replace(soup_message_get_request_headers(message), "Accept", "image/*");
        downloads++;
        soup_session_send_and_read_async(session, message, G_PRIORITY_DEFAULT, NULL, downloaded, address);
        g_object_unref(message);
    }
}

/* A row's drag source offers what is bound when a drag is about to start (PictureDragSource):
 * nothing is dragged in a start-up run. */
static GdkContentProvider *prepare_drag(GtkDragSource *source, double x, double y, gpointer data) {
    return NULL;
}

static void drag_began(GtkDragSource *source, GdkDrag *drag, gpointer data) {}

static void setup_row(GtkListItemFactory *factory, GtkListItem *item, gpointer data) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    gtk_widget_add_css_class(box, "kitten-row");
    gtk_widget_set_margin_start(box, 12);
    gtk_widget_set_margin_end(box, 12);
    gtk_widget_set_margin_top(box, 4);
    gtk_widget_set_margin_bottom(box, 4);
    GtkWidget *picture = gtk_picture_new();
    gtk_widget_add_css_class(picture, "kitten-thumbnail");
    gtk_widget_set_overflow(picture, GTK_OVERFLOW_HIDDEN);
    gtk_picture_set_can_shrink(GTK_PICTURE(picture), TRUE);
    gtk_picture_set_content_fit(GTK_PICTURE(picture), GTK_CONTENT_FIT_COVER);
    GtkWidget *frame = gtk_overlay_new();
    gtk_widget_set_size_request(frame, THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT);
    gtk_widget_set_valign(frame, GTK_ALIGN_CENTER);
    gtk_overlay_add_overlay(GTK_OVERLAY(frame), picture);
    GtkWidget *badge = gtk_label_new("GIF");
    gtk_widget_add_css_class(badge, "kitten-gif-badge");
    gtk_widget_set_halign(badge, GTK_ALIGN_END);
    gtk_widget_set_valign(badge, GTK_ALIGN_END);
    gtk_widget_set_visible(badge, FALSE);
    gtk_overlay_add_overlay(GTK_OVERLAY(frame), badge);
    GtkWidget *label = gtk_label_new(NULL);
    gtk_widget_add_css_class(label, "kitten-url");
    gtk_label_set_ellipsize(GTK_LABEL(label), PANGO_ELLIPSIZE_MIDDLE);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    gtk_widget_set_hexpand(label, TRUE);
    gtk_box_append(GTK_BOX(box), frame);
    gtk_box_append(GTK_BOX(box), label);
    GtkDragSource *drag = gtk_drag_source_new();
    gtk_drag_source_set_actions(drag, GDK_ACTION_COPY);
    g_signal_connect(drag, "drag-begin", G_CALLBACK(drag_began), NULL);
    g_signal_connect(drag, "prepare", G_CALLBACK(prepare_drag), NULL);
    gtk_widget_add_controller(box, GTK_EVENT_CONTROLLER(drag));
    g_object_set_data(G_OBJECT(item), "picture", picture);
    g_object_set_data(G_OBJECT(item), "label", label);
    gtk_list_item_set_child(item, box);
}

static void bind_row(GtkListItemFactory *factory, GtkListItem *item, gpointer data) {
    const char *address = gtk_string_object_get_string(GTK_STRING_OBJECT(gtk_list_item_get_item(item)));
    GtkWidget *picture = g_object_get_data(G_OBJECT(item), "picture");
    gtk_label_set_text(GTK_LABEL(g_object_get_data(G_OBJECT(item), "label")), address);
    g_hash_table_insert(bound, picture, g_strdup(address));
    GdkTexture *texture = g_hash_table_lookup(textures, address);
    gtk_picture_set_paintable(GTK_PICTURE(picture), texture ? GDK_PAINTABLE(texture) : NULL);
    if (!texture && g_hash_table_add(requested, g_strdup(address))) {
        g_queue_push_tail(&waiting, g_strdup(address));
        start_downloads();
    }
}

static void unbind_row(GtkListItemFactory *factory, GtkListItem *item, gpointer data) {
    g_hash_table_remove(bound, g_object_get_data(G_OBJECT(item), "picture"));
}

void kittens_peer_pictures_attach(GtkListItemFactory *factory, GtkStringList *strings) {
    addresses = strings;
    textures = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_object_unref);
    bound = g_hash_table_new_full(g_direct_hash, g_direct_equal, NULL, g_free);
    requested = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
    g_signal_connect(factory, "setup", G_CALLBACK(setup_row), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(bind_row), NULL);
    g_signal_connect(factory, "unbind", G_CALLBACK(unbind_row), NULL);
}

static void page_arrived(GObject *source, GAsyncResult *result, gpointer data) {
    GBytes *body = soup_session_send_and_read_finish(SOUP_SESSION(source), result, NULL);
    if (!body) return;
    JsonParser *parser = json_parser_new();
    gsize size = 0;
    const char *text = g_bytes_get_data(body, &size);
    if (json_parser_load_from_data(parser, text, (gssize)size, NULL) && JSON_NODE_HOLDS_ARRAY(json_parser_get_root(parser))) {
        JsonArray *entries = json_node_get_array(json_parser_get_root(parser));
        GPtrArray *urls = g_ptr_array_new();
        for (guint i = 0; i < json_array_get_length(entries); i++) {
            JsonNode *entry = json_array_get_element(entries, i);
            if (!JSON_NODE_HOLDS_OBJECT(entry)) continue;
            const char *url = json_object_get_string_member_with_default(json_node_get_object(entry), "url", NULL);
            if (url) g_ptr_array_add(urls, (gpointer)url);
        }
        g_ptr_array_add(urls, NULL);
        gtk_string_list_splice(addresses, 0, 0, (const char *const *)urls->pdata);
        g_ptr_array_free(urls, TRUE);
        gtk_stack_set_visible_child_name(GTK_STACK(content_stack), "list");
    }
    g_object_unref(parser);
    g_bytes_unref(body);
}

void kittens_peer_pictures_start(GtkWidget *stack) {
    content_stack = stack;
    const char *endpoint = g_getenv("KITTENS_ENDPOINT");
    const char *page_size = g_getenv("KITTENS_PAGE_SIZE");
    if (!endpoint) return;
    session = soup_session_new_with_options("max-conns", 64, "max-conns-per-host", 32, NULL);
    soup_session_set_user_agent(session, "KittensCPeer/1");
    char *address = g_strdup_printf("%s?limit=%s&page=0", endpoint, page_size ? page_size : "10");
    SoupMessage *message = soup_message_new("GET", address);
    g_free(address);
    if (!message) return;
    soup_session_send_and_read_async(session, message, G_PRIORITY_DEFAULT, NULL, page_arrived, NULL);
    g_object_unref(message);
}

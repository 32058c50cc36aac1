#include <epoxy/gl.h>
#include <gtk/gtk.h>
// After GTK's own headers, as gsk.h would include it.
#include <gsk/gl/gskglrenderer.h>

#include "kittens_region_paintable.h"

/// The display's context for tiles, made at the first tile (the viewer's warm-up makes one when
/// its first picture shows). A window's own context would go with its window, while a tile may
/// outlive it; the display's shares its textures with every window's. A display where none can
/// be made is marked so that no later tile tries again.
static GdkGLContext *kittens_gl_tile_context(GdkDisplay *display) {
    static const char *const key = "kittens-gl-tile-context";
    static const char *const unavailable_key = "kittens-gl-tile-unavailable";
    GdkGLContext *context = g_object_get_data(G_OBJECT(display), key);
    if (context != NULL || g_object_get_data(G_OBJECT(display), unavailable_key) != NULL) return context;
    GError *error = NULL;
    context = gdk_display_create_gl_context(display, &error);
    if (context != NULL && !gdk_gl_context_realize(context, &error)) g_clear_object(&context);
    if (context == NULL) {
        g_debug("no GL context for the zoomed picture's tiles: %s", error != NULL ? error->message : "unknown");
        g_clear_error(&error);
        g_object_set_data(G_OBJECT(display), unavailable_key, GINT_TO_POINTER(1));
        return NULL;
    }
    g_object_set_data_full(G_OBJECT(display), key, context, g_object_unref);
    return context;
}

typedef struct {
    GdkGLContext *context;
    GLuint id;
} KittensGLTile;

/// The context that was current before a tile's GL calls, given back after them.
typedef struct {
    GdkGLContext *previous;
} KittensCurrentContext;

static KittensCurrentContext kittens_gl_tile_enter(GdkGLContext *context) {
    KittensCurrentContext saved = {gdk_gl_context_get_current()};
    if (saved.previous != NULL) g_object_ref(saved.previous);
    gdk_gl_context_make_current(context);
    return saved;
}

static void kittens_gl_tile_leave(KittensCurrentContext saved) {
    if (saved.previous != NULL) {
        gdk_gl_context_make_current(saved.previous);
        g_object_unref(saved.previous);
    } else {
        gdk_gl_context_clear_current();
    }
}

static void kittens_gl_tile_release(gpointer data) {
    KittensGLTile *tile = data;
    KittensCurrentContext saved = kittens_gl_tile_enter(tile->context);
    glDeleteTextures(1, &tile->id);
    kittens_gl_tile_leave(saved);
    g_object_unref(tile->context);
    g_free(tile);
}

GdkTexture *kittens_gl_tile_new(void *widget_pointer, const void *pixels, int width, int height, int stride) {
    GtkWidget *widget = GTK_WIDGET(widget_pointer);
    if (width <= 0 || height <= 0 || stride < width * 4 || stride % 4 != 0) return NULL;
    GtkNative *native = gtk_widget_get_native(widget);
    GskRenderer *renderer = native != NULL ? gtk_native_get_renderer(native) : NULL;
    if (renderer == NULL || !GSK_IS_GL_RENDERER(renderer)) return NULL;
    GdkGLContext *context = kittens_gl_tile_context(gtk_widget_get_display(widget));
    if (context == NULL) return NULL;
    int major = 0, minor = 0;
    gdk_gl_context_get_version(context, &major, &minor);
    gboolean es2 = gdk_gl_context_get_use_es(context) && major < 3;
    // OpenGL ES 2 cannot read rows `stride` apart (no GL_UNPACK_ROW_LENGTH): GTK uploads those.
    if (es2 && stride != width * 4) return NULL;

    KittensCurrentContext saved = kittens_gl_tile_enter(context);
    // Errors left by earlier calls (at most a few: a lost context may report itself each time).
    for (int left = 8; left > 0 && glGetError() != GL_NO_ERROR; left--) {}
    GLuint id = 0;
    glGenTextures(1, &id);
    glBindTexture(GL_TEXTURE_2D, id);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
    if (stride != width * 4) glPixelStorei(GL_UNPACK_ROW_LENGTH, stride / 4);
    // OpenGL ES 2 knows no sized internal formats.
    glTexImage2D(GL_TEXTURE_2D, 0, es2 ? GL_RGBA : GL_RGBA8, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
    if (stride != width * 4) glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
    glBindTexture(GL_TEXTURE_2D, 0);
    gboolean failed = glGetError() != GL_NO_ERROR;
    if (failed) glDeleteTextures(1, &id);
    // GTK's context draws it: the upload must be complete there.
    else glFlush();
    kittens_gl_tile_leave(saved);
    if (failed) return NULL;

    KittensGLTile *tile = g_new(KittensGLTile, 1);
    tile->context = g_object_ref(context);
    tile->id = id;
    return gdk_gl_texture_new(context, id, width, height, kittens_gl_tile_release, tile);
}

#include <gtk/gtk.h>

#include "kittens_frame_paintable.h"

#define KITTENS_TYPE_FRAME_PAINTABLE (kittens_frame_paintable_get_type())
G_DECLARE_FINAL_TYPE(KittensFramePaintable, kittens_frame_paintable, KITTENS, FRAME_PAINTABLE, GObject)

/// The texture shown and the fixed intrinsic size.
struct _KittensFramePaintable {
    GObject parent_instance;
    GdkTexture *texture;
    int width;
    int height;
};

static void kittens_frame_paintable_snapshot(GdkPaintable *paintable, GdkSnapshot *snapshot, double width, double height) {
    KittensFramePaintable *self = KITTENS_FRAME_PAINTABLE(paintable);
    if (self->texture != NULL) gdk_paintable_snapshot(GDK_PAINTABLE(self->texture), snapshot, width, height);
}

static int kittens_frame_paintable_intrinsic_width(GdkPaintable *paintable) {
    return KITTENS_FRAME_PAINTABLE(paintable)->width;
}

static int kittens_frame_paintable_intrinsic_height(GdkPaintable *paintable) {
    return KITTENS_FRAME_PAINTABLE(paintable)->height;
}

static GdkPaintableFlags kittens_frame_paintable_flags(GdkPaintable *paintable) {
    (void)paintable;
    return GDK_PAINTABLE_STATIC_SIZE;
}

static void kittens_frame_paintable_init_interface(GdkPaintableInterface *iface) {
    iface->snapshot = kittens_frame_paintable_snapshot;
    iface->get_intrinsic_width = kittens_frame_paintable_intrinsic_width;
    iface->get_intrinsic_height = kittens_frame_paintable_intrinsic_height;
    iface->get_flags = kittens_frame_paintable_flags;
}

G_DEFINE_TYPE_WITH_CODE(KittensFramePaintable, kittens_frame_paintable, G_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(GDK_TYPE_PAINTABLE, kittens_frame_paintable_init_interface))

static void kittens_frame_paintable_dispose(GObject *object) {
    g_clear_object(&KITTENS_FRAME_PAINTABLE(object)->texture);
    G_OBJECT_CLASS(kittens_frame_paintable_parent_class)->dispose(object);
}

static void kittens_frame_paintable_class_init(KittensFramePaintableClass *klass) {
    G_OBJECT_CLASS(klass)->dispose = kittens_frame_paintable_dispose;
}

static void kittens_frame_paintable_init(KittensFramePaintable *self) {
    self->texture = NULL;
}

GdkPaintable *kittens_frame_paintable_new(int width, int height) {
    KittensFramePaintable *self = g_object_new(KITTENS_TYPE_FRAME_PAINTABLE, NULL);
    self->width = width > 0 ? width : 0;
    self->height = height > 0 ? height : 0;
    return GDK_PAINTABLE(self);
}

void kittens_frame_paintable_show(GdkPaintable *paintable, GdkTexture *texture) {
    KittensFramePaintable *self = KITTENS_FRAME_PAINTABLE(paintable);
    if (texture != NULL) g_object_ref(texture);
    g_clear_object(&self->texture);
    self->texture = texture;
    gdk_paintable_invalidate_contents(paintable);
}

GdkTexture *kittens_frame_paintable_get_texture(GdkPaintable *paintable) {
    return KITTENS_FRAME_PAINTABLE(paintable)->texture;
}

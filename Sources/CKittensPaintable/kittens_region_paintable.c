#include <gtk/gtk.h>
#include <math.h>

#include "kittens_region_paintable.h"

#define KITTENS_TYPE_REGION_PAINTABLE (kittens_region_paintable_get_type())
G_DECLARE_FINAL_TYPE(KittensRegionPaintable, kittens_region_paintable, KITTENS, REGION_PAINTABLE, GObject)

struct _KittensRegionPaintable {
    GObject parent_instance;
    GdkPaintable *inner;
    gulong invalidate_handler;
    /// Tiles drawn in place of `inner`, each at its rectangle in the inner paintable's size.
    GPtrArray *tiles;
    GArray *tile_rects;
    double x, y, width, height;
    double inner_width, inner_height;
    double shown_width, shown_height;
};

static gboolean kittens_region_paintable_draws(KittensRegionPaintable *self) {
    return (self->inner != NULL || (self->tiles != NULL && self->tiles->len > 0)) && self->width > 0 && self->height > 0 && self->inner_width > 0 && self->inner_height > 0;
}

static void kittens_region_paintable_snapshot(GdkPaintable *paintable, GdkSnapshot *snapshot, double width, double height) {
    KittensRegionPaintable *self = KITTENS_REGION_PAINTABLE(paintable);
    if (!kittens_region_paintable_draws(self) || width <= 0 || height <= 0) return;
    GtkSnapshot *gtk_snapshot = GTK_SNAPSHOT(snapshot);
    double scale_x = width / self->width, scale_y = height / self->height;
    gtk_snapshot_push_clip(gtk_snapshot, &GRAPHENE_RECT_INIT(0, 0, (float)width, (float)height));
    gtk_snapshot_save(gtk_snapshot);
    // Whole pixels: a region that starts between two (a viewport of odd size centred on the
    // picture, a touchpad's fractional drag) would be drawn between them, each pixel blended
    // with its neighbour: at 100 % the picture's real pixels would not show.
    gtk_snapshot_translate(gtk_snapshot, &GRAPHENE_POINT_INIT((float)round(-self->x * scale_x), (float)round(-self->y * scale_y)));
    if (self->inner != NULL) {
        gdk_paintable_snapshot(self->inner, snapshot, self->inner_width * scale_x, self->inner_height * scale_y);
    }
    for (guint index = 0; index < self->tiles->len; index++) {
        const graphene_rect_t *rect = &g_array_index(self->tile_rects, graphene_rect_t, index);
        if (rect->origin.x + rect->size.width <= self->x || rect->origin.x >= self->x + self->width
            || rect->origin.y + rect->size.height <= self->y || rect->origin.y >= self->y + self->height) continue;
        // Both sides of a seam are computed from the same numbers, so neighbours meet exactly.
        double left = rect->origin.x * scale_x, top = rect->origin.y * scale_y;
        double right = (rect->origin.x + rect->size.width) * scale_x, bottom = (rect->origin.y + rect->size.height) * scale_y;
        gtk_snapshot_save(gtk_snapshot);
        gtk_snapshot_translate(gtk_snapshot, &GRAPHENE_POINT_INIT((float)left, (float)top));
        gdk_paintable_snapshot(g_ptr_array_index(self->tiles, index), snapshot, right - left, bottom - top);
        gtk_snapshot_restore(gtk_snapshot);
    }
    gtk_snapshot_restore(gtk_snapshot);
    gtk_snapshot_pop(gtk_snapshot);
}

static int kittens_region_paintable_intrinsic_width(GdkPaintable *paintable) {
    return (int)KITTENS_REGION_PAINTABLE(paintable)->shown_width;
}

static int kittens_region_paintable_intrinsic_height(GdkPaintable *paintable) {
    return (int)KITTENS_REGION_PAINTABLE(paintable)->shown_height;
}

static double kittens_region_paintable_intrinsic_aspect_ratio(GdkPaintable *paintable) {
    KittensRegionPaintable *self = KITTENS_REGION_PAINTABLE(paintable);
    return self->shown_width > 0 && self->shown_height > 0 ? self->shown_width / self->shown_height : 0;
}

static void kittens_region_paintable_init_interface(GdkPaintableInterface *iface) {
    iface->snapshot = kittens_region_paintable_snapshot;
    iface->get_intrinsic_width = kittens_region_paintable_intrinsic_width;
    iface->get_intrinsic_height = kittens_region_paintable_intrinsic_height;
    iface->get_intrinsic_aspect_ratio = kittens_region_paintable_intrinsic_aspect_ratio;
}

G_DEFINE_TYPE_WITH_CODE(KittensRegionPaintable, kittens_region_paintable, G_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(GDK_TYPE_PAINTABLE, kittens_region_paintable_init_interface))

static void kittens_region_paintable_release_inner(KittensRegionPaintable *self) {
    if (self->inner == NULL) return;
    if (self->invalidate_handler != 0) g_signal_handler_disconnect(self->inner, self->invalidate_handler);
    self->invalidate_handler = 0;
    g_clear_object(&self->inner);
}

static void kittens_region_paintable_dispose(GObject *object) {
    KittensRegionPaintable *self = KITTENS_REGION_PAINTABLE(object);
    kittens_region_paintable_release_inner(self);
    g_clear_pointer(&self->tiles, g_ptr_array_unref);
    g_clear_pointer(&self->tile_rects, g_array_unref);
    G_OBJECT_CLASS(kittens_region_paintable_parent_class)->dispose(object);
}

static void kittens_region_paintable_class_init(KittensRegionPaintableClass *klass) {
    G_OBJECT_CLASS(klass)->dispose = kittens_region_paintable_dispose;
}

static void kittens_region_paintable_init(KittensRegionPaintable *self) {
    self->inner = NULL;
    self->invalidate_handler = 0;
    self->tiles = g_ptr_array_new_with_free_func(g_object_unref);
    self->tile_rects = g_array_new(FALSE, FALSE, sizeof(graphene_rect_t));
}

GdkPaintable *kittens_region_paintable_new(void) {
    return GDK_PAINTABLE(g_object_new(KITTENS_TYPE_REGION_PAINTABLE, NULL));
}

static void kittens_region_paintable_set_region(KittensRegionPaintable *self, double x, double y, double width, double height,
                                               double inner_width, double inner_height, double shown_width, double shown_height) {
    gboolean resized = (int)self->shown_width != (int)shown_width || (int)self->shown_height != (int)shown_height
        || self->shown_width * shown_height != shown_width * self->shown_height;
    self->x = x;
    self->y = y;
    self->width = width;
    self->height = height;
    self->inner_width = inner_width;
    self->inner_height = inner_height;
    self->shown_width = shown_width;
    self->shown_height = shown_height;
    if (resized) gdk_paintable_invalidate_size(GDK_PAINTABLE(self));
    gdk_paintable_invalidate_contents(GDK_PAINTABLE(self));
}

void kittens_region_paintable_show(GdkPaintable *paintable, GdkPaintable *inner, double x, double y, double width, double height,
                                   double inner_width, double inner_height, double shown_width, double shown_height) {
    KittensRegionPaintable *self = KITTENS_REGION_PAINTABLE(paintable);
    if (self->tiles->len > 0) g_ptr_array_set_size(self->tiles, 0);
    g_array_set_size(self->tile_rects, 0);
    if (inner != self->inner) {
        if (inner != NULL) g_object_ref(inner);
        kittens_region_paintable_release_inner(self);
        self->inner = inner;
        if (inner != NULL) {
            self->invalidate_handler = g_signal_connect_object(
                inner, "invalidate-contents", G_CALLBACK(gdk_paintable_invalidate_contents), self, G_CONNECT_SWAPPED);
        }
    }
    kittens_region_paintable_set_region(self, x, y, width, height, inner_width, inner_height, shown_width, shown_height);
}

void kittens_region_paintable_show_tiles(GdkPaintable *paintable, GdkPaintable *const *tiles, const double *rects,
                                         int count, double x, double y, double width, double height, double inner_width,
                                         double inner_height, double shown_width, double shown_height) {
    KittensRegionPaintable *self = KITTENS_REGION_PAINTABLE(paintable);
    kittens_region_paintable_release_inner(self);
    // The new tiles are referenced before the old ones are let go: most are the same.
    GPtrArray *kept = g_ptr_array_new_full(count > 0 ? (guint)count : 0, g_object_unref);
    g_array_set_size(self->tile_rects, 0);
    for (int index = 0; index < count; index++) {
        g_ptr_array_add(kept, g_object_ref(tiles[index]));
        graphene_rect_t rect = GRAPHENE_RECT_INIT((float)rects[4 * index], (float)rects[4 * index + 1],
                                                  (float)rects[4 * index + 2], (float)rects[4 * index + 3]);
        g_array_append_val(self->tile_rects, rect);
    }
    g_ptr_array_unref(self->tiles);
    self->tiles = kept;
    kittens_region_paintable_set_region(self, x, y, width, height, inner_width, inner_height, shown_width, shown_height);
}

int kittens_region_paintable_get_region(GdkPaintable *paintable, double *x, double *y, double *width, double *height) {
    KittensRegionPaintable *self = KITTENS_REGION_PAINTABLE(paintable);
    if (!kittens_region_paintable_draws(self)) return 0;
    *x = self->x;
    *y = self->y;
    *width = self->width;
    *height = self->height;
    return 1;
}

GdkPaintable *kittens_region_paintable_get_inner(GdkPaintable *paintable) {
    return KITTENS_REGION_PAINTABLE(paintable)->inner;
}

int kittens_region_paintable_get_tile_count(GdkPaintable *paintable) {
    KittensRegionPaintable *self = KITTENS_REGION_PAINTABLE(paintable);
    return self->tiles != NULL ? (int)self->tiles->len : 0;
}

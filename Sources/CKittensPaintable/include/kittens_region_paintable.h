// A GdkPaintable that draws one part of another paintable, stretched to the size asked for: the
// viewer's zoomed picture, where only the region the viewer shows is drawn (the tiles of the
// decoded picture it covers, or the frames of an animation), so that a frame never converts or
// uploads the whole 6000 x 4000 picture, and a pan uploads only the tiles it uncovers. Swift cannot define a GObject type that implements an
// interface, so the type is written here.
#ifndef KITTENS_REGION_PAINTABLE_H
#define KITTENS_REGION_PAINTABLE_H

typedef struct _GdkPaintable GdkPaintable;
typedef struct _GdkTexture GdkTexture;

/// A new paintable (transfer full) that draws nothing until kittens_region_paintable_show.
GdkPaintable *_Nonnull kittens_region_paintable_new(void);

/// Draws the part (`x`, `y`, `width`, `height`) of `inner` drawn at `inner_width` x
/// `inner_height` (the paintable takes its own reference; NULL draws nothing), stretched to the
/// size asked for; its intrinsic size is `shown_width` x `shown_height`, and its aspect ratio
/// theirs. Redraws when `inner` does (an animation's next frame). Sides of zero or less draw nothing.
void kittens_region_paintable_show(
    GdkPaintable *_Nonnull paintable, GdkPaintable *_Nullable inner, double x, double y, double width, double height,
    double inner_width, double inner_height, double shown_width, double shown_height);

/// Draws the part (`x`, `y`, `width`, `height`) of a picture of `inner_width` x `inner_height`
/// made of `count` tiles, the paintables `tiles` each drawn at its rectangle of `rects` (four
/// numbers a tile: x, y, width, height, in the picture's size), stretched to the size asked for;
/// the paintable takes its own references. Only the tiles inside the part are drawn, so a pan
/// that keeps the same tiles uploads nothing new. Otherwise as kittens_region_paintable_show.
void kittens_region_paintable_show_tiles(
    GdkPaintable *_Nonnull paintable, GdkPaintable *_Nonnull const *_Nonnull tiles, const double *_Nonnull rects, int count,
    double x, double y, double width, double height, double inner_width, double inner_height, double shown_width,
    double shown_height);

/// The part shown, in the inner paintable's size: false when it draws nothing.
int kittens_region_paintable_get_region(GdkPaintable *_Nonnull paintable, double *_Nonnull x, double *_Nonnull y,
                                        double *_Nonnull width, double *_Nonnull height);

/// How many tiles it draws (0 while it draws one inner paintable).
int kittens_region_paintable_get_tile_count(GdkPaintable *_Nonnull paintable);

/// The paintable drawn from (transfer none), or NULL.
GdkPaintable *_Nullable kittens_region_paintable_get_inner(GdkPaintable *_Nonnull paintable);

// The zoomed picture's tiles as GL textures that sample the nearest pixel (kittens_gl_tile.c),
// for a window GTK draws with GL. GTK 4.8 uploads a memory texture to be sampled linearly,
// which a software GL (llvmpipe: a virtual machine, a remote desktop, Xvfb) pays for at every
// pixel of every frame, though at one texture pixel to one screen pixel the nearest pixel is the
// same colour; a GdkGLTexture made in a context that shares with GTK's is drawn as it is. (Declared
// here, not in a header of its own: a header new to this folder goes unseen by a build whose
// module cache predates it.)

/// A GL texture (transfer full) holding a copy of the `width` x `height` premultiplied RGBA
/// `pixels`, rows `stride` bytes apart, sampled at the nearest pixel; NULL when the GtkWidget
/// `widget`'s window is not drawn by GTK's GL renderer, no GL context can be made, or the upload
/// fails (draw a memory texture then). Main thread only.
GdkTexture *_Nullable kittens_gl_tile_new(
    void *_Nonnull widget, const void *_Nonnull pixels, int width, int height, int stride);

#endif

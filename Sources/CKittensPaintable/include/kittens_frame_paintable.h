// A GdkPaintable that shows one GdkTexture at a time, for animations whose frames are stepped
// by Swift: GTK 4.8's way to animate a GtkPicture. Swift cannot define a GObject type that
// implements an interface, so the type is written here.
#ifndef KITTENS_FRAME_PAINTABLE_H
#define KITTENS_FRAME_PAINTABLE_H

// Only the two type names, not <gtk/gtk.h>: a module of its own that included GTK's headers
// would hide GTK's enum constants from Swift files that import only CGtk. Both are opaque GTK
// types, so Swift sees them as OpaquePointer either way.
typedef struct _GdkPaintable GdkPaintable;
typedef struct _GdkTexture GdkTexture;

/// A new paintable (transfer full) of intrinsic size `width` x `height`, showing nothing until
/// kittens_frame_paintable_show. Its flags say the size never changes.
GdkPaintable *_Nonnull kittens_frame_paintable_new(int width, int height);

/// Shows `texture` (the paintable takes its own reference; NULL shows nothing) drawn scaled to
/// the size asked for, and invalidates the contents so that the picture redraws.
void kittens_frame_paintable_show(GdkPaintable *_Nonnull paintable, GdkTexture *_Nullable texture);

/// The texture shown, or NULL (transfer none).
GdkTexture *_Nullable kittens_frame_paintable_get_texture(GdkPaintable *_Nonnull paintable);

#endif

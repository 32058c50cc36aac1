// The full-window probe, shared by Kittens and its C peer (meson-helpers/startup/c-peer.c, built
// with KITTENS_FULL_WINDOW) so that both are measured by the same code: after each frame the
// window paints, it looks at the list of pictures (the GtkListView with the "kitten-list" class),
// and once every row the scrolled window shows has its thumbnail (a GtkPicture of the
// "kitten-thumbnail" class showing a GdkTexture, not a placeholder or nothing), it prints the
// monotonic time and the resident memory on standard error, in the start-up probe's words
// (`startup-probe first_frame_us=... rss_kb=...`, which meson-helpers/startup/launch.c reads),
// then quits. A visible row that shows the placeholder of a failed picture ends the run at once,
// with a line that says so and no frame reported.
// Used only when KITTENS_STARTUP_PROBE is "full-window" (startup-bench.sh sets it).
#ifndef KITTENS_FULL_WINDOW_PROBE_H
#define KITTENS_FULL_WINDOW_PROBE_H

#include <gtk/gtk.h>
#include "startup_probe.h"

/// The list of pictures under `widget`, or NULL.
static inline GtkWidget *kittens_full_window_find_list(GtkWidget *widget) {
    if (GTK_IS_LIST_VIEW(widget) && gtk_widget_has_css_class(widget, "kitten-list")) return widget;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        GtkWidget *found = kittens_full_window_find_list(child);
        if (found) return found;
    }
    return NULL;
}

/// Counts the thumbnails under `widget` that show a texture (`shown`), those that show nothing
/// yet (`missing`) and those that show something else, the placeholder of a failed picture.
static inline void kittens_full_window_count(GtkWidget *widget, int *shown, int *missing, int *failed) {
    if (GTK_IS_PICTURE(widget) && gtk_widget_has_css_class(widget, "kitten-thumbnail")) {
        GdkPaintable *paintable = gtk_picture_get_paintable(GTK_PICTURE(widget));
        if (!paintable) (*missing)++;
        else if (GDK_IS_TEXTURE(paintable)) (*shown)++;
        else (*failed)++;
    }
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child))
        kittens_full_window_count(child, shown, missing, failed);
}

/// The rows the list's scrolled window shows, when each has its thumbnail; 0 otherwise (no
/// list shown, no row, or a row still without its thumbnail); -1 when a row shows the
/// placeholder of a failed picture, which no later frame will replace.
static inline int kittens_full_window_rows(GtkWidget *window) {
    GtkWidget *list = kittens_full_window_find_list(window);
    if (!list || !gtk_widget_get_mapped(list)) return 0;
    GtkWidget *viewport = gtk_widget_get_parent(list);
    graphene_rect_t view;
    if (!viewport || !gtk_widget_compute_bounds(viewport, viewport, &view)) return 0;
    int rows = 0;
    for (GtkWidget *row = gtk_widget_get_first_child(list); row; row = gtk_widget_get_next_sibling(row)) {
        if (!gtk_widget_get_mapped(row) || !gtk_widget_get_child_visible(row)) continue;
        graphene_rect_t bounds, overlap;
        if (!gtk_widget_compute_bounds(row, viewport, &bounds)) continue;
        if (!graphene_rect_intersection(&bounds, &view, &overlap) || overlap.size.height <= 0 || overlap.size.width <= 0) continue;
        int shown = 0, missing = 0, failed = 0;
        kittens_full_window_count(row, &shown, &missing, &failed);
        if (failed > 0) return -1;
        if (shown == 0 || missing > 0) return 0;
        rows++;
    }
    return rows;
}

static inline void kittens_full_window_after_paint(GdkFrameClock *clock, gpointer application) {
    GtkWindow *window = gtk_application_get_active_window(GTK_APPLICATION(application));
    int rows = window ? kittens_full_window_rows(GTK_WIDGET(window)) : 0;
    if (rows == 0) return;
    if (rows < 0) {
        // Never full: said so, and no frame reported (the bench counts the run as failed).
        g_printerr("startup-probe full_window_failed: a visible row shows the placeholder\n");
        kittens_probe_quit(clock, (gpointer)kittens_full_window_after_paint, application);
        return;
    }
    g_printerr("startup-probe full_window_rows=%d\n", rows);
    kittens_probe_print_frame();
    kittens_probe_quit(clock, (gpointer)kittens_full_window_after_paint, application);
}

/// Reports the first frame of `window` that shows every visible row's thumbnail, then quits
/// `application`. Call after presenting the window.
static inline void kittens_probe_full_window(GtkWidget *window, GApplication *application) {
    kittens_probe_after_paint(window, G_CALLBACK(kittens_full_window_after_paint), application);
}

#endif

// The start-up probe, shared by Kittens and its C peer (meson-helpers/startup/c-peer.c) so that
// both are measured by the same code: when the window's frame clock finishes its first paint,
// print the monotonic time and the resident memory on standard error, then quit.
// Used only when KITTENS_STARTUP_PROBE is set (meson-helpers/startup-bench.sh sets it). With
// KITTENS_STARTUP_TREE also set, it first writes the window's widget tree at that frame to the
// file it names, one widget per line (its type, indented by depth, "hidden" when not visible), so
// that the bench can check that both programs drew the same tree.
#ifndef KITTENS_STARTUP_PROBE_H
#define KITTENS_STARTUP_PROBE_H

#include <gtk/gtk.h>
#include <stdio.h>
#include <unistd.h>

static inline long kittens_resident_kb(void) {
    long size = 0, resident = 0;
    FILE *statm = fopen("/proc/self/statm", "r");
    if (!statm) return -1;
    int read = fscanf(statm, "%ld %ld", &size, &resident);
    fclose(statm);
    return read == 2 ? resident * (sysconf(_SC_PAGESIZE) / 1024) : -1;
}

static inline void kittens_probe_write_widget(FILE *file, GtkWidget *widget, int depth) {
    fprintf(file, "%*s%s%s\n", depth * 2, "", G_OBJECT_TYPE_NAME(widget),
            gtk_widget_get_visible(widget) ? "" : " hidden");
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child))
        kittens_probe_write_widget(file, child, depth + 1);
}

static inline void kittens_probe_write_tree(GApplication *application) {
    const char *path = g_getenv("KITTENS_STARTUP_TREE");
    GtkWindow *window = gtk_application_get_active_window(GTK_APPLICATION(application));
    if (!path || !window) return;
    FILE *file = fopen(path, "w");
    if (!file) return;
    kittens_probe_write_widget(file, GTK_WIDGET(window), 0);
    fclose(file);
}

/// Prints the time of the frame painted now and the resident memory, in the words
/// meson-helpers/startup/launch.c reads.
static inline void kittens_probe_print_frame(void) {
    // g_get_monotonic_time is CLOCK_MONOTONIC in microseconds, the clock the launcher reads.
    g_printerr("startup-probe first_frame_us=%" G_GINT64_FORMAT " rss_kb=%ld\n",
               g_get_monotonic_time(), kittens_resident_kb());
}

/// Disconnects `handler` from `clock` and quits `application`: the probe is over.
static inline void kittens_probe_quit(GdkFrameClock *clock, gpointer handler, gpointer application) {
    g_signal_handlers_disconnect_by_func(clock, handler, application);
    g_application_quit(G_APPLICATION(application));
}

/// Calls `handler` with `application` after each frame `window` paints.
static inline void kittens_probe_after_paint(GtkWidget *window, GCallback handler, GApplication *application) {
    GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
    if (!clock) {
        g_printerr("startup-probe: the window has no frame clock (not realized)\n");
        return;
    }
    g_signal_connect(clock, "after-paint", handler, application);
}

static inline void kittens_probe_report(GdkFrameClock *clock, gpointer application) {
    kittens_probe_print_frame();
    kittens_probe_write_tree(G_APPLICATION(application));
    kittens_probe_quit(clock, (gpointer)kittens_probe_report, application);
}

/// Reports the first frame `window` paints, then quits `application`. Call after presenting it.
static inline void kittens_probe_first_frame(GtkWidget *window, GApplication *application) {
    kittens_probe_after_paint(window, G_CALLBACK(kittens_probe_report), application);
}

#endif

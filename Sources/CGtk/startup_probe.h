// The start-up probe, shared by Kittens and its C peer (meson-helpers/startup/c-peer.c) so that
// both are measured by the same code: when the window's frame clock finishes its first paint,
// print the monotonic time and the resident memory on standard error, then quit.
// Used only when KITTENS_STARTUP_PROBE is set (meson-helpers/startup-bench.sh sets it).
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

static inline void kittens_probe_report(GdkFrameClock *clock, gpointer application) {
    // g_get_monotonic_time is CLOCK_MONOTONIC in microseconds, the clock the launcher reads.
    g_printerr("startup-probe first_frame_us=%" G_GINT64_FORMAT " rss_kb=%ld\n",
               g_get_monotonic_time(), kittens_resident_kb());
    g_signal_handlers_disconnect_by_func(clock, (gpointer)kittens_probe_report, application);
    g_application_quit(G_APPLICATION(application));
}

/// Reports the first frame `window` paints, then quits `application`. Call after presenting it.
static inline void kittens_probe_first_frame(GtkWidget *window, GApplication *application) {
    GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
    if (!clock) {
        g_printerr("startup-probe: the window has no frame clock (not realized)\n");
        return;
    }
    g_signal_connect(clock, "after-paint", G_CALLBACK(kittens_probe_report), application);
}

#endif

// GLib, GObject and GIO for Swift, without GTK.
#ifndef KITTENS_CGLIB_SHIM_H
#define KITTENS_CGLIB_SHIM_H

#include <gio/gio.h>

#endif

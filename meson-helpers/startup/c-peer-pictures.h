/* The page of pictures of the C peer (c-peer-pictures.c), for the full-window figures. */
#ifndef KITTENS_C_PEER_PICTURES_H
#define KITTENS_C_PEER_PICTURES_H

#include <gtk/gtk.h>

/* Makes `factory` build and bind rows as Kittens's list does, for the addresses in `strings`. */
void kittens_peer_pictures_attach(GtkListItemFactory *factory, GtkStringList *strings);
/* Asks the page (KITTENS_ENDPOINT); shows the "list" page of `stack` once it arrived. */
void kittens_peer_pictures_start(GtkWidget *stack);

#endif

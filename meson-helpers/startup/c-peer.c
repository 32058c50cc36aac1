/* The C peer of Kittens for start-up measurement: the first frame of MainWindow, widget for
 * widget. The parts Kittens reads from its GtkBuilder files (data/ui, compiled in as the app
 * compiles them in: startup-bench.sh links the same GResource bundle) are read from the same
 * files here; what Kittens adds from Swift is added here in C, in the same order: the list of
 * pictures (PictureList), the view stack with the switcher title and bar (BrowseViews, with an
 * empty slot for the Favourites page, which both build after the first frame), the viewer's
 * stack and progress line (ViewerPresenter), the toast overlay (Toasts), the same style sheet,
 * window actions and accelerators, and the first-load status page showing. It loads nothing.
 * With KITTENS_STARTUP_PROBE set it reports its first frame exactly as Kittens does (see
 * Sources/CGtk/startup_probe.h) and quits; startup-bench.sh checks that the widget trees the two
 * wrote (KITTENS_STARTUP_TREE) are the same.
 * Built with KITTENS_FULL_WINDOW (c-peer-full in startup-bench.sh) it also shows a page of
 * pictures as Kittens does (c-peer-pictures.c), and with KITTENS_STARTUP_PROBE=full-window it
 * reports the first frame that shows every visible row's thumbnail instead
 * (Sources/CGtk/full_window_probe.h). */
#include <adwaita.h>
#include <stdlib.h>
#include <string.h>
#include "startup_probe.h"
#ifdef KITTENS_FULL_WINDOW
#include "c-peer-pictures.h"
#include "full_window_probe.h"
#endif

static GtkBuilder *read_ui(const char *file) {
    char *path = g_strconcat("/org/kittensforlinux/Kittens/ui/", file, NULL);
    GtkBuilder *builder = gtk_builder_new();
    gtk_builder_set_translation_domain(builder, "kittens");
    GError *error = NULL;
    if (!gtk_builder_add_from_resource(builder, path, &error)) {
        g_printerr("c-peer: %s: %s\n", path, error->message);
        exit(1);
    }
    g_free(path);
    return builder;
}

static GtkWidget *part(GtkBuilder *builder, const char *id) {
    return GTK_WIDGET(gtk_builder_get_object(builder, id));
}

static void nothing(GSimpleAction *action, GVariant *parameter, gpointer data) {}

static GtkWidget *picture_list(void) {
    GtkStringList *strings = gtk_string_list_new(NULL);
    GtkSingleSelection *selection = gtk_single_selection_new(G_LIST_MODEL(strings));
    gtk_single_selection_set_autoselect(selection, FALSE);
    gtk_single_selection_set_can_unselect(selection, TRUE);
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
#ifdef KITTENS_FULL_WINDOW
    kittens_peer_pictures_attach(factory, strings);
#endif
    GtkWidget *list_view = gtk_list_view_new(GTK_SELECTION_MODEL(selection), factory);
    gtk_widget_add_css_class(list_view, "kitten-list");
    GSimpleActionGroup *row_actions = g_simple_action_group_new();
    GSimpleAction *context_menu = g_simple_action_new("context-menu", NULL);
    g_signal_connect(context_menu, "activate", G_CALLBACK(nothing), NULL);
    g_action_map_add_action(G_ACTION_MAP(row_actions), G_ACTION(context_menu));
    g_object_unref(context_menu);
    gtk_widget_insert_action_group(list_view, "list", G_ACTION_GROUP(row_actions));
    g_object_unref(row_actions);
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_widget_set_vexpand(scrolled, TRUE);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list_view);
    return scrolled;
}

static GtkWidget *browse_views(GtkWidget *pictures, GtkWidget *favourites, GtkWidget **switcher_title) {
    /* data/ui/browse-views.ui, as BrowseViews reads it; the pages are added as the window adds them. */
    GtkBuilder *views = read_ui("browse-views.ui");
    AdwViewStack *stack = ADW_VIEW_STACK(part(views, "stack"));
    adw_view_stack_add_titled_with_icon(stack, pictures, "pictures", "Pictures", "image-x-generic-symbolic");
    adw_view_stack_set_visible_child_name(stack, "pictures");
    adw_view_stack_add_titled_with_icon(stack, favourites, "favourites", "Favourites", "starred-symbolic");
    adw_view_stack_add_titled_with_icon(stack, adw_bin_new(), "rate", "Rate", "emblem-favorite-symbolic");
    *switcher_title = part(views, "switcher-title");
    return part(views, "views");
}

static GtkWidget *viewer_pages(GtkWidget *browse) {
    GtkWidget *progress = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6);
    GtkWidget *spinner = gtk_spinner_new();
    GtkWidget *label = gtk_label_new(NULL);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    gtk_label_set_ellipsize(GTK_LABEL(label), PANGO_ELLIPSIZE_MIDDLE);
    gtk_widget_set_margin_start(progress, 12);
    gtk_widget_set_margin_end(progress, 12);
    gtk_widget_set_margin_top(progress, 6);
    gtk_widget_set_margin_bottom(progress, 6);
    gtk_box_append(GTK_BOX(progress), spinner);
    gtk_box_append(GTK_BOX(progress), label);
    gtk_widget_set_visible(progress, FALSE);
    GtkWidget *pages = gtk_stack_new();
    gtk_widget_set_vexpand(pages, TRUE);
    gtk_stack_add_named(GTK_STACK(pages), browse, "browse");
    gtk_stack_set_visible_child_name(GTK_STACK(pages), "browse");
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_set_vexpand(box, TRUE);
    gtk_box_append(GTK_BOX(box), progress);
    gtk_box_append(GTK_BOX(box), pages);
    return box;
}

/* The window's actions and their accelerators, as MainWindow and ViewerActionSet set them. */
static void add_actions(GtkApplication *app, GtkWidget *window) {
    static const char *const names[] = {
        "toggle-favourite", "undo-favourite-removal", "refresh", "close", "copy", "open-selected", "show-list",
        "show-gallery", "filters", "inspector", "preferences", "about", "show-help-overlay", "help", "back", "previous",
        "next", "save-image", "copy-image", NULL};
    for (int i = 0; names[i]; i++) {
        GSimpleAction *action = g_simple_action_new(names[i], NULL);
        g_signal_connect(action, "activate", G_CALLBACK(nothing), window);
        g_action_map_add_action(G_ACTION_MAP(window), G_ACTION(action));
        g_object_unref(action);
    }
    static const struct { const char *action; const char *accels[3]; } shortcuts[] = {
        {"win.toggle-favourite", {"<Control>d"}}, {"win.refresh", {"F5", "<Control>r"}},
        {"win.close", {"<Control>w"}}, {"win.copy", {"<Control>c"}}, {"win.show-list", {"<Control>1"}},
        {"win.show-gallery", {"<Control>2"}}, {"win.filters", {"<Control>f"}}, {"win.inspector", {"F12"}},
        {"win.preferences", {"<Control>comma"}}, {"win.show-help-overlay", {"<Control>question"}},
        {"win.help", {"F1"}}, {"win.back", {"Escape"}}, {"win.previous", {"Left"}}, {"win.next", {"Right"}},
        {"win.save-image", {"<Control>s"}}, {"app.quit", {"<Control>q"}}};
    for (size_t i = 0; i < G_N_ELEMENTS(shortcuts); i++)
        gtk_application_set_accels_for_action(app, shortcuts[i].action, shortcuts[i].accels);
}

static void activate(GtkApplication *app, gpointer css_path) {
    GtkCssProvider *css = gtk_css_provider_new();
    gtk_css_provider_load_from_path(css, css_path);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(css),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    g_object_unref(css);
    gtk_window_set_default_icon_name("org.kittensforlinux.Kittens");

    GtkBuilder *header = read_ui("header-bar.ui");
    GtkBuilder *filters = read_ui("filter-controls.ui");
    adw_header_bar_pack_start(ADW_HEADER_BAR(part(header, "header-bar")), part(filters, "filter-controls"));
    GtkBuilder *banner = read_ui("error-banner.ui");

    GtkBuilder *content = read_ui("content-stack.ui");
    gtk_box_prepend(GTK_BOX(part(content, "page")), part(filters, "filter-bar"));
    gtk_box_prepend(GTK_BOX(part(content, "list-page")), picture_list());
    gtk_stack_set_visible_child_name(GTK_STACK(part(content, "stack")), "loading");
    gtk_spinner_set_spinning(GTK_SPINNER(part(content, "big-spinner")), TRUE);

    GtkWidget *switcher_title = NULL;
    GtkWidget *browse = browse_views(part(content, "page"), adw_bin_new(), &switcher_title);
    adw_header_bar_set_title_widget(ADW_HEADER_BAR(part(header, "header-bar")), switcher_title);

    GtkBuilder *layout = read_ui("window.ui");
    GtkWidget *window = part(layout, "window");
    gtk_window_set_application(GTK_WINDOW(window), app);
    /* Before the header bar joins the window, as the app installs its shortcuts: the primary
     * menu's items are then made with their accelerators' labels. */
    add_actions(app, window);
    gtk_box_append(GTK_BOX(part(layout, "body")), part(banner, "revealer"));
    gtk_box_append(GTK_BOX(part(layout, "body")), viewer_pages(browse));
    GtkWidget *toasts = adw_toast_overlay_new();
    gtk_widget_set_vexpand(toasts, TRUE);
    adw_toast_overlay_set_child(ADW_TOAST_OVERLAY(toasts), part(layout, "body"));
    gtk_box_append(GTK_BOX(part(layout, "frame")), part(header, "header-bar"));
    gtk_box_append(GTK_BOX(part(layout, "frame")), toasts);
    gtk_spinner_set_spinning(GTK_SPINNER(part(header, "spinner")), TRUE);

    gtk_window_present(GTK_WINDOW(window));
#ifdef KITTENS_FULL_WINDOW
    kittens_peer_pictures_start(part(content, "stack"));
    const char *probe = g_getenv("KITTENS_STARTUP_PROBE");
    if (probe && strcmp(probe, "full-window") == 0) {
        kittens_probe_full_window(window, G_APPLICATION(app));
        return;
    }
#endif
    if (g_getenv("KITTENS_STARTUP_PROBE")) kittens_probe_first_frame(window, G_APPLICATION(app));
    /* The builders keep their objects, as Kittens's views keep theirs, for the program's life. */
}

int main(int argc, char **argv) {
    if (argc < 2) {
        g_printerr("usage: %s STYLE-SHEET\n", argv[0]);
        return 2;
    }
    GtkApplication *app = GTK_APPLICATION(adw_application_new("org.kittensforlinux.KittensCPeer", G_APPLICATION_DEFAULT_FLAGS));
    GSimpleAction *quit = g_simple_action_new("quit", NULL);
    g_signal_connect(quit, "activate", G_CALLBACK(nothing), NULL);
    g_action_map_add_action(G_ACTION_MAP(app), G_ACTION(quit));
    g_object_unref(quit);
    g_signal_connect(app, "activate", G_CALLBACK(activate), argv[1]);
    int status = g_application_run(G_APPLICATION(app), 1, argv);
    g_object_unref(app);
    return status;
}

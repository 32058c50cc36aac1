/* The C peer of Kittens for start-up measurement: the same widget tree as KittenWindow (an
 * AdwApplication and an AdwApplicationWindow; an AdwHeaderBar with Refresh, the gallery toggle, a
 * spinner and the primary menu (the gallery itself is made only when first shown, as in Kittens); an AdwToastOverlay over an error banner in a revealer and a stack of the list
 * view, a status page with a large spinner and the empty state's status page), the same style
 * sheet and accelerators, and the first-load status page showing, as Kittens shows at start. It loads nothing. With KITTENS_STARTUP_PROBE set it reports
 * its first frame exactly as Kittens does (see Sources/CGtk/startup_probe.h) and quits. */
#include <adwaita.h>
#include "startup_probe.h"

static void setup_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    gtk_widget_add_css_class(box, "kitten-row");
    GtkWidget *picture = gtk_picture_new();
    gtk_widget_add_css_class(picture, "kitten-thumbnail");
    gtk_picture_set_content_fit(GTK_PICTURE(picture), GTK_CONTENT_FIT_COVER);
    GtkWidget *frame = gtk_overlay_new();
    gtk_widget_set_size_request(frame, 96, 72);
    gtk_overlay_add_overlay(GTK_OVERLAY(frame), picture);
    GtkWidget *label = gtk_label_new(NULL);
    gtk_widget_add_css_class(label, "kitten-url");
    gtk_label_set_ellipsize(GTK_LABEL(label), PANGO_ELLIPSIZE_MIDDLE);
    gtk_widget_set_hexpand(label, TRUE);
    gtk_box_append(GTK_BOX(box), frame);
    gtk_box_append(GTK_BOX(box), label);
    gtk_list_item_set_child(item, box);
}

static void bind_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    GtkWidget *box = gtk_list_item_get_child(item);
    GtkStringObject *string = gtk_list_item_get_item(item);
    gtk_label_set_text(GTK_LABEL(gtk_widget_get_last_child(box)), gtk_string_object_get_string(string));
}

static void refresh(GSimpleAction *action, GVariant *parameter, gpointer window) {}

static void activate(GtkApplication *app, gpointer css_path) {
    GtkCssProvider *css = gtk_css_provider_new();
    gtk_css_provider_load_from_path(css, css_path);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(css),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    g_object_unref(css);
    gtk_window_set_default_icon_name("org.kittensforlinux.Kittens");

    GtkWidget *window = adw_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "Kittens");
    gtk_window_set_default_size(GTK_WINDOW(window), 720, 560);

    GtkWidget *refresh_button = gtk_button_new_from_icon_name("view-refresh-symbolic");
    gtk_widget_set_tooltip_text(refresh_button, "Refresh (F5)");
    gtk_actionable_set_action_name(GTK_ACTIONABLE(refresh_button), "win.refresh");
    GtkWidget *gallery_toggle = gtk_toggle_button_new();
    gtk_button_set_icon_name(GTK_BUTTON(gallery_toggle), "view-grid-symbolic");
    gtk_widget_set_tooltip_text(gallery_toggle, "Show as Gallery (Ctrl+2)");
    GtkWidget *spinner = gtk_spinner_new();
    gtk_spinner_set_spinning(GTK_SPINNER(spinner), TRUE);
    GMenu *menu = g_menu_new();
    GMenu *first = g_menu_new();
    g_menu_append(first, "_Preferences", "win.preferences");
    g_menu_append(first, "_Store Inspector", "win.inspector");
    GMenu *second = g_menu_new();
    g_menu_append(second, "_Keyboard Shortcuts", "win.show-help-overlay");
    g_menu_append(second, "_About Kittens", "win.about");
    g_menu_append_section(menu, NULL, G_MENU_MODEL(first));
    g_menu_append_section(menu, NULL, G_MENU_MODEL(second));
    g_object_unref(first);
    g_object_unref(second);
    GtkWidget *menu_button = gtk_menu_button_new();
    gtk_menu_button_set_icon_name(GTK_MENU_BUTTON(menu_button), "open-menu-symbolic");
    gtk_menu_button_set_menu_model(GTK_MENU_BUTTON(menu_button), G_MENU_MODEL(menu));
    gtk_menu_button_set_primary(GTK_MENU_BUTTON(menu_button), TRUE);
    gtk_widget_set_tooltip_text(menu_button, "Main Menu");
    g_object_unref(menu);
    GtkWidget *header = adw_header_bar_new();
    adw_header_bar_pack_start(ADW_HEADER_BAR(header), refresh_button);
    adw_header_bar_pack_start(ADW_HEADER_BAR(header), gallery_toggle);
    adw_header_bar_pack_end(ADW_HEADER_BAR(header), menu_button);
    adw_header_bar_pack_end(ADW_HEADER_BAR(header), spinner);

    GtkWidget *message = gtk_label_new(NULL);
    gtk_label_set_wrap(GTK_LABEL(message), TRUE);
    gtk_widget_set_hexpand(message, TRUE);
    GtkWidget *retry = gtk_button_new_with_label("Retry");
    GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    gtk_widget_set_margin_start(row, 12);
    gtk_widget_set_margin_end(row, 12);
    gtk_widget_set_margin_top(row, 6);
    gtk_widget_set_margin_bottom(row, 6);
    gtk_widget_set_hexpand(row, TRUE);
    gtk_box_append(GTK_BOX(row), message);
    gtk_box_append(GTK_BOX(row), retry);
    GtkWidget *banner = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
    gtk_widget_add_css_class(banner, "banner");
    gtk_widget_add_css_class(banner, "error");
    gtk_box_append(GTK_BOX(banner), row);
    GtkWidget *revealer = gtk_revealer_new();
    gtk_revealer_set_transition_type(GTK_REVEALER(revealer), GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN);
    gtk_revealer_set_child(GTK_REVEALER(revealer), banner);

    GtkStringList *strings = gtk_string_list_new(NULL);
    GtkSingleSelection *selection = gtk_single_selection_new(G_LIST_MODEL(strings));
    gtk_single_selection_set_autoselect(selection, FALSE);
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup_row), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(bind_row), NULL);
    GtkWidget *list_view = gtk_list_view_new(GTK_SELECTION_MODEL(selection), factory);
    gtk_widget_add_css_class(list_view, "kitten-list");
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list_view);

    GtkWidget *big_spinner = gtk_spinner_new();
    gtk_widget_set_size_request(big_spinner, 48, 48);
    gtk_widget_set_halign(big_spinner, GTK_ALIGN_CENTER);
    gtk_spinner_set_spinning(GTK_SPINNER(big_spinner), TRUE);
    GtkWidget *loading = adw_status_page_new();
    adw_status_page_set_title(ADW_STATUS_PAGE(loading), "Loading kittens…");
    adw_status_page_set_child(ADW_STATUS_PAGE(loading), big_spinner);
    GtkWidget *empty = adw_status_page_new();
    adw_status_page_set_icon_name(ADW_STATUS_PAGE(empty), "image-x-generic-symbolic");

    GtkWidget *stack = gtk_stack_new();
    gtk_widget_set_vexpand(stack, TRUE);
    gtk_stack_add_named(GTK_STACK(stack), scrolled, "list");
    gtk_stack_add_named(GTK_STACK(stack), loading, "loading");
    gtk_stack_add_named(GTK_STACK(stack), empty, "empty");
    gtk_stack_set_visible_child_name(GTK_STACK(stack), "loading");

    GtkWidget *body = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_box_append(GTK_BOX(body), revealer);
    gtk_box_append(GTK_BOX(body), stack);
    GtkWidget *toasts = adw_toast_overlay_new();
    gtk_widget_set_vexpand(toasts, TRUE);
    adw_toast_overlay_set_child(ADW_TOAST_OVERLAY(toasts), body);
    GtkWidget *frame = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_box_append(GTK_BOX(frame), header);
    gtk_box_append(GTK_BOX(frame), toasts);
    adw_application_window_set_content(ADW_APPLICATION_WINDOW(window), frame);

    GSimpleAction *action = g_simple_action_new("refresh", NULL);
    g_signal_connect(action, "activate", G_CALLBACK(refresh), window);
    g_action_map_add_action(G_ACTION_MAP(window), G_ACTION(action));
    g_object_unref(action);
    const char *refresh_accels[] = {"F5", "<Control>r", NULL};
    gtk_application_set_accels_for_action(app, "win.refresh", refresh_accels);

    gtk_window_present(GTK_WINDOW(window));
    if (g_getenv("KITTENS_STARTUP_PROBE")) kittens_probe_first_frame(window, G_APPLICATION(app));
}

int main(int argc, char **argv) {
    if (argc < 2) {
        g_printerr("usage: %s STYLE-SHEET\n", argv[0]);
        return 2;
    }
    GtkApplication *app = GTK_APPLICATION(adw_application_new("org.kittensforlinux.KittensCPeer", G_APPLICATION_DEFAULT_FLAGS));
    g_signal_connect(app, "activate", G_CALLBACK(activate), argv[1]);
    int status = g_application_run(G_APPLICATION(app), 1, argv);
    g_object_unref(app);
    return status;
}

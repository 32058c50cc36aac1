/// The views' GtkBuilder `.ui` files (data/ui), compiled into one GResource bundle at build time
/// by the `CompileUIResources` plugin: `words` holds its `byteCount` bytes. KittensGtk registers
/// it once, before the first widget tree is built (`UIResources`).
public enum UIResourceBundle {
    /// Where the `.ui` files are in the bundle, as meson-helpers/ui-resources-manifest.sh names them.
    public static let prefix = "/org/kittensforlinux/Kittens/ui/"
}

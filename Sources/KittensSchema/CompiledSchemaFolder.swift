/// The folder where the build compiled the app's GSettings schema (`gschemas.compiled`), for a
/// run from a checkout: `path` is generated at build time by the `CompileSchema` plugin from
/// `data/org.kittensforlinux.Kittens.gschema.xml`. An installed app finds its schema in the
/// system's schema folders instead.
public enum CompiledSchemaFolder {}

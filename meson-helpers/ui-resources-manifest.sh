#!/bin/sh
# Writes to standard output the GResource manifest of every GtkBuilder file in the folder $1
# (data/ui), under the prefix UIResourceBundle.prefix names: a view's .ui file is in the bundle
# by being in the folder. Used by the CompileUIResources plugin, the start-up bench and the
# install check, which compile the same bundle.
set -eu
folder=${1:?usage: ui-resources-manifest.sh FOLDER}
printf '<?xml version="1.0" encoding="UTF-8"?>\n<gresources>\n'
printf '  <gresource prefix="/org/kittensforlinux/Kittens/ui">\n'
for file in "$folder"/*.ui; do
    [ -e "$file" ] || continue
    printf '    <file>%s</file>\n' "$(basename "$file")"
done
printf '  </gresource>\n</gresources>\n'

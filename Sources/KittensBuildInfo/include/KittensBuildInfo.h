#ifndef KITTENS_BUILD_INFO_H
#define KITTENS_BUILD_INFO_H

/// The contents of data/VERSION as they were when this target was compiled (the same file meson
/// reads for `project(version:)`), NUL-terminated, with its trailing newline if it has one.
const char *_Nonnull kittens_build_version_file(void);

#endif

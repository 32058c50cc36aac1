// Checks that the libsoup and libsecret ABI Kittens declares for itself (CSoupABI.h and
// CSecretABI.h) is the one the real headers declare: at compile time for every type, constant and
// function, and at run time for every symbol the loaders look up.
#ifndef KITTENS_LOADED_LIBRARY_ABI_H
#define KITTENS_LOADED_LIBRARY_ABI_H

/// How many functions of `KITTENS_SOUP_FUNCTIONS` libsoup-3.0.so.0 does not export (0 when all are there).
int kittens_soup_symbols_missing(void);
/// How many functions of `KITTENS_SECRET_FUNCTIONS` libsecret-1.so.0 does not export.
int kittens_secret_symbols_missing(void);
/// How many functions each list names.
int kittens_soup_function_count(void);
int kittens_secret_function_count(void);

#endif

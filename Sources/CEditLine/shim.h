// Thin static inline wrappers: Swift 6 cannot call variadic C functions (el_set, history)
// nor touch C globals such as stdin/stdout directly.
#ifndef SHEETLAB_CEDITLINE_SHIM_H
#define SHEETLAB_CEDITLINE_SHIM_H
#include <stdio.h>
#include <histedit.h>

static inline FILE *sheetlab_stdin(void) { return stdin; }
static inline FILE *sheetlab_stdout(void) { return stdout; }
static inline FILE *sheetlab_stderr(void) { return stderr; }

#endif

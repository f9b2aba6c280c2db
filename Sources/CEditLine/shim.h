// Thin static inline wrappers: Swift 6 cannot call variadic C functions (el_set, el_get,
// history) nor touch C globals such as stdin/stdout directly. Each wrapper does one call.
#ifndef SHEETLAB_CEDITLINE_SHIM_H
#define SHEETLAB_CEDITLINE_SHIM_H
#include <fcntl.h>
#include <histedit.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

// MARK: stdio globals

static inline FILE *sheetlab_stdin(void) { return stdin; }
static inline FILE *sheetlab_stdout(void) { return stdout; }
static inline FILE *sheetlab_stderr(void) { return stderr; }
#if defined(__APPLE__)
// A library or test bundle on macOS cannot link `environ`; the loader's accessor returns it.
#include <crt_externs.h>
static inline char **sheetlab_environ(void) { return *_NSGetEnviron(); }
#else
extern char **environ; // POSIX: the application declares it.
static inline char **sheetlab_environ(void) { return environ; }
#endif

// MARK: el_set / el_get

typedef char *(*sheetlab_prompt_function)(EditLine *);
typedef unsigned char (*sheetlab_editor_function)(EditLine *, int);

static inline int sheetlab_el_set_prompt(EditLine *editor, sheetlab_prompt_function prompt) {
    return el_set(editor, EL_PROMPT, prompt);
}

static inline int sheetlab_el_set_editor(EditLine *editor, const char *mode) {
    return el_set(editor, EL_EDITOR, mode);
}

static inline int sheetlab_el_set_signal(EditLine *editor, int handle) {
    return el_set(editor, EL_SIGNAL, handle);
}

static inline int sheetlab_el_set_history(EditLine *editor, History *list) {
    return el_set(editor, EL_HIST, history, list);
}

static inline int sheetlab_el_set_client_data(EditLine *editor, void *data) {
    return el_set(editor, EL_CLIENTDATA, data);
}

static inline void *sheetlab_el_get_client_data(EditLine *editor) {
    void *data = NULL;
    if (el_get(editor, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}

static inline int sheetlab_el_add_function(
    EditLine *editor, const char *name, const char *help, sheetlab_editor_function function) {
    return el_set(editor, EL_ADDFN, name, help, function);
}

static inline int sheetlab_el_bind(EditLine *editor, const char *key, const char *command) {
    return el_set(editor, EL_BIND, key, command, NULL);
}

/// The terminal width in columns as libedit knows it, or 0 when unknown.
static inline int sheetlab_el_columns(EditLine *editor) {
    int columns = 0;
    if (el_get(editor, EL_GETTC, "co", &columns) != 0) return 0;
    return columns;
}

// MARK: history

static inline int sheetlab_history_set_size(History *list, HistEvent *event, int size) {
    return history(list, event, H_SETSIZE, size);
}

static inline int sheetlab_history_set_unique(History *list, HistEvent *event, int unique) {
    return history(list, event, H_SETUNIQUE, unique);
}

static inline int sheetlab_history_enter(History *list, HistEvent *event, const char *line) {
    return history(list, event, H_ENTER, line);
}

static inline int sheetlab_history_load(History *list, HistEvent *event, const char *path) {
    return history(list, event, H_LOAD, path);
}

static inline int sheetlab_history_save(History *list, HistEvent *event, const char *path) {
    return history(list, event, H_SAVE, path);
}

/// Writes every entry of `list` to `file` at its position; the `_HiStOrY_V2_` header only when
/// that position is 0 (libedit's history_save_fp).
static inline int sheetlab_history_save_fp(History *list, HistEvent *event, FILE *file) {
    return history(list, event, H_SAVE_FP, file);
}

/// The newest entry, in `event->str`; -1 for an empty history.
static inline int sheetlab_history_first(History *list, HistEvent *event) {
    return history(list, event, H_FIRST);
}

// MARK: files

/// An anonymous file, closed on exec. Linux: memfd_create(2) through syscall(2), which is
/// variadic, and whose glibc wrapper needs _GNU_SOURCE. macOS has no memfd: a temporary file
/// unlinked at once.
static inline int sheetlab_memory_file(void) {
#if defined(__linux__)
    return (int)syscall(SYS_memfd_create, "sheetlab", 1u /* MFD_CLOEXEC */);
#else
    char path[] = "/tmp/sheetlab.XXXXXX";
    int descriptor = mkstemp(path);
    if (descriptor < 0) return -1;
    unlink(path);
    fcntl(descriptor, F_SETFD, FD_CLOEXEC);
    return descriptor;
#endif
}

// MARK: signals

/// Installs `handler` for `signal_number` without SA_RESTART, so a blocked read fails with EINTR,
/// and unblocks the signal in case the parent process left it blocked.
static inline int sheetlab_install_interrupting_handler(int signal_number, void (*handler)(int)) {
    struct sigaction action;
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    if (sigaction(signal_number, &action, NULL) != 0) return -1;
    sigset_t signals;
    sigemptyset(&signals);
    sigaddset(&signals, signal_number);
    return sigprocmask(SIG_UNBLOCK, &signals, NULL);
}

#endif

#ifndef FILMSTRIP_CRASH_CONTEXT_H
#define FILMSTRIP_CRASH_CONTEXT_H

// What Filmstrip is drawing, kept where a signal handler can read it: when a team's code traps (a force unwrap,
// fatalError) or faults, the handler writes one line naming the scenes and checks in flight, then lets the signal
// go on to whatever handled it before (the Swift runtime's backtracer, or the default: the process ends).

// Records `text` ("drawing scenes/slider.json, check \"fling\""; the line reads "crashed while <text>"; truncated to 511 bytes) as in flight; returns its slot, or -1 when 64 are in flight already.
int fs_crash_context_enter(const char *text);

// Forgets the slot `fs_crash_context_enter` returned (nothing for -1).
void fs_crash_context_leave(int slot);

// Installs the handler for SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE and SIGABRT, once; `program` (truncated to 63
// bytes) starts the line. Returns 0, or -1 when a handler could not be installed.
int fs_crash_context_install(const char *program);

#endif

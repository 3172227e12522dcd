#include "filmstrip_crash_context.h"

#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

enum { slot_count = 64, slot_size = 512 };

static char slots[slot_count][slot_size];
static atomic_int slot_used[slot_count];
static char program_name[64] = "filmstrip";
static const int signals[] = {SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT};
enum { signal_count = sizeof(signals) / sizeof(signals[0]) };
static struct sigaction previous[signal_count];
static atomic_int installed;

int fs_crash_context_enter(const char *text) {
    for (int slot = 0; slot < slot_count; slot++) {
        int expected = 0;
        if (atomic_compare_exchange_strong(&slot_used[slot], &expected, 1)) {
            strncpy(slots[slot], text, slot_size - 1);
            slots[slot][slot_size - 1] = 0;
            atomic_store(&slot_used[slot], 2);
            return slot;
        }
    }
    return -1;
}

void fs_crash_context_leave(int slot) {
    if (slot < 0 || slot >= slot_count) return;
    atomic_store(&slot_used[slot], 0);
}

static void write_text(const char *text) {
    size_t length = strlen(text);
    while (length > 0) {
        ssize_t written = write(STDERR_FILENO, text, length);
        if (written <= 0) return;
        text += written;
        length -= (size_t)written;
    }
}

// Only async-signal-safe calls: write, sigaction, raise. With the previous handler back in place, a fault (an illegal
// instruction, a bad access) happens again when this returns, now with its own context for that handler; a trap that
// has already moved past its instruction, and an abort, are raised again instead.
static void handle(int signal_number) {
    int in_flight = 0;
    for (int slot = 0; slot < slot_count; slot++) {
        if (atomic_load(&slot_used[slot]) != 2) continue;
        write_text(in_flight == 0 ? "\n" : "");
        write_text(program_name);
        write_text(in_flight == 0 ? ": crashed while " : ": ...and while ");
        write_text(slots[slot]);
        write_text("\n");
        in_flight++;
    }
    for (int index = 0; index < signal_count; index++) {
        if (signals[index] == signal_number) sigaction(signal_number, &previous[index], NULL);
    }
    if (signal_number == SIGTRAP || signal_number == SIGABRT) raise(signal_number);
}

int fs_crash_context_install(const char *program) {
    int expected = 0;
    if (!atomic_compare_exchange_strong(&installed, &expected, 1)) return 0;
    strncpy(program_name, program, sizeof(program_name) - 1);
    program_name[sizeof(program_name) - 1] = 0;
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    action.sa_handler = handle;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_NODEFER;
    int status = 0;
    for (int index = 0; index < signal_count; index++) {
        if (sigaction(signals[index], &action, &previous[index]) != 0) status = -1;
    }
    return status;
}

// sched_setaffinity, sched_getcpu and the CPU_* macros are GNU extensions that Swift's Glibc module
// does not import.
#define _GNU_SOURCE
#include "process_affinity.h"

#if defined(__linux__)
#include <dirent.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/prctl.h>

// Pins every thread listed in /proc/self/task that is not pinned yet; returns how many it changed, or
// -1 when the list cannot be read.
static int pin_listed_threads(const cpu_set_t *set) {
    DIR *tasks = opendir("/proc/self/task");
    if (tasks == NULL) return -1;
    int changed = 0;
    struct dirent *entry;
    while ((entry = readdir(tasks)) != NULL) {
        char *end;
        long tid = strtol(entry->d_name, &end, 10);
        if (*end != '\0' || tid <= 0) continue;  // "." and ".."
        cpu_set_t current;
        if (sched_getaffinity((pid_t)tid, sizeof current, &current) == 0 && CPU_EQUAL(&current, set)) continue;
        // A thread that ended since the listing is no failure.
        if (sched_setaffinity((pid_t)tid, sizeof *set, set) == 0) changed++;
    }
    closedir(tasks);
    return changed;
}

int process_affinity_keep_to_current_cpu(void) {
    int cpu = sched_getcpu();
    if (cpu < 0) return -1;
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    if (sched_setaffinity(0, sizeof set, &set) != 0) return -1;
    // A thread started by a thread not pinned yet is pinned by the next pass; once a pass changes
    // nothing, every thread is pinned and any thread started later inherits the mask of its creator.
    for (int pass = 0; pass < 8; pass++) {
        int changed = pin_listed_threads(&set);
        if (changed < 0) return -1;
        if (changed == 0) return cpu;
    }
    return cpu;
}

// prctl is variadic, which Swift cannot call. The signal comes when the thread that started this
// process ends: `navpilot explore` starts it from its main thread, which lasts as long as it does.
int process_end_with_parent(void) {
    return prctl(PR_SET_PDEATHSIG, SIGTERM) == 0 ? 0 : -1;
}
#else
int process_affinity_keep_to_current_cpu(void) { return -1; }
int process_end_with_parent(void) { return -1; }
#endif

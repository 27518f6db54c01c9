#ifndef NAVPILOT_PROCESS_AFFINITY_H
#define NAVPILOT_PROCESS_AFFINITY_H

/// Restricts every thread of the process, and so every thread they start later, to the CPU the
/// calling thread is running on. Returns that CPU, or -1 when the platform or the system refuses
/// (the process is then left as it was).
int process_affinity_keep_to_current_cpu(void);

/// Asks the system to send this process SIGTERM when its parent ends (a child of `navpilot
/// explore`, so that it never outlives the parent that would read its journal). Returns 0, or -1
/// when the platform or the system refuses.
int process_end_with_parent(void);

#endif

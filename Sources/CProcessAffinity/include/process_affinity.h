#ifndef NAVPILOT_PROCESS_AFFINITY_H
#define NAVPILOT_PROCESS_AFFINITY_H

/// Restricts every thread of the process, and so every thread they start later, to the CPU the
/// calling thread is running on. Returns that CPU, or -1 when the platform or the system refuses
/// (the process is then left as it was).
int process_affinity_keep_to_current_cpu(void);

#endif

#ifndef NAVPILOT_MAIN_QUEUE_H
#define NAVPILOT_MAIN_QUEUE_H

/// Makes the calling thread, which must be the process's main thread, run the main dispatch queue
/// (and so the main actor) until the process exits: it waits on the queue's wake-up descriptor and
/// drains the queue each time it is woken, as Foundation's run loop does on Linux.
///
/// `dispatch_main()` does the same work on another thread after ending the main thread with
/// `pthread_exit`, whose forced unwind reads the executable's whole unwind table into memory (and
/// loads the unwinder). Signals are taken as under `dispatch_main()`: by one thread that does
/// nothing else, every other thread started from here on blocking them. Where the platform has no
/// such wake-up descriptor this calls `dispatch_main()`.
void main_queue_serve_forever(void) __attribute__((noreturn));

/// Whether the calling thread is the process's main thread (1) or not (0).
int main_queue_is_main_thread(void);

#endif

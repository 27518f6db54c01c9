// gettid is a GNU extension.
#define _GNU_SOURCE
#include "main_queue.h"

#include <errno.h>

// libdispatch's own declaration, without its headers (not on every C compiler's search path).
extern void dispatch_main(void) __attribute__((noreturn));

#if defined(__linux__)
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <unistd.h>

// libdispatch's interface for a run loop that serves the main queue (swift-corelibs-foundation's
// RunLoop uses it). On Linux the handle is an eventfd that libdispatch writes to whenever the main
// queue has work.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

// The thread that takes the process's signals: it does nothing else, so a handler runs at once even
// while the main actor is busy, and no other thread's system calls are interrupted by one.
static void *take_signals(void *unused) {
    (void)unused;
    sigset_t none;
    sigemptyset(&none);
    for (;;) sigsuspend(&none);
    return NULL;
}

// Signals reach the process as they did under dispatch_main, whose main thread waited in sigsuspend
// while every other thread blocked them: the threads started from here on (the main actor's own)
// inherit the block, whatever mask the process started with. Signals that a fault or a broken pipe
// raises on the thread itself stay unblocked.
static void hand_signals_to_a_thread_of_their_own(void) {
    sigset_t asynchronous;
    sigfillset(&asynchronous);
    const int synchronous[] = {SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS, SIGPIPE};
    for (size_t index = 0; index < sizeof synchronous / sizeof synchronous[0]; index++) {
        sigdelset(&asynchronous, synchronous[index]);
    }
    sigset_t previous;
    if (pthread_sigmask(SIG_BLOCK, &asynchronous, &previous) != 0) return;
    pthread_t taker;
    if (pthread_create(&taker, NULL, take_signals, NULL) != 0) {
        // No thread for them: the main thread keeps taking them.
        pthread_sigmask(SIG_SETMASK, &previous, NULL);
        return;
    }
    pthread_detach(taker);
}

void main_queue_serve_forever(void) {
    hand_signals_to_a_thread_of_their_own();
    int wakeup = _dispatch_get_main_queue_handle_4CF();
    int flags = wakeup < 0 ? -1 : fcntl(wakeup, F_GETFL);
    if (flags < 0 || fcntl(wakeup, F_SETFL, flags | O_NONBLOCK) < 0) dispatch_main();
    for (;;) {
        // Drained before the first wait: work queued before the descriptor existed woke no one.
        _dispatch_main_queue_callback_4CF(0);
        struct pollfd ready = {.fd = wakeup, .events = POLLIN, .revents = 0};
        int result;
        do {
            result = poll(&ready, 1, -1);
        } while (result < 0 && errno == EINTR);
        if (result < 0) dispatch_main();
        // Reset before draining, so that work queued during the drain wakes the next poll.
        uint64_t count;
        if (read(wakeup, &count, sizeof count) < 0 && errno != EAGAIN) dispatch_main();
    }
}

// Linux gives the main thread the process's id.
int main_queue_is_main_thread(void) { return gettid() == getpid(); }
#else
void main_queue_serve_forever(void) { dispatch_main(); }

int main_queue_is_main_thread(void) { return 1; }
#endif

/* timer.c - run one command and print how long it took, in seconds.
 *
 *   timer PROGRAM [ARG ...]
 *
 * The command's standard output goes to /dev/null (a benchmark wants its
 * time, not its summary), its standard error passes through, and this
 * program's own standard output is one line: the elapsed wall-clock time
 * with microsecond digits.  The exit status is the command's (or 2 when it
 * could not be started), so a caller can tell a refused input from a run.
 *
 * The clock is CLOCK_MONOTONIC: wall-clock time that never jumps when the
 * system clock is set, measured from just before fork() to just after the
 * child is reaped, so process start-up is included (about a millisecond,
 * the same for every program). */
#define _POSIX_C_SOURCE 200809L

#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <errno.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* In the child: stdout to /dev/null, then become the command. */
static void run_child(char **argv)
{
    int null_fd = open("/dev/null", O_WRONLY);
    if (null_fd < 0 || dup2(null_fd, STDOUT_FILENO) < 0) {
        fprintf(stderr, "timer: cannot open /dev/null: %s\n", strerror(errno));
        _exit(2);
    }
    close(null_fd);
    execv(argv[0], argv);
    fprintf(stderr, "timer: cannot run %s: %s\n", argv[0], strerror(errno));
    _exit(2);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: timer PROGRAM [ARG ...]\n");
        return 2;
    }
    double start = now_seconds();
    pid_t pid = fork();
    if (pid < 0) {
        fprintf(stderr, "timer: fork failed: %s\n", strerror(errno));
        return 2;
    }
    if (pid == 0)
        run_child(argv + 1);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0) {
        if (errno != EINTR) {
            fprintf(stderr, "timer: waitpid failed: %s\n", strerror(errno));
            return 2;
        }
    }
    double elapsed = now_seconds() - start;
    printf("%.6f\n", elapsed);
    if (WIFEXITED(status))
        return WEXITSTATUS(status);
    fprintf(stderr, "timer: %s was killed by signal %d\n", argv[1], WTERMSIG(status));
    return 2;
}

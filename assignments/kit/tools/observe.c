/* observe.c - the observer and the sandbox of a test under make grade
 * (tools/observe.h says why).
 *
 * Observations go, one line and one write(2) each, to the file descriptor
 * KIT_OBS_FD names (tools/grade.sh opens it for appending):
 *   B <TAB> test|iteration          the test's body starts
 *   A <TAB> file:line <TAB> held <TAB> tolerance <TAB> numbers   a check
 *   E                               the test's body returned
 * Numbers are %.17g (exact for a double); compared bytes are s: and hex.
 *
 * The sandbox is a seccomp filter entered before the body runs: the
 * process may compute, allocate memory that is never executable, write
 * to what it already has open, read the clock, set a timer (Check times
 * the test with one), signal itself and end; every other system call
 * (opening a file, starting a program or a process, signalling another,
 * a socket) fails with EPERM.
 */
#define _GNU_SOURCE
#include <check.h>
#include <errno.h>
#include <fenv.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/syscall.h>

void obs_begin(const char *test, int iteration);
void obs_end(void);
void obs_stash(int n, double a, double b, double c, double d, double tol);
void obs_stash_bytes(const void *x, size_t nx, const void *y, size_t ny);
int obs_check(const char *file, int line, int ok);

enum {
    OBS_LINE_MAX = 2048,
    OBS_BYTES_MAX = 256
};

static int obs_fd = -1;
static struct {
    int n;
    double v[4], tol;
    int bytes;
    char text[2 * OBS_BYTES_MAX + 8 + 2 * OBS_BYTES_MAX + 8];
} stash;

static void obs_write(const char *line, size_t len)
{
    if (obs_fd >= 0 && write(obs_fd, line, len) < 0) {
        /* Nothing to do: a missing observation fails the test. */
    }
}

#if defined(__x86_64__)
#define OBS_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define OBS_ARCH AUDIT_ARCH_AARCH64
#endif

#ifdef OBS_ARCH
#define OBS_LOAD(field) BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, field))
#define OBS_ALLOW(nr) \
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (nr), 0, 1), BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW)
/* mmap and mprotect: allowed unless they ask for executable memory. */
#define OBS_NO_EXEC(nr)                                                 \
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (nr), 0, 4), OBS_LOAD(args[2]), \
        BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, PROT_EXEC, 0, 1),          \
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),           \
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW)

static int sandbox_enter(void)
{
    /* A signal to itself only: abort() ends with one, and a test may
     * expect it (tcase_add_test_raise_signal). */
    unsigned self = (unsigned)getpid();
    struct sock_filter filter[] = {
        OBS_LOAD(arch),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, OBS_ARCH, 1, 0),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
        OBS_LOAD(nr),
        OBS_NO_EXEC(__NR_mmap),
        OBS_LOAD(nr),
        OBS_NO_EXEC(__NR_mprotect),
        OBS_LOAD(nr),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_tgkill, 0, 4),
        OBS_LOAD(args[0]),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, self, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
        OBS_LOAD(nr),
        OBS_ALLOW(__NR_read),
        OBS_ALLOW(__NR_write),
        OBS_ALLOW(__NR_writev),
        OBS_ALLOW(__NR_lseek),
        OBS_ALLOW(__NR_fstat),
        OBS_ALLOW(__NR_newfstatat),
        OBS_ALLOW(__NR_brk),
        OBS_ALLOW(__NR_munmap),
        OBS_ALLOW(__NR_mremap),
        OBS_ALLOW(__NR_madvise),
        OBS_ALLOW(__NR_rt_sigreturn),
        OBS_ALLOW(__NR_rt_sigprocmask),
        OBS_ALLOW(__NR_rt_sigaction),
        OBS_ALLOW(__NR_getpid),
        OBS_ALLOW(__NR_gettid),
        OBS_ALLOW(__NR_clock_gettime),
        OBS_ALLOW(__NR_gettimeofday),
        OBS_ALLOW(__NR_clock_nanosleep),
        OBS_ALLOW(__NR_nanosleep),
        OBS_ALLOW(__NR_futex),
        OBS_ALLOW(__NR_getrandom),
        OBS_ALLOW(__NR_sched_yield),
        OBS_ALLOW(__NR_sysinfo),
        OBS_ALLOW(__NR_timer_create),
        OBS_ALLOW(__NR_timer_delete),
        OBS_ALLOW(__NR_exit),
        OBS_ALLOW(__NR_exit_group),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
    };
    struct sock_fprog prog = {.len = sizeof filter / sizeof filter[0], .filter = filter};
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0)
        return -1;
    return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog);
}
#else
static int sandbox_enter(void)
{
    errno = ENOSYS;
    return -1;
}
#endif

void obs_begin(const char *test, int iteration)
{
    const char *fd = getenv("KIT_OBS_FD");
    obs_fd = fd ? atoi(fd) : -1;
    /* When the kit is made, the solution also runs rounding up and down,
     * to find the checks whose numbers depend on rounding
     * (assignments/tools/map.sh). */
    const char *round = getenv("KIT_OBS_ROUND");
    if (round && strcmp(round, "up") == 0)
        fesetround(FE_UPWARD);
    else if (round && strcmp(round, "down") == 0)
        fesetround(FE_DOWNWARD);
    if (sandbox_enter() != 0) {
        /* A test that cannot be sandboxed is not run: it fails, and says why. */
        char why[256];
        int len = snprintf(why, sizeof why, "X\tthe grader could not sandbox this test (%s)\n",
                           strerror(errno));
        obs_write(why, (size_t)len);
        ck_abort_msg("make grade could not sandbox the test (%s): it needs Linux on x86-64 or "
                     "arm64 with seccomp",
                     strerror(errno));
    }
    char line[OBS_LINE_MAX];
    int len = snprintf(line, sizeof line, "B\t%s|%d\n", test, iteration);
    obs_write(line, (size_t)len);
}

void obs_end(void)
{
    obs_write("E\n", 2);
}

void obs_stash(int n, double a, double b, double c, double d, double tol)
{
    stash.n = n;
    stash.v[0] = a, stash.v[1] = b, stash.v[2] = c, stash.v[3] = d;
    stash.tol = tol;
    stash.bytes = 0;
}

static size_t hex(char *out, const void *p, size_t n)
{
    static const char digits[] = "0123456789abcdef";
    const unsigned char *b = p;
    size_t len = 0;
    out[len++] = 's';
    out[len++] = ':';
    if (!p) {
        memcpy(out + len, "null", 4);
        return len + 4;
    }
    if (n > OBS_BYTES_MAX)
        n = OBS_BYTES_MAX;
    for (size_t i = 0; i < n; i++) {
        out[len++] = digits[b[i] >> 4];
        out[len++] = digits[b[i] & 15];
    }
    return len;
}

void obs_stash_bytes(const void *x, size_t nx, const void *y, size_t ny)
{
    size_t len = hex(stash.text, x, nx);
    stash.text[len++] = ' ';
    len += hex(stash.text + len, y, ny);
    stash.text[len] = '\0';
    stash.n = 0;
    stash.bytes = 1;
}

int obs_check(const char *file, int line, int ok)
{
    const char *base = strrchr(file, '/');
    char out[OBS_LINE_MAX + sizeof stash.text];
    int len = snprintf(out, sizeof out, "A\t%s:%d\t%d\t%.17g\t", base ? base + 1 : file, line,
                       ok != 0, stash.tol);
    if (stash.bytes)
        len += snprintf(out + len, sizeof out - (size_t)len, "%s", stash.text);
    for (int i = 0; i < stash.n; i++)
        len += snprintf(out + len, sizeof out - (size_t)len, "%s%.17g", i ? " " : "", stash.v[i]);
    out[len++] = '\n';
    obs_write(out, (size_t)len);
    obs_stash(0, 0, 0, 0, 0, 0);
    return ok;
}

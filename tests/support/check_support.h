/* check_support.h - small helpers shared by the Check suites.
 *
 * Include this first: the suites use POSIX fmemopen and mkstemp, which
 * -std=c11 hides unless the feature macro comes before any system header.
 */
#ifndef CHECK_SUPPORT_H
#define CHECK_SUPPORT_H

#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <check.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Results computed by a few arithmetic operations are within a few ulps of
 * the hand-worked value; 1e-12 is far above that and far below any real
 * mistake in these tests. */
#define CK_TOL 1e-12

#define ck_assert_str_contains(haystack, needle)                                             \
    ck_assert_msg(strstr((haystack), (needle)) != NULL, "expected \"%s\" to contain \"%s\"", \
                  (haystack), (needle))

/* A failure is reported at the line of the test that asked for the check,
 * never inside a helper: a helper that checks takes its caller's place,
 * HERE, as a Where, and fails with ck_assert_at, whose message (a printf
 * format and its values, at least the format) names the quantity and
 * gives the actual and expected values. */
typedef struct Where {
    const char *file;
    int line;
} Where;
#define HERE ((Where){__FILE__, __LINE__})
/* Under the kits' make grade (assignments/kit/tools/observe.h), a check
 * also reports what it compared: ck_stash names its numbers and
 * tolerance, ck_note reports the check.  Elsewhere both are nothing. */
#ifndef CK_OBSERVED
#define ck_note(where, ok) (ok)
#define ck_stash(n, a, b, c, d, tol) ((void)0)
#endif
#define ck_assert_at(where, expr, ...)                                      \
    (ck_note(where, (expr)) ? (void)0                                       \
                            : _ck_assert_failed((where).file, (where).line, \
                                                "Assertion '" #expr "' failed", __VA_ARGS__))

/* actual (a number, or a vector's x and y) within CK_TOL of expected; a
 * failure names the quantity and gives both values. */
#define ck_assert_approx(actual, expected) ck_assert_near_at(HERE, #actual, (actual), (expected))
#define ck_assert_vec2_approx(v, ex, ey) ck_assert_vec2_near_at(HERE, #v, (v).x, (v).y, (ex), (ey))
static inline void ck_assert_near_at(Where w, const char *what, double actual, double expected)
{
    ck_stash(2, actual, expected, 0, 0, CK_TOL);
    ck_assert_at(w, fabs(actual - expected) < CK_TOL, "%s is %.17g, expected %.17g", what, actual,
                 expected);
}
static inline void ck_assert_vec2_near_at(Where w, const char *what, double x, double y, double ex,
                                          double ey)
{
    ck_stash(4, x, y, ex, ey, CK_TOL);
    ck_assert_at(w, fabs(x - ex) < CK_TOL && fabs(y - ey) < CK_TOL,
                 "%s is (%.17g, %.17g), expected (%.17g, %.17g)", what, x, y, ex, ey);
}

/* A narrow-phase call that fills the CollisionInfo `info` on a hit must
 * hit, or miss; a failure says what it answered instead. */
#define ck_assert_hit(call, info) ck_assert_at(HERE, (call), "%s: a miss, expected a hit", #call)
#define ck_assert_miss(call, info)                                                                \
    do {                                                                                          \
        if (call)                                                                                 \
            ck_assert_at(HERE, 0,                                                                 \
                         "%s: a hit of depth %.17g along (%.17g, %.17g), expected a miss", #call, \
                         (info).depth, (info).normal.x, (info).normal.y);                         \
    } while (0)

/* actual within tol of expected, tol scaled by |expected| when that is
 * above 1 (so it is relative for large values, absolute for small ones). */
#define ck_assert_close(actual, expected, tol) \
    ck_assert_close_at(HERE, #actual, (actual), (expected), (tol))
static inline void ck_assert_close_at(Where w, const char *what, double actual, double expected,
                                      double tol)
{
    double scale = fabs(expected) > 1.0 ? fabs(expected) : 1.0;
    ck_stash(2, actual, expected, 0, 0, tol * scale);
    ck_assert_at(w, fabs(actual - expected) <= tol * scale,
                 "%s is %.17g, expected %.17g (within %g)", what, actual, expected, tol * scale);
}

/* Everything from the start of f, as a malloc'd string. */
static inline char *support_read_stream(FILE *f)
{
    size_t cap = 1 << 16, size = 0;
    char *text = malloc(cap);
    ck_assert_ptr_nonnull(text);
    rewind(f);
    for (size_t got; (got = fread(text + size, 1, cap - size - 1, f)) > 0;) {
        size += got;
        if (size == cap - 1) {
            text = realloc(text, cap *= 2);
            ck_assert_ptr_nonnull(text);
        }
    }
    text[size] = '\0';
    return text;
}

static inline char *support_read_path(const char *path)
{
    FILE *f = fopen(path, "rb");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    char *text = support_read_stream(f);
    fclose(f);
    return text;
}

/* What a shell command prints (a scene generator such as bench/pile.awk,
 * run from the top directory), as a malloc'd string; the command must
 * succeed. */
static inline char *support_read_command(const char *command)
{
    FILE *f = popen(command, "r");
    ck_assert_msg(f != NULL, "cannot run %s", command);
    char *text = support_read_stream(f);
    ck_assert_msg(pclose(f) == 0, "%s failed (run the tests from the top directory)", command);
    return text;
}

/* A fresh empty file in /tmp; the caller removes it. */
static inline void support_temp_path(char path[64])
{
    snprintf(path, 64, "/tmp/workbook_test_XXXXXX");
    int fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    close(fd);
}

static inline void support_write_path(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    fputs(text, f);
    fclose(f);
}

static inline int support_count_char(const char *s, char c)
{
    int n = 0;
    for (; *s; s++)
        n += *s == c;
    return n;
}

static inline int support_count_substr(const char *s, const char *needle)
{
    int n = 0;
    for (const char *p = strstr(s, needle); p; p = strstr(p + 1, needle))
        n++;
    return n;
}

#endif

/* observe.h - what `make grade` puts in front of every test file (-include).
 *
 * A graded test runs the student's functions in a process of its own, so
 * nothing that process says can be believed: it may end itself cleanly
 * halfway, or write anything anywhere it can write.  So under make grade
 * a test does not pass or fail by itself.  Each assertion, besides
 * failing the test as Check does, reports an observation: where it is,
 * whether it held, and the numbers it compared.  tools/judge.awk, run by
 * the grading process, then passes a test only when its observations are
 * all there (the test ran to its end), each held, and each number agrees
 * with what the stage's own solution observed at the same assertion,
 * recorded when the kit was made (grading/reference.txt).  Forging an
 * observation therefore takes the right numbers, which is the right
 * answer.  Before the test's body runs, its process enters a sandbox
 * (tools/observe.c): no files, no programs, no network, no executable
 * memory.
 */
#ifndef KIT_OBSERVE_H
#define KIT_OBSERVE_H
#pragma GCC system_header

#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#include <check.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

void obs_begin(const char *test, int iteration);
void obs_end(void);
/* The numbers (up to 4) and the tolerance, if any, of the next check. */
void obs_stash(int n, double a, double b, double c, double d, double tol);
void obs_stash_bytes(const void *x, size_t nx, const void *y, size_t ny);
/* Reports the check at file:line with its stashed numbers; returns ok. */
int obs_check(const char *file, int line, int ok);

#define CK_OBSERVED 1
#define ck_note(where, ok) obs_check((where).file, (where).line, (ok) != 0)
#define ck_stash(n, a, b, c, d, tol) obs_stash((n), (a), (b), (c), (d), (tol))

#undef START_TEST
#define START_TEST(name)                                                         \
    static void name##_body(int _i);                                             \
    static void name##_fn(int _i)                                                \
    {                                                                            \
        obs_begin(#name, _i);                                                    \
        name##_body(_i);                                                         \
        obs_end();                                                               \
    }                                                                            \
    static const TTest name##_ttest = {"" #name, name##_fn, __FILE__, __LINE__}; \
    static const TTest *name = &name##_ttest;                                    \
    static void name##_body(int _i CK_ATTRIBUTE_UNUSED)

#undef ck_assert_msg
#define ck_assert_msg(expr, ...)                \
    (obs_check(__FILE__, __LINE__, (expr) != 0) \
         ? _mark_point(__FILE__, __LINE__)      \
         : _ck_assert_failed(__FILE__, __LINE__, "Assertion '" #expr "' failed", __VA_ARGS__))
#undef ck_abort_msg
#define ck_abort_msg(...) \
    (obs_check(__FILE__, __LINE__, 0), _ck_assert_failed(__FILE__, __LINE__, "Failed", __VA_ARGS__))

#undef _ck_assert_int
#define _ck_assert_int(X, OP, Y)                                                     \
    do {                                                                             \
        intmax_t _ck_x = (X), _ck_y = (Y);                                           \
        obs_stash(2, (double)_ck_x, (double)_ck_y, 0, 0, 0);                         \
        ck_assert_msg(_ck_x OP _ck_y, "Assertion '%s' failed: %s == %jd, %s == %jd", \
                      #X " " #OP " " #Y, #X, _ck_x, #Y, _ck_y);                      \
    } while (0)
#undef _ck_assert_uint
#define _ck_assert_uint(X, OP, Y)                                                    \
    do {                                                                             \
        uintmax_t _ck_x = (X), _ck_y = (Y);                                          \
        obs_stash(2, (double)_ck_x, (double)_ck_y, 0, 0, 0);                         \
        ck_assert_msg(_ck_x OP _ck_y, "Assertion '%s' failed: %s == %ju, %s == %ju", \
                      #X " " #OP " " #Y, #X, _ck_x, #Y, _ck_y);                      \
    } while (0)
#undef _ck_assert_floating
#define _ck_assert_floating(X, OP, Y, TP, TM)                                                      \
    do {                                                                                           \
        TP _ck_x = (X), _ck_y = (Y);                                                               \
        obs_stash(2, (double)_ck_x, (double)_ck_y, 0, 0, 0);                                       \
        ck_assert_msg(_ck_x OP _ck_y, "Assertion '%s' failed: %s == %.*" TM "g, %s == %.*" TM "g", \
                      #X " " #OP " " #Y, #X, (int)CK_FLOATING_DIG, _ck_x, #Y,                      \
                      (int)CK_FLOATING_DIG, _ck_y);                                                \
    } while (0)
#define OBS_FLOATING_CLASS(X, TP, TM, TEST, WHAT)                                          \
    do {                                                                                   \
        TP _ck_x = (X);                                                                    \
        obs_stash(1, (double)_ck_x, 0, 0, 0, 0);                                           \
        ck_assert_msg(TEST(_ck_x), "Assertion '%s' failed: %s == %.*" TM "g", #X WHAT, #X, \
                      (int)CK_FLOATING_DIG, _ck_x);                                        \
    } while (0)
#define OBS_NOT_NAN(x) (!isnan(x))
#undef _ck_assert_floating_finite
#define _ck_assert_floating_finite(X, TP, TM) OBS_FLOATING_CLASS(X, TP, TM, isfinite, " is finite")
#undef _ck_assert_floating_infinite
#define _ck_assert_floating_infinite(X, TP, TM) OBS_FLOATING_CLASS(X, TP, TM, isinf, " is infinite")
#undef _ck_assert_floating_nan
#define _ck_assert_floating_nan(X, TP, TM) OBS_FLOATING_CLASS(X, TP, TM, isnan, " is NaN")
#undef _ck_assert_floating_nonnan
#define _ck_assert_floating_nonnan(X, TP, TM) \
    OBS_FLOATING_CLASS(X, TP, TM, OBS_NOT_NAN, " is not NaN")
#undef _ck_assert_floating_op_tol
#define _ck_assert_floating_op_tol(X, OP, Y, T, D, TP, TM)                                      \
    do {                                                                                        \
        TP _ck_x = (X), _ck_y = (Y), _ck_t = (T);                                               \
        obs_stash(2, (double)_ck_x, (double)_ck_y, 0, 0, (double)_ck_t);                        \
        ck_assert_msg((_ck_x - _ck_y) OP _ck_t *(D),                                            \
                      "Assertion '%s' failed: %s == %.*" TM "g, %s == %.*" TM "g, %s == %.*" TM \
                      "g",                                                                      \
                      #X " " #OP "= " #Y ", error < " #T, #X, (int)CK_FLOATING_DIG, _ck_x, #Y,  \
                      (int)CK_FLOATING_DIG, _ck_y, #T, (int)CK_FLOATING_DIG, _ck_t);            \
    } while (0)
#undef _ck_assert_floating_absdiff_op_tol
#define _ck_assert_floating_absdiff_op_tol(X, Y, OP, T, TP, TM)                                  \
    do {                                                                                         \
        TP _ck_x = (X), _ck_y = (Y), _ck_t = (T);                                                \
        obs_stash(2, (double)_ck_x, (double)_ck_y, 0, 0, (double)_ck_t);                         \
        ck_assert_msg(fabsl(_ck_y - _ck_x) OP _ck_t,                                             \
                      "Assertion '%s' failed: %s == %.*" TM "g, %s == %.*" TM "g, %s == %.*" TM  \
                      "g",                                                                       \
                      "fabsl(" #Y " - " #X ") " #OP " " #T, #X, (int)CK_FLOATING_DIG, _ck_x, #Y, \
                      (int)CK_FLOATING_DIG, _ck_y, #T, (int)CK_FLOATING_DIG, _ck_t);             \
    } while (0)
#undef _ck_assert_str
#define _ck_assert_str(X, OP, Y, NULLEQ, NULLNE)                                                  \
    do {                                                                                          \
        const char *_ck_x = (X), *_ck_y = (Y);                                                    \
        obs_stash_bytes(_ck_x, _ck_x ? strlen(_ck_x) : 0, _ck_y, _ck_y ? strlen(_ck_y) : 0);      \
        ck_assert_msg((NULLEQ && !_ck_x && !_ck_y)                                                \
                          || (NULLNE && (!_ck_x || !_ck_y) && _ck_x != _ck_y)                     \
                          || (_ck_x && _ck_y && (0 OP strcmp(_ck_y, _ck_x))),                     \
                      "Assertion '%s' failed: %s == \"%s\", %s == \"%s\"", #X " " #OP " " #Y, #X, \
                      _ck_x ? _ck_x : "(null)", #Y, _ck_y ? _ck_y : "(null)");                    \
    } while (0)
#undef _ck_assert_mem
#define _ck_assert_mem(X, OP, Y, L)                                                          \
    do {                                                                                     \
        const void *_ck_x = (X), *_ck_y = (Y);                                               \
        size_t _ck_l = (L);                                                                  \
        obs_stash_bytes(_ck_x, _ck_l, _ck_y, _ck_l);                                         \
        ck_assert_msg(0 OP memcmp(_ck_y, _ck_x, _ck_l), "Assertion '%s' failed (%zu bytes)", \
                      #X " " #OP " " #Y, _ck_l);                                             \
    } while (0)

#endif

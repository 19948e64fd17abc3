/* isolate.h - what make grade puts in front of every test file (-include):
 * each test tells tools/isolate.c when it starts and ends (so that the
 * process that runs your functions for it lives as long as the test), and
 * only the tests tools/grade.sh asks for (KIT_TESTS_FILE) are added to
 * their suites.  tools/isolate.c says how a test's calls of your
 * functions run in a process of their own. */
#ifndef KIT_ISOLATE_TESTS_H
#define KIT_ISOLATE_TESTS_H
#pragma GCC system_header

#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#include <check.h>

void kit_test_begin(const char *name, int iteration, const char *file, int line);
void kit_test_end(void);
void kit_tcase_add_test(TCase *tc, const TTest *ttest, int signal, int exit_value, int start,
                        int end);

#undef START_TEST
#define START_TEST(name)                                                         \
    static void name##_body(int _i);                                             \
    static void name##_fn(int _i)                                                \
    {                                                                            \
        kit_test_begin(#name, _i, __FILE__, __LINE__);                           \
        name##_body(_i);                                                         \
        kit_test_end();                                                          \
    }                                                                            \
    static const TTest name##_ttest = {"" #name, name##_fn, __FILE__, __LINE__}; \
    static const TTest *name = &name##_ttest;                                    \
    static void name##_body(int _i CK_ATTRIBUTE_UNUSED)

#define _tcase_add_test kit_tcase_add_test

#endif

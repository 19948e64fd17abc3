/* variant_supersede.h - stage 8's suites as a variant runs them.
 *
 * A variant runs every suite of stage 8 on top of its own.  Most of stage
 * 8's laws hold for it unchanged; a few state the very rule the variant
 * replaces (the chapter's friction, the chapter's projection), and the
 * variant's own suite states the law that takes their place.  Those tests
 * are named, with the reason, in tests/variants/NAME/SUPERSEDED; the build
 * (superseded.awk) turns the names into VARIANT_SUPERSEDED, a list of
 * strings in a generated header, and compiles stage 8's suites with this
 * file included first, so tcase_add_test and tcase_add_loop_test leave the
 * named tests out.  (A test file whose every test is of code the variant
 * removed is named in the list as a file and not compiled at all.)
 * Nothing else changes: the suites, their cases and every other test are
 * stage 8's own.
 */
#ifndef VARIANT_SUPERSEDE_H
#define VARIANT_SUPERSEDE_H

/* Included before anything else: ask for POSIX as check_support.h does,
 * since the system headers read this only once. */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <check.h>
#include <string.h>

#include "variant_superseded.h"

static inline int variant_superseded(const char *name)
{
    static const char *const names[] = {VARIANT_SUPERSEDED NULL};
    for (int k = 0; names[k]; k++)
        if (strcmp(names[k], name) == 0)
            return 1;
    return 0;
}

/* Check's tcase_add_test and tcase_add_loop_test (a table of cases),
 * which leave a superseded test out. */
static inline void variant_tcase_add_test(TCase *tc, const TTest *tf)
{
    if (!variant_superseded(tf->name))
        tcase_add_test_raise_signal(tc, tf, 0);
}

static inline void variant_tcase_add_loop_test(TCase *tc, const TTest *tf, int s, int e)
{
    if (!variant_superseded(tf->name))
        tcase_add_loop_test_raise_signal(tc, tf, 0, s, e);
}

#undef tcase_add_test
#define tcase_add_test(tc, tf) variant_tcase_add_test(tc, tf)
#undef tcase_add_loop_test
#define tcase_add_loop_test(tc, tf, s, e) variant_tcase_add_loop_test(tc, tf, s, e)

#endif

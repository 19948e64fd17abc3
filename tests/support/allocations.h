/* allocations.h - counts the heap allocations a test runner makes.
 *
 * A runner linked with -Wl,--wrap=malloc,--wrap=realloc,--wrap=calloc
 * (the Makefile's TEST_LDFLAGS, given to the runners of the track of
 * chapters 10 and 11) calls __wrap_malloc for every malloc of its own
 * code and libraries, and so on; here each counts one allocation and
 * hands the call on to the C library's (__real_malloc).  A test reads
 * allocation_count before and after the code it watches.  Include this
 * file in exactly one test file of such a runner: it defines the
 * wrappers, which the linker looks for once.
 */
#ifndef ALLOCATIONS_H
#define ALLOCATIONS_H

#include <stddef.h>

/* Every malloc, realloc and calloc so far. */
static long allocation_count;

void *__real_malloc(size_t size);
void *__real_realloc(void *p, size_t size);
void *__real_calloc(size_t n, size_t size);
void *__wrap_malloc(size_t size);
void *__wrap_realloc(void *p, size_t size);
void *__wrap_calloc(size_t n, size_t size);

void *__wrap_malloc(size_t size)
{
    allocation_count++;
    return __real_malloc(size);
}

void *__wrap_realloc(void *p, size_t size)
{
    allocation_count++;
    return __real_realloc(p, size);
}

void *__wrap_calloc(size_t n, size_t size)
{
    allocation_count++;
    return __real_calloc(n, size);
}

#endif

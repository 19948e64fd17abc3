/* grow.c - arrays that grow as needed. */
#include "grow.h"

#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static void out_of_memory(const char *what, int needed)
{
    fprintf(stderr, "out of memory: no room for %d %s\n", needed, what);
    exit(2);
}

/* Doubling keeps the cost of n appends proportional to n. */
void *grow_array(void *items, int *capacity, int needed, size_t elem_size, const char *what)
{
    if (needed <= *capacity)
        return items;
    if (needed < 0 || needed > INT_MAX / 2)
        out_of_memory(what, needed);
    int cap = *capacity > 0 ? *capacity : 16;
    while (cap < needed)
        cap *= 2;
    if ((size_t)cap > SIZE_MAX / elem_size)
        out_of_memory(what, needed);
    void *grown = realloc(items, (size_t)cap * elem_size);
    if (grown == NULL)
        out_of_memory(what, needed);
    *capacity = cap;
    return grown;
}

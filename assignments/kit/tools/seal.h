/* seal.h - read first by every file make grade grades (the Makefile adds
 * -include tools/seal.h to those files only; tools/seal.sh explains the
 * seal).  A graded function that leaves the test program early would stop
 * its test before the test's checks; while grading, the ways out do
 * nothing instead, and the code after them runs as if they were not
 * there.  (The program and make test build your files as they are.) */
#ifndef KIT_SEAL_H
#define KIT_SEAL_H

#include <stdlib.h>

static inline void kit_sealed_exit(int status)
{
    (void)status;
}

#define exit(status) kit_sealed_exit(status)
#define _Exit(status) kit_sealed_exit(status)
#define quick_exit(status) kit_sealed_exit(status)
#define _exit(status) kit_sealed_exit(status)

#endif

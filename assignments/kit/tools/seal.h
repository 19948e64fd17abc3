/* seal.h - read first by every file make grade grades (tools/grade_build.sh
 * puts -include tools/seal.h in front of those files only; tools/seal.sh
 * explains the seal).  While grading, your functions run in a process of
 * their own for each test (tools/isolate.c); a way out of it ends that
 * process with a line that says so, and the test fails there.  (The
 * program and make test build your files as they are.) */
#ifndef KIT_SEAL_H
#define KIT_SEAL_H

/* the headers that declare them first: a later #include of either is
 * then a no-op, and the macros below never meet their declarations */
#include <stdlib.h>
#include <unistd.h>

void kit_refuse(const char *file, const char *what);

static inline void kit_sealed_exit(int status, const char *file, const char *what)
{
    (void)status;
    kit_refuse(file, what);
}

#define exit(status) kit_sealed_exit(status, __FILE__, "exit()")
#define _Exit(status) kit_sealed_exit(status, __FILE__, "_Exit()")
#define quick_exit(status) kit_sealed_exit(status, __FILE__, "quick_exit()")
#define _exit(status) kit_sealed_exit(status, __FILE__, "_exit()")

#endif

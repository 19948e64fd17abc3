/* error.h - one line that tells the person what went wrong and where.
 *
 * Every parser fills an Error with "FILE:LINE: what is wrong" (or
 * "FILE: ..." when no line applies) and returns false.  The front end prints
 * the message on stderr and exits with status 2.
 */
#ifndef ERROR_H
#define ERROR_H

#include <stdbool.h>

#define EXIT_BAD_INPUT 2

typedef struct Error {
    char message[512];
} Error;

/* Formats "file:line: ..." (line <= 0 leaves the line out).  Returns false
 * so a parser can write `return error_at(err, file, line, "...", ...);`. */
bool error_at(Error *err, const char *file, int line, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

#endif

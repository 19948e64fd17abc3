/* error.c - formatting the one-line message a parser hands back. */
#include "error.h"

#include <stdarg.h>
#include <stdio.h>

/* A word quoted from the input may hold control bytes (a stray ESC or
 * CR); printed raw they would garble the terminal or hide the rest of the
 * line, so they show as '?'. */
static bool printable(Error *err)
{
    for (char *p = err->message; *p; p++) {
        if ((unsigned char)*p < 0x20 || *p == 0x7f)
            *p = '?';
    }
    return false;
}

bool error_at(Error *err, const char *file, int line, const char *fmt, ...)
{
    size_t size = sizeof err->message;
    int used = line > 0 ? snprintf(err->message, size, "%s:%d: ", file, line)
                        : snprintf(err->message, size, "%s: ", file);
    /* A prefix longer than the buffer leaves no room for the message; the
     * truncated prefix still says where. */
    if (used < 0 || (size_t)used >= size)
        return printable(err);
    va_list args;
    va_start(args, fmt);
    vsnprintf(err->message + used, size - (size_t)used, fmt, args);
    va_end(args);
    return printable(err);
}

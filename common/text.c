/* text.c - line-oriented input shared by the scene, key-script and probe
 * readers. */
#include "text.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WHITESPACE " \t\r\v\f"

/* Reads the whole file, or stops with *too_big as soon as it holds more
 * than TEXT_FILE_MAX bytes; the byte count comes back in *size, with room
 * left for a NUL.  errno is kept from the failing call so the message can
 * name the cause (a directory reads as EISDIR). */
static char *read_all(FILE *f, size_t *size, bool *too_big)
{
    size_t cap = 4096;
    char *text = malloc(cap);
    *size = 0;
    *too_big = false;
    while (text != NULL) {
        *size += fread(text + *size, 1, cap - *size - 1, f);
        if (*size > TEXT_FILE_MAX) {
            *too_big = true;
            return text;
        }
        if (*size < cap - 1 || ferror(f))
            return text;
        char *bigger = realloc(text, cap * 2);
        if (bigger == NULL)
            free(text);
        text = bigger;
        cap *= 2;
    }
    return NULL;
}

/* A NUL would silently end every line parser at that point, so it is an
 * error, reported on its line. */
static bool check_no_nul(const char *text, size_t size, const char *path, Error *err)
{
    const char *nul = memchr(text, '\0', size);
    if (nul == NULL)
        return true;
    int line = 1;
    for (const char *p = text; p < nul; p++)
        line += *p == '\n';
    return error_at(err, path, line, "contains a NUL byte; is this a text file?");
}

char *read_text_file(const char *path, Error *err)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        error_at(err, path, 0, "cannot open: %s", strerror(errno));
        return NULL;
    }
    size_t size;
    bool too_big;
    errno = 0;
    char *text = read_all(f, &size, &too_big);
    bool failed = text == NULL || ferror(f);
    int saved_errno = errno;
    fclose(f);
    bool ok = false;
    if (failed)
        error_at(err, path, 0, "cannot read: %s", strerror(saved_errno ? saved_errno : EIO));
    else if (too_big)
        error_at(err, path, 0, "larger than %d bytes; is this the right file?", TEXT_FILE_MAX);
    else
        ok = check_no_nul(text, size, path, err);
    if (!ok) {
        free(text);
        return NULL;
    }
    text[size] = '\0';
    /* A UTF-8 byte-order mark is not part of the first word. */
    if (size >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
        memmove(text, text + 3, size - 2);
    return text;
}

const char *text_take_line(const char *text, char *buf, bool *too_long)
{
    size_t len = strcspn(text, "\n");
    const char *next = text[len] == '\n' ? text + len + 1 : NULL;
    *too_long = len >= TEXT_LINE_MAX;
    if (*too_long)
        len = TEXT_LINE_MAX - 1;
    memcpy(buf, text, len);
    buf[len] = '\0';
    buf[strcspn(buf, "#")] = '\0';
    return next;
}

int text_split_words(char *s, char **words, int max)
{
    int n = 0;
    for (;;) {
        s += strspn(s, WHITESPACE);
        if (*s == '\0')
            return n;
        if (n == max)
            return max + 1;
        words[n++] = s;
        s += strcspn(s, WHITESPACE);
        if (*s != '\0')
            *s++ = '\0';
    }
}

/* text.c - line-oriented input shared by the scene, key-script and probe
 * readers. */
#include "text.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WHITESPACE " \t\r\v\f"

char *read_text_file(const char *path, Error *err)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        error_at(err, path, 0, "cannot open: %s", strerror(errno));
        return NULL;
    }
    size_t size = 0, cap = 4096;
    char *text = malloc(cap);
    while (text != NULL) {
        size += fread(text + size, 1, cap - size - 1, f);
        if (size < cap - 1)
            break;
        char *bigger = realloc(text, cap * 2);
        if (bigger == NULL)
            free(text);
        text = bigger;
        cap *= 2;
    }
    bool failed = text == NULL || ferror(f);
    fclose(f);
    if (failed) {
        free(text);
        error_at(err, path, 0, "cannot read the file");
        return NULL;
    }
    text[size] = '\0';
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

/* text.h - reading line-oriented input files (scenes, key scripts, probe
 * lines): whole files into memory, one line at a time, words split at
 * whitespace. */
#ifndef TEXT_H
#define TEXT_H

#include <stdbool.h>

#include "error.h"

/* Longest line a parser accepts, including the terminating NUL. */
#define TEXT_LINE_MAX 1024

/* Input files larger than this are refused rather than read. */
#define TEXT_FILE_MAX (4 * 1024 * 1024)

/* Reads a whole text file into a malloc'd, NUL-terminated string, without
 * a leading UTF-8 byte-order mark.  NULL on failure, with err set to
 * "PATH: cannot open: ...", "PATH: cannot read: ...", a size complaint, or
 * "PATH:LINE: contains a NUL byte ...". */
char *read_text_file(const char *path, Error *err);

/* Copies the line starting at `text` into buf (TEXT_LINE_MAX bytes)
 * without its line break and without a '#' comment; returns the start of
 * the next line, or NULL when this was the last one.  *too_long is set
 * when the line did not fit. */
const char *text_take_line(const char *text, char *buf, bool *too_long);

/* Splits s in place at whitespace (which includes the '\r' of a CRLF
 * file) into at most max words; returns the number of words, or max + 1
 * when more follow. */
int text_split_words(char *s, char **words, int max);

#endif

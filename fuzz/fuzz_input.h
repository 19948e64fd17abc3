/* fuzz_input.h - the fuzzer's bytes as the NUL-terminated text the
 * parsers take.
 *
 * The parsers read C strings: a file holding a NUL byte is refused by
 * read_text_file before any parser sees it.  So a harness stops at the
 * first NUL, as the parser would, and a copy adds the terminator the
 * fuzzer's buffer lacks (reading past it is what AddressSanitizer is here
 * to catch, so the copy is exactly as long as needed). */
#ifndef FUZZ_INPUT_H
#define FUZZ_INPUT_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static inline char *fuzz_text(const uint8_t *data, size_t size)
{
    const uint8_t *nul = memchr(data, 0, size);
    size_t len = nul ? (size_t)(nul - data) : size;
    char *text = malloc(len + 1);
    if (text == NULL)
        abort();
    memcpy(text, data, len);
    text[len] = '\0';
    return text;
}

#endif

/* keyscript.c - the key-script parser and its playback. */
#include "keyscript.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "text.h"

#define WORDS_MAX 4 /* one more than a valid line has, to catch extras */
#define KEY_LIST "A-Z, Left, Right, Up, Down"

/* Digits with an optional '-' (so "-4" can be told it is below 1); not
 * "+5", which the command line refuses too. */
static bool parse_int(const char *word, int *out)
{
    char *end;
    if (word[0] == '+')
        return false;
    errno = 0;
    long v = strtol(word, &end, 10);
    if (end == word || *end != '\0' || errno == ERANGE || v < INT_MIN || v > INT_MAX)
        return false;
    *out = (int)v;
    return true;
}

/* `what` is "frame" or "hold"; both count updates and start at 1. */
static bool parse_count(const char *what, const char *word, int *out, const char *name, int line,
                        Error *err)
{
    if (!parse_int(word, out))
        return error_at(err, name, line, "%s must be a whole number from 1 to %d, got '%s'", what,
                        INT_MAX, word);
    if (*out < 1)
        return error_at(err, name, line, "%s must be >= 1, got %d", what, *out);
    return true;
}

/* Checked in reading order, so the message names the first mistake. */
static bool parse_event(char **words, int n, KeyEvent *ev, const char *name, int line, Error *err)
{
    if (!parse_count("frame", words[0], &ev->frame, name, line, err))
        return false;
    if (n < 2)
        return error_at(err, name, line, "missing key after the frame (expected F KEY [N])");
    if (!key_from_name(words[1], &ev->key))
        return error_at(err, name, line, "unknown key '%s' (expected %s)", words[1], KEY_LIST);
    ev->hold = 1;
    if (n >= 3 && !parse_count("hold", words[2], &ev->hold, name, line, err))
        return false;
    if (n > 3)
        return error_at(err, name, line,
                        "unexpected '%s' after the hold count (expected F KEY [N])", words[3]);
    return true;
}

static bool parse_script_line(KeyScript *ks, char *line, const char *name, int line_no, Error *err)
{
    char *words[WORDS_MAX] = {NULL};
    int n = text_split_words(line, words, WORDS_MAX);
    if (n == 0)
        return true;
    if (ks->count == KEYSCRIPT_MAX_EVENTS)
        return error_at(err, name, line_no, "too many events (at most %d)", KEYSCRIPT_MAX_EVENTS);
    if (!parse_event(words, n, &ks->events[ks->count], name, line_no, err))
        return false;
    ks->count++;
    return true;
}

bool keyscript_parse_string(KeyScript *ks, const char *text, const char *name, Error *err)
{
    char line[TEXT_LINE_MAX];
    int line_no = 0;
    ks->count = 0;
    for (const char *p = text; p != NULL;) {
        bool too_long;
        p = text_take_line(p, line, &too_long);
        line_no++;
        if (too_long)
            return error_at(err, name, line_no, "line too long (at most %d characters)",
                            TEXT_LINE_MAX - 1);
        if (!parse_script_line(ks, line, name, line_no, err))
            return false;
    }
    return true;
}

bool keyscript_load_file(KeyScript *ks, const char *path, Error *err)
{
    char *text = read_text_file(path, err);
    if (text == NULL)
        return false;
    bool ok = keyscript_parse_string(ks, text, path, err);
    free(text);
    return ok;
}

void keyscript_input_for(const KeyScript *ks, int frame, InputState *out)
{
    input_clear(out);
    for (int i = 0; i < ks->count; i++) {
        const KeyEvent *ev = &ks->events[i];
        /* frame - ev->frame < hold is frame < ev->frame + hold without the
         * overflow of a hold that runs past INT_MAX. */
        if (frame >= ev->frame && frame - ev->frame < ev->hold)
            out->down[ev->key] = true;
        if (frame == ev->frame)
            out->clicked[ev->key] = true;
    }
}

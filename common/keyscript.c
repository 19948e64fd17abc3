/* keyscript.c - the key-script parser and its playback. */
#include "keyscript.h"

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "grow.h"
#include "text.h"

#define WORDS_MAX 5 /* one more than the longest line has (F press X Y), to catch extras */
#define KEY_LIST "A-Z, 1-9, Left, Right, Up, Down"

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

/* ---- the pointer's lines ----------------------------------------------- */

static const char *const pointer_words[] = {"press", "drag", "release"};

static bool pointer_action(const char *word, PointerAction *out)
{
    for (int a = 0; a < 3; a++)
        if (strcmp(word, pointer_words[a]) == 0) {
            *out = (PointerAction)a;
            return true;
        }
    return false;
}

/* A coordinate as strtod reads it, whole word, finite and within the
 * bound (so NaN, inf and "1e999" are refused). */
static bool parse_coordinate(const char *what, const char *word, double *out, const char *name,
                             int line, Error *err)
{
    char *end;
    *out = strtod(word, &end);
    if (end == word || *end != '\0' || !(fabs(*out) <= KEYSCRIPT_MAX_COORDINATE))
        return error_at(err, name, line, "%s must be a number from -%g to %g, got '%s'", what,
                        KEYSCRIPT_MAX_COORDINATE, KEYSCRIPT_MAX_COORDINATE, word);
    return true;
}

/* The words after the frame of a pointer line: "press X Y", "drag X Y"
 * or "release". */
static bool parse_pointer_words(char **words, int n, PointerEvent *ev, const char *name, int line,
                                Error *err)
{
    const char *usage = ev->action == POINTER_RELEASE ? "F release"
        : ev->action == POINTER_PRESS                 ? "F press X Y"
                                                      : "F drag X Y";
    int want = ev->action == POINTER_RELEASE ? 2 : 4;
    if (n < want)
        return error_at(err, name, line, "missing %s after %s (expected %s)", n == 2 ? "X Y" : "Y",
                        words[1], usage);
    if (n > want)
        return error_at(err, name, line, "unexpected '%s' after %s (expected %s)", words[want],
                        ev->action == POINTER_RELEASE ? "release" : "the point", usage);
    if (ev->action == POINTER_RELEASE)
        return true;
    return parse_coordinate("X", words[2], &ev->target.x, name, line, err)
        && parse_coordinate("Y", words[3], &ev->target.y, name, line, err);
}

/* A pointer line follows the one before it: a later update, a press only
 * when the pointer is up, a drag or a release only when it is down.  A
 * release keeps the point the pointer was at. */
static bool follows(const KeyScript *ks, PointerEvent *ev, const char *name, int line, Error *err)
{
    const PointerEvent *last = ks->pointer_count > 0 ? &ks->pointer[ks->pointer_count - 1] : NULL;
    bool down = last && last->action != POINTER_RELEASE;
    if (last && ev->frame <= last->frame)
        return error_at(err, name, line,
                        "%s at update %d after a pointer line at update %d (pointer lines go in "
                        "the order of their updates, one an update)",
                        pointer_words[ev->action], ev->frame, last->frame);
    if (ev->action == POINTER_PRESS && down)
        return error_at(err, name, line,
                        "press at update %d while the pointer is down (release it first)",
                        ev->frame);
    if (ev->action != POINTER_PRESS && !down)
        return error_at(err, name, line, "%s at update %d while the pointer is up (press it first)",
                        pointer_words[ev->action], ev->frame);
    if (ev->action == POINTER_RELEASE)
        ev->target = last->target;
    return true;
}

static bool parse_pointer_line(KeyScript *ks, char **words, int n, int frame, PointerAction action,
                               const char *name, int line, Error *err)
{
    PointerEvent ev = {.frame = frame, .action = action};
    if (!parse_pointer_words(words, n, &ev, name, line, err) || !follows(ks, &ev, name, line, err))
        return false;
    ks->pointer = grow_array(ks->pointer, &ks->pointer_capacity, ks->pointer_count + 1,
                             sizeof *ks->pointer, "key script pointer lines");
    ks->pointer[ks->pointer_count++] = ev;
    return true;
}

/* ---- a line --------------------------------------------------------------- */

static bool parse_script_line(KeyScript *ks, char *line, const char *name, int line_no, Error *err)
{
    char *words[WORDS_MAX] = {NULL};
    int n = text_split_words(line, words, WORDS_MAX);
    PointerAction action;
    if (n == 0)
        return true;
    if (n >= 2 && pointer_action(words[1], &action)) {
        int frame;
        return parse_count("frame", words[0], &frame, name, line_no, err)
            && parse_pointer_line(ks, words, n, frame, action, name, line_no, err);
    }
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
    ks->pointer_count = 0;
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

void keyscript_free(KeyScript *ks)
{
    free(ks->pointer);
    ks->pointer = NULL;
    ks->pointer_count = ks->pointer_capacity = 0;
}

/* The last pointer line on or before `frame`, or NULL: the lines are in
 * the order of their frames, so a binary search finds it, and a long
 * drag costs a replay log n an update. */
static const PointerEvent *pointer_line_for(const KeyScript *ks, int frame)
{
    int lo = 0, hi = ks->pointer_count; /* the answer is below hi */
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (ks->pointer[mid].frame <= frame)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo > 0 ? &ks->pointer[lo - 1] : NULL;
}

int keyscript_pointer_end(const KeyScript *ks)
{
    if (ks->pointer_count == 0)
        return 0;
    const PointerEvent *last = &ks->pointer[ks->pointer_count - 1];
    return last->action == POINTER_RELEASE ? last->frame : INT_MAX;
}

static void pointer_for(const KeyScript *ks, int frame, PointerState *p)
{
    const PointerEvent *ev = pointer_line_for(ks, frame);
    if (ev == NULL)
        return;
    p->target = ev->target;
    p->down = ev->action != POINTER_RELEASE;
    p->pressed = ev->frame == frame && ev->action == POINTER_PRESS;
    p->released = ev->frame == frame && ev->action == POINTER_RELEASE;
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
    pointer_for(ks, frame, &out->pointer);
}

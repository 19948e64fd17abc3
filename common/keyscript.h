/* keyscript.h - scripted key presses, the headless stand-in for a player.
 *
 * Format (one event per line, '#' starts a comment):
 *   F KEY      click KEY during update F (F >= 1)
 *   F KEY N    hold KEY for N updates starting at update F (clicked on the
 *              first of them), N >= 1
 * KEY is a letter A-Z or Left, Right, Up, Down.
 */
#ifndef KEYSCRIPT_H
#define KEYSCRIPT_H

#include <stdbool.h>

#include "error.h"
#include "input.h"

#define KEYSCRIPT_MAX_EVENTS 4096

typedef struct KeyEvent {
    int frame; /* first update the key is down, >= 1 */
    Key key;
    int hold; /* number of updates it stays down, >= 1 */
} KeyEvent;

typedef struct KeyScript {
    int count;
    KeyEvent events[KEYSCRIPT_MAX_EVENTS];
} KeyScript;

/* `name` is used in error messages ("name:line: ..."). */
bool keyscript_parse_string(KeyScript *ks, const char *text, const char *name, Error *err);
bool keyscript_load_file(KeyScript *ks, const char *path, Error *err);

/* The input state for update `frame` (1-based): a key is down when some
 * event covers the frame and clicked when some event starts on it. */
void keyscript_input_for(const KeyScript *ks, int frame, InputState *out);

#endif

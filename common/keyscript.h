/* keyscript.h - scripted key presses and pointer moves, the headless
 * stand-in for a player.
 *
 * Format (one event per line, '#' starts a comment):
 *   F KEY          click KEY during update F (F >= 1)
 *   F KEY N        hold KEY for N updates starting at update F (clicked on
 *                  the first of them), N >= 1
 *   F press X Y    the pointer goes down at update F at the world point
 *                  (X, Y)
 *   F drag X Y     the pointer, down, is at (X, Y) from update F on
 *   F release      the pointer goes up at update F
 * KEY is a letter A-Z or Left, Right, Up, Down.  X and Y are numbers in
 * world units within KEYSCRIPT_MAX_COORDINATE.  Key lines come in any
 * order.  The pointer's lines are its moves, in the order of their
 * updates, one an update at most: a press when it is up, then drags and
 * one release; it stays where the last line left it, so a pointer held
 * still needs no line, and a drag needs a line only for the updates it
 * moved on.  A script holds at most KEYSCRIPT_MAX_EVENTS key lines, and
 * any number of pointer lines.
 */
#ifndef KEYSCRIPT_H
#define KEYSCRIPT_H

#include <stdbool.h>

#include "error.h"
#include "input.h"

#define KEYSCRIPT_MAX_EVENTS 4096
#define KEYSCRIPT_MAX_COORDINATE 1e6

typedef struct KeyEvent {
    int frame; /* first update the key is down, >= 1 */
    Key key;
    int hold; /* number of updates it stays down, >= 1 */
} KeyEvent;

typedef enum PointerAction {
    POINTER_PRESS,
    POINTER_DRAG,
    POINTER_RELEASE
} PointerAction;

typedef struct PointerEvent {
    int frame; /* the update, >= 1 */
    PointerAction action;
    Vec2 target; /* a release's is where the pointer was */
} PointerEvent;

/* Start from a zeroed script (static, calloc or KEYSCRIPT_EMPTY): a parse
 * reuses its pointer lines' memory, which keyscript_free releases. */
typedef struct KeyScript {
    int count;
    KeyEvent events[KEYSCRIPT_MAX_EVENTS];
    int pointer_count, pointer_capacity;
    PointerEvent *pointer; /* in the order of their frames */
} KeyScript;

#define KEYSCRIPT_EMPTY ((KeyScript){0})

/* `name` is used in error messages ("name:line: ..."). */
bool keyscript_parse_string(KeyScript *ks, const char *text, const char *name, Error *err);
bool keyscript_load_file(KeyScript *ks, const char *path, Error *err);
void keyscript_free(KeyScript *ks);

/* The input state for update `frame` (1-based): a key is down when some
 * event covers the frame and clicked when some event starts on it; the
 * pointer is as its last line on or before the frame left it. */
void keyscript_input_for(const KeyScript *ks, int frame, InputState *out);

/* The last update a pointer line names, or INT_MAX when the script leaves
 * the pointer down (0: no pointer lines): until then the script holds the
 * pointer. */
int keyscript_pointer_end(const KeyScript *ks);

#endif

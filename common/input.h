/* input.h - the keyboard and the pointer as the game sees them during
 * one update.
 *
 * A key is "down" on every update while it is held and "clicked" only on
 * the update it went down.  Held controls (move, rotate, resize) read
 * input_is_down; one-shot controls (select, spawn, toggles) read
 * input_is_clicked.  The pointer (a mouse button or a finger) is pressed
 * on the update it went down, down on that update and every one after
 * while it is held, and released on the update it went up (no longer
 * down); its target is the world point it is at.  A stage that has no
 * use for the pointer never reads it.  The game never reads a device:
 * any front end (a key script, a browser, a terminal) fills this state
 * before each update.
 */
#ifndef INPUT_H
#define INPUT_H

#include <stdbool.h>

#include "vec2.h"

/* clang-format off */
typedef enum Key {
    KEY_A, KEY_B, KEY_C, KEY_D, KEY_E, KEY_F, KEY_G, KEY_H, KEY_I, KEY_J,
    KEY_K, KEY_L, KEY_M, KEY_N, KEY_O, KEY_P, KEY_Q, KEY_R, KEY_S, KEY_T,
    KEY_U, KEY_V, KEY_W, KEY_X, KEY_Y, KEY_Z,
    KEY_LEFT, KEY_RIGHT, KEY_UP, KEY_DOWN,
    KEY_1, KEY_2, KEY_3, KEY_4, KEY_5, KEY_6, KEY_7, KEY_8, KEY_9,
    KEY_COUNT
} Key;
/* clang-format on */

typedef struct PointerState {
    bool down;     /* held during this update (pressed on it or before) */
    bool pressed;  /* went down on this update */
    bool released; /* went up on this update (and is not down) */
    Vec2 target;   /* where it is, world units; where it went up, on release */
} PointerState;

typedef struct InputState {
    bool down[KEY_COUNT];
    bool clicked[KEY_COUNT];
    PointerState pointer;
} InputState;

void input_clear(InputState *in);
static inline bool input_is_down(const InputState *in, Key k)
{
    return in->down[k];
}
static inline bool input_is_clicked(const InputState *in, Key k)
{
    return in->clicked[k];
}

/* "A".."Z", "Left", "Right", "Up", "Down", "1".."9" -> key; false for
 * anything else. */
bool key_from_name(const char *name, Key *out);
const char *key_name(Key k);

#endif

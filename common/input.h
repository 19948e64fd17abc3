/* input.h - the keyboard as the game sees it during one update.
 *
 * A key is "down" on every update while it is held and "clicked" only on
 * the update it went down.  Held controls (move, rotate, resize) read
 * input_is_down; one-shot controls (select, spawn, toggles) read
 * input_is_clicked.  The game never reads a device: any front end (a key
 * script, a browser, a terminal) fills this state before each update.
 */
#ifndef INPUT_H
#define INPUT_H

#include <stdbool.h>

/* clang-format off */
typedef enum Key {
    KEY_A, KEY_B, KEY_C, KEY_D, KEY_E, KEY_F, KEY_G, KEY_H, KEY_I, KEY_J,
    KEY_K, KEY_L, KEY_M, KEY_N, KEY_O, KEY_P, KEY_Q, KEY_R, KEY_S, KEY_T,
    KEY_U, KEY_V, KEY_W, KEY_X, KEY_Y, KEY_Z,
    KEY_LEFT, KEY_RIGHT, KEY_UP, KEY_DOWN,
    KEY_COUNT
} Key;
/* clang-format on */

typedef struct InputState {
    bool down[KEY_COUNT];
    bool clicked[KEY_COUNT];
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

/* "A".."Z", "Left", "Right", "Up", "Down" -> key; false for anything else. */
bool key_from_name(const char *name, Key *out);
const char *key_name(Key k);

#endif

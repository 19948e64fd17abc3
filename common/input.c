/* input.c - key names and the empty input state. */
#include "input.h"

#include <string.h>

/* clang-format off */
/* Indexed by Key; the letters are spelled out so key_name can return a
 * string literal without building one. */
static const char *const key_names[KEY_COUNT] = {
    "A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M",
    "N", "O", "P", "Q", "R", "S", "T", "U", "V", "W", "X", "Y", "Z",
    "Left", "Right", "Up", "Down",
    "1", "2", "3", "4", "5", "6", "7", "8", "9",
};
/* clang-format on */

void input_clear(InputState *in)
{
    memset(in, 0, sizeof *in);
}

bool key_from_name(const char *name, Key *out)
{
    for (int k = 0; k < KEY_COUNT; k++) {
        if (strcmp(name, key_names[k]) == 0) {
            *out = (Key)k;
            return true;
        }
    }
    return false;
}

const char *key_name(Key k)
{
    return (k >= 0 && k < KEY_COUNT) ? key_names[k] : "?";
}

/* fuzz_keyscript.c - keyscript_parse_string on arbitrary text, then a
 * playback of the accepted events at their first and last updates.
 *
 * An accepted script must hold what keyscript.h promises: frame >= 1,
 * hold >= 1, a key that exists; a refusal must be one line naming the
 * input. */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "fuzz_input.h"
#include "keyscript.h"

static KeyScript script;

static void play_event(const KeyEvent *ev)
{
    InputState in;
    keyscript_input_for(&script, ev->frame, &in);
    if (!in.down[ev->key] || !in.clicked[ev->key])
        abort(); /* the event's own first update must press its key */
    /* The last update it covers, computed without overflow. */
    int last = ev->hold - 1 > INT_MAX - ev->frame ? INT_MAX : ev->frame + (ev->hold - 1);
    keyscript_input_for(&script, last, &in);
    if (!in.down[ev->key])
        abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    Error err;
    err.message[0] = '\0';
    if (keyscript_parse_string(&script, text, "fuzz", &err)) {
        if (script.count < 0 || script.count > KEYSCRIPT_MAX_EVENTS)
            abort();
        for (int i = 0; i < script.count; i++) {
            const KeyEvent *ev = &script.events[i];
            if (ev->frame < 1 || ev->hold < 1 || (int)ev->key < 0 || ev->key >= KEY_COUNT)
                abort();
            if (i < 64) /* playback is O(events) per call; a sample suffices */
                play_event(ev);
        }
    } else if (strncmp(err.message, "fuzz:", 5) != 0 || strchr(err.message, '\n') != NULL) {
        abort();
    }
    free(text);
    return 0;
}

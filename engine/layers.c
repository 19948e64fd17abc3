/* layers.c - layer= and mask= on a scene's body lines. */
#include "layers.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "rigid_shape.h"

/* A whole number within 32 bits, decimal or 0x hexadecimal; no sign. */
static bool parse_bits(const char *text, unsigned long *out)
{
    char *end;
    if (text[0] < '0' || text[0] > '9')
        return false;
    errno = 0;
    unsigned long v = strtoul(text, &end, 0);
    if (*end != '\0' || errno == ERANGE || v > LAYER_ALL)
        return false;
    *out = v;
    return true;
}

SceneHookAnswer layers_word_hook(void *context, char *const *words, int n, SceneBody *body,
                                 const char *name, int line, Error *err)
{
    static const char *const keys[2] = {"layer=", "mask="};
    static const unsigned long given[2] = {LAYERS_GIVEN_LAYER, LAYERS_GIVEN_MASK};
    (void)context;
    (void)n;
    if (body == NULL)
        return SCENE_HOOK_DECLINED;
    for (int k = 0; k < 2; k++) {
        size_t len = strlen(keys[k]);
        if (strncmp(words[0], keys[k], len) != 0)
            continue;
        if (body->extra[LAYERS_GIVEN] & given[k]) {
            error_at(err, name, line, "attribute '%.*s' given twice", (int)len - 1, keys[k]);
            return SCENE_HOOK_FAILED;
        }
        if (!parse_bits(words[0] + len, &body->extra[k])) {
            error_at(err, name, line, "%.*s needs a whole number from 0 to 0xffffffff, got '%s'",
                     (int)len - 1, keys[k], words[0] + len);
            return SCENE_HOOK_FAILED;
        }
        body->extra[LAYERS_GIVEN] |= given[k];
        return SCENE_HOOK_ACCEPTED;
    }
    return SCENE_HOOK_DECLINED;
}

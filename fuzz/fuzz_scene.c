/* fuzz_scene.c - scene_parse_string on arbitrary text.
 *
 * Besides the sanitizers' findings, a scene the parser accepts must keep
 * the promises scene.h makes: numbers within SCENE_MAX_MAGNITUDE, sizes at
 * least SCENE_MIN_SIZE, friction and restitution in [0, 1], relaxation
 * 1..1000; a refusal must name the input ("fuzz:LINE: ..."). */
#include <stdio.h>
#include <string.h>

#include "fuzz_input.h"
#include "fuzz_scene_check.h"

static Scene scene;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    Error err;
    err.message[0] = '\0';
    if (scene_parse_string(&scene, text, "fuzz", &err)) {
        if (scene.body_count < 0 || scene.body_count > scene.body_capacity || scene.relaxation < 1
            || scene.relaxation > 1000
            || !within(scene.gravity.x, -SCENE_MAX_MAGNITUDE, SCENE_MAX_MAGNITUDE)
            || !within(scene.gravity.y, -SCENE_MAX_MAGNITUDE, SCENE_MAX_MAGNITUDE))
            abort();
        for (int i = 0; i < scene.body_count; i++)
            if (!body_ok(&scene.bodies[i]))
                abort();
    } else if (strncmp(err.message, "fuzz:", 5) != 0 || strchr(err.message, '\n') != NULL) {
        abort(); /* one line that names the input */
    }
    free(text);
    return 0;
}

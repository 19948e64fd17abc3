/* fuzz_step_settings.c - scene_parse_string on arbitrary text with the
 * word hook of the variant soft_step's settings (variants/soft_step/
 * step_settings.h) set.
 *
 * Besides the sanitizers' findings, a scene the parser accepts must keep
 * the ranges step_settings.h promises (sub_steps a whole number 1..64,
 * contact_hertz in (0, 1000], contact_damping_ratio in [0, 1000],
 * push_out_speed in (0, 1e6]) and scene.h's promises for every body; a
 * refusal must name the input ("fuzz:LINE: ...") in one line. */
#include <stdio.h>
#include <string.h>

#include "fuzz_input.h"
#include "fuzz_scene_check.h"
#include "step_settings.h"

static Scene scene;

static int settings_ok(const StepSettings *s)
{
    return s->sub_steps >= 1 && s->sub_steps <= 64 && within(s->contact_hertz, 0.0, 1000.0)
        && s->contact_hertz > 0.0 && within(s->contact_damping_ratio, 0.0, 1000.0)
        && within(s->push_out_speed, 0.0, SCENE_MAX_MAGNITUDE) && s->push_out_speed > 0.0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    StepSettingsReader reader = step_settings_reader();
    scene_set_word_hook(step_settings_word_hook, &reader);
    Error err;
    err.message[0] = '\0';
    if (scene_parse_string(&scene, text, "fuzz", &err)) {
        if (!settings_ok(&reader.settings))
            abort();
        for (int i = 0; i < scene.body_count; i++)
            if (!body_ok(&scene.bodies[i]))
                abort();
    } else if (strncmp(err.message, "fuzz:", 5) != 0 || strchr(err.message, '\n') != NULL) {
        abort(); /* one line that names the input */
    }
    scene_set_word_hook(NULL, NULL);
    free(text);
    return 0;
}

/* step_settings.c - the sub-stepped solver's scene settings
 * (step_settings.h). */
#include "step_settings.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

StepSettings step_settings_default(void)
{
    return (StepSettings){
        .sub_steps = STEP_DEFAULT_SUB_STEPS,
        .contact_hertz = STEP_DEFAULT_CONTACT_HERTZ,
        .contact_damping_ratio = STEP_DEFAULT_CONTACT_DAMPING_RATIO,
        .push_out_speed = STEP_DEFAULT_PUSH_OUT_SPEED,
    };
}

StepSettingsReader step_settings_reader(void)
{
    return (StepSettingsReader){.settings = step_settings_default()};
}

/* One setting: its name, the range its number must lie in (low itself
 * allowed only when low_open is false), whether it is a whole number. */
typedef struct StepSetting {
    const char *name;
    double low, high;
    bool low_open, whole;
    const char *range; /* the range in words, for the message */
} StepSetting;

static const StepSetting step_settings[4] = {
    {"sub_steps", 1.0, STEP_MAX_SUB_STEPS, false, true, "a whole number from 1 to 64"},
    {"contact_hertz", 0.0, STEP_MAX_CONTACT_HERTZ, true, false, "a number above 0, at most 1000"},
    {"contact_damping_ratio", 0.0, 1000.0, false, false, "a number from 0 to 1000"},
    {"push_out_speed", 0.0, SCENE_MAX_MAGNITUDE, true, false, "a number above 0, at most 1e6"},
};

/* The whole word as a finite number in the setting's range. */
static bool read_value(const StepSetting *s, const char *word, double *out)
{
    char *end;
    double v = strtod(word, &end);
    if (end == word || *end != '\0' || !isfinite(v))
        return false;
    if (v > s->high || v < s->low || (s->low_open && v == s->low))
        return false;
    if (s->whole && v != floor(v))
        return false;
    *out = v;
    return true;
}

static void store(StepSettings *t, int k, double v)
{
    switch (k) {
    case 0: t->sub_steps = (int)v; break;
    case 1: t->contact_hertz = v; break;
    case 2: t->contact_damping_ratio = v; break;
    default: t->push_out_speed = v; break;
    }
}

SceneHookAnswer step_settings_word_hook(void *context, char *const *words, int n, SceneBody *body,
                                        const char *name, int line, Error *err)
{
    StepSettingsReader *r = context;
    if (body != NULL)
        return SCENE_HOOK_DECLINED;
    for (int k = 0; k < 4; k++) {
        const StepSetting *s = &step_settings[k];
        if (strcmp(words[0], s->name) != 0)
            continue;
        double v;
        if (r->lines[k] != 0)
            error_at(err, name, line, "%s given twice (first on line %d)", s->name, r->lines[k]);
        else if (n != 2)
            error_at(err, name, line, "%s needs one number, %s, got %d words", s->name, s->range,
                     n - 1);
        else if (!read_value(s, words[1], &v))
            error_at(err, name, line, "%s needs %s, got '%s'", s->name, s->range, words[1]);
        else {
            r->lines[k] = line;
            store(&r->settings, k, v);
            return SCENE_HOOK_ACCEPTED;
        }
        return SCENE_HOOK_FAILED;
    }
    return SCENE_HOOK_DECLINED;
}

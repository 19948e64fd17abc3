/* physics.c - the engine's settings: their defaults and their words (see
 * physics.h). */
#include "physics.h"

#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "presets.h"
#include "scene.h"

PhysicsSettings physics_chapter_settings(void)
{
    return (PhysicsSettings){
        .gravity = {0.0, DEFAULT_GRAVITY_Y},
        .motion = true,
        .correction = true,
        .relaxation = DEFAULT_RELAXATION,
        .correction_rate = PHYSICS_CORRECTION_RATE,
        .restitution_threshold = PHYSICS_RESTITUTION_THRESHOLD,
        .solver = SOLVER_RELAXATION,
        .step = {STEP_DEFAULT_SUB_STEPS, STEP_DEFAULT_CONTACT_HERTZ,
                 STEP_DEFAULT_CONTACT_DAMPING_RATIO, STEP_DEFAULT_PUSH_OUT_SPEED, 1.0, true},
    };
}

PhysicsSettings physics_default_settings(void)
{
    return preset_settings(program_preset());
}

/* ---- the table of words ---------------------------------------------------
 * A setting is a switch (on or off), one of a few words, or a number in
 * a range, stored at an offset of PhysicsSettings. */

typedef enum SettingType {
    SWITCH, /* bool */
    CHOICE, /* an enum, one of `choices` */
    WHOLE,  /* int */
    NUMBER  /* double */
} SettingType;

typedef struct Setting {
    const char *name;
    SettingType type;
    size_t offset;
    const char *const *choices; /* CHOICE: the words, in the enum's order, NULL-ended */
    double low, high;           /* WHOLE, NUMBER: the range */
    bool low_open;              /* low itself refused */
    const char *range;          /* WHOLE, NUMBER: the range in words, for the message */
} Setting;

static const char *const SOLVER_WORDS[] = {"relaxation", "time_of_impact", "sequential_impulses",
                                           "soft_step", NULL};
static const char *const FRICTION_WORDS[] = {"chapter", "coulomb", NULL};
static const char *const MIXING_WORDS[] = {"average", "materials", NULL};
static const char *const BOUNDS_WORDS[] = {"circles", "boxes", NULL};
static const char *const POINT_ID_WORDS[] = {"reference_face", "features", NULL};
static const char *const SPECULATIVE_WORDS[] = {"grown", "measured", NULL};
static const char *const ORDER_WORDS[] = {"sequential", "colours", NULL};

#define AT(field) offsetof(PhysicsSettings, field)

static const Setting SETTINGS[] = {
    {"solver", CHOICE, AT(solver), SOLVER_WORDS, 0, 0, false, NULL},
    {"manifold", SWITCH, AT(manifold), NULL, 0, 0, false, NULL},
    {"warm_start", SWITCH, AT(warm_start), NULL, 0, 0, false, NULL},
    {"broad_phase", SWITCH, AT(broad_phase), NULL, 0, 0, false, NULL},
    {"sleep", SWITCH, AT(sleep), NULL, 0, 0, false, NULL},
    {"joints", SWITCH, AT(joints), NULL, 0, 0, false, NULL},
    {"friction_law", CHOICE, AT(friction_law), FRICTION_WORDS, 0, 0, false, NULL},
    {"mixing", CHOICE, AT(mixing), MIXING_WORDS, 0, 0, false, NULL},
    {"bounds", CHOICE, AT(bounds), BOUNDS_WORDS, 0, 0, false, NULL},
    {"point_ids", CHOICE, AT(point_ids), POINT_ID_WORDS, 0, 0, false, NULL},
    {"speculative", CHOICE, AT(speculative), SPECULATIVE_WORDS, 0, 0, false, NULL},
    {"solve_order", CHOICE, AT(solve_order), ORDER_WORDS, 0, 0, false, NULL},
    {"correction_rate", NUMBER, AT(correction_rate), NULL, 0.0, 1.0, true,
     "a number above 0, at most 1"},
    {"correction_slop", NUMBER, AT(correction_slop), NULL, 0.0, SCENE_MAX_MAGNITUDE, false,
     "a number from 0 to 1e6"},
    {"restitution_threshold", NUMBER, AT(restitution_threshold), NULL, 0.0, SCENE_MAX_MAGNITUDE,
     false, "a number from 0 to 1e6"},
    {"sub_steps", WHOLE, AT(step.sub_steps), NULL, 1.0, STEP_MAX_SUB_STEPS, false,
     "a whole number from 1 to 64"},
    {"contact_hertz", NUMBER, AT(step.contact_hertz), NULL, 0.0, STEP_MAX_CONTACT_HERTZ, true,
     "a number above 0, at most 1000"},
    {"contact_damping_ratio", NUMBER, AT(step.contact_damping_ratio), NULL, 0.0, 1000.0, false,
     "a number from 0 to 1000"},
    {"push_out_speed", NUMBER, AT(step.push_out_speed), NULL, 0.0, SCENE_MAX_MAGNITUDE, true,
     "a number above 0, at most 1e6"},
    {"static_hertz_factor", NUMBER, AT(step.static_hertz_factor), NULL, 0.0, 16.0, true,
     "a number above 0, at most 16"},
    {"hertz_cap", SWITCH, AT(step.hertz_cap), NULL, 0, 0, false, NULL},
};

#define SETTING_COUNT ((int)(sizeof SETTINGS / sizeof SETTINGS[0]))
_Static_assert(sizeof SETTINGS / sizeof SETTINGS[0] <= SETTING_MAX, "SETTING_MAX is too small");

int setting_count(void)
{
    return SETTING_COUNT;
}

const char *setting_name(SettingId id)
{
    return id >= 0 && id < SETTING_COUNT ? SETTINGS[id].name : "";
}

SettingId setting_named(const char *name)
{
    for (int k = 0; k < SETTING_COUNT; k++)
        if (strcmp(SETTINGS[k].name, name) == 0)
            return k;
    return SETTING_NONE;
}

static void *field(PhysicsSettings *ps, const Setting *s)
{
    return (char *)ps + s->offset;
}

static const void *read_field(const PhysicsSettings *ps, const Setting *s)
{
    return (const char *)ps + s->offset;
}

static const char *const SWITCH_WORDS[] = {"on", "off", NULL};

/* The words a switch or a choice takes. */
static const char *const *words_of(const Setting *s)
{
    return s->type == SWITCH ? SWITCH_WORDS : s->choices;
}

/* The words in words: "on or off", "a, b or c". */
static void choice_list(const char *const *w, char *buf, size_t size)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; w[i] && len < size; i++)
        len += (size_t)snprintf(buf + len, size - len, "%s%s",
                                i == 0         ? ""
                                    : w[i + 1] ? ", "
                                               : " or ",
                                w[i]);
}

/* The index of `word` among the words, or -1. */
static int word_index(const char *const *words, const char *word)
{
    for (int i = 0; words[i]; i++)
        if (strcmp(words[i], word) == 0)
            return i;
    return -1;
}

/* The whole word as a finite number in the setting's range. */
static bool read_number(const Setting *s, const char *word, double *out)
{
    char *end;
    double v = strtod(word, &end);
    if (end == word || *end != '\0' || !isfinite(v))
        return false;
    if (v > s->high || v < s->low || (s->low_open && v == s->low))
        return false;
    if (s->type == WHOLE && v != floor(v))
        return false;
    *out = v;
    return true;
}

bool setting_read(PhysicsSettings *ps, SettingId id, char *const *words, int n, const char *where,
                  int line, Error *err)
{
    const Setting *s = &SETTINGS[id];
    char choices[128];
    if (s->type == SWITCH || s->type == CHOICE) {
        choice_list(words_of(s), choices, sizeof choices);
        if (n != 2)
            return error_at(err, where, line, "%s needs one word, %s, got %d words", s->name,
                            choices, n - 1);
        int i = word_index(words_of(s), words[1]);
        if (i < 0)
            return error_at(err, where, line, "%s needs one word, %s, got '%s'", s->name, choices,
                            words[1]);
        if (s->type == SWITCH)
            *(bool *)field(ps, s) = i == 0;
        else
            *(int *)field(ps, s) = i;
        return true;
    }
    double v;
    if (n != 2)
        return error_at(err, where, line, "%s needs one number, %s, got %d words", s->name,
                        s->range, n - 1);
    if (!read_number(s, words[1], &v))
        return error_at(err, where, line, "%s needs %s, got '%s'", s->name, s->range, words[1]);
    if (s->type == WHOLE)
        *(int *)field(ps, s) = (int)v;
    else
        *(double *)field(ps, s) = v;
    return true;
}

const char *setting_value(const PhysicsSettings *ps, SettingId id)
{
    static char text[32];
    const Setting *s = &SETTINGS[id];
    switch (s->type) {
    case SWITCH: return *(const bool *)read_field(ps, s) ? "on" : "off";
    case CHOICE: return s->choices[*(const int *)read_field(ps, s)];
    case WHOLE: snprintf(text, sizeof text, "%d", *(const int *)read_field(ps, s)); break;
    case NUMBER: snprintf(text, sizeof text, "%g", *(const double *)read_field(ps, s)); break;
    }
    return text;
}

static size_t field_size(const Setting *s)
{
    switch (s->type) {
    case SWITCH: return sizeof(bool);
    case CHOICE:
    case WHOLE: return sizeof(int);
    case NUMBER: break;
    }
    return sizeof(double);
}

void setting_copy(PhysicsSettings *to, const PhysicsSettings *from, SettingId id)
{
    const Setting *s = &SETTINGS[id];
    memcpy(field(to, s), read_field(from, s), field_size(s));
}

bool setting_same(const PhysicsSettings *a, const PhysicsSettings *b, SettingId id)
{
    const Setting *s = &SETTINGS[id];
    return memcmp(read_field(a, s), read_field(b, s), field_size(s)) == 0;
}

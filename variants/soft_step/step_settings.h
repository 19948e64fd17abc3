/* step_settings.h - the scene settings of the sub-stepped soft solver
 * (the variant soft_step, chapter 12), read through the scene parser's
 * word hook (common/scene.h):
 *
 *   sub_steps 4                 whole number from 1 to 64
 *   contact_hertz 30            f of the contacts' spring, > 0, at most 1000
 *   contact_damping_ratio 10    zeta of its damper, from 0 to 1000
 *   push_out_speed 6            the fastest an overlap is pushed out,
 *                               units/s, > 0, at most 1e6
 *
 * The defaults are Box2D v3's (4 sub-steps, 30 Hz, zeta 10, 3 m/s) in
 * the workbook's units.  Its second is ours (both update at 60 Hz), so
 * the sub-steps, the hertz and the damping ratio (a pure number) stay.
 * Its gravity is 10 m/s^2 and ours 20 units/s^2, and its boxes 1 m wide
 * where ours are 2 to 10 units: a metre is 2 units, and 3 m/s of push-out
 * is 6 units/s.  30 Hz is an eighth of the 240 Hz of the sub-steps, so a
 * sub-step follows the spring closely (omega h = 0.79). */
#ifndef STEP_SETTINGS_H
#define STEP_SETTINGS_H

#include "scene.h"

#define STEP_DEFAULT_SUB_STEPS 4
#define STEP_DEFAULT_CONTACT_HERTZ 30.0
#define STEP_DEFAULT_CONTACT_DAMPING_RATIO 10.0
#define STEP_DEFAULT_PUSH_OUT_SPEED 6.0

/* The largest sub_steps and contact_hertz a scene line or a key
 * (program.c) may set. */
#define STEP_MAX_SUB_STEPS 64
#define STEP_MAX_CONTACT_HERTZ 1000.0

typedef struct StepSettings {
    int sub_steps;                /* an update is this many sub-steps */
    double contact_hertz;         /* f, 1/s */
    double contact_damping_ratio; /* zeta */
    double push_out_speed;        /* units/s */
} StepSettings;

StepSettings step_settings_default(void);

/* What a scene's lines set, and the line each setting was given on (0:
 * not yet).  Start from step_settings_reader(). */
typedef struct StepSettingsReader {
    StepSettings settings;
    int lines[4];
} StepSettingsReader;

/* The defaults, none given yet. */
StepSettingsReader step_settings_reader(void);

/* The scene parser's word hook (SceneWordHook); context is a
 * StepSettingsReader.  Each setting is one line of its name and one
 * number, given at most once; a bad one fails the parse with a message
 * naming the file and line. */
SceneHookAnswer step_settings_word_hook(void *context, char *const *words, int n, SceneBody *body,
                                        const char *name, int line, Error *err);

#endif

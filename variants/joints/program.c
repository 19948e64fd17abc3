/* program.c - the variant joints as its front ends run it
 * (program.h). */
#include "program.h"

#include <math.h>
#include <stdio.h>

#include "game.h"
#include "island.h"
#include "joint_scene.h"
#include "step_settings.h"

/* What the scene read last said: its settings (step_settings.h) and its
 * joints (joint_scene.h). */
static StepSettingsReader scene_steps;
static JointSceneReader scene_joints;

/* The scene parser's one hook, for the words of both: the settings'
 * first, and what they decline the joints'. */
static SceneHookAnswer scene_word(void *context, char *const *words, int n, SceneBody *body,
                                  const char *name, int line, Error *err)
{
    (void)context;
    SceneHookAnswer answer = step_settings_word_hook(&scene_steps, words, n, body, name, line, err);
    if (answer == SCENE_HOOK_DECLINED)
        answer = joint_scene_word_hook(&scene_joints, words, n, body, name, line, err);
    return answer;
}

static void read_scene_words(void)
{
    scene_steps = step_settings_reader();
    joint_scene_reader_free(&scene_joints);
    scene_set_word_hook(scene_word, NULL);
}

bool program_find_joints(const Scene *scene, Error *err)
{
    return joint_scene_resolve(&scene_joints, scene, err);
}

/* The game as game_stage_api starts it, with the scene's sub-stepping
 * settings and joints (the built-in scene keeps the defaults, and has
 * none).  A scene whose joints name bodies it lacks starts without
 * joints; a front end refuses it first (program_find_joints). */
static void init_with_steps_and_joints(void *game, const Scene *scene, uint64_t seed)
{
    game_stage_api.init(game, scene, seed);
    if (scene) {
        Game *g = game;
        Error err;
        g->physics.step = scene_steps.settings;
        if (joint_scene_resolve(&scene_joints, scene, &err))
            joint_scene_add(&scene_joints, &g->world);
    }
}

/* +1 when `up` was clicked, -1 when `down` was, 0 for both or neither. */
static int clicked_direction(const InputState *in, Key down, Key up)
{
    return (input_is_clicked(in, up) ? 1 : 0) - (input_is_clicked(in, down) ? 1 : 0);
}

/* x doubled (direction +1) or halved (-1), stopped at the bound it moves
 * towards; a value already past it stays. */
static double halve_or_double(double x, int direction, double low, double high)
{
    if (direction > 0 && x < high)
        return fmin(2.0 * x, high);
    if (direction < 0 && x > low)
        return fmax(0.5 * x, low);
    return x;
}

/* A sleeping body is neither integrated nor solved: it would rest as the
 * old settings left it until something touched it. */
static void wake_every_body(Game *g)
{
    for (int i = 0; i < g->objects.count; i++)
        if (g->objects.items[i].shape.asleep)
            wake_body(&g->objects.items[i].shape);
}

/* The keys change the settings before the update, so all of it runs
 * with them, and a change wakes every body. */
static void update_with_keys(void *game, const InputState *in)
{
    StepSettings *s = &((Game *)game)->physics.step;
    StepSettings before = *s;
    int more = clicked_direction(in, KEY_J, KEY_K);
    s->sub_steps = (int)floor(halve_or_double(s->sub_steps, more, 1.0, STEP_MAX_SUB_STEPS));
    s->contact_hertz = halve_or_double(s->contact_hertz, clicked_direction(in, KEY_I, KEY_O),
                                       PROGRAM_MIN_HERTZ, STEP_MAX_CONTACT_HERTZ);
    if (s->sub_steps != before.sub_steps || s->contact_hertz != before.contact_hertz)
        wake_every_body(game);
    game_stage_api.update(game, in);
}

static const char *step_status(const void *game)
{
    static char line[80];
    const StepSettings *s = &((const Game *)game)->physics.step;
    snprintf(line, sizeof line, "sub_steps %d  contact_hertz %g", s->sub_steps, s->contact_hertz);
    return line;
}

StageApi program_api(void)
{
    StageApi api = game_stage_api;
    api.scene_words = read_scene_words;
    api.init = init_with_steps_and_joints;
    api.update = update_with_keys;
    api.status = step_status;
    return api;
}

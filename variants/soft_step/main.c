/* main.c - the headless front end: arguments, files, trace and snapshot
 * are handled by common/headless.c; the stage is game_stage_api, with
 * the sub-stepping settings a scene file gives. */
#include "game.h"
#include "headless.h"
#include "step_settings.h"

/* What the scene file's setting lines said (step_settings.h). */
static StepSettingsReader scene_steps;

/* The game as game_stage_api starts it, with the scene's sub-stepping
 * settings (the built-in scene keeps the defaults). */
static void init_with_steps(void *game, const Scene *scene, uint64_t seed)
{
    game_stage_api.init(game, scene, seed);
    if (scene)
        ((Game *)game)->physics.step = scene_steps.settings;
}

int main(int argc, char **argv)
{
    scene_steps = step_settings_reader();
    scene_set_word_hook(step_settings_word_hook, &scene_steps);
    StageApi api = game_stage_api;
    api.init = init_with_steps;
    return headless_main(&api, argc, argv);
}

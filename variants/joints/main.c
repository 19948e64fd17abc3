/* main.c - the headless front end: arguments, files, trace and snapshot
 * are handled by common/headless.c; the stage is game_stage_api, with
 * the sub-stepping settings and the joints a scene file gives. */
#include "cli.h"
#include "game.h"
#include "headless.h"
#include "joint_scene.h"
#include "step_settings.h"

/* What the scene file's lines said: its settings (step_settings.h) and
 * its joints (joint_scene.h). */
static StepSettingsReader scene_steps;
static JointSceneReader scene_joints;

/* The scene parser's one hook, for the words of both: the settings'
 * first, and what they decline the joints'. */
static SceneHookAnswer scene_words(void *context, char *const *words, int n, SceneBody *body,
                                   const char *name, int line, Error *err)
{
    (void)context;
    SceneHookAnswer answer = step_settings_word_hook(&scene_steps, words, n, body, name, line, err);
    if (answer == SCENE_HOOK_DECLINED)
        answer = joint_scene_word_hook(&scene_joints, words, n, body, name, line, err);
    return answer;
}

/* Readers with nothing read yet, and the hook set. */
static void start_reading(void)
{
    scene_steps = step_settings_reader();
    joint_scene_reader_free(&scene_joints);
    scene_set_word_hook(scene_words, NULL);
}

/* The game as game_stage_api starts it, with the scene's sub-stepping
 * settings and joints (the built-in scene keeps the defaults and has
 * none).  The joints' bodies are those check_scene found, in the same
 * file read again. */
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

/* The scene a run names, read once before the run reads it: a joint may
 * name a body the file gives later, so whether its bodies exist is known
 * only once the whole file is read, after the parser has accepted every
 * line, and a bad one must still stop the run with one line before it
 * starts.  Anything else wrong with the arguments is left to
 * headless_main, which says so itself. */
static bool check_scene(int argc, char **argv, Error *err)
{
    CliOptions opt;
    if (!cli_parse(&opt, argc, argv, game_stage_api.name, err) || opt.scene_path == NULL || opt.help
        || opt.probe)
        return true;
    Scene scene;
    scene_init_defaults(&scene);
    start_reading();
    bool ok = scene_load_file(&scene, opt.scene_path, err)
        && joint_scene_resolve(&scene_joints, &scene, err);
    scene_free(&scene);
    return ok;
}

int main(int argc, char **argv)
{
    Error err;
    int status = EXIT_BAD_INPUT;
    if (check_scene(argc, argv, &err)) {
        start_reading();
        StageApi api = game_stage_api;
        api.init = init_with_steps_and_joints;
        status = headless_main(&api, argc, argv);
    } else {
        fprintf(stderr, "%s\n", err.message);
    }
    joint_scene_reader_free(&scene_joints);
    return status;
}

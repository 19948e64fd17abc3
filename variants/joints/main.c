/* main.c - the headless front end: arguments, files, trace and snapshot
 * are handled by common/headless.c; the stage is the program's
 * (program.h), with the sub-stepping settings and the joints a scene file
 * gives, and the keys that change the settings. */
#include "cli.h"
#include "headless.h"
#include "program.h"

/* The scene a run names, read once before the run reads it: a joint may
 * name a body the file gives later, so whether its bodies exist is known
 * only once the whole file is read, after the parser has accepted every
 * line (program_find_joints), and a bad one must still stop the run with
 * one line before it starts.  Anything else wrong with the arguments or
 * the file is left to headless_main, which says so itself. */
static bool check_scene(const StageApi *api, int argc, char **argv, Error *err)
{
    CliOptions opt;
    if (!cli_parse(&opt, argc, argv, api->name, err) || opt.scene_path == NULL || opt.help
        || opt.probe)
        return true;
    Scene scene;
    scene_init_defaults(&scene);
    api->scene_words();
    bool ok = !scene_load_file(&scene, opt.scene_path, err) || program_find_joints(&scene, err);
    scene_free(&scene);
    return ok;
}

int main(int argc, char **argv)
{
    StageApi api = program_api();
    Error err;
    if (!check_scene(&api, argc, argv, &err)) {
        fprintf(stderr, "%s\n", err.message);
        return EXIT_BAD_INPUT;
    }
    return headless_main(&api, argc, argv);
}

/* main.c - the headless front end: arguments, files, trace and snapshot
 * are handled by common/headless.c; the stage is game_stage_api. */
#include "game.h"
#include "headless.h"
#include "layers.h"

/* The scene parser hands layer= and mask= to the layers' hook. */
int main(int argc, char **argv)
{
    scene_set_word_hook(layers_word_hook, NULL);
    return headless_main(&game_stage_api, argc, argv);
}

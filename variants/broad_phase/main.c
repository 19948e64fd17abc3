/* main.c - the headless front end: arguments, files, trace and snapshot
 * are handled by common/headless.c; the stage is game_stage_api. */
#include "game.h"
#include "headless.h"

int main(int argc, char **argv)
{
    return headless_main(&game_stage_api, argc, argv);
}

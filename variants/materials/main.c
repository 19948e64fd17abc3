/* main.c - the headless front end: arguments, files, trace and snapshot
 * are handled by common/headless.c; the stage is game_stage_api. */
#include "game.h"
#include "headless.h"
#include "materials.h"

/* The scene parser hands the material words to the table's hook. */
int main(int argc, char **argv)
{
    MaterialTable materials = {0};
    scene_set_word_hook(material_word_hook, &materials);
    int status = headless_main(&game_stage_api, argc, argv);
    material_table_free(&materials);
    return status;
}

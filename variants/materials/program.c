/* program.c - the variant materials as its front ends run it
 * (program.h). */
#include "program.h"

#include "game.h"
#include "materials.h"

/* The materials the scene read last defined. */
static MaterialTable scene_materials;

static void read_material_words(void)
{
    material_table_free(&scene_materials);
    scene_set_word_hook(material_word_hook, &scene_materials);
}

StageApi program_api(void)
{
    StageApi api = game_stage_api;
    api.scene_words = read_material_words;
    return api;
}

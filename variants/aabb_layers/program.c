/* program.c - the variant aabb_layers as its front ends run it
 * (program.h). */
#include "program.h"

#include "game.h"
#include "layers.h"

/* The hook keeps what it reads in the bodies themselves: no context. */
static void read_layer_words(void)
{
    scene_set_word_hook(layers_word_hook, NULL);
}

StageApi program_api(void)
{
    StageApi api = game_stage_api;
    api.scene_words = read_layer_words;
    return api;
}

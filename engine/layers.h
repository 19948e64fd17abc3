/* layers.h - collision layers in scene files (chapter 9, the preset
 * aabb_layers):
 *   circle 50 40 2 layer=2 mask=5     # in layer 2, meets layers 1 and 3
 * layer= and mask= are 32-bit masks, written in decimal or as 0x...; a
 * body that gives neither is in layer 1 and meets every layer.  The words
 * reach the parser through its word hook (common/scene.h), which
 * program.c sets; the hook keeps them in the body's extra values
 * (LAYERS_*), and game.c hands them to the shape. */
#ifndef LAYERS_H
#define LAYERS_H

#include "scene.h"

/* SceneBody.extra[LAYERS_LAYER] and [LAYERS_MASK] hold the values,
 * extra[LAYERS_GIVEN] which of them the line gave (bits 1 and 2). */
enum {
    LAYERS_LAYER = 0,
    LAYERS_MASK = 1,
    LAYERS_GIVEN = 2
};
#define LAYERS_GIVEN_LAYER 1UL
#define LAYERS_GIVEN_MASK 2UL

/* The scene parser's word hook (SceneWordHook); context is unused. */
SceneHookAnswer layers_word_hook(void *context, char *const *words, int n, SceneBody *body,
                                 const char *name, int line, Error *err);

#endif

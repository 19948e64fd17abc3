/* program.h - the variant aabb_layers as its front ends run it: the
 * headless one (main.c) and the live page's (web/web_stage.c, which
 * web/web.mk builds with this file when the program holds one).
 *
 * It is stage 8's game with the scene words of layers.h: the scene
 * parser's word hook, set before each scene is read. */
#ifndef PROGRAM_H
#define PROGRAM_H

#include "stage_api.h"

StageApi program_api(void);

#endif

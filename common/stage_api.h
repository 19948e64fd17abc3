/* stage_api.h - what a stage's library offers its front ends.
 *
 * common/ never includes a stage header; a stage describes itself with
 * this table of functions and hands it to a front end (the headless
 * runner in headless.h, or a browser or terminal view).  The game state is
 * opaque here: the front end allocates game_size bytes, zeroed.
 */
#ifndef STAGE_API_H
#define STAGE_API_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "draw.h"
#include "input.h"
#include "scene.h"
#include "trace.h"
#include "vec2.h"

/* The narrow-phase answer for one pair, normal from the first shape to the
 * second; end = start + depth * normal. */
typedef struct ProbeResult {
    bool hit;
    double depth;
    Vec2 normal, start, end;
} ProbeResult;

typedef struct StageApi {
    const char *name;  /* "stage01" */
    const char *title; /* "Rigid shapes and bounds" */
    size_t game_size;
    /* scene == NULL: the stage's built-in textbook scene. */
    void (*init)(void *game, const Scene *scene, uint64_t seed);
    /* Frees what the game allocated (not the game_size bytes themselves);
     * safe on a game that is still zeroed. */
    void (*release)(void *game);
    void (*update)(void *game, const InputState *in);
    void (*draw)(const void *game, DrawList *dl);
    /* Fills every TraceRow field except frame and time (and extra only
     * when extra_column names it). */
    void (*measure)(const void *game, TraceRow *row);
    /* The trace's one column of the stage's own for this game, after
     * TRACE_HEADER's (TraceRow's extra), asked once the game is
     * initialised; NULL (the function or its answer): none. */
    const char *(*extra_column)(const void *game);
    /* The key script a reader of the chapter performs (default run). */
    const char *observation_script;
    /* Stage 2 on: collide two bodies as collide_shape would; NULL before. */
    void (*probe)(const SceneBody *a, const SceneBody *b, ProbeResult *out);
    /* A program whose scene files have words of its own (scene.h's word
     * hook): sets the hook, with a fresh context, for the scene read next.
     * A front end calls it before each scene (or probe) it reads, so what
     * one scene said never leaks into the next; NULL: the parser's words
     * only. */
    void (*scene_words)(void);
    /* A program whose scene words name what a later line gives (a joint
     * naming a body further down): checks the scene once the whole file
     * is read, after the parser accepted every line; false with err
     * naming the file and line.  A front end calls it after each scene
     * it reads with scene_words set; NULL: nothing more to check. */
    bool (*scene_check)(const Scene *scene, Error *err);
    /* A program with settings of its own: one settings line as a scene
     * file gives it ("sleep off"), from the command line.  With game NULL
     * the line is only checked; else it is applied to the initialised
     * game.  false with err saying what is wrong; NULL: no settings. */
    bool (*set)(void *game, const char *line, Error *err);
    /* A program whose own keys change settings: those settings in one
     * line, as the live page shows them, valid until the next call; NULL:
     * none. */
    const char *(*status)(const void *game);
    /* A program that gives a setting less than it was asked (a spring
     * faster than its sub-steps follow): what it gives instead, in one
     * line, valid until the next call; NULL (the function or its
     * answer): nothing to tell.  Asked after the settings and after each
     * update; a front end tells each new line once (the headless runner
     * on stderr, the live page beside the status line). */
    const char *(*notice)(const void *game);
} StageApi;

#endif

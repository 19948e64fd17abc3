/* game_support.h - helpers shared by the stage suites (tests/NN_*): build
 * a game from a scene text or the built-in scene, and feed it input.
 *
 * Stage suites only: it includes "game.h" and "keyscript.h", which the
 * stage directories (-Istages/NN_*) provide; the common suites must not
 * include it.  Include "check_support.h" first, as every suite does.
 */
#ifndef GAME_SUPPORT_H
#define GAME_SUPPORT_H

#include "check_support.h"

#include <stdint.h>

#include "game.h"
#include "keyscript.h"

/* The physics component's calls as every stage spells them: from stage 6
 * on they take the physics settings `ps` (NULL: only detect, one pass);
 * before, there are no settings and the argument is dropped. */
#if STAGE_NUMBER >= 6
#define COLLIDE_SHAPE(s1, s2, ps, infos) collide_shape(s1, s2, ps, infos)
#define PROCESS_SET(set, ps, infos) process_set(set, ps, infos)
#define PROCESS_OBJ_TO_SET(s, set, ps, infos) process_obj_to_set(s, set, ps, infos)
#define PROCESS_SET_TO_SET(a, b, ps, infos) process_set_to_set(a, b, ps, infos)
#else
#define COLLIDE_SHAPE(s1, s2, ps, infos) collide_shape(s1, s2, infos)
#define PROCESS_SET(set, ps, infos) process_set(set, infos)
#define PROCESS_OBJ_TO_SET(s, set, ps, infos) process_obj_to_set(s, set, infos)
#define PROCESS_SET_TO_SET(a, b, ps, infos) process_set_to_set(a, b, infos)
#endif

/* world_step as every stage spells it: infos from stage 2 on, the physics
 * settings from stage 5 on. */
#if STAGE_NUMBER >= 5
#define WORLD_STEP(objs, bounds, ps, turn, ctx, infos) \
    world_step(objs, bounds, ps, turn, ctx, infos)
#elif STAGE_NUMBER >= 2
#define WORLD_STEP(objs, bounds, ps, turn, ctx, infos) world_step(objs, bounds, turn, ctx, infos)
#else
#define WORLD_STEP(objs, bounds, ps, turn, ctx, infos) world_step(objs, bounds, turn, ctx)
#endif

/* The seed game_from uses: the scenes of the tests are fixed, so it only
 * matters to G and to anything else drawn at random. */
#define GAME_SEED 7

/* The settings that keep a scene still at every stage: no motion, no
 * positional correction, one relaxation pass (so each pair is met once per
 * process call).  Put it in front of a scene literal: HOLD_STILL "circle ...". */
#define HOLD_STILL "motion off\ncorrection off\nrelaxation 1\n"

/* Four objects and one bound far below them, held still: the hero (a
 * 2 x 4 rectangle at (10,10)), a circle r 1.5 at (20,10), a 3 x 3
 * rectangle at (30,10) turned 45 degrees, a circle r 1 at (40,10).  Four,
 * so that one step and two steps of the selection land on different
 * objects in both directions: Right twice from 0 is 2, once is 1; Left
 * twice from 0 is 2, once is 3. */
#define FOUR_OBJECTS          \
    HOLD_STILL                \
    "rect 10 10 2 4\n"        \
    "circle 20 10 1.5\n"      \
    "rect 30 10 3 3 rot=45\n" \
    "circle 40 10 1\n"        \
    "rect 50 -20 100 2 static\n"

/* A game on the scene `text`, seeded with `seed`; free it with free_game().
 * The scene lives in static storage, so one test uses one such game at a
 * time. */
static inline Game *game_from_seeded(const char *text, uint64_t seed)
{
    static Scene scene;
    Error err;
    ck_assert_msg(scene_parse_string(&scene, text, "test", &err), "%s", err.message);
    Game *g = calloc(1, sizeof *g);
    ck_assert_ptr_nonnull(g);
    game_init(g, &scene, seed);
    return g;
}

/* Frees a game made by game_from or builtin_game, and what it holds. */
static inline void free_game(Game *g)
{
    game_release(g);
    free(g);
}

static inline Game *game_from(const char *text)
{
    return game_from_seeded(text, GAME_SEED);
}

/* A game on the stage's built-in scene; free it with free_game(). */
static inline Game *builtin_game(uint64_t seed)
{
    Game *g = calloc(1, sizeof *g);
    ck_assert_ptr_nonnull(g);
    game_init(g, NULL, seed);
    return g;
}

/* One update with the n keys k[] down and clicked together. */
static inline void keys(Game *g, int n, const Key *k)
{
    InputState in;
    input_clear(&in);
    for (int i = 0; i < n; i++)
        in.down[k[i]] = in.clicked[k[i]] = true;
    game_update(g, &in);
}

/* One update with key k down and clicked. */
static inline void press(Game *g, Key k)
{
    keys(g, 1, &k);
}

/* `updates` updates with no key down. */
static inline void idle(Game *g, int updates)
{
    for (int u = 0; u < updates; u++)
        keys(g, 0, NULL);
}

/* Plays updates 1..frames of the key script `script` on g. */
static inline void play(Game *g, const char *script, int frames)
{
    static KeyScript ks;
    Error err;
    ck_assert_msg(keyscript_parse_string(&ks, script, "script", &err), "%s", err.message);
    for (int f = 1; f <= frames; f++) {
        InputState in;
        keyscript_input_for(&ks, f, &in);
        game_update(g, &in);
    }
}

#endif

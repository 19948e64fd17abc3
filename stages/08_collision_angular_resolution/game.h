/* game.h - the stage's test scene and its controls, as a library.
 *
 * The game reads only an InputState and writes only a DrawList and a
 * TraceRow, so any front end can drive it: the headless runner in main.c,
 * a browser build, a live view.
 */
#ifndef GAME_H
#define GAME_H

#include <stdint.h>

#include "draw.h"
#include "game_object.h"
#include "input.h"
#include "physics.h"
#include "rng.h"
#include "scene.h"
#include "stage_api.h"
#include "trace.h"

/* Per-update steps of the held controls. */
#define GAME_MOVE_STEP 0.3      /* W/S/A/D, world units */
#define GAME_ROTATE_STEP_DEG 1.0 /* Z/X */
#define GAME_SIZE_STEP 0.1      /* Y/U */
#define GAME_MASS_STEP 0.1      /* Up/Down with M */
#define GAME_COEFF_STEP 0.01    /* Up/Down with N (restitution) or F (friction) */

typedef struct Game {
    GameObjectSet objects; /* objects.items[0] is the hero */
    GameObjectSet bounds;  /* the static platforms and walls */
    int selected;          /* index into objects, -1 when there is none */
    DrawSettings show;     /* current draw settings, given to new minions */
    double minion_size;    /* S: minion sides are base + rand * S */
    Rng rng;
    bool show_infos;       /* C: draw the collision infos */
    CollisionList infos;   /* the collisions found by the last update */
    PhysicsSettings physics; /* gravity, motion (V), correction (P), relaxation */
    bool respawn;          /* objects below y = 10 come back (built-in scene) */
} Game;

/* scene == NULL builds the textbook's test scene. */
void game_init(Game *g, const Scene *scene, uint64_t seed);
void game_update(Game *g, const InputState *in);
void game_draw(const Game *g, DrawList *dl);
void game_measure(const Game *g, TraceRow *row);

/* A minion at (x, y): a circle or a rectangle of random size and rotation. */
GameObject *game_spawn_minion(Game *g, Vec2 position, bool is_circle);

/* The key script a reader of this stage's chapter performs. */
extern const char game_observation_script[];
/* This stage as the front ends see it. */
extern const StageApi game_stage_api;

#endif

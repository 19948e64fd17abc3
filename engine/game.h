/* game.h - the engine's demo: the chapter's test scene and its controls,
 * as a library.
 *
 * The game reads only an InputState and writes only a DrawList and a
 * TraceRow, so any front end can drive it: the headless runner in main.c,
 * a browser build, a live view.  Its physics is the engine's: the Game
 * holds a World (world.h) on its sets and settings, and each update is
 * one world_step of it.  The game's files:
 *   game.c            the Game, adding objects, scene files, update, drawing
 *   textbook_scene.c  the built-in scene, minions and respawning
 *   controls.c        the keys
 *   measure.c         the trace's numbers
 *   observation.c     the default run's key script
 */
#ifndef GAME_H
#define GAME_H

#include <stdint.h>

#include "collision.h"
#include "draw.h"
#include "game_object.h"
#include "input.h"
#include "physics.h"
#include "rng.h"
#include "scene.h"
#include "stage_api.h"
#include "trace.h"
#include "world.h"

/* Per-update steps of the held controls. */
#define GAME_MOVE_STEP 0.3       /* W/S/A/D, world units */
#define GAME_ROTATE_STEP_DEG 1.0 /* Z/X */
#define GAME_SIZE_STEP 0.1       /* Y/U */
#define GAME_MASS_STEP 0.1       /* Up/Down with M */
#define GAME_COEFF_STEP 0.01     /* Up/Down with N (restitution) or F (friction) */

/* What the trace's column of the program's own counts (the settings
 * line `column NAME`, program.h): by default the bodies asleep where
 * bodies sleep, else none; or, after each update, the pairs the broad
 * phase handed over (candidates), those asked of the narrow phase
 * (narrow_phase), or the contacts' points whose pair the last update
 * had but not their id, so that warm starting gave them nothing
 * (lost_ids), for a solver of a contact list (0 for the others). */
typedef enum TraceColumn {
    COLUMN_DEFAULT,
    COLUMN_NONE,
    COLUMN_SLEEPING,
    COLUMN_CANDIDATES,
    COLUMN_NARROW_PHASE,
    COLUMN_LOST_IDS,
    COLUMN_COUNT
} TraceColumn;

typedef struct Game {
    GameObjectSet objects; /* objects.items[0] is the hero */
    GameObjectSet bounds;  /* the static platforms and walls */
    int selected;          /* index into objects, -1 when there is none */
    DrawSettings show;     /* current draw settings, given to new minions */
    double minion_size;    /* S: minion sides are base + rand * S */
    Rng rng;
    bool show_infos;         /* C: draw the collision infos */
    CollisionList infos;     /* the collisions found by the last update */
    PhysicsSettings physics; /* gravity, and the switches the keys toggle */
    bool respawn;            /* objects below y = 10 come back (built-in scene) */
    World world;             /* the engine's state, on objects, bounds and physics */
    TraceColumn column;      /* the trace's own column */
} Game;

/* scene == NULL builds the textbook's test scene. */
void game_init(Game *g, const Scene *scene, uint64_t seed);
void game_update(Game *g, const InputState *in);
void game_draw(const Game *g, DrawList *dl);
void game_measure(const Game *g, TraceRow *row);
/* Frees what the game allocated (its objects, infos and World), not g
 * itself. */
void game_release(Game *g);

/* ---- between the game's files ---------------------------------------- */

/* The chapter's test scene as this stage starts it (textbook_scene.c):
 * the numbers that change from one project of the chapter to the next. */
typedef struct TextbookScene {
    bool motion, correction, show_infos; /* start-up toggles: V, P, C */
    double minion_size;                  /* S */
    Vec2 minion_first, minion_step;      /* minion i (1..5) at first + (i - 1) step */
    bool turned;                         /* top platforms upside down, one tilted, minions turned */
    Vec2 spawn_min, spawn_range;         /* G: at min + rand * range (y drawn when range.y > 0) */
    bool respawn;                        /* objects below y = 10 come back */
} TextbookScene;
extern const TextbookScene textbook_scene;

/* Builds the built-in scene and its start-up settings. */
void textbook_scene_build(Game *g);
/* A minion at (x, y): a circle or a rectangle of random size and rotation. */
GameObject *game_spawn_minion(Game *g, Vec2 position, bool is_circle);
/* Built-in scene: objects that fell below y = 10 come back. */
void textbook_scene_respawn(Game *g);

/* A new object of a set with its rigid shape (mass 1 until game_set_mass,
 * where mass 0 makes it static). */
GameObject *game_add_rectangle(GameObjectSet *set, Vec2 p, double w, double h, double rot_deg);
GameObject *game_add_circle(GameObjectSet *set, Vec2 p, double r, double rot_deg);
void game_set_mass(Game *g, GameObject *obj, double m);

/* Every key of this stage, in the chapter's order (controls.c). */
void game_controls(Game *g, const InputState *in);

/* The key script a reader of this stage's chapter performs. */
extern const char game_observation_script[];
/* The names of the columns, by TraceColumn ("default" and "none" the
 * words that choose no count of their own). */
extern const char *const trace_column_names[COLUMN_COUNT];

/* Does the game's engine let islands sleep?  (physics.h: sleep, for a
 * solver of a contact list.) */
bool game_sleeps(const Game *g);
/* The game as the front ends see it, named after the program's preset
 * (program.h adds the program's own words and keys). */
StageApi game_api(void);

#endif

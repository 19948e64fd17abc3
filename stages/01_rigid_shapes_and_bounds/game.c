/* game.c - the demo around the engine: the Game and its objects, scene
 * files, one update, drawing, and the stage as its front ends see it.
 * The name and title of the stage come from its directory (the Makefile
 * passes them in). */
#include "game.h"

#ifndef STAGE_NAME
/* clang-format off */
#error "STAGE_NAME and STAGE_TITLE come from the Makefile (make names each stage after its directory)"
/* clang-format on */
#endif

static const DrawView GAME_VIEW = {.centre = {50.0, 40.0}, .width = 100.0, .aspect = 0.75};

GameObject *game_add_rectangle(GameObjectSet *set, Vec2 p, double w, double h, double rot_deg)
{
    GameObject *obj = game_object_set_add(set, p, vec2(w, h), deg_to_rad(rot_deg));
    rigid_rectangle_init(&obj->shape, &obj->xf, w, h);
    return obj;
}

GameObject *game_add_circle(GameObjectSet *set, Vec2 p, double r, double rot_deg)
{
    GameObject *obj = game_object_set_add(set, p, vec2(2.0 * r, 2.0 * r), deg_to_rad(rot_deg));
    rigid_circle_init(&obj->shape, &obj->xf, r);
    return obj;
}

static void add_scene_body(Game *g, const SceneBody *b)
{
    GameObjectSet *set = b->is_static ? &g->bounds : &g->objects;
    GameObject *obj = b->kind == SCENE_CIRCLE
        ? game_add_circle(set, b->position, b->radius, b->rot_deg)
        : game_add_rectangle(set, b->position, b->width, b->height, b->rot_deg);
    if (b->is_static)
        obj->colour = COLOUR_BLACK;
}

void game_init(Game *g, const Scene *scene, uint64_t seed)
{
    *g = (Game){
        .selected = -1,
        .show = {.texture = false, .shape = true, .bound = false},
        .minion_size = 10.0,
    };
    rng_seed(&g->rng, seed);
    if (scene) {
        for (int i = 0; i < scene->body_count; i++)
            add_scene_body(g, &scene->bodies[i]);
    } else {
        textbook_scene_build(g);
    }
    if (g->objects.count > 0)
        g->selected = 0;
}

void game_release(Game *g)
{
    game_object_set_free(&g->objects);
    game_object_set_free(&g->bounds);
}

/* ---- one update ---------------------------------------------------------- */

/* What the game does in the middle of world_step: the keys act. */
typedef struct GameAndInput {
    Game *g;
    const InputState *in;
} GameAndInput;

static void game_turn(void *ctx)
{
    GameAndInput *gi = ctx;
    game_controls(gi->g, gi->in);
}

void game_update(Game *g, const InputState *in)
{
    GameAndInput gi = {g, in};
    world_step(&g->objects.shapes, &g->bounds.shapes, game_turn, &gi);
}

/* ---- drawing --------------------------------------------------------------- */

static void draw_set(const GameObjectSet *set, DrawList *dl)
{
    for (int i = 0; i < set->count; i++)
        game_object_draw(&set->items[i], dl);
}

/* The selected object is outlined again in red, with a cross at its centre. */
static void draw_selection(const Game *g, DrawList *dl)
{
    if (g->selected < 0)
        return;
    const RigidShape *s = &g->objects.items[g->selected].shape;
    draw_set_colour(dl, COLOUR_RED);
    rigid_shape_draw(s, dl);
    draw_cross(dl, rigid_shape_centre(s), 1.5);
}

void game_draw(const Game *g, DrawList *dl)
{
    draw_begin(dl, GAME_VIEW);
    draw_set(&g->bounds, dl);
    draw_set(&g->objects, dl);
    draw_selection(g, dl);
}

/* ---- the stage as its front ends see it ------------------------------- */

static void api_init(void *g, const Scene *scene, uint64_t seed)
{
    game_init(g, scene, seed);
}
static void api_release(void *g)
{
    game_release(g);
}
static void api_update(void *g, const InputState *in)
{
    game_update(g, in);
}
static void api_draw(const void *g, DrawList *dl)
{
    game_draw(g, dl);
}
static void api_measure(const void *g, TraceRow *row)
{
    game_measure(g, row);
}

const StageApi game_stage_api = {
    .name = STAGE_NAME,
    .title = STAGE_TITLE,
    .game_size = sizeof(Game),
    .init = api_init,
    .release = api_release,
    .update = api_update,
    .draw = api_draw,
    .measure = api_measure,
    .observation_script = game_observation_script,
    .probe = NULL,
};

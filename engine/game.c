/* game.c - the demo around the engine: the Game and its objects, scene
 * files, one update, drawing, and the game as its front ends see it,
 * named after the program's preset (presets.h). */
#include "game.h"

#include "layers.h"
#include "presets.h"

static const DrawView GAME_VIEW = {.centre = {50.0, 40.0}, .width = 100.0, .aspect = 0.75};

/* An asleep body's outline: a light grey, apart from the black of static
 * shapes and the mid grey of the objects' boxes (texture). */
#define ASLEEP_COLOUR ((Colour){190, 190, 190})

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

/* Mass 0 makes a shape static; any other mass falls with the system
 * acceleration. */
void game_set_mass(Game *g, GameObject *obj, double m)
{
    rigid_shape_set_mass(&obj->shape, m, g->physics.gravity);
}

/* The layers a body line gave (layers.h) go to its shape; the others
 * keep the shape's defaults. */
static void add_scene_body(Game *g, const SceneBody *b)
{
    GameObjectSet *set = b->is_static ? &g->bounds : &g->objects;
    GameObject *obj = b->kind == SCENE_CIRCLE
        ? game_add_circle(set, b->position, b->radius, b->rot_deg)
        : game_add_rectangle(set, b->position, b->width, b->height, b->rot_deg);
    if (b->is_static)
        obj->colour = COLOUR_BLACK;
    game_set_mass(g, obj, b->is_static ? 0.0 : b->mass);
    obj->shape.friction = b->friction;
    obj->shape.restitution = b->restitution;
    if (b->extra[LAYERS_GIVEN] & LAYERS_GIVEN_LAYER)
        obj->shape.layer = b->extra[LAYERS_LAYER];
    if (b->extra[LAYERS_GIVEN] & LAYERS_GIVEN_MASK)
        obj->shape.mask = b->extra[LAYERS_MASK];
    if (!b->is_static) {
        obj->shape.v = b->velocity;
        obj->shape.omega = b->spin;
    }
}

/* A scene file brings its own settings (or the engine defaults it leaves
 * out); the built-in scene starts from the engine defaults and changes
 * its start-up toggles in textbook_scene_build. */
static void set_physics(Game *g, const Scene *scene)
{
    g->physics = physics_default_settings();
    if (scene) {
        g->physics.gravity = scene->gravity;
        g->physics.motion = scene->motion;
        g->physics.correction = scene->correction;
        g->physics.relaxation = scene->relaxation;
    }
}

void game_init(Game *g, const Scene *scene, uint64_t seed)
{
    *g = (Game){
        .selected = -1,
        .show = {.texture = false, .shape = true, .bound = false},
        .minion_size = 10.0,
        .show_infos = true,
    };
    rng_seed(&g->rng, seed);
    set_physics(g, scene);
    if (scene) {
        for (int i = 0; i < scene->body_count; i++)
            add_scene_body(g, &scene->bodies[i]);
    } else {
        textbook_scene_build(g);
    }
    if (g->objects.count > 0)
        g->selected = 0;
    world_init(&g->world, &g->objects.shapes, &g->bounds.shapes, &g->physics);
}

void game_release(Game *g)
{
    game_object_set_free(&g->objects);
    game_object_set_free(&g->bounds);
    collision_list_free(&g->infos);
    world_release(&g->world);
}

/* ---- one update ---------------------------------------------------------- */

/* What the game does in the middle of world_step: the built-in scene
 * brings back what fell, then the keys act on the moved shapes. */
typedef struct GameAndInput {
    Game *g;
    const InputState *in;
} GameAndInput;

static void game_turn(void *ctx)
{
    GameAndInput *gi = ctx;
    textbook_scene_respawn(gi->g);
    game_controls(gi->g, gi->in);
}

/* The collisions are collected for drawing; C only shows or hides them. */
void game_update(Game *g, const InputState *in)
{
    GameAndInput gi = {g, in};
    collision_list_clear(&g->infos);
    world_step(&g->world, game_turn, &gi, &g->infos);
}

/* ---- drawing --------------------------------------------------------------- */

/* An asleep object is drawn from a copy in ASLEEP_COLOUR; the copy's
 * shape still points at the object's own transform, which is all that
 * drawing reads. */
static void draw_set(const GameObjectSet *set, DrawList *dl)
{
    for (int i = 0; i < set->count; i++) {
        GameObject shown = set->items[i];
        if (shown.shape.asleep)
            shown.colour = ASLEEP_COLOUR;
        game_object_draw(&shown, dl);
    }
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

bool game_sleeps(const Game *g)
{
    const PhysicsSettings *ps = &g->physics;
    return ps->sleep
        && (ps->solver == SOLVER_SEQUENTIAL_IMPULSES || ps->solver == SOLVER_SOFT_STEP);
}

/* The joints over the bodies they hold, under the collisions and the
 * selection; the legend of sleep where bodies sleep. */
void game_draw(const Game *g, DrawList *dl)
{
    draw_begin(dl, GAME_VIEW);
    if (game_sleeps(g))
        draw_legend(dl, ASLEEP_COLOUR, "asleep");
    draw_set(&g->bounds, dl);
    draw_set(&g->objects, dl);
    if (g->physics.joints)
        joint_list_draw(&g->world.joints, &g->objects.shapes, &g->bounds.shapes, dl);
    if (g->show_infos)
        collision_list_draw(&g->infos, dl);
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
const char *const trace_column_names[COLUMN_COUNT] = {"default",    "none",         "sleeping",
                                                      "candidates", "narrow_phase", "lost_ids"};

static TraceColumn column_of(const Game *g)
{
    if (g->column != COLUMN_DEFAULT)
        return g->column;
    return game_sleeps(g) ? COLUMN_SLEEPING : COLUMN_NONE;
}

/* The trace's own column: how many bodies sleep (only dynamic ones do),
 * or what building and warm starting the last contact list took. */
static void api_measure(const void *game, TraceRow *row)
{
    const Game *g = game;
    const GameObjectSet *objs = &g->objects;
    game_measure(g, row);
    switch (column_of(g)) {
    case COLUMN_SLEEPING:
        for (int i = 0; i < objs->count; i++)
            row->extra += objs->items[i].shape.asleep;
        break;
    case COLUMN_CANDIDATES: row->extra = g->world.contacts.candidates; break;
    case COLUMN_NARROW_PHASE: row->extra = g->world.contacts.detected; break;
    case COLUMN_LOST_IDS: row->extra = g->world.contacts.lost_ids; break;
    default: break;
    }
}

static const char *api_extra_column(const void *g)
{
    TraceColumn c = column_of(g);
    return c == COLUMN_NONE ? NULL : trace_column_names[c];
}

/* A shape standing alone, as a scene-file line describes it. */
static void shape_from_body(RigidShape *s, Transform *xf, const SceneBody *b)
{
    *xf = (Transform){.position = b->position, .rotation = deg_to_rad(b->rot_deg)};
    if (b->kind == SCENE_CIRCLE) {
        xf->size = vec2(2.0 * b->radius, 2.0 * b->radius);
        rigid_circle_init(s, xf, b->radius);
    } else {
        xf->size = vec2(b->width, b->height);
        rigid_rectangle_init(s, xf, b->width, b->height);
    }
}

/* Two temporary shapes through the same detection the game uses, as the
 * program's defaults detect. */
static void api_probe(const SceneBody *a, const SceneBody *b, ProbeResult *out)
{
    Transform xa, xb;
    RigidShape sa, sb;
    CollisionInfo info;
    shape_from_body(&sa, &xa, a);
    shape_from_body(&sb, &xb, b);
    PhysicsSettings ps = physics_default_settings();
    *out = (ProbeResult){.hit = detect_collision(&sa, &sb, narrow_phase(&ps), &info)};
    if (out->hit) {
        out->depth = info.depth;
        out->normal = info.normal;
        out->start = info.start;
        out->end = info.end;
    }
}

StageApi game_api(void)
{
    const Preset *p = program_preset();
    return (StageApi){
        .name = p->program,
        .title = p->title,
        .game_size = sizeof(Game),
        .init = api_init,
        .release = api_release,
        .update = api_update,
        .draw = api_draw,
        .measure = api_measure,
        .extra_column = api_extra_column,
        .observation_script = game_observation_script,
        .probe = api_probe,
    };
}

/* game.c - the test scene of "Rectangle and Circle Collisions", its
 * controls, and the collisions found on every update. */
#include "game.h"

/* ---- the scene -------------------------------------------------------- */

static const DrawView GAME_VIEW = {.centre = {50.0, 40.0}, .width = 100.0, .aspect = 0.75};

static GameObject *add_rectangle(GameObjectSet *set, Vec2 p, double w, double h, double rot_deg)
{
    GameObject *obj = game_object_set_add(set, p, vec2(w, h), deg_to_rad(rot_deg));
    if (obj)
        rigid_rectangle_init(&obj->shape, &obj->xf, w, h);
    return obj;
}

static GameObject *add_circle(GameObjectSet *set, Vec2 p, double r, double rot_deg)
{
    GameObject *obj = game_object_set_add(set, p, vec2(2.0 * r, 2.0 * r), deg_to_rad(rot_deg));
    if (obj)
        rigid_circle_init(&obj->shape, &obj->xf, r);
    return obj;
}

static void add_bound(Game *g, Vec2 p, double w, double h, double rot_deg)
{
    GameObject *obj = add_rectangle(&g->bounds, p, w, h, rot_deg);
    if (obj)
        obj->colour = COLOUR_BLACK;
}

/* 22 bounds: platforms along the bottom and (upside down) the top, walls
 * down both sides. */
static void add_textbook_bounds(Game *g)
{
    for (int i = 0; i < 4; i++)
        add_bound(g, vec2(15.0 + 30.0 * i, 4.0), 30.0, 3.75, 0.0);
    for (int i = 0; i < 4; i++)
        add_bound(g, vec2(15.0 + 30.0 * i, 76.0), 30.0, 3.75, 180.0);
    for (int i = 0; i < 7; i++)
        add_bound(g, vec2(2.0, 8.0 + 12.0 * i), 3.0, 12.0, 0.0);
    for (int i = 0; i < 7; i++)
        add_bound(g, vec2(98.0, 8.0 + 12.0 * i), 3.0, 12.0, 0.0);
}

GameObject *game_spawn_minion(Game *g, Vec2 position, bool is_circle)
{
    double w = 3.0 + rng_uniform(&g->rng) * g->minion_size;
    double h = 2.4 + rng_uniform(&g->rng) * g->minion_size;
    double rot_deg = (rng_uniform(&g->rng) - 0.5) * 70.0;
    GameObject *obj = is_circle
        ? add_circle(&g->objects, position, 0.35 * sqrt(w * w + h * h), rot_deg)
        : add_rectangle(&g->objects, position, w, h, rot_deg);
    if (obj) {
        obj->xf.size = vec2(w, h);
        obj->show = g->show;
    }
    return obj;
}

static void build_textbook_scene(Game *g)
{
    add_textbook_bounds(g);
    add_rectangle(&g->objects, vec2(50.0, 40.0), 3.0, 4.0, 0.0); /* the hero */
    for (int i = 1; i <= 5; i++)
        game_spawn_minion(g, vec2(10.0 + 20.0 * (i - 1), 40.0), i % 2 == 1);
}

static void add_scene_body(Game *g, const SceneBody *b)
{
    GameObjectSet *set = b->is_static ? &g->bounds : &g->objects;
    GameObject *obj = b->kind == SCENE_CIRCLE
        ? add_circle(set, b->position, b->radius, b->rot_deg)
        : add_rectangle(set, b->position, b->width, b->height, b->rot_deg);
    if (obj && b->is_static)
        obj->colour = COLOUR_BLACK;
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
    if (scene) {
        for (int i = 0; i < scene->body_count; i++)
            add_scene_body(g, &scene->bodies[i]);
    } else {
        build_textbook_scene(g);
    }
    if (g->objects.count > 0)
        g->selected = 0;
}

/* ---- the controls ------------------------------------------------------ */

static void select_controls(Game *g, const InputState *in)
{
    int n = g->objects.count;
    if (n == 0)
        return;
    if (input_is_clicked(in, KEY_LEFT))
        g->selected = (g->selected + n - 1) % n;
    if (input_is_clicked(in, KEY_RIGHT))
        g->selected = (g->selected + 1) % n;
}

static void resize_controls(Game *g, const InputState *in)
{
    if (g->selected < 0)
        return;
    RigidShape *s = &g->objects.items[g->selected].shape;
    if (input_is_down(in, KEY_Y))
        rigid_shape_inc_size(s, GAME_SIZE_STEP);
    if (input_is_down(in, KEY_U))
        rigid_shape_inc_size(s, -GAME_SIZE_STEP);
}

static void spawn_controls(Game *g, const InputState *in)
{
    if (!input_is_clicked(in, KEY_G))
        return;
    double x = 20.0 + rng_uniform(&g->rng) * 60.0;
    double y = 10.0 + rng_uniform(&g->rng) * 60.0;
    bool is_circle = rng_uniform(&g->rng) > 0.5;
    game_spawn_minion(g, vec2(x, y), is_circle);
}

static void move_controls(Game *g, const InputState *in)
{
    if (g->selected < 0)
        return;
    RigidShape *s = &g->objects.items[g->selected].shape;
    const double d = GAME_MOVE_STEP;
    if (input_is_down(in, KEY_W)) rigid_shape_adjust_position(s, vec2(0.0, d));
    if (input_is_down(in, KEY_S)) rigid_shape_adjust_position(s, vec2(0.0, -d));
    if (input_is_down(in, KEY_A)) rigid_shape_adjust_position(s, vec2(-d, 0.0));
    if (input_is_down(in, KEY_D)) rigid_shape_adjust_position(s, vec2(d, 0.0));
    if (input_is_down(in, KEY_Z)) rigid_shape_adjust_rotation(s, deg_to_rad(GAME_ROTATE_STEP_DEG));
    if (input_is_down(in, KEY_X)) rigid_shape_adjust_rotation(s, deg_to_rad(-GAME_ROTATE_STEP_DEG));
}

static void set_show(GameObjectSet *set, DrawSettings show)
{
    for (int i = 0; i < set->count; i++)
        set->items[i].show = show;
}

/* A toggle flips the current setting and hands it to every object, so
 * objects spawned later are drawn the same way. */
static void toggle_controls(Game *g, const InputState *in)
{
    bool changed = false;
    if (input_is_clicked(in, KEY_T)) { g->show.texture = !g->show.texture; changed = true; }
    if (input_is_clicked(in, KEY_R)) { g->show.shape = !g->show.shape; changed = true; }
    if (input_is_clicked(in, KEY_B)) { g->show.bound = !g->show.bound; changed = true; }
    if (input_is_clicked(in, KEY_C)) g->show_infos = !g->show_infos;
    if (changed) {
        set_show(&g->objects, g->show);
        set_show(&g->bounds, g->show);
    }
}

static void update_set(GameObjectSet *set)
{
    for (int i = 0; i < set->count; i++)
        rigid_shape_update(&set->items[i].shape);
}

/* The chapter's three calls: the hero against the bounds, every object
 * against the bounds (the hero a second time), every pair of objects.
 * Infos are only collected while they are drawn. */
static void process_collisions(Game *g)
{
    CollisionList *infos = g->show_infos ? &g->infos : NULL;
    collision_list_clear(&g->infos);
    if (g->objects.count > 0)
        process_obj_to_set(&g->objects.items[0], &g->bounds, infos);
    process_set_to_set(&g->objects, &g->bounds, infos);
    process_set(&g->objects, infos);
}

void game_update(Game *g, const InputState *in)
{
    update_set(&g->objects);
    update_set(&g->bounds);
    select_controls(g, in);
    resize_controls(g, in);
    spawn_controls(g, in);
    move_controls(g, in);
    toggle_controls(g, in);
    process_collisions(g);
}

/* ---- drawing and measuring --------------------------------------------- */

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
    if (g->show_infos)
        collision_list_draw(&g->infos, dl);
    draw_selection(g, dl);
}

static void measure_pair(const RigidShape *a, const RigidShape *b, TraceRow *row)
{
    CollisionInfo info;
    if (!detect_collision(a, b, &info))
        return;
    row->contacts++;
    row->sum_depth += info.depth;
    if (info.depth > row->max_depth)
        row->max_depth = info.depth;
}

/* Contacts come from a pass of its own that only detects: every pair of
 * objects once and every object against every bound, whatever the update
 * did or drew. */
void game_measure(const Game *g, TraceRow *row)
{
    const GameObjectSet *objs = &g->objects, *bounds = &g->bounds;
    *row = (TraceRow){.bodies = objs->count};
    for (int i = 0; i < objs->count; i++) {
        for (int j = i + 1; j < objs->count; j++)
            measure_pair(&objs->items[i].shape, &objs->items[j].shape, row);
        for (int j = 0; j < bounds->count; j++)
            measure_pair(&objs->items[i].shape, &bounds->items[j].shape, row);
    }
}

/* ---- the stage as its front ends see it ------------------------------- */

static void api_init(void *g, const Scene *scene, uint64_t seed) { game_init(g, scene, seed); }
static void api_update(void *g, const InputState *in) { game_update(g, in); }
static void api_draw(const void *g, DrawList *dl) { game_draw(g, dl); }
static void api_measure(const void *g, TraceRow *row) { game_measure(g, row); }

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

/* Two temporary shapes through the same detection the game uses. */
static void api_probe(const SceneBody *a, const SceneBody *b, ProbeResult *out)
{
    Transform xa, xb;
    RigidShape sa, sb;
    CollisionInfo info;
    shape_from_body(&sa, &xa, a);
    shape_from_body(&sb, &xb, b);
    *out = (ProbeResult){.hit = detect_collision(&sa, &sb, &info)};
    if (out->hit) {
        out->depth = info.depth;
        out->normal = info.normal;
        out->start = info.start;
        out->end = info.end;
    }
}

const StageApi game_stage_api = {
    .name = "stage04",
    .title = "Rectangle and circle collisions",
    .game_size = sizeof(Game),
    .init = api_init,
    .update = api_update,
    .draw = api_draw,
    .measure = api_measure,
    .observation_script = game_observation_script,
    .probe = api_probe,
};

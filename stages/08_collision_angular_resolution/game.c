/* game.c - the test scene of "Collision Angular Resolution", its
 * controls, the motion of the shapes, and the collisions found, corrected
 * and resolved on every update. */
#include "game.h"

#include "loop.h"

/* ---- the scene -------------------------------------------------------- */

static const DrawView GAME_VIEW = {.centre = {50.0, 40.0}, .width = 100.0, .aspect = 0.75};

static GameObject *add_rectangle(GameObjectSet *set, Vec2 p, double w, double h, double rot_deg)
{
    GameObject *obj = game_object_set_add(set, p, vec2(w, h), deg_to_rad(rot_deg));
    if (obj) {
        rigid_rectangle_init(&obj->shape, &obj->xf, w, h);
        obj->shape.physics = set->physics;
    }
    return obj;
}

static GameObject *add_circle(GameObjectSet *set, Vec2 p, double r, double rot_deg)
{
    GameObject *obj = game_object_set_add(set, p, vec2(2.0 * r, 2.0 * r), deg_to_rad(rot_deg));
    if (obj) {
        rigid_circle_init(&obj->shape, &obj->xf, r);
        obj->shape.physics = set->physics;
    }
    return obj;
}

/* Mass 0 makes a shape static; any other mass falls with the system
 * acceleration. */
static void set_object_mass(Game *g, GameObject *obj, double m)
{
    rigid_shape_set_mass(&obj->shape, m, g->physics.gravity);
}

static void add_bound(Game *g, Vec2 p, double w, double h, double rot_deg)
{
    GameObject *obj = add_rectangle(&g->bounds, p, w, h, rot_deg);
    if (obj) {
        obj->colour = COLOUR_BLACK;
        set_object_mass(g, obj, 0.0);
    }
}

/* 26 static bounds: platforms along the bottom and (upside down) the top,
 * four platforms in between, walls down both sides. */
static void add_textbook_bounds(Game *g)
{
    for (int i = 0; i < 4; i++)
        add_bound(g, vec2(15.0 + 30.0 * i, 4.0), 30.0, 3.75, 0.0);
    for (int i = 0; i < 4; i++)
        add_bound(g, vec2(15.0 + 30.0 * i, 76.0), 30.0, 3.75, 180.0);
    add_bound(g, vec2(40.0, 40.0), 20.0, 2.5, -30.0);
    add_bound(g, vec2(60.0, 30.0), 20.0, 2.5, 0.0);
    add_bound(g, vec2(20.0, 20.0), 20.0, 2.5, 0.0);
    add_bound(g, vec2(70.0, 50.0), 20.0, 2.5, 0.0);
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
        set_object_mass(g, obj, 1.0);
        /* a random direction in the unit square, 20 to 30 times as fast */
        double vx = rng_uniform(&g->rng) - 0.5, vy = rng_uniform(&g->rng) - 0.5;
        obj->shape.v = vec2_scale(vec2(vx, vy), 20.0 + rng_uniform(&g->rng) * 10.0);
    }
    return obj;
}

/* The chapter's start: motion and correction on, collision infos hidden,
 * small minions high up, falling onto the platforms. */
static void build_textbook_scene(Game *g)
{
    g->physics.motion = true;
    g->physics.correction = true;
    g->show_infos = false;
    g->respawn = false;
    g->minion_size = 5.0;
    add_textbook_bounds(g);
    GameObject *hero = add_rectangle(&g->objects, vec2(50.0, 40.0), 3.0, 4.0, 0.0);
    if (hero)
        set_object_mass(g, hero, 1.0);
    for (int i = 1; i <= 5; i++)
        game_spawn_minion(g, vec2(10.0 + 20.0 * (i - 1), 70.0), i % 2 == 1);
}

static void add_scene_body(Game *g, const SceneBody *b)
{
    GameObjectSet *set = b->is_static ? &g->bounds : &g->objects;
    GameObject *obj = b->kind == SCENE_CIRCLE
        ? add_circle(set, b->position, b->radius, b->rot_deg)
        : add_rectangle(set, b->position, b->width, b->height, b->rot_deg);
    if (obj == NULL)
        return;
    if (b->is_static)
        obj->colour = COLOUR_BLACK;
    set_object_mass(g, obj, b->is_static ? 0.0 : b->mass);
    obj->shape.mu = b->friction;
    obj->shape.e = b->restitution;
    if (!b->is_static) {
        obj->shape.v = b->velocity;
        obj->shape.omega = b->spin;
    }
}

/* A scene file brings its own settings (or the engine defaults it leaves
 * out); the built-in scene starts from the engine defaults and changes
 * its start-up toggles in build_textbook_scene. */
static void set_physics(Game *g, const Scene *scene)
{
    g->physics = (PhysicsSettings){
        .gravity = vec2(0.0, SCENE_DEFAULT_GRAVITY_Y),
        .motion = true,
        .correction = true,
        .relaxation = SCENE_DEFAULT_RELAXATION,
        .correction_rate = PHYSICS_CORRECTION_RATE,
    };
    if (scene) {
        g->physics.gravity = scene->gravity;
        g->physics.motion = scene->motion;
        g->physics.correction = scene->correction;
        g->physics.relaxation = scene->relaxation;
    }
    /* every object and bound belongs to this system */
    g->objects.physics = &g->physics;
    g->bounds.physics = &g->physics;
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
    double x = 50.0 + rng_uniform(&g->rng) * 20.0;
    bool is_circle = rng_uniform(&g->rng) > 0.5;
    game_spawn_minion(g, vec2(x, 50.0), is_circle);
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

static double clamp01(double x)
{
    return x < 0.0 ? 0.0 : (x > 1.0 ? 1.0 : x);
}

/* Up/Down held together with M, N or F: the selected shape's mass,
 * restitution or friction goes up or down every update.  A mass stepped
 * to zero or below makes the object static. */
static void property_controls(Game *g, const InputState *in)
{
    double dir = (input_is_down(in, KEY_UP) ? 1.0 : 0.0) - (input_is_down(in, KEY_DOWN) ? 1.0 : 0.0);
    if (g->selected < 0 || dir == 0.0)
        return;
    GameObject *obj = &g->objects.items[g->selected];
    RigidShape *s = &obj->shape;
    if (input_is_down(in, KEY_M))
        set_object_mass(g, obj, rigid_shape_mass(s) + dir * GAME_MASS_STEP);
    if (input_is_down(in, KEY_N))
        s->e = clamp01(s->e + dir * GAME_COEFF_STEP);
    if (input_is_down(in, KEY_F))
        s->mu = clamp01(s->mu + dir * GAME_COEFF_STEP);
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

/* H: every dynamic object gets a random velocity, mostly upwards. */
static void randomize_velocities(Game *g)
{
    for (int i = 0; i < g->objects.count; i++) {
        RigidShape *s = &g->objects.items[i].shape;
        if (s->inv_mass == 0.0)
            continue;
        double vx = (rng_uniform(&g->rng) - 0.5) * 40.0;
        s->v = vec2(vx, rng_uniform(&g->rng) * 20.0);
    }
}

/* V: motion on/off; H: random velocities; P: correction on/off. */
static void motion_controls(Game *g, const InputState *in)
{
    if (input_is_clicked(in, KEY_V))
        g->physics.motion = !g->physics.motion;
    if (input_is_clicked(in, KEY_P))
        g->physics.correction = !g->physics.correction;
    if (input_is_clicked(in, KEY_H))
        randomize_velocities(g);
}

/* The chapter's update of a shape: a dynamic shape travels while motion
 * is on; a static one stays where it is. */
static void update_set(GameObjectSet *set, const PhysicsSettings *physics)
{
    for (int i = 0; i < set->count; i++) {
        RigidShape *s = &set->items[i].shape;
        if (physics->motion && s->inv_mass > 0.0)
            rigid_shape_travel(s, FIXED_DT);
        else
            rigid_shape_update(s);
    }
}

/* Built-in scene: an object that fell below y = 10 reappears in the
 * middle with a random, mostly upward velocity. */
static void respawn_fallen(Game *g)
{
    for (int i = 0; g->respawn && i < g->objects.count; i++) {
        RigidShape *s = &g->objects.items[i].shape;
        if (s->inv_mass == 0.0 || rigid_shape_centre(s).y >= 10.0)
            continue;
        double x = 50.0 + (rng_uniform(&g->rng) - 0.5) * 40.0;
        double y = 40.0 + rng_uniform(&g->rng) * 20.0;
        rigid_shape_set_position(s, vec2(x, y));
        double vx = (rng_uniform(&g->rng) - 0.5) * 40.0;
        s->v = vec2(vx, rng_uniform(&g->rng) * 25.0);
    }
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
    update_set(&g->objects, &g->physics);
    update_set(&g->bounds, &g->physics);
    respawn_fallen(g);
    select_controls(g, in);
    resize_controls(g, in);
    spawn_controls(g, in);
    move_controls(g, in);
    property_controls(g, in);
    toggle_controls(g, in);
    motion_controls(g, in);
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

/* Energy and momentum of one dynamic shape, g the system acceleration:
 *   kinetic  1/2 m |v|^2 + 1/2 I omega^2
 *   potential  -m (g . p)   (the work gravity does moving it from p to 0;
 *              with g = (0, -20) this is m 20 y, the familiar m g h)
 *   momentum  m v */
static void measure_motion(const RigidShape *s, Vec2 g, TraceRow *row)
{
    if (s->inv_mass == 0.0)
        return;
    double m = rigid_shape_mass(s);
    row->ke_linear += 0.5 * m * vec2_dot(s->v, s->v);
    row->ke_angular += 0.5 * rigid_shape_inertia(s) * s->omega * s->omega;
    row->pe += -m * vec2_dot(g, rigid_shape_centre(s));
    row->px += m * s->v.x;
    row->py += m * s->v.y;
}

/* Contacts come from a pass of its own that only detects: every pair of
 * objects once and every object against every bound, whatever the update
 * did or drew.  Energy and momentum sum over the dynamic objects. */
void game_measure(const Game *g, TraceRow *row)
{
    const GameObjectSet *objs = &g->objects, *bounds = &g->bounds;
    *row = (TraceRow){.bodies = objs->count};
    for (int i = 0; i < objs->count; i++) {
        for (int j = i + 1; j < objs->count; j++)
            measure_pair(&objs->items[i].shape, &objs->items[j].shape, row);
        for (int j = 0; j < bounds->count; j++)
            measure_pair(&objs->items[i].shape, &bounds->items[j].shape, row);
        measure_motion(&objs->items[i].shape, g->physics.gravity, row);
    }
    row->energy = row->ke_linear + row->ke_angular + row->pe;
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
    .name = "stage08",
    .title = "Collision angular resolution",
    .game_size = sizeof(Game),
    .init = api_init,
    .update = api_update,
    .draw = api_draw,
    .measure = api_measure,
    .observation_script = game_observation_script,
    .probe = api_probe,
};

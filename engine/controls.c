/* controls.c - the keys of this stage.  Clicked keys act once, on the
 * update they go down; held keys act on every update they are down. */
#include "game.h"

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

/* G: a minion where the textbook scene spawns them, a circle or a
 * rectangle with even odds. */
static void spawn_controls(Game *g, const InputState *in)
{
    if (!input_is_clicked(in, KEY_G))
        return;
    const TextbookScene *s = &textbook_scene;
    double x = s->spawn_min.x + rng_uniform(&g->rng) * s->spawn_range.x;
    double y = s->spawn_min.y;
    if (s->spawn_range.y > 0.0)
        y += rng_uniform(&g->rng) * s->spawn_range.y;
    bool is_circle = rng_uniform(&g->rng) > 0.5;
    game_spawn_minion(g, vec2(x, y), is_circle);
}

static void move_controls(Game *g, const InputState *in)
{
    if (g->selected < 0)
        return;
    RigidShape *s = &g->objects.items[g->selected].shape;
    const double d = GAME_MOVE_STEP;
    if (input_is_down(in, KEY_W))
        rigid_shape_adjust_position(s, vec2(0.0, d));
    if (input_is_down(in, KEY_S))
        rigid_shape_adjust_position(s, vec2(0.0, -d));
    if (input_is_down(in, KEY_A))
        rigid_shape_adjust_position(s, vec2(-d, 0.0));
    if (input_is_down(in, KEY_D))
        rigid_shape_adjust_position(s, vec2(d, 0.0));
    if (input_is_down(in, KEY_Z))
        rigid_shape_adjust_rotation(s, deg_to_rad(GAME_ROTATE_STEP_DEG));
    if (input_is_down(in, KEY_X))
        rigid_shape_adjust_rotation(s, deg_to_rad(-GAME_ROTATE_STEP_DEG));
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
    double dir = (input_is_down(in, KEY_UP) ? 1.0 : 0.0)
        - (input_is_down(in, KEY_DOWN) ? 1.0 : 0.0);
    if (g->selected < 0 || dir == 0.0)
        return;
    GameObject *obj = &g->objects.items[g->selected];
    RigidShape *s = &obj->shape;
    if (input_is_down(in, KEY_M))
        game_set_mass(g, obj, rigid_shape_mass(s) + dir * GAME_MASS_STEP);
    if (input_is_down(in, KEY_N))
        s->restitution = clamp01(s->restitution + dir * GAME_COEFF_STEP);
    if (input_is_down(in, KEY_F))
        s->friction = clamp01(s->friction + dir * GAME_COEFF_STEP);
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
    if (input_is_clicked(in, KEY_T)) {
        g->show.texture = !g->show.texture;
        changed = true;
    }
    if (input_is_clicked(in, KEY_R)) {
        g->show.shape = !g->show.shape;
        changed = true;
    }
    if (input_is_clicked(in, KEY_B)) {
        g->show.bound = !g->show.bound;
        changed = true;
    }
    if (input_is_clicked(in, KEY_C))
        g->show_infos = !g->show_infos;
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

void game_controls(Game *g, const InputState *in)
{
    select_controls(g, in);
    resize_controls(g, in);
    spawn_controls(g, in);
    move_controls(g, in);
    property_controls(g, in);
    toggle_controls(g, in);
    motion_controls(g, in);
}

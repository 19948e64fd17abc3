/* textbook_scene.c - the chapter's test scene: the room, the hero and the
 * minions, as this stage starts them.  The data comes first: it is what
 * the chapter changes from one project to the next. */
#include "game.h"

const TextbookScene textbook_scene = {
    .motion = true,
    .correction = true,
    .show_infos = false,
    .minion_size = 5.0,
    .minion_first = {10.0, 70.0},
    .minion_step = {20.0, 0.0},
    .turned = true,
    .spawn_min = {50.0, 50.0},
    .spawn_range = {20.0, 0.0},
    .respawn = false,
};

static void add_bound(Game *g, Vec2 p, double w, double h, double rot_deg)
{
    GameObject *obj = game_add_rectangle(&g->bounds, p, w, h, rot_deg);
    obj->colour = COLOUR_BLACK;
    game_set_mass(g, obj, 0.0);
}

/* 26 static bounds: platforms along the bottom and the top (upside down
 * when the scene is turned), four platforms in between (one tilted by
 * -30 degrees when turned), walls down both sides. */
static void add_textbook_bounds(Game *g, bool turned)
{
    for (int i = 0; i < 4; i++)
        add_bound(g, vec2(15.0 + 30.0 * i, 4.0), 30.0, 3.75, 0.0);
    for (int i = 0; i < 4; i++)
        add_bound(g, vec2(15.0 + 30.0 * i, 76.0), 30.0, 3.75, turned ? 180.0 : 0.0);
    add_bound(g, vec2(40.0, 40.0), 20.0, 2.5, turned ? -30.0 : 0.0);
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
    double rot_deg = textbook_scene.turned ? (rng_uniform(&g->rng) - 0.5) * 70.0 : 0.0;
    GameObject *obj = is_circle
        ? game_add_circle(&g->objects, position, 0.35 * sqrt(w * w + h * h), rot_deg)
        : game_add_rectangle(&g->objects, position, w, h, rot_deg);
    obj->xf.size = vec2(w, h);
    obj->show = g->show;
    game_set_mass(g, obj, 1.0);
    /* a random direction in the unit square, 20 to 30 times as fast */
    double vx = rng_uniform(&g->rng) - 0.5, vy = rng_uniform(&g->rng) - 0.5;
    obj->shape.v = vec2_scale(vec2(vx, vy), 20.0 + rng_uniform(&g->rng) * 10.0);
    return obj;
}

/* The room, the hero (a 3 x 4 box at (50, 40)) and five minions, odd ones
 * circles; the start-up toggles come from the data above. */
void textbook_scene_build(Game *g)
{
    const TextbookScene *s = &textbook_scene;
    g->physics.motion = s->motion;
    g->physics.correction = s->correction;
    g->show_infos = s->show_infos;
    g->respawn = s->respawn;
    g->minion_size = s->minion_size;
    add_textbook_bounds(g, s->turned);
    GameObject *hero = game_add_rectangle(&g->objects, vec2(50.0, 40.0), 3.0, 4.0, 0.0);
    game_set_mass(g, hero, 1.0);
    for (int i = 1; i <= 5; i++) {
        Vec2 p = vec2_add(s->minion_first, vec2_scale(s->minion_step, i - 1));
        game_spawn_minion(g, p, i % 2 == 1);
    }
}

/* An object that fell below y = 10 reappears in the middle with a
 * random, mostly upward velocity. */
void textbook_scene_respawn(Game *g)
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

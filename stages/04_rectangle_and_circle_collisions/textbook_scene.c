/* textbook_scene.c - the chapter's test scene: the room, the hero and the
 * minions, as this stage starts them.  The data comes first: it is what
 * the chapter changes from one project to the next. */
#include "game.h"

const TextbookScene textbook_scene = {
    .show_infos = true,
    .minion_size = 10.0,
    .minion_first = {10.0, 40.0},
    .minion_step = {20.0, 0.0},
    .turned = true,
    .spawn_min = {20.0, 10.0},
    .spawn_range = {60.0, 60.0},
};

static void add_bound(Game *g, Vec2 p, double w, double h, double rot_deg)
{
    GameObject *obj = game_add_rectangle(&g->bounds, p, w, h, rot_deg);
    obj->colour = COLOUR_BLACK;
}

/* 22 bounds: platforms along the bottom and the top (upside down when
 * the scene is turned), walls down both sides. */
static void add_textbook_bounds(Game *g, bool turned)
{
    for (int i = 0; i < 4; i++)
        add_bound(g, vec2(15.0 + 30.0 * i, 4.0), 30.0, 3.75, 0.0);
    for (int i = 0; i < 4; i++)
        add_bound(g, vec2(15.0 + 30.0 * i, 76.0), 30.0, 3.75, turned ? 180.0 : 0.0);
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
    return obj;
}

/* The room, the hero (a 3 x 4 box at (50, 40)) and five minions, odd ones
 * circles; the start-up toggles come from the data above. */
void textbook_scene_build(Game *g)
{
    const TextbookScene *s = &textbook_scene;
    g->show_infos = s->show_infos;
    g->minion_size = s->minion_size;
    add_textbook_bounds(g, s->turned);
    game_add_rectangle(&g->objects, vec2(50.0, 40.0), 3.0, 4.0, 0.0); /* the hero */
    for (int i = 1; i <= 5; i++) {
        Vec2 p = vec2_add(s->minion_first, vec2_scale(s->minion_step, i - 1));
        game_spawn_minion(g, p, i % 2 == 1);
    }
}

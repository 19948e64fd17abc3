/* measure.c - the numbers of one trace row: contacts and overlaps, energy
 * and momentum. */
#include "game.h"

static void measure_pair(const RigidShape *a, const RigidShape *b, NarrowPhase np, TraceRow *row)
{
    CollisionInfo info;
    if (!detect_collision(a, b, np, &info))
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

/* Contacts come from a pass of its own that only detects, as the
 * settings detect a pair: every pair of objects once and every object
 * against every bound, whatever the update did or drew.  Energy and
 * momentum sum over the dynamic objects. */
void game_measure(const Game *g, TraceRow *row)
{
    const GameObjectSet *objs = &g->objects, *bounds = &g->bounds;
    NarrowPhase np = narrow_phase(&g->physics);
    *row = (TraceRow){.bodies = objs->count};
    for (int i = 0; i < objs->count; i++) {
        for (int j = i + 1; j < objs->count; j++)
            measure_pair(&objs->items[i].shape, &objs->items[j].shape, np, row);
        for (int j = 0; j < bounds->count; j++)
            measure_pair(&objs->items[i].shape, &bounds->items[j].shape, np, row);
        measure_motion(&objs->items[i].shape, g->physics.gravity, row);
    }
    row->energy = row->ke_linear + row->ke_angular + row->pe;
}

/* measure.c - the numbers of one trace row: contacts and overlaps. */
#include "game.h"

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

/* soft_step_support.h - what soft_step's suites measure a game by
 * (test_soft_step.c, test_benchmark_scenes.c).  Include after
 * game_support.h and solver.h. */
#ifndef SOFT_STEP_SUPPORT_H
#define SOFT_STEP_SUPPORT_H

#include <math.h>

/* `updates` updates of g with every body kept awake, so that what holds
 * it up is the solver and not sleep. */
static inline void awake_updates(Game *g, int updates)
{
    for (int u = 0; u < updates; u++) {
        for (int i = 0; i < g->objects.count; i++)
            if (g->objects.items[i].shape.asleep)
                wake_body(&g->objects.items[i].shape);
        idle(g, 1);
    }
}

/* The deepest overlap among the contacts the last update found. */
static inline double deepest(const Game *g)
{
    double d = 0.0;
    const ContactList *l = &g->world.contacts;
    for (int k = 0; k < l->count; k++)
        for (int i = 0; i < l->items[k].point_count; i++)
            d = fmax(d, l->items[k].points[i].depth);
    return d;
}

static inline double kinetic_energy(const Game *g)
{
    TraceRow row;
    game_measure(g, &row);
    return row.ke_linear + row.ke_angular;
}

#endif

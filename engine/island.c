/* island.c - islands of bodies joined by contacts and joints, and their
 * sleep (see island.h). */
#include "island.h"

#include <stdlib.h>

#include "grow.h"

void islands_reserve(Islands *is, int objects)
{
    int capacity = is->capacity;
    is->parent = grow_array(is->parent, &capacity, objects, sizeof *is->parent, "islands");
    capacity = is->capacity;
    is->awake = grow_array(is->awake, &capacity, objects, sizeof *is->awake, "islands");
    capacity = is->capacity;
    is->least = grow_array(is->least, &capacity, objects, sizeof *is->least, "islands");
    is->capacity = capacity;
}

void islands_free(Islands *is)
{
    free(is->parent);
    free(is->awake);
    free(is->least);
    *is = (Islands){0};
}

/* The island of shape i: union-find over the objects (path halving). */
static int island_of(int *parent, int i)
{
    while (parent[i] != i) {
        parent[i] = parent[parent[i]];
        i = parent[i];
    }
    return i;
}

/* Objects i and j in one island: the root with the larger index is
 * linked to the other. */
static void join_islands(int *parent, int i, int j)
{
    int a = island_of(parent, i), b = island_of(parent, j);
    if (a != b)
        parent[a < b ? b : a] = a < b ? a : b;
}

/* Does the joint hold two dynamic objects together? */
static bool joins_two_objects(const Joint *j, const ShapeSet *objects)
{
    const JointBody *b = j->def.body;
    return b[0].set == JOINT_OBJECT && b[1].set == JOINT_OBJECT
        && objects->items[b[0].index]->inv_mass > 0.0 && objects->items[b[1].index]->inv_mass > 0.0;
}

/* Islands: two dynamic objects that share a contact of the list (touching
 * or within the speculative margin) or a joint are in one island, and
 * so, link by link, is every body a chain of them joins them to: a
 * chain of links hanging from the world is one island, which sleeps
 * whole, and wakes whole when any link is touched.  A static shape
 * joins nothing, nor does the world: a floor under two piles would
 * otherwise make them one island, and a box landing on the far one
 * would wake the near one; so would two pendulums hung from one beam.
 * parent[] gets, for every object, a link towards its island's root. */
void find_islands(Islands *is, const ShapeSet *objects, const ContactList *list,
                  const JointList *joints)
{
    int *parent = is->parent;
    for (int i = 0; i < objects->count; i++)
        parent[i] = i;
    for (int k = 0; k < list->count; k++) {
        const Contact *c = &list->items[k];
        if (c->with_bound || c->s1->inv_mass == 0.0 || c->s2->inv_mass == 0.0)
            continue;
        join_islands(parent, c->first, c->second);
    }
    for (int k = 0; joints && k < joints->count; k++) {
        const Joint *j = &joints->items[k];
        if (joins_two_objects(j, objects))
            join_islands(parent, j->def.body[0].index, j->def.body[1].index);
    }
}

void wake_body(RigidShape *s)
{
    s->asleep = false;
    s->still_time = 0.0;
    s->resting = false;
}

/* A body may only sleep with its island: if one member slept while a
 * neighbour moved, the neighbour's push would meet a body that neither
 * moves nor is solved, as if it were the floor.  So an island with one
 * awake body wakes whole (a body that touches a sleeping island has just
 * joined it), and an island sleeps only when all of it has been still
 * for ISLAND_SLEEP_TIME. */
void wake_islands(Islands *is, ShapeSet *objects)
{
    int n = objects->count;
    for (int i = 0; i < n; i++)
        is->awake[i] = false;
    for (int i = 0; i < n; i++) {
        const RigidShape *s = objects->items[i];
        if (s->inv_mass > 0.0 && !s->asleep)
            is->awake[island_of(is->parent, i)] = true;
    }
    for (int i = 0; i < n; i++) {
        RigidShape *s = objects->items[i];
        if (s->asleep && is->awake[island_of(is->parent, i)])
            wake_body(s);
    }
}

/* After the positions moved: an awake body slower than the speeds of
 * sleep has been still dt longer, any other not at all.  Returns how
 * many have now been still for ISLAND_SLEEP_TIME: with none, no island
 * can fall asleep in this update. */
int count_still_time(ShapeSet *objects)
{
    int sleepy = 0;
    for (int i = 0; i < objects->count; i++) {
        RigidShape *s = objects->items[i];
        if (s->inv_mass == 0.0 || s->asleep)
            continue;
        bool still = vec2_dot(s->v, s->v) < ISLAND_SLEEP_SPEED * ISLAND_SLEEP_SPEED
            && fabs(s->omega) < ISLAND_SLEEP_TURN;
        s->still_time = still ? s->still_time + FIXED_DT : 0.0;
        sleepy += s->still_time >= ISLAND_SLEEP_TIME;
    }
    return sleepy;
}

/* An island whose every member has been still for ISLAND_SLEEP_TIME
 * (the least still time among them) falls asleep with its velocities
 * zeroed (so, not integrated, its position keeps every bit). */
void put_islands_to_sleep(Islands *is, ShapeSet *objects)
{
    int n = objects->count;
    for (int i = 0; i < n; i++)
        is->least[i] = INFINITY;
    for (int i = 0; i < n; i++) {
        RigidShape *s = objects->items[i];
        if (s->inv_mass == 0.0 || s->asleep)
            continue;
        int r = island_of(is->parent, i);
        is->least[r] = fmin(is->least[r], s->still_time);
    }
    for (int i = 0; i < n; i++) {
        RigidShape *s = objects->items[i];
        if (s->inv_mass > 0.0 && !s->asleep
            && is->least[island_of(is->parent, i)] >= ISLAND_SLEEP_TIME) {
            s->asleep = true;
            s->v = vec2(0.0, 0.0);
            s->omega = 0.0;
        }
    }
}

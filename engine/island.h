/* island.h - islands of bodies joined by contacts and joints, and their
 * sleep.
 *
 * Two dynamic objects that share a contact or a joint are in one island,
 * and so, link by link, is every body a chain of contacts and joints
 * joins them to; static shapes and the world join nothing.  A body only sleeps with its whole island, once
 * every body of it has been still for ISLAND_SLEEP_TIME, and an island
 * with one awake body wakes whole (island.c says why).  A sleeping body
 * is neither integrated nor solved; world.c decides when the islands are
 * looked at, and what else wakes a body.
 */
#ifndef ISLAND_H
#define ISLAND_H

#include "joint.h"
#include "rigid_shape.h"
#include "collision.h"

/* A body is still while slower than ISLAND_SLEEP_SPEED (units/s; a box
 * 2 units wide moves 1/40 of itself in a second) and turning slower than
 * ISLAND_SLEEP_TURN (rad/s, 2 degrees a second); an island whose bodies
 * have all been still for ISLAND_SLEEP_TIME seconds sleeps. */
#define ISLAND_SLEEP_SPEED 0.05
#define ISLAND_SLEEP_TURN 0.035
#define ISLAND_SLEEP_TIME 0.5

/* The islands of the objects, as union-find links, with the scratch the
 * waking and the sleeping read (start from a zeroed struct, free with
 * islands_free; the arrays keep their memory from one update to the
 * next). */
typedef struct Islands {
    int *parent;   /* per object: a link towards its island's root */
    bool *awake;   /* per root: the island has an awake body */
    double *least; /* per root: the least still time of its bodies */
    int capacity;
} Islands;

/* Room for `objects` objects (call it before the others, whenever the
 * objects may have grown). */
void islands_reserve(Islands *is, int objects);
void islands_free(Islands *is);

/* The islands of the objects joined by the list's contacts and by the
 * joints (NULL: none). */
void find_islands(Islands *is, const ShapeSet *objects, const ContactList *list,
                  const JointList *joints);
/* Every sleeping body of an island that has an awake body wakes. */
void wake_islands(Islands *is, ShapeSet *objects);
/* After the positions moved: each awake body's still time grows by dt
 * while it is slower than the speeds of sleep, and is 0 otherwise;
 * returns how many have been still for ISLAND_SLEEP_TIME. */
int count_still_time(ShapeSet *objects);
/* Every island whose bodies have all been still for ISLAND_SLEEP_TIME
 * falls asleep. */
void put_islands_to_sleep(Islands *is, ShapeSet *objects);
/* A sleeping body wakes: it is integrated and solved again, and has
 * been still for no time. */
void wake_body(RigidShape *s);

#endif

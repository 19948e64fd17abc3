/* collision.h - the narrow phase: exactly how two rigid shapes overlap.
 *
 * Each collide_* function answers for one pair of shape kinds: it returns
 * true and fills the info when the shapes overlap.  collision_test picks
 * the function for a pair from a table indexed by the two kinds.  The
 * normal's direction is the function's own; physics.c turns it to point
 * from the first shape to the second.
 */
#ifndef COLLISION_H
#define COLLISION_H

#include <stdbool.h>

#include "collision_info.h"
#include "rigid_shape.h"

typedef bool (*CollideFn)(const RigidShape *a, const RigidShape *b, CollisionInfo *info);

bool collide_circ_circ(const RigidShape *c1, const RigidShape *c2, CollisionInfo *info);

/* The narrow phase for any pair: the table's function for (a, b). */
bool collision_test(const RigidShape *a, const RigidShape *b, CollisionInfo *info);

#endif

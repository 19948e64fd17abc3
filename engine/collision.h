/* collision.h - the narrow phase: exactly how two rigid shapes overlap.
 *
 * Each collide_* function answers for one pair of shape kinds: it returns
 * true and fills the info when the shapes overlap.  collision_test picks
 * the function for a pair from a table indexed by the two kinds, with a
 * row for each way two rectangles meet: the chapter's one point
 * (collide_rect_rect) or a clipped manifold of up to two
 * (clip_rect_rect, the setting `manifold`).  The normal's direction is
 * the function's own; detect_collision turns it to point from the first
 * shape to the second.
 */
#ifndef COLLISION_H
#define COLLISION_H

#include <stdbool.h>

#include "collision_info.h"
#include "rigid_shape.h"

typedef bool (*CollideFn)(const RigidShape *a, const RigidShape *b, CollisionInfo *info);

bool collide_circ_circ(const RigidShape *c1, const RigidShape *c2, CollisionInfo *info);

/* A vertex of a rectangle and how far it lies along a direction. */
typedef struct SupportPoint {
    Vec2 point;
    double dist;
} SupportPoint;

/* Over b's vertices v, the one with the largest strictly positive
 * dot(v - pt_on_edge, dir); false when no projection is positive. */
bool find_support_point(const RigidShape *b, Vec2 dir, Vec2 pt_on_edge, SupportPoint *out);
/* Over a's faces, the one b's support point penetrates least; false as
 * soon as a face has no support point (that face separates a from b).
 * Fills depth, the face's normal, and start on a's face line. */
bool find_axis_least_penetration(const RigidShape *a, const RigidShape *b, CollisionInfo *info);
/* Two rectangles, the chapter's way: false when a face of either
 * separates them; else one point, the face of least penetration's (the
 * normal from r1 towards r2, start on r2's boundary). */
bool collide_rect_rect(const RigidShape *r1, const RigidShape *r2, CollisionInfo *info);
/* Two rectangles as a manifold: false when a face of either separates
 * them; else one or two points where the incident face, clipped to the
 * reference face's side planes, lies behind the reference face (the
 * normal from r1 towards r2, each start on r2's boundary). */
bool clip_rect_rect(const RigidShape *r1, const RigidShape *r2, CollisionInfo *info);
/* A rectangle and a circle; the normal points from the rectangle to the
 * circle whichever comes first in the pair being collided. */
bool collide_rect_circ(const RigidShape *rect, const RigidShape *circ, CollisionInfo *info);
/* The circle (centre c, radius r) against one corner of a rectangle, its
 * nearest point when the centre lies in the corner's region: false when
 * the corner is farther than r; else the normal points from the corner
 * to the centre. */
bool collide_corner(Vec2 c, double r, Vec2 corner, CollisionInfo *info);
/* The circle first: collide_rect_circ's answer for the same two shapes,
 * its normal still from the rectangle to the circle. */
bool collide_circ_rect(const RigidShape *circ, const RigidShape *rect, CollisionInfo *info);

/* The narrow phase for any pair: the table's function for (a, b), two
 * rectangles meeting at a manifold or at the chapter's one point. */
bool collision_test(const RigidShape *a, const RigidShape *b, bool manifold, CollisionInfo *info);

/* How a pair is detected: the bound test on the shapes' bounding boxes
 * (else the chapter's circles), and two rectangles as a manifold (else
 * the chapter's one point).  narrow_phase (settings.h) reads it from
 * the settings. */
typedef struct NarrowPhase {
    bool boxes;
    bool manifold;
} NarrowPhase;

/* The boxes' bound test widens each by this (detect_collision). */
#define BOUND_BOX_MARGIN 1e-9

/* The bound test, then the narrow phase, then the normal turned to
 * point from s1 towards s2. */
bool detect_collision(const RigidShape *s1, const RigidShape *s2, NarrowPhase np,
                      CollisionInfo *info);

#endif

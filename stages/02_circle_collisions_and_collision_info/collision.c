/* collision.c - the narrow phase, one function per pair of shape kinds. */
#include "collision.h"

/* Two circles overlap when their centres are no farther apart than the
 * radii reach together, |d| <= r1 + r2 with d = c2 - c1.  Along n = d/|d|
 * circle 2 reaches back to start = c2 - n r2 and circle 1 forward to
 * end = c1 + n r1; end - start = n (r1 + r2 - |d|), so the depth is
 * r1 + r2 - |d|.  Concentric circles have no d to follow: push along
 * (0,-1) by the whole r1 + r2, from the top point of the larger circle
 * (the second on a tie) down to the bottom point of the smaller. */
bool collide_circ_circ(const RigidShape *c1, const RigidShape *c2, CollisionInfo *info)
{
    Vec2 d = vec2_sub(rigid_shape_centre(c2), rigid_shape_centre(c1));
    double r1 = c1->circle.r, r2 = c2->circle.r, rsum = r1 + r2;
    double dist = vec2_length(d);
    if (dist > rsum)
        return false;
    if (dist != 0.0) {
        Vec2 n = vec2(d.x / dist, d.y / dist);
        collision_info_set(info, rsum - dist, n,
                           vec2_sub(rigid_shape_centre(c2), vec2_scale(n, r2)));
        return true;
    }
    const RigidShape *larger = r1 > r2 ? c1 : c2;
    Vec2 top = vec2_add(rigid_shape_centre(larger), vec2(0.0, larger->circle.r));
    collision_info_set(info, rsum, vec2(0.0, -1.0), top);
    return true;
}

/* The pairs this stage cannot collide yet. */
static bool collide_none(const RigidShape *a, const RigidShape *b, CollisionInfo *info)
{
    (void)a;
    (void)b;
    (void)info;
    return false;
}

/* COLLIDE[kind of a][kind of b]: the function that collides a with b. */
static const CollideFn COLLIDE[SHAPE_KIND_COUNT][SHAPE_KIND_COUNT] = {
    [SHAPE_CIRCLE] = {[SHAPE_CIRCLE] = collide_circ_circ, [SHAPE_RECTANGLE] = collide_none},
    [SHAPE_RECTANGLE] = {[SHAPE_CIRCLE] = collide_none, [SHAPE_RECTANGLE] = collide_none},
};

bool collision_test(const RigidShape *a, const RigidShape *b, CollisionInfo *info)
{
    return COLLIDE[a->kind][b->kind](a, b, info);
}

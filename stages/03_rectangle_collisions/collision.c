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

/* Every vertex v of b measured from the face point along dir; the
 * farthest, if it lies beyond the point at all (starting the search at
 * distance 0 keeps only positive ones), is b's support point. */
bool find_support_point(const RigidShape *b, Vec2 dir, Vec2 pt_on_edge, SupportPoint *out)
{
    SupportPoint best = {{0.0, 0.0}, 0.0};
    for (int i = 0; i < 4; i++) {
        Vec2 v = b->rect.vertex[i];
        double proj = vec2_dot(vec2_sub(v, pt_on_edge), dir);
        if (proj > best.dist)
            best = (SupportPoint){.point = v, .dist = proj};
    }
    *out = best;
    return best.dist > 0.0;
}

/* Seen from face i of a, with dir = -n_i pointing into a, b's support
 * point is b's vertex deepest behind the face's line, d_i deep: b has to
 * move d_i along n_i to clear that face.  A face with no vertex of b
 * behind it is a separating line (the separating axis theorem with a's
 * face normals as axes), so there is no collision at all.  The face with
 * the smallest d_i is the cheapest way out across a's faces; its point
 * on the face line is the support point moved d_i along n_i. */
bool find_axis_least_penetration(const RigidShape *a, const RigidShape *b, CollisionInfo *info)
{
    int best = -1;
    SupportPoint best_sp = {{0.0, 0.0}, 0.0};
    for (int i = 0; i < 4; i++) {
        Vec2 n = a->rect.face_normal[i];
        SupportPoint sp;
        if (!find_support_point(b, vec2_neg(n), a->rect.vertex[i], &sp))
            return false;
        if (best < 0 || sp.dist < best_sp.dist) {
            best = i;
            best_sp = sp;
        }
    }
    Vec2 n = a->rect.face_normal[best];
    collision_info_set(info, best_sp.dist, n, vec2_add(best_sp.point, vec2_scale(n, best_sp.dist)));
    return true;
}

/* Both rectangles' faces are candidate axes; only when neither has a
 * separating face do they overlap, by the smaller of the two least
 * penetrations.  Either way start ends on r2 and the normal leads from
 * r1 towards r2: with r1's face (R1), start goes back from r1's face to
 * r2's vertex; with r2's face (R2), the face normal points out of r2 so
 * it is turned round, and start is already on r2's face. */
bool collide_rect_rect(const RigidShape *r1, const RigidShape *r2, CollisionInfo *info)
{
    CollisionInfo a, b;
    if (!find_axis_least_penetration(r1, r2, &a) || !find_axis_least_penetration(r2, r1, &b))
        return false;
    if (a.depth < b.depth)
        collision_info_set(info, a.depth, a.normal,
                           vec2_sub(a.start, vec2_scale(a.normal, a.depth)));
    else
        collision_info_set(info, b.depth, vec2_neg(b.normal), b.start);
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
    [SHAPE_RECTANGLE] = {[SHAPE_CIRCLE] = collide_none, [SHAPE_RECTANGLE] = collide_rect_rect},
};

bool collision_test(const RigidShape *a, const RigidShape *b, CollisionInfo *info)
{
    return COLLIDE[a->kind][b->kind](a, b, info);
}

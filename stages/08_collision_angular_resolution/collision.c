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

/* The circle (centre c, radius r) against one corner of the rectangle:
 * the nearest point of the rectangle is the corner itself, so the circle
 * overlaps when the corner is within r, by r - |c - corner|, along the
 * line from the corner to the centre. */
bool collide_corner(Vec2 c, double r, Vec2 corner, CollisionInfo *info)
{
    Vec2 v = vec2_sub(c, corner);
    double dist = vec2_length(v);
    if (dist > r)
        return false;
    Vec2 n = vec2(v.x / dist, v.y / dist);
    collision_info_set(info, r - dist, n, vec2_sub(c, vec2_scale(n, r)));
    return true;
}

/* p_i = dot(c - v_i, n_i) is how far the centre lies beyond face i's line
 * (negative: on the inner side).  If it is beyond none, it is inside and
 * the nearest face, the largest p_i, is the way out: the circle moves
 * r - p_i (p_i <= 0) along that face's normal.  Beyond face e, the
 * centre's projection on the edge v_e -> v_e+1 decides the Voronoi region:
 * before v_e or past v_e+1 the nearest point is that corner; in between it
 * is the face, p_e away, and the overlap is r - p_e. */
bool collide_rect_circ(const RigidShape *rect, const RigidShape *circ, CollisionInfo *info)
{
    const Vec2 *v = rect->rect.vertex, *n = rect->rect.face_normal;
    Vec2 c = rigid_shape_centre(circ);
    double r = circ->circle.r, best = -INFINITY;
    int e = 0;
    for (int i = 0; i < 4 && !(best > 0.0); i++) {
        double p = vec2_dot(vec2_sub(c, v[i]), n[i]);
        if (p > best) {
            best = p;
            e = i;
        }
    }
    if (best > 0.0) {
        Vec2 next = v[(e + 1) % 4], edge = vec2_sub(next, v[e]);
        if (vec2_dot(vec2_sub(c, v[e]), edge) < 0.0)
            return collide_corner(c, r, v[e], info);
        if (vec2_dot(vec2_sub(c, next), vec2_neg(edge)) < 0.0)
            return collide_corner(c, r, next, info);
        if (!(best < r))
            return false;
    }
    collision_info_set(info, r - best, n[e], vec2_sub(c, vec2_scale(n[e], r)));
    return true;
}

/* Circle first: the same test with the rectangle first; physics.c turns
 * the normal to point from the circle. */
bool collide_circ_rect(const RigidShape *circ, const RigidShape *rect, CollisionInfo *info)
{
    return collide_rect_circ(rect, circ, info);
}

/* COLLIDE[kind of a][kind of b]: the function that collides a with b. */
static const CollideFn COLLIDE[SHAPE_KIND_COUNT][SHAPE_KIND_COUNT] = {
    [SHAPE_CIRCLE] = {[SHAPE_CIRCLE] = collide_circ_circ, [SHAPE_RECTANGLE] = collide_circ_rect},
    [SHAPE_RECTANGLE] = {[SHAPE_CIRCLE] = collide_rect_circ, [SHAPE_RECTANGLE] = collide_rect_rect},
};

bool collision_test(const RigidShape *a, const RigidShape *b, CollisionInfo *info)
{
    return COLLIDE[a->kind][b->kind](a, b, info);
}

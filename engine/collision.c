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

/* The face of a that b's support point penetrates least, and its depth,
 * from the chapter's own find_axis_least_penetration: the info it fills
 * holds that face's normal, copied from a->rect.face_normal, so the face
 * is the one whose normal it is (a rectangle's four normals differ).
 * False as soon as a face separates a from b. */
static bool least_penetration_face(const RigidShape *a, const RigidShape *b, int *face,
                                   double *depth)
{
    CollisionInfo axis;
    if (!find_axis_least_penetration(a, b, &axis))
        return false;
    for (*face = 0; *face < 3; (*face)++)
        if (a->rect.face_normal[*face].x == axis.normal.x
            && a->rect.face_normal[*face].y == axis.normal.y)
            break;
    *depth = axis.depth;
    return true;
}

/* The incident face: the face of b whose outward normal is most nearly
 * opposite n (the least n_j . n; the first on a tie).  Of b's faces it is
 * the one lying flattest against the reference face, and it holds b's
 * vertex deepest behind it (that vertex is where the two faces of b that
 * face the reference most meet). */
static int incident_face(const RigidShape *b, Vec2 n)
{
    int best = 0;
    for (int j = 1; j < 4; j++)
        if (vec2_dot(b->rect.face_normal[j], n) < vec2_dot(b->rect.face_normal[best], n))
            best = j;
    return best;
}

/* Clips the segment p[0] -> p[1] to the half-plane dot(m, x) <= offset
 * (m a unit normal pointing out of the kept side).  The signed distances
 * d_k = dot(m, p_k) - offset say which end is outside (d > 0).  Along the
 * segment x(s) = p0 + s (p1 - p0) the distance is linear,
 * d(s) = d0 + s (d1 - d0), so it crosses the line at
 *   s = d0 / (d0 - d1),
 * which lies in [0, 1] when d0 and d1 have opposite signs.  The end that
 * is outside moves to the crossing, so each slot keeps standing for the
 * same end of the incident face (the feature id's `end`); with both ends
 * outside nothing is left: false. */
static bool clip_segment(Vec2 p[2], Vec2 m, double offset)
{
    double d0 = vec2_dot(m, p[0]) - offset, d1 = vec2_dot(m, p[1]) - offset;
    if (d0 > 0.0 && d1 > 0.0)
        return false;
    Vec2 crossing = vec2_add(p[0], vec2_scale(vec2_sub(p[1], p[0]), d0 / (d0 - d1)));
    if (d0 > 0.0)
        p[0] = crossing;
    else if (d1 > 0.0)
        p[1] = crossing;
    return true;
}

/* The reference face: r1's face of least penetration (depth d1) unless
 * r2's (d2) is shallower by more than 0.1 % of d1 plus 0.0005.  Without
 * the margin two nearly equal depths (a box resting flat on a floor:
 * both are the same overlap) would hand the choice back and forth from
 * one update to the next as rounding tips them, and the points and their
 * ids would jump between the two boxes' faces. */
#define REFERENCE_BIAS_RELATIVE 0.999
#define REFERENCE_BIAS_ABSOLUTE 0.0005

/* Rectangle against rectangle, as a manifold of up to two points: the
 * idea of Box2D-Lite's box-box collider and Box2D's polygon clipping,
 * worked out here in our own terms.
 *
 * 1. Separating axes, the chapter's test: every face of both rectangles
 *    must have a vertex of the other behind it, or they do not overlap.
 *    The face of least penetration (with the bias above) is the reference
 *    face, from vertex a to b, outward unit normal n, tangent
 *    t = (b - a)/|b - a|.
 * 2. The incident face is the other rectangle's face most nearly opposite
 *    n; its ends p0, p1 are where the contact may reach.
 * 3. The reference face's side planes are the lines through a and b
 *    across the face:  dot(-t, x) <= dot(-t, a)  and  dot(t, x) <= dot(t, b)
 *    hold on the face's side of each.  Clipping p0 -> p1 to both (see
 *    clip_segment: x = p0 + s (p1 - p0), s = d0 / (d0 - d1)) keeps the part
 *    of the incident face that lies over the reference face.
 * 4. A kept end's depth behind the reference face is depth = dot(a - p, n);
 *    ends with depth < 0 lie in front of it (not touching) and are left
 *    out, so a face lying flat gives two points and a corner gives one.
 * Start lies on r2 and the normal leads from r1 towards r2, as in the
 * chapter's collide_rect_rect:
 * with r1's face, start = p (on r2's incident face) and start + depth n is
 * on r1's face; with r2's face the normal is turned round, -n, and start
 * = p + depth n lies on r2's face, start + depth (-n) = p on r1.  The
 * info's own depth and start are the deepest point's (the first on a tie).
 * Should the clipping leave nothing (the incident face passes beside the
 * reference face, which the least penetration makes rare), the deeper end
 * of the incident face alone is the manifold: the chapter's separating-axis
 * answer for that face. */
bool clip_rect_rect(const RigidShape *r1, const RigidShape *r2, CollisionInfo *info)
{
    int f1, f2;
    double d1, d2;
    if (!least_penetration_face(r1, r2, &f1, &d1) || !least_penetration_face(r2, r1, &f2, &d2))
        return false;
    int ref_box = d2 < REFERENCE_BIAS_RELATIVE * d1 - REFERENCE_BIAS_ABSOLUTE ? 1 : 0;
    const RigidShape *ref = ref_box ? r2 : r1, *inc = ref_box ? r1 : r2;
    int rf = ref_box ? f2 : f1;
    Vec2 n = ref->rect.face_normal[rf];
    Vec2 a = ref->rect.vertex[rf], b = ref->rect.vertex[(rf + 1) % 4];
    Vec2 t = vec2_normalize(vec2_sub(b, a));
    int jf = incident_face(inc, n);
    Vec2 ends[2] = {inc->rect.vertex[jf], inc->rect.vertex[(jf + 1) % 4]};
    Vec2 p[2] = {ends[0], ends[1]};
    bool clipped = clip_segment(p, vec2_neg(t), vec2_dot(vec2_neg(t), a))
        && clip_segment(p, t, vec2_dot(t, b));
    Vec2 normal = ref_box ? vec2_neg(n) : n;
    ContactPoint pts[2];
    int count = 0;
    for (int k = 0; k < 2 && clipped; k++) {
        double depth = vec2_dot(vec2_sub(a, p[k]), n);
        if (depth >= 0.0)
            pts[count++] = (ContactPoint){ref_box ? vec2_add(p[k], vec2_scale(n, depth)) : p[k],
                                          depth, ((ref_box * 4 + rf) * 4 + jf) * 2 + k};
    }
    if (count == 0) {
        int k = vec2_dot(vec2_sub(a, ends[1]), n) > vec2_dot(vec2_sub(a, ends[0]), n) ? 1 : 0;
        double depth = vec2_dot(vec2_sub(a, ends[k]), n);
        pts[count++] = (ContactPoint){ref_box ? vec2_add(ends[k], vec2_scale(n, depth)) : ends[k],
                                      depth, ((ref_box * 4 + rf) * 4 + jf) * 2 + k};
    }
    int deepest = count == 2 && pts[1].depth > pts[0].depth ? 1 : 0;
    collision_info_set(info, pts[deepest].depth, normal, pts[deepest].start);
    info->point_count = count;
    for (int k = 0; k < count; k++)
        info->points[k] = pts[k];
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

/* Circle first: the same test with the rectangle first; detect_collision
 * turns the normal to point from the circle. */
bool collide_circ_rect(const RigidShape *circ, const RigidShape *rect, CollisionInfo *info)
{
    return collide_rect_circ(rect, circ, info);
}

/* COLLIDE[manifold][kind of a][kind of b]: the function that collides a
 * with b; two rectangles meet at the chapter's one point, or at the
 * clipped manifold. */
static const CollideFn COLLIDE[2][SHAPE_KIND_COUNT][SHAPE_KIND_COUNT] = {
    [false] =
        {
            [SHAPE_CIRCLE] =
                {[SHAPE_CIRCLE] = collide_circ_circ, [SHAPE_RECTANGLE] = collide_circ_rect},
            [SHAPE_RECTANGLE] =
                {[SHAPE_CIRCLE] = collide_rect_circ, [SHAPE_RECTANGLE] = collide_rect_rect},
        },
    [true] =
        {
            [SHAPE_CIRCLE] =
                {[SHAPE_CIRCLE] = collide_circ_circ, [SHAPE_RECTANGLE] = collide_circ_rect},
            [SHAPE_RECTANGLE] =
                {[SHAPE_CIRCLE] = collide_rect_circ, [SHAPE_RECTANGLE] = clip_rect_rect},
        },
};

bool collision_test(const RigidShape *a, const RigidShape *b, bool manifold, CollisionInfo *info)
{
    return COLLIDE[manifold][a->kind][b->kind](a, b, info);
}

/* The bound test first, on the pair's circles or its boxes.  The boxes
 * are widened by BOUND_BOX_MARGIN: the narrow phase rounds its arithmetic
 * too, and a margin far below any depth the engine acts on keeps a pair
 * it would find touching from being turned away by a last-bit
 * difference.  Then the narrow phase, which chooses a normal without
 * knowing which shape the caller calls first.  Centres on the normal's
 * side of each other tell: when c2 - c1 points against n, n points from
 * s2 to s1, so turn it round. */
bool detect_collision(const RigidShape *s1, const RigidShape *s2, NarrowPhase np,
                      CollisionInfo *info)
{
    bool near = np.boxes ? aabbs_overlap(rigid_shape_aabb(s1, BOUND_BOX_MARGIN),
                                         rigid_shape_aabb(s2, BOUND_BOX_MARGIN))
                         : rigid_shape_bound_test(s1, s2);
    if (!near || !collision_test(s1, s2, np.manifold, info))
        return false;
    Vec2 s1_to_s2 = vec2_sub(rigid_shape_centre(s2), rigid_shape_centre(s1));
    if (vec2_dot(s1_to_s2, info->normal) < 0.0)
        collision_info_change_dir(info);
    return true;
}

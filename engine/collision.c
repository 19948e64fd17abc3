/* collision.c - what touches what: the collision infos, the narrow
 * phase (one function per pair of shape kinds, and the manifold), and
 * the contacts of an update, found, named, carried to the next update
 * and prepared for the solvers (see collision.h). */
#include "collision.h"

#include <assert.h>
#include <stdlib.h>

#include "grow.h"
#include "solver.h"

/* ---- the collision info -------------------------------------------------- */
/* The info's invariants, which every reader of it relies on: an overlap
 * (depth >= 0) along a unit normal (to rounding), and end = start +
 * depth * normal (made so here); the manifold is that one point. */
void collision_info_set(CollisionInfo *info, double depth, Vec2 normal, Vec2 start)
{
    assert(depth >= 0.0);
    assert(fabs(vec2_dot(normal, normal) - 1.0) < 1e-9);
    info->depth = depth;
    info->normal = normal;
    info->start = start;
    info->end = vec2_add(start, vec2_scale(normal, depth));
    info->point_count = 1;
    info->points[0] = (ContactPoint){.start = start, .depth = depth, .id = 0};
}

/* With n' = -n, s' = e and e' = s:  s' + depth n' = (s + depth n) - depth n
 * = s = e', so the invariant survives the swap (up to rounding: within
 * 1e-9 of the points' size).  Each point of the manifold (one or two)
 * turns the same way: its start moves to the other boundary,
 * s_i' = s_i + depth_i n (the old n), and keeps its depth. */
void collision_info_change_dir(CollisionInfo *info)
{
    assert(info->point_count == 1 || info->point_count == 2);
    Vec2 start = info->start;
    for (int i = 0; i < info->point_count; i++) {
        ContactPoint *pt = &info->points[i];
        pt->start = vec2_add(pt->start, vec2_scale(info->normal, pt->depth));
    }
    info->normal = vec2_neg(info->normal);
    info->start = info->end;
    info->end = start;
    assert(vec2_length(vec2_sub(vec2_add(info->start, vec2_scale(info->normal, info->depth)),
                                info->end))
           <= 1e-9 * (1.0 + vec2_length(info->start)));
}

/* The segment from start to end is the depth to scale, which after
 * correction is often a hundredth of a unit: less than a pixel.  So the
 * start gets a cross, and a segment shorter than a fixed share of the
 * view is drawn that long along the normal: every info shows, at any
 * depth, where it starts and which way it points.  Both sizes follow the
 * view's width, so a zoomed-in figure draws its infos to scale. */
#define INFO_MIN_LENGTH_SHARE (1.0 / 80.0) /* 10 pixels of an 800-pixel view */
#define INFO_MARK_SHARE (1.0 / 60.0)

/* Every point of the manifold as the stages draw an info: a cross at its
 * start and its segment along the normal, at least the minimum length. */
void collision_info_draw(const CollisionInfo *info, DrawList *dl)
{
    assert(info->point_count == 1 || info->point_count == 2);
    double min_length = INFO_MIN_LENGTH_SHARE * dl->view.width;
    draw_set_colour(dl, COLOUR_MAGENTA);
    for (int i = 0; i < info->point_count; i++) {
        const ContactPoint *pt = &info->points[i];
        double length = pt->depth < min_length ? min_length : pt->depth;
        draw_cross(dl, pt->start, INFO_MARK_SHARE * dl->view.width);
        draw_line(dl, pt->start, vec2_add(pt->start, vec2_scale(info->normal, length)));
    }
}

void collision_list_clear(CollisionList *list)
{
    list->count = 0;
}

void collision_list_add(CollisionList *list, const CollisionInfo *info)
{
    list->items = grow_array(list->items, &list->capacity, list->count + 1, sizeof *list->items,
                             "collision infos");
    list->items[list->count++] = *info;
}

void collision_list_draw(const CollisionList *list, DrawList *dl)
{
    for (int i = 0; i < list->count; i++)
        collision_info_draw(&list->items[i], dl);
}

void collision_list_free(CollisionList *list)
{
    free(list->items);
    *list = (CollisionList){0};
}

/* ---- the narrow phase ---------------------------------------------------- */

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

/* Reference face rf of ref runs from a to b, with outward normal n and
 * tangent t = (b - a)/|b - a|; its side planes, the lines through a and
 * b across it, keep dot(-t, x) <= dot(-t, a) and dot(t, x) <= dot(t, b)
 * on the face's side. */
Clipping clip_to_reference_face(const RigidShape *ref, int rf, const RigidShape *inc)
{
    Clipping c = {.n = ref->rect.face_normal[rf], .a = ref->rect.vertex[rf]};
    Vec2 b = ref->rect.vertex[(rf + 1) % 4];
    Vec2 t = vec2_normalize(vec2_sub(b, c.a));
    c.incident = incident_face(inc, c.n);
    c.ends[0] = c.p[0] = inc->rect.vertex[c.incident];
    c.ends[1] = c.p[1] = inc->rect.vertex[(c.incident + 1) % 4];
    c.clipped = clip_segment(c.p, vec2_neg(t), vec2_dot(vec2_neg(t), c.a))
        && clip_segment(c.p, t, vec2_dot(t, b));
    return c;
}

/* The reference face: r1's face of least penetration (depth d1) unless
 * r2's (d2) is shallower by more than 0.1 % of d1 plus 0.0005.  Without
 * the margin two nearly equal depths (a box resting flat on a floor:
 * both are the same overlap) would hand the choice back and forth from
 * one update to the next as rounding tips them, and the points and their
 * ids would jump between the two boxes' faces. */
#define REFERENCE_BIAS_RELATIVE 0.999
#define REFERENCE_BIAS_ABSOLUTE 0.0005

/* With a gap (d1 < 0, contact_rect_rect) the relative part narrows the
 * margin instead, by 0.1 % of the gap: it stays a margin for any gap
 * below 0.5, and for a wider one which face is the reference matters
 * little, since nothing touches yet. */
bool reference_is_second(double d1, double d2)
{
    return d2 < REFERENCE_BIAS_RELATIVE * d1 - REFERENCE_BIAS_ABSOLUTE;
}

int reference_face_id(int ref_box, int rf, int jf, int k)
{
    return ((ref_box * 4 + rf) * 4 + jf) * 2 + k;
}

/* The pair id of end k (collision_info.h): the incident corner jf + k
 * and the reference corner rf + 1 - k, the first rectangle's first. */
int corner_pair(int ref_box, int rf, int jf, int k)
{
    int ref_corner = (rf + 1 - k + 4) % 4, inc_corner = (jf + k) % 4;
    return ref_box ? 4 * inc_corner + ref_corner : 4 * ref_corner + inc_corner;
}

/* Rectangle against rectangle as a manifold of up to two points (the
 * idea of Box2D-Lite's box-box collider and Box2D's polygon clipping,
 * worked out in our own terms): the reference face a -> b, normal n and
 * tangent t, and the incident face clipped to the reference face's side
 * planes (clip_segment); a kept end p is a point while its depth behind
 * the reference face, dot(a - p, n), is >= 0, so a face lying flat gives
 * two points and a corner gives one.  Start lies on r2 and the normal
 * leads from r1 towards r2, as in the chapter's collide_rect_rect: with
 * r1's face, start = p (on r2's incident face) and start + depth n is on
 * r1's face; with r2's face the normal is turned round, -n, and start =
 * p + depth n lies on r2's face, start + depth (-n) = p on r1.  The
 * info's own depth and start are the deepest point's (the first on a
 * tie).  Should the clipping leave nothing (the incident face passes
 * beside the reference face, which the least penetration makes rare),
 * the deeper end of the incident face alone is the manifold: the
 * chapter's separating-axis answer for that face. */
bool clip_rect_rect(const RigidShape *r1, const RigidShape *r2, CollisionInfo *info)
{
    int f1, f2;
    double d1, d2;
    if (!least_penetration_face(r1, r2, &f1, &d1) || !least_penetration_face(r2, r1, &f2, &d2))
        return false;
    int ref_box = reference_is_second(d1, d2) ? 1 : 0;
    int rf = ref_box ? f2 : f1;
    Clipping cl = clip_to_reference_face(ref_box ? r2 : r1, rf, ref_box ? r1 : r2);
    Vec2 n = cl.n, a = cl.a, *p = cl.p, *ends = cl.ends;
    int jf = cl.incident;
    bool clipped = cl.clipped;
    Vec2 normal = ref_box ? vec2_neg(n) : n;
    ContactPoint pts[2];
    int count = 0;
    for (int k = 0; k < 2 && clipped; k++) {
        double depth = vec2_dot(vec2_sub(a, p[k]), n);
        if (depth >= 0.0)
            pts[count++] = (ContactPoint){ref_box ? vec2_add(p[k], vec2_scale(n, depth)) : p[k],
                                          depth, reference_face_id(ref_box, rf, jf, k),
                                          corner_pair(ref_box, rf, jf, k)};
    }
    if (count == 0) {
        int k = vec2_dot(vec2_sub(a, ends[1]), n) > vec2_dot(vec2_sub(a, ends[0]), n) ? 1 : 0;
        double depth = vec2_dot(vec2_sub(a, ends[k]), n);
        pts[count++] = (ContactPoint){ref_box ? vec2_add(ends[k], vec2_scale(n, depth)) : ends[k],
                                      depth, reference_face_id(ref_box, rf, jf, k),
                                      corner_pair(ref_box, rf, jf, k)};
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

/* p_i = dot(c - v_i, n_i) is how far the point lies beyond face i's line
 * (negative: on the inner side).  If it is beyond none, it is inside and
 * the nearest face is the one of the largest p_i.  Beyond face e, the
 * point's projection on the edge v_e -> v_e+1 decides the Voronoi region:
 * before v_e or past v_e+1 the nearest point is that corner; in between it
 * is the face, p_e away. */
bool rect_nearest_corner(const RigidShape *rect, Vec2 c, int *face, double *beyond, Vec2 *corner)
{
    const Vec2 *v = rect->rect.vertex, *n = rect->rect.face_normal;
    double best = -INFINITY;
    int e = 0;
    for (int i = 0; i < 4 && !(best > 0.0); i++) {
        double p = vec2_dot(vec2_sub(c, v[i]), n[i]);
        if (p > best) {
            best = p;
            e = i;
        }
    }
    *face = e;
    *beyond = best;
    if (!(best > 0.0))
        return false;
    Vec2 next = v[(e + 1) % 4], edge = vec2_sub(next, v[e]);
    if (vec2_dot(vec2_sub(c, v[e]), edge) < 0.0)
        *corner = v[e];
    else if (vec2_dot(vec2_sub(c, next), vec2_neg(edge)) < 0.0)
        *corner = next;
    else
        return false;
    return true;
}

/* Nearest a corner, the circle meets the corner; else it meets the face
 * p_e = beyond away: inside (p_e <= 0) the way out is along that face's
 * normal, by r - p_e; outside, over the face, the overlap is r - p_e. */
bool collide_rect_circ(const RigidShape *rect, const RigidShape *circ, CollisionInfo *info)
{
    const Vec2 *n = rect->rect.face_normal;
    Vec2 c = rigid_shape_centre(circ), corner;
    double r = circ->circle.r, beyond;
    int e;
    if (rect_nearest_corner(rect, c, &e, &beyond, &corner))
        return collide_corner(c, r, corner, info);
    if (beyond > 0.0 && !(beyond < r))
        return false;
    collision_info_set(info, r - beyond, n[e], vec2_sub(c, vec2_scale(n[e], r)));
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

/* ---- finding the contacts ----------------------------------------------- */

/* A copy of s whose surface lies h farther out: a circle's radius and a
 * rectangle's half sides grow by h.  The copy has its own transform, so
 * the shape itself does not move. */
static RigidShape grown_copy(const RigidShape *s, Transform *xf, double h)
{
    RigidShape g = *s;
    *xf = *s->xf;
    g.xf = xf;
    switch (s->kind) {
    case SHAPE_CIRCLE: g.circle.r += h; break;
    case SHAPE_RECTANGLE:
        g.rect.w += 2.0 * h;
        g.rect.h += 2.0 * h;
        break;
    case SHAPE_KIND_COUNT: break;
    }
    rigid_shape_update(&g);
    return g;
}

/* The narrow phase only answers for shapes that overlap; a speculative
 * contact needs pairs that are a little apart too.  Grow both shapes by
 * h = margin/2: two faces that are a gap s apart (s < 0 an overlap) now
 * overlap by margin - s, so
 *   true depth = grown depth - margin,
 * and the segment start -> end of a grown point spans both grown
 * surfaces, each h beyond the true one, so its midpoint is the midpoint
 * of the true surfaces:
 *   point = start + (grown depth / 2) n.
 * Both are exact for a face against a face or a circle; a corner of a
 * tilted box moves out by h along each of its two faces, so along n it
 * moves between h and h sqrt(2): its depth may read up to 0.41 h too deep
 * (0.02 with the margin of solver.h, 0.1), so such a corner rests up to
 * 0.015 above the surface instead of the slop inside it - a tenth of a
 * pixel in the 800-pixel view of a 100-unit world; and the clipped ends
 * of a face may lie up to h beyond the true corners, shifting a lever arm
 * by 0.05 on a box 0.5 to 10 wide.  A fast pair is grown by its reach too
 * (contact_reach): a tilted corner coming at 30 units/s reads up to 0.12
 * too deep, so it is stopped that far short and goes on next update. */
bool detect_contact(const RigidShape *s1, const RigidShape *s2, double margin,
                    const PhysicsSettings *ps, Manifold *m)
{
    if (!bound_circles_touch(rigid_shape_centre(s1), s1->bound_radius + margin,
                             rigid_shape_centre(s2), s2->bound_radius))
        return false;
    if (ps->speculative == SPECULATIVE_MEASURED)
        return contact_measure(s1, s2, margin, ps->manifold, m);
    Transform x1, x2;
    RigidShape g1 = grown_copy(s1, &x1, margin / 2.0);
    RigidShape g2 = grown_copy(s2, &x2, margin / 2.0);
    CollisionInfo info;
    if (!detect_collision(&g1, &g2, narrow_phase(ps), &info))
        return false;
    m->normal = info.normal;
    m->point_count = info.point_count;
    for (int i = 0; i < info.point_count; i++) {
        const ContactPoint *cp = &info.points[i];
        assert(cp->depth >= 0.0);
        m->points[i] = (ManifoldPoint){
            .point = vec2_add(cp->start, vec2_scale(info.normal, cp->depth / 2.0)),
            .depth = cp->depth - margin,
            .id = cp->id,
            .pair_id = cp->pair_id,
        };
    }
    return true;
}

/* The touching points of a contact as an info to draw, each start on
 * one surface as the chapter draws it; the info's own depth and start
 * are its deepest point's.  The speculative contact lets a resting body
 * settle exactly on the surface, where rounding leaves its depth a few
 * ulps either side of zero: a point within the slop of touching counts
 * as touching, drawn (and measured) at depth 0. */
static void add_info(const Contact *c, CollisionList *infos)
{
    CollisionInfo info = {.depth = -1.0};
    ContactPoint touching[2];
    int n = 0;
    for (int i = 0; i < c->point_count; i++) {
        const SolverPoint *p = &c->points[i];
        if (p->depth < -SOLVER_SLOP)
            continue;
        double depth = fmax(p->depth, 0.0);
        Vec2 start = vec2_sub(p->point, vec2_scale(c->normal, depth / 2.0));
        touching[n++] = (ContactPoint){start, depth, p->id, p->id};
        if (depth > info.depth)
            collision_info_set(&info, depth, c->normal, start);
    }
    if (n == 0)
        return;
    info.point_count = n;
    for (int i = 0; i < n; i++)
        info.points[i] = touching[i];
    collision_list_add(infos, &info);
}

/* How far apart a pair may be and still be a contact: as far as its
 * surfaces can close in this update, plus the fixed margin.  The shapes
 * move by their velocities for a time dt (FIXED_DT with motion on, 0
 * with it off), by v dt and omega dt (in one step, or over the
 * sub-steps), with the velocities they have when the contacts are found
 * (after the update's gravity, or the first sub-step's);
 * a point of a shape at lever arm r, |r| <= R (the bound radius), moves
 * by at most |v| dt + |omega| R dt (a chord is no longer than its arc).
 * Read along any direction, the two surfaces therefore close by at most
 *   reach = (|v2 - v1| + |omega1| R1 + |omega2| R2) dt.
 * A pair farther apart than reach + margin cannot touch in this update;
 * a nearer one becomes a speculative contact with gap s, which the
 * solver lets close by s and no more (sequential impulses: the target
 * vn >= -s/dt; the soft step: what is left of s in each sub-step): it
 * stops at the surface instead of ending inside it (or beyond a thin
 * bound).
 * With the fixed margin alone, a shape faster than margin/dt = 6 units/s
 * could be more than the margin away one update and deep inside the
 * next.  With motion off dt = 0: the velocities move nothing (only
 * sequential impulses' pseudo velocities do, and they answer overlaps,
 * which are found anyway), so the reach is the margin alone, and a shape
 * near another is not stopped for a motion it will not make.  The margin
 * stays for what the solver adds to the velocities (another contact's
 * push) and for a resting contact's g dt^2.  A resting pile moves at almost nothing, so its
 * contacts are those of the fixed margin. */
static double contact_reach(const RigidShape *s1, const RigidShape *s2, double dt)
{
    double closing = vec2_length(vec2_sub(s2->v, s1->v)) + fabs(s1->omega) * s1->bound_radius
        + fabs(s2->omega) * s2->bound_radius;
    return SOLVER_SPECULATIVE_MARGIN + closing * dt;
}

/* The pair's coefficients from the two shapes'.  The chapter averages
 * both; the materials' rule (chapter 9) takes
 *   e  = min(e1, e2)        a bounce needs both surfaces to give the
 *                           energy back: a rubber ball on clay does not
 *                           bounce, where the average would have it
 *                           bounce half as well;
 *   mu = sqrt(mu1 mu2)      the geometric mean: ice (mu near 0) makes any
 *                           pair slide, as the minimum would, but two
 *                           grippy surfaces still grip (rubber 0.9 on
 *                           wood 0.5 gives 0.67, not wood's 0.5), and a
 *                           material against itself keeps its own mu. */
double pair_friction(const PhysicsSettings *ps, const RigidShape *s1, const RigidShape *s2)
{
    if (ps->mixing == MIXING_MATERIALS)
        return sqrt(s1->friction * s2->friction);
    return (s1->friction + s2->friction) / 2.0;
}

double pair_restitution(const PhysicsSettings *ps, const RigidShape *s1, const RigidShape *s2)
{
    if (ps->mixing == MIXING_MATERIALS)
        return fmin(s1->restitution, s2->restitution);
    return (s1->restitution + s2->restitution) / 2.0;
}

/* The contact is made here, so here it is checked for what the solver
 * takes for granted: masses that are not negative (a static shape's is
 * 0), one or two points, each no more than the margin apart, and a unit
 * normal. */
void contact_list_add_pair(ContactList *list, RigidShape *s1, RigidShape *s2, int first, int second,
                           bool with_bound, const PhysicsSettings *ps, CollisionList *infos)
{
    Manifold m;
    if ((s1->inv_mass == 0.0 && s2->inv_mass == 0.0) || !rigid_shape_layers_meet(s1, s2))
        return;
    list->detected++;
    double margin = contact_reach(s1, s2, ps->motion ? FIXED_DT : 0.0);
    if (!detect_contact(s1, s2, margin, ps, &m))
        return;
    assert(s1->inv_mass >= 0.0 && s2->inv_mass >= 0.0);
    assert(m.point_count == 1 || m.point_count == 2);
    assert(fabs(vec2_dot(m.normal, m.normal) - 1.0) < 1e-9);
    Contact c = {
        .s1 = s1,
        .s2 = s2,
        .first = first,
        .second = second,
        .with_bound = with_bound,
        .normal = m.normal,
        .tangent = vec2(-m.normal.y, m.normal.x),
        .friction = pair_friction(ps, s1, s2),
        .restitution = pair_restitution(ps, s1, s2),
    };
    for (int i = 0; i < m.point_count; i++) {
        const ManifoldPoint *mp = &m.points[i];
        assert(mp->depth >= -margin);
        c.points[c.point_count++] = (SolverPoint){
            .point = mp->point,
            .depth = mp->depth,
            .id = ps->point_ids == POINT_IDS_FEATURES ? mp->pair_id : mp->id,
        };
    }
    list->items = grow_array(list->items, &list->capacity, list->count + 1, sizeof *list->items,
                             "contacts");
    list->items[list->count++] = c;
    if (infos)
        add_info(&c, infos);
}

/* Why a resting pair may be copied.  Two resting shapes have not moved,
 * turned or changed since `last` was built, and both had velocity 0
 * then and have it now (world.c: a shape rests when it is static, or
 * asleep both then and now).  The narrow phase would meet the same two
 * shapes at the same places and grow them by the same reach, margin +
 * 0 dt: it would find the same contact, bit for bit, or none - and
 * `last` holds exactly that answer, since it was found the same way.
 * The copy takes what detection gives (the pair, its normal, tangent,
 * coefficients and points), and nothing of last update's solving, which
 * contact_pre_step works out afresh should the pair wake; it points at
 * the shapes where they are now, since a turn that adds objects may have
 * moved them. */
void contact_list_copy_pair(ContactList *list, const ContactList *last, int *cursor, RigidShape *s1,
                            RigidShape *s2, int first, int second, bool with_bound,
                            CollisionList *infos)
{
    const Contact key = {.with_bound = with_bound, .first = first, .second = second};
    const Contact *was = contact_in_last(last, cursor, &key);
    if (!was)
        return;
    Contact c = {
        .s1 = s1,
        .s2 = s2,
        .first = was->first,
        .second = was->second,
        .with_bound = was->with_bound,
        .normal = was->normal,
        .tangent = was->tangent,
        .friction = was->friction,
        .restitution = was->restitution,
        .point_count = was->point_count,
    };
    for (int i = 0; i < c.point_count; i++) {
        const SolverPoint *q = &was->points[i];
        c.points[i] = (SolverPoint){.point = q->point, .depth = q->depth, .id = q->id};
    }
    list->items = grow_array(list->items, &list->capacity, list->count + 1, sizeof *list->items,
                             "contacts");
    list->items[list->count++] = c;
    if (infos)
        add_info(&c, infos);
}

void contact_list_infos(const ContactList *list, CollisionList *infos)
{
    for (int k = 0; k < list->count; k++)
        add_info(&list->items[k], infos);
}

void contact_list_clear(ContactList *list)
{
    list->count = 0;
    list->solved = list->candidates = list->detected = list->lost_ids = 0;
}

void contact_list_free(ContactList *list)
{
    free(list->items);
    *list = (ContactList){0};
}

/* ---- what persists ----------------------------------------------------- */

/* The order in which world_find_contacts adds pairs: the objects against
 * the bounds first, then the pairs of objects, each by the first index,
 * then the second.  Both lists are built in this order, so one walk
 * through both meets every pair that is in both, in the list's order. */
static int pair_order(const Contact *a, const Contact *b)
{
    if (a->with_bound != b->with_bound)
        return a->with_bound ? -1 : 1;
    if (a->first != b->first)
        return a->first < b->first ? -1 : 1;
    if (a->second != b->second)
        return a->second < b->second ? -1 : 1;
    return 0;
}

const Contact *contact_in_last(const ContactList *last, int *cursor, const Contact *c)
{
    while (*cursor < last->count && pair_order(&last->items[*cursor], c) < 0)
        (*cursor)++;
    if (*cursor < last->count && pair_order(&last->items[*cursor], c) == 0)
        return &last->items[*cursor];
    return NULL;
}

const SolverPoint *contact_same_feature(const Contact *c, int id)
{
    for (int i = 0; i < c->point_count; i++)
        if (c->points[i].id == id)
            return &c->points[i];
    return NULL;
}

/* Why carry them.  A resting contact carries about the same load in
 * every update, so its accumulated impulse is the best first guess for
 * the next: the solver then corrects the small change in the load
 * instead of building the whole weight from zero (sequential impulses'
 * sweeps and the soft step's sub-steps each say what that buys:
 * contact_warm_start, soft_warm_start).
 *
 * Which points are the same.  A pair is the same two shapes in the same
 * order (pair_order); within it a point is the same when its id is
 * (collision_info.h).  By the setting point_ids reference_face, that is
 * the reference box and face, the incident face and which end: when the
 * reference face passes to the other box or to another face, or a box
 * tips onto another face, the ids differ, and the point starts from
 * zero although it may stand where it stood.  By point_ids features it
 * is the pair of corners the point lies between, which stays when the
 * reference face passes to the other box (two boxes of a stack whose
 * faces overlap by nearly equal depths hand it back and forth); a box
 * that tips onto another face brings other corners.  The pair's order
 * cannot turn round (first < second, objects before bounds): with s1
 * and s2 swapped the normal would be reversed and a carried push would
 * pull.
 *
 * What is not carried.  A point that bounced last update holds the
 * restitution's impulse, an impact's and not a load that persists: it
 * starts from zero.  The friction impulse is carried with the normal
 * one, as it is when it lies in the cone of the carried pn, else cut to
 * the cone's edge (friction may have changed by a key). */
bool contact_carry_point(const Contact *was, const Contact *c, SolverPoint *p, int *lost)
{
    const SolverPoint *q = contact_same_feature(was, p->id);
    if (!q)
        (*lost)++;
    if (!q || q->bounces)
        return false;
    double limit = c->friction * q->pn;
    p->pn = q->pn;
    p->pt = fabs(q->pt) <= limit ? q->pt : copysign(limit, q->pt);
    return true;
}

void contact_carry_impulses(ContactList *list, const ContactList *last)
{
    int m = 0;
    for (int k = 0; k < contact_visits(list); k++) {
        Contact *c = contact_visit(list, k);
        const Contact *was = contact_in_last(last, &m, c);
        for (int i = 0; was && i < c->point_count; i++)
            contact_carry_point(was, c, &c->points[i], &list->lost_ids);
    }
}

void contact_keep_impulses(ContactList *list, const ContactList *last)
{
    int m = 0;
    for (int k = 0; k < list->count; k++) {
        Contact *c = &list->items[k];
        const Contact *was = contact_in_last(last, &m, c);
        for (int i = 0; was && i < c->point_count; i++) {
            const SolverPoint *q = contact_same_feature(was, c->points[i].id);
            if (q) {
                c->points[i].pn = q->pn;
                c->points[i].pt = q->pt;
            }
        }
    }
}

/* ---- the pre-step -------------------------------------------------------- */

/* The effective inverse mass of the pair at the contact against an
 * impulse along the unit direction d, with lever arms r1, r2:
 *   k(d) = 1/m1 + 1/m2 + (r1 x d)^2 / I1 + (r2 x d)^2 / I2
 * (inv_mass and inv_inertia hold 1/m and 1/I; both are 0 for a static
 * shape, so its terms drop out).
 * An impulse j d on s2 (and -j d on s1) changes the relative velocity of
 * the contact points along d by j k(d), so the impulse that changes it
 * by dv is j = dv / k(d): 1/k(d) is the mass the point "feels" along d. */
double effective_inv_mass(const RigidShape *s1, const RigidShape *s2, Vec2 r1, Vec2 r2, Vec2 d)
{
    double c1 = vec2_cross(r1, d), c2 = vec2_cross(r2, d);
    return s1->inv_mass + s2->inv_mass + c1 * c1 * s1->inv_inertia + c2 * c2 * s2->inv_inertia;
}

/* The points of a two-point manifold push together.  An impulse j_m n at
 * point m (and -j_m n on s1) changes the normal velocity at point i by
 * K_im j_m, with
 *   K_im = 1/m1 + 1/m2 + (r1i x n)(r1m x n)/I1 + (r2i x n)(r2m x n)/I2
 * (K_ii is k(n) at point i; K is symmetric).  Like k, K depends only on
 * where the points are, so it is worked out once per update. */
double pair_coupling(const RigidShape *s1, const RigidShape *s2, Vec2 r1a, Vec2 r2a, Vec2 r1b,
                     Vec2 r2b, Vec2 n)
{
    return s1->inv_mass + s2->inv_mass + vec2_cross(r1a, n) * vec2_cross(r1b, n) * s1->inv_inertia
        + vec2_cross(r2a, n) * vec2_cross(r2b, n) * s2->inv_inertia;
}

static void pair_matrix(Contact *c, const double k_n[2])
{
    const SolverPoint *p = c->points;
    double k01 = pair_coupling(c->s1, c->s2, p[0].r1, p[0].r2, p[1].r1, p[1].r2, c->normal);
    c->k[0][0] = k_n[0];
    c->k[1][1] = k_n[1];
    c->k[0][1] = c->k[1][0] = k01;
    c->k_ii[0] = 1.0 / p[0].normal_mass;
    c->k_ii[1] = 1.0 / p[1].normal_mass;
}

/* Lever arms r1 = p - c1 and r2 = p - c2, the effective masses 1/k(n)
 * and 1/k(t), and for two points K: none of them changes while the
 * shapes stay put (the sweeps of sequential impulses), or while the
 * sub-steps hold the anchors fixed on the bodies and move them only a
 * little (the soft step), so they are worked out once per update.  The
 * chapter's contact_point weighs start and end by inverse mass; the
 * solvers take the midpoint (both lie within the slop of each other at
 * rest, and the midpoint is what detect_contact can recover). */
void contact_pre_step(ContactList *list)
{
    for (int k = 0; k < contact_visits(list); k++) {
        Contact *c = contact_visit(list, k);
        const RigidShape *s1 = c->s1, *s2 = c->s2;
        double k_n[2];
        for (int i = 0; i < c->point_count; i++) {
            SolverPoint *p = &c->points[i];
            p->r1 = vec2_sub(p->point, rigid_shape_centre(s1));
            p->r2 = vec2_sub(p->point, rigid_shape_centre(s2));
            k_n[i] = effective_inv_mass(s1, s2, p->r1, p->r2, c->normal);
            p->normal_mass = 1.0 / k_n[i];
            p->tangent_mass = 1.0 / effective_inv_mass(s1, s2, p->r1, p->r2, c->tangent);
            p->vn0 = relative_velocity(s1->v, s1->omega, p->r1, s2->v, s2->omega, p->r2, c->normal);
            p->pn = p->pt = p->pn_bias = p->pn_max = 0.0;
        }
        if (c->point_count == 2)
            pair_matrix(c, k_n);
    }
}

/* ---- restitution ------------------------------------------------------------ */

bool contact_mark_bounces(ContactList *list, BouncePush pushed, double threshold)
{
    bool any = false;
    for (int k = 0; k < contact_visits(list); k++) {
        Contact *c = contact_visit(list, k);
        c->bounces = false;
        for (int i = 0; i < c->point_count; i++) {
            SolverPoint *p = &c->points[i];
            p->bounces = pushed == BOUNCE_PUSHED_ONCE
                ? p->vn0 < -threshold && p->pn_max > 0.0
                : p->depth >= -SOLVER_SLOP && p->vn0 < -threshold && p->pn > 0.0;
            c->bounces |= p->bounces;
        }
        any |= c->bounces;
    }
    return any;
}

/* When both points of a manifold bounce they are solved together, with
 * the block solver (solve_normal_pair) and the targets -e vn0: the
 * problem is the same, vn_i' >= target_i with x_i >= 0 and
 * complementarity, only the targets differ.  Point by point, each
 * point's push changes the other's vn by K01 per unit impulse, and the
 * error shrinks by (K01/K00)^2 per pass: for a 4 x 2 box (m 2, I = 10/3,
 * lever arms (+-2, -1)) landing flat, K00 = 1/2 + 4/(10/3) = 1.7 and
 * K01 = 1/2 - 1.2 = -0.7, a factor 0.17 per pass, and what is left
 * after the last pass is always on the side of the point solved first:
 * the box would leave turning, a little, always the same way. */
void contact_bounce(Contact *c)
{
    Motion m1 = motion_load(c->s1), m2 = motion_load(c->s2);
    SolverPoint *q = c->points;
    if (c->point_count == 2 && q[0].bounces && q[1].bounces) {
        double target[2] = {-c->restitution * q[0].vn0, -c->restitution * q[1].vn0};
        solve_normal_pair(c, target, (double[2]){1.0, 1.0}, &m1, &m2);
        keep_friction_in_cone(c, &q[0], &m1, &m2);
        keep_friction_in_cone(c, &q[1], &m1, &m2);
    } else
        for (int i = 0; i < c->point_count; i++)
            if (q[i].bounces) {
                solve_normal(c, &q[i], -c->restitution * q[i].vn0, &m1, &m2);
                keep_friction_in_cone(c, &q[i], &m1, &m2);
            }
    motion_store(c->s1, &m1);
    motion_store(c->s2, &m2);
}

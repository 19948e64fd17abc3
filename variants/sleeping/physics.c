/* physics.c - the physics component: which pairs collide, and how. */
#include "physics.h"

#include "collision.h"

#include <stdlib.h>

#include "grow.h"

PhysicsSettings physics_default_settings(void)
{
    return (PhysicsSettings){
        .gravity = {0.0, DEFAULT_GRAVITY_Y},
        .motion = true,
        .correction = true,
        .relaxation = DEFAULT_RELAXATION,
        .correction_rate = PHYSICS_CORRECTION_RATE,
    };
}

/* The narrow phase chooses a normal without knowing which shape the caller
 * calls first.  Centres on the normal's side of each other tell: when
 * c2 - c1 points against n, n points from s2 to s1, so turn it round. */
bool detect_collision(const RigidShape *s1, const RigidShape *s2, CollisionInfo *info)
{
    if (!rigid_shape_bound_test(s1, s2) || !collision_test(s1, s2, info))
        return false;
    Vec2 s1_to_s2 = vec2_sub(rigid_shape_centre(s2), rigid_shape_centre(s1));
    if (vec2_dot(s1_to_s2, info->normal) < 0.0)
        collision_info_change_dir(info);
    return true;
}

/* Projection, the chapter's "Collision Position Correction": move the
 * two shapes apart along the normal n (from s1 to s2) by the fraction
 * `rate` of the depth d, shared in inverse proportion to their masses:
 *   k   = d / (im1 + im2) * rate
 *   p1 -= n k im1,   p2 += n k im2
 * The moves add up to k (im1 + im2) = rate d along n, so the overlap
 * shrinks to (1 - rate) d; and m1 dp1 + m2 dp2 = -n k + n k = 0, so the
 * pair's centre of mass stays where it was.  A static shape (im = 0)
 * does not move, and two of them (im1 + im2 = 0) cannot share a move.
 * The rectangle's vertices follow at once. */
void positional_correction(RigidShape *s1, RigidShape *s2, const CollisionInfo *info,
                           double rate)
{
    double im1 = s1->inv_mass, im2 = s2->inv_mass;
    if (im1 + im2 == 0.0)
        return;
    double k = info->depth / (im1 + im2) * rate;
    rigid_shape_adjust_position(s1, vec2_scale(info->normal, -k * im1));
    rigid_shape_adjust_position(s2, vec2_scale(info->normal, k * im2));
}

/* The contact point, between start (on s2's surface, the point of s2
 * deepest inside s1) and end = start + depth n (on s1's surface), each
 * weighed by its own shape's share of the inverse mass:
 *   p = start im2/(im1 + im2) + end im1/(im1 + im2)
 * so the lighter shape's own point counts more; against a static s1
 * (im1 = 0) p = start, the point of the moving shape that went deepest. */
Vec2 contact_point(const RigidShape *s1, const RigidShape *s2, const CollisionInfo *info)
{
    double im_sum = s1->inv_mass + s2->inv_mass;
    return vec2_add(vec2_scale(info->start, s2->inv_mass / im_sum),
                    vec2_scale(info->end, s1->inv_mass / im_sum));
}

/* The effective inverse mass of the pair at the contact against an
 * impulse along the unit direction d, with lever arms r1, r2:
 *   k(d) = 1/m1 + 1/m2 + (r1 x d)^2 / I1 + (r2 x d)^2 / I2
 * (inv_mass and inv_inertia hold 1/m and 1/I; both are 0 for a static
 * shape, so its terms drop out).
 * An impulse j d on s2 (and -j d on s1) changes the relative velocity of
 * the contact points along d by j k(d). */
double effective_inv_mass(const RigidShape *s1, const RigidShape *s2, Vec2 r1, Vec2 r2,
                          Vec2 d)
{
    double c1 = vec2_cross(r1, d), c2 = vec2_cross(r2, d);
    return s1->inv_mass + s2->inv_mass + c1 * c1 * s1->inv_inertia + c2 * c2 * s2->inv_inertia;
}

/* The normal impulses j[i] >= 0 of a manifold's points, pushed
 * together.  An impulse j_i n at point i (and -j_i n on s1) changes the
 * normal velocity at point k by K_ki j_i, with
 *   K_ki = 1/m1 + 1/m2 + (r1k x n)(r1i x n)/I1 + (r2k x n)(r2i x n)/I2
 * (K_kk is effective_inv_mass at point k; K is symmetric).  Each point
 * wants its normal velocity raised by b[i] (the caller's target), but may
 * only push, never pull: the small linear complementarity problem
 *   w = K j - b >= 0,   j >= 0,   j_i w_i = 0
 * (either a point pushes and meets its target exactly, or it does not
 * push and ends at least as fast as its target).  With two points there
 * are four cases to try, as Box2D's block solver does:
 *   both push:    K j = b, solved by Cramer's rule:
 *                 j0 = (K11 b0 - K01 b1)/det, j1 = (K00 b1 - K01 b0)/det,
 *                 det = K00 K11 - K01^2; taken when both are >= 0;
 *   only 0:       j0 = b0/K00, j1 = 0; taken when K01 j0 >= b1 (point 1
 *                 is lifted at least to its target by point 0's push);
 *   only 1:       the same the other way round;
 *   neither:      taken when b0 <= 0 and b1 <= 0.
 * K is positive definite when the points differ (a rigid body cannot
 * hold two different points still with one push), so exactly one case
 * fits; two points so close that det is lost in rounding (below 1e-9 of
 * K00 K11) skip the first case.  Should rounding leave no case, the
 * larger single-point push stands alone. */
void normal_impulses(const RigidShape *s1, const RigidShape *s2, int count,
                     const Vec2 *r1, const Vec2 *r2, Vec2 n, const double *b, double *j)
{
    double k00 = effective_inv_mass(s1, s2, r1[0], r2[0], n);
    if (count == 1) {
        j[0] = b[0] / k00;
        return;
    }
    double k11 = effective_inv_mass(s1, s2, r1[1], r2[1], n);
    double k01 = s1->inv_mass + s2->inv_mass
                 + vec2_cross(r1[0], n) * vec2_cross(r1[1], n) * s1->inv_inertia
                 + vec2_cross(r2[0], n) * vec2_cross(r2[1], n) * s2->inv_inertia;
    double det = k00 * k11 - k01 * k01;
    if (det > 1e-9 * k00 * k11) {
        j[0] = (k11 * b[0] - k01 * b[1]) / det;
        j[1] = (k00 * b[1] - k01 * b[0]) / det;
        if (j[0] >= 0.0 && j[1] >= 0.0)
            return;
    }
    double only0 = b[0] / k00, only1 = b[1] / k11;
    bool fits0 = only0 >= 0.0 && k01 * only0 >= b[1];
    bool fits1 = only1 >= 0.0 && k01 * only1 >= b[0];
    if (b[0] <= 0.0 && b[1] <= 0.0) {
        j[0] = j[1] = 0.0;
    } else if (fits0 || (!fits1 && only0 >= only1)) {
        j[0] = only0 > 0.0 ? only0 : 0.0;
        j[1] = 0.0;
    } else {
        j[0] = 0.0;
        j[1] = only1 > 0.0 ? only1 : 0.0;
    }
}

/* The impulse method with rotation, the chapter's "Collision Angular
 * Resolution", at every point of the manifold at once.  For each point i
 * the contact p_i lies between its start and end as contact_point weighs
 * them, with lever arms r1 = p - c1, r2 = p - c2; a point at lever arm r
 * moves with u = v + omega x r, the contact points' relative velocity is
 * vr_i = u2 - u1 and its normal part vn_i = vr_i . n (< 0: approaching).
 *
 * Normal: the points must act together.  Worked out one after the other,
 * the first point's impulse of a box landing flat would turn the box
 * about its centre before the second point acts, and it would land
 * spinning.  So the impulses of the points that do not separate
 * (vn_i <= 0) come from the same velocities, as one small problem
 * (normal_impulses), each wanting
 *   vn_i' = -e vn_i,  i.e. its velocity raised by b_i = -(1 + e) vn_i.
 * A point that already separates takes no part, as in the chapter: were
 * it made to push (to keep the other point's push from driving it in),
 * its push would add energy, j_i (vn_i + vn_i')/2 > 0; a later pass of the
 * relaxation meets it again if it does turn in.  For the others the
 * energy changes by the sum of j_i (vn_i + vn_i')/2: 0 at a point that
 * does not push, j_i (1 - e) vn_i / 2 <= 0 at one that does.  With one
 * point this is the chapter's jn = -(1 + e) vn / k(n).
 *
 * Friction: the chapter's rule at each of those points,
 * t_i = normalize(n vn_i - vr_i), vt_i = vr_i . t_i,
 *   jt_i = -mu vt_i / k_i(t) * w_i,
 * with w_i the point's share of the normal load, jn_i / (jn_0 + jn_1)
 * (equal shares when neither pushes).  The shares add up to 1, so a box
 * sliding flat loses the fraction mu of its sliding speed as the
 * chapter's one contact would make it, not twice that; and a box resting
 * on both points brakes at each in proportion to how hard it presses
 * there.  With one point w = 1: the chapter's friction.
 *
 * Every impulse is worked out from the velocities before any is applied,
 * then all are applied: J_i = jn_i n + jt_i t_i at p_i, +J_i on s2 and
 * -J_i on s1, through dv = J/m and domega = (r x J)/I.  The positional
 * correction stays once per manifold (collide_shape, by the info's depth,
 * the deepest point's): it moves without turning, so it cannot spin a
 * flat box either.  e and mu are the averages of the two shapes'
 * coefficients.  Two static shapes (k = 0) have nothing to resolve. */
void resolve_collision(RigidShape *s1, RigidShape *s2, const CollisionInfo *info)
{
    if (s1->inv_mass + s2->inv_mass == 0.0)
        return;
    Vec2 n = info->normal;
    double e = (s1->restitution + s2->restitution) / 2.0;
    double mu = (s1->friction + s2->friction) / 2.0;
    Vec2 r1[2], r2[2], vr[2];
    double vn[2], b[2], jn[2], jt[2];
    Vec2 t[2];
    int count = 0; /* the points that do not separate, in order */
    for (int i = 0; i < info->point_count; i++) {
        CollisionInfo one;
        collision_info_set(&one, info->points[i].depth, n, info->points[i].start);
        Vec2 p = contact_point(s1, s2, &one);
        r1[count] = vec2_sub(p, rigid_shape_centre(s1));
        r2[count] = vec2_sub(p, rigid_shape_centre(s2));
        Vec2 u1 = vec2_add(s1->v, vec2_cross_sv(s1->omega, r1[count]));
        Vec2 u2 = vec2_add(s2->v, vec2_cross_sv(s2->omega, r2[count]));
        vr[count] = vec2_sub(u2, u1);
        vn[count] = vec2_dot(vr[count], n);
        if (vn[count] > 0.0)
            continue; /* this contact point already separates */
        b[count] = -(1.0 + e) * vn[count];
        count++;
    }
    if (count == 0)
        return;
    normal_impulses(s1, s2, count, r1, r2, n, b, jn);
    double load = count == 2 ? jn[0] + jn[1] : jn[0];
    for (int i = 0; i < count; i++) {
        double share = load > 0.0 ? jn[i] / load : 1.0 / count;
        t[i] = vec2_normalize(vec2_sub(vec2_scale(n, vn[i]), vr[i]));
        double vt = vec2_dot(vr[i], t[i]);
        jt[i] = -mu * vt / effective_inv_mass(s1, s2, r1[i], r2[i], t[i]) * share;
    }
    for (int i = 0; i < count; i++) {
        Vec2 impulse = vec2_add(vec2_scale(n, jn[i]), vec2_scale(t[i], jt[i]));
        s2->v = vec2_add(s2->v, vec2_scale(impulse, s2->inv_mass));
        s2->omega += (vec2_cross(r2[i], n) * jn[i] + vec2_cross(r2[i], t[i]) * jt[i]) * s2->inv_inertia;
        s1->v = vec2_sub(s1->v, vec2_scale(impulse, s1->inv_mass));
        s1->omega -= (vec2_cross(r1[i], n) * jn[i] + vec2_cross(r1[i], t[i]) * jt[i]) * s1->inv_inertia;
    }
}

/* Two static shapes never move, so there is nothing to resolve. */
bool collide_shape(RigidShape *s1, RigidShape *s2, const PhysicsSettings *ps,
                   CollisionList *infos)
{
    CollisionInfo info;
    if (s1 == s2 || (s1->inv_mass == 0.0 && s2->inv_mass == 0.0))
        return false;
    if (!detect_collision(s1, s2, &info))
        return false;
    if (ps && ps->correction)
        positional_correction(s1, s2, &info, ps->correction_rate);
    if (ps)
        resolve_collision(s1, s2, &info);
    if (infos)
        collision_list_add(infos, &info);
    return true;
}

/* ---- the pair loops ------------------------------------------------------
 *
 * An engineer's note on the chapter's loops.  A pass meets every pair,
 * N^2/2 of them for N objects, and most pairs of a scene are far apart:
 * the bound test turns them away.  Asked through the shapes, that test
 * reads two shapes scattered in memory for every pair.  So each loop
 * first copies the bounding circles (centres and radii) into arrays read
 * in order, and next_touching skips the pairs whose copies are surely
 * apart; the others go to collide_shape, which tests them as before.
 * The copies hold the same numbers as the shapes, and after a pair is
 * collided its two copies are taken again (a correction may have moved
 * the shapes), so the loops do what the chapter's do, bit for bit: they
 * only skip calls whose answer would be "apart" (data laid out for the
 * loop that reads it, as real engines do). */
typedef struct BoundCircles {
    double *x, *y, *r;
} BoundCircles;

static void copy_bound_circle(BoundCircles *bc, int k, const RigidShape *s)
{
    Vec2 c = rigid_shape_centre(s);
    bc->x[k] = c.x;
    bc->y[k] = c.y;
    bc->r[k] = s->bound_radius;
}

/* The bounding circles of a set, in new arrays (free bc.x; NULL for an
 * empty set, where there is nothing to point into). */
static BoundCircles copy_bound_circles(const ShapeSet *set)
{
    int n = set->count, capacity = 0;
    if (n == 0)
        return (BoundCircles){NULL, NULL, NULL};
    double *all = grow_array(NULL, &capacity, 3 * n, sizeof *all, "bounding circles");
    BoundCircles bc = {all, all + n, all + 2 * n};
    for (int k = 0; k < n; k++)
        copy_bound_circle(&bc, k, set->items[k]);
    return bc;
}

/* The first k in [from, to) whose circle may touch the circle (c, r), or
 * `to`: the cheap half of bound_circles_touch, which turns away only
 * circles that are apart. */
static int next_touching(const BoundCircles *bc, Vec2 c, double r, int from, int to)
{
    int k = from;
    while (k < to && bound_circles_surely_apart(c.x - bc->x[k], c.y - bc->y[k], r + bc->r[k]))
        k++;
    return k;
}

/* Relaxation: one correction removes 80 % of one overlap, but moving a
 * shape out of one overlap can push it into another.  Repeating the whole
 * pair loop lets the corrections settle together; every pass starts from
 * the positions the previous one left. */
static int relaxation_count(const PhysicsSettings *ps)
{
    return ps ? ps->relaxation : 1;
}

bool process_obj_to_set(RigidShape *s, ShapeSet *set, const PhysicsSettings *ps,
                        CollisionList *infos)
{
    bool any = false;
    int n = set->count;
    BoundCircles bc = copy_bound_circles(set);
    for (int r = 0; r < relaxation_count(ps); r++)
        for (int j = next_touching(&bc, rigid_shape_centre(s), s->bound_radius, 0, n); j < n;
             j = next_touching(&bc, rigid_shape_centre(s), s->bound_radius, j + 1, n)) {
            any = collide_shape(s, set->items[j], ps, infos) || any;
            copy_bound_circle(&bc, j, set->items[j]);
        }
    free(bc.x);
    return any;
}

/* a and b hold different shapes (the objects and the bounds). */
bool process_set_to_set(ShapeSet *a, ShapeSet *b, const PhysicsSettings *ps,
                        CollisionList *infos)
{
    bool any = false;
    int n = b->count;
    BoundCircles ba = copy_bound_circles(a), bb = copy_bound_circles(b);
    for (int r = 0; r < relaxation_count(ps); r++)
        for (int i = 0; i < a->count; i++)
            for (int j = next_touching(&bb, vec2(ba.x[i], ba.y[i]), ba.r[i], 0, n); j < n;
                 j = next_touching(&bb, vec2(ba.x[i], ba.y[i]), ba.r[i], j + 1, n)) {
                any = collide_shape(a->items[i], b->items[j], ps, infos) || any;
                copy_bound_circle(&ba, i, a->items[i]);
                copy_bound_circle(&bb, j, b->items[j]);
            }
    free(ba.x);
    free(bb.x);
    return any;
}

bool process_set(ShapeSet *set, const PhysicsSettings *ps, CollisionList *infos)
{
    bool any = false;
    int n = set->count;
    BoundCircles bc = copy_bound_circles(set);
    for (int r = 0; r < relaxation_count(ps); r++)
        for (int i = 0; i < n; i++)
            for (int j = next_touching(&bc, vec2(bc.x[i], bc.y[i]), bc.r[i], i + 1, n); j < n;
                 j = next_touching(&bc, vec2(bc.x[i], bc.y[i]), bc.r[i], j + 1, n)) {
                any = collide_shape(set->items[i], set->items[j], ps, infos) || any;
                copy_bound_circle(&bc, i, set->items[i]);
                copy_bound_circle(&bc, j, set->items[j]);
            }
    free(bc.x);
    return any;
}

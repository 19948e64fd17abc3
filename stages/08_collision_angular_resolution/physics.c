/* physics.c - the physics component: which pairs collide, and how. */
#include "physics.h"

#include "collision.h"

#include <assert.h>
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
void positional_correction(RigidShape *s1, RigidShape *s2, const CollisionInfo *info, double rate)
{
    double im1 = s1->inv_mass, im2 = s2->inv_mass;
    assert(im1 >= 0.0 && im2 >= 0.0);
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
double effective_inv_mass(const RigidShape *s1, const RigidShape *s2, Vec2 r1, Vec2 r2, Vec2 d)
{
    double c1 = vec2_cross(r1, d), c2 = vec2_cross(r2, d);
    return s1->inv_mass + s2->inv_mass + c1 * c1 * s1->inv_inertia + c2 * c2 * s2->inv_inertia;
}

/* The impulse method with rotation, the chapter's "Collision Angular
 * Resolution"; the formulas are cross-checked with the rigid-body impulse
 * of "Physics for Game Developers" (hovercraft collisions).
 * Lever arms r1 = p - c1, r2 = p - c2 from the centres to the contact p.
 * A point at lever arm r moves with u = v + omega x r, where
 * omega x r = (-omega r.y, omega r.x).  Relative velocity of the contact
 * points vr = u2 - u1, normal part vn = vr . n (< 0: approaching),
 * tangent t = normalize(n vn - vr), vt = vr . t.
 * An impulse J = jn n + jt t at p on s2 (and -J on s1) gives
 *   dv2 = J / m2,  domega2 = (r2 x J) / I2,  dv1 = -J / m1,  domega1 = -(r1 x J) / I1,
 * and changes vn by jn k(n) (and the cross terms along t):
 *   vn' = -e vn          gives  jn = -(1 + e) vn / k(n)
 *   vt' = (1 - mu) vt    gives  jt = -mu vt / k(t)
 * each impulse worked out on its own, as the chapter does.  Linear
 * momentum changes by -J + J = 0, and a hit through both centres
 * (r x n = 0) adds no spin.  With e the restitution and mu the friction
 * of the pair: the averages of the two shapes' coefficients.  Two static
 * shapes (k = 0) have nothing to resolve. */
void resolve_collision(RigidShape *s1, RigidShape *s2, const CollisionInfo *info)
{
    if (s1->inv_mass + s2->inv_mass == 0.0)
        return;
    Vec2 n = info->normal;
    Vec2 p = contact_point(s1, s2, info);
    Vec2 r1 = vec2_sub(p, rigid_shape_centre(s1));
    Vec2 r2 = vec2_sub(p, rigid_shape_centre(s2));
    Vec2 u1 = vec2_add(s1->v, vec2_cross_sv(s1->omega, r1));
    Vec2 u2 = vec2_add(s2->v, vec2_cross_sv(s2->omega, r2));
    Vec2 vr = vec2_sub(u2, u1);
    double vn = vec2_dot(vr, n);
    if (vn > 0.0)
        return; /* the contact points already separate */
    Vec2 t = vec2_normalize(vec2_sub(vec2_scale(n, vn), vr));
    double vt = vec2_dot(vr, t);
    double e = (s1->restitution + s2->restitution) / 2.0;
    double mu = (s1->friction + s2->friction) / 2.0;
    double jn = -(1.0 + e) * vn / effective_inv_mass(s1, s2, r1, r2, n);
    double jt = -mu * vt / effective_inv_mass(s1, s2, r1, r2, t);
    Vec2 impulse = vec2_add(vec2_scale(n, jn), vec2_scale(t, jt));
    s2->v = vec2_add(s2->v, vec2_scale(impulse, s2->inv_mass));
    s2->omega += (vec2_cross(r2, n) * jn + vec2_cross(r2, t) * jt) * s2->inv_inertia;
    s1->v = vec2_sub(s1->v, vec2_scale(impulse, s1->inv_mass));
    s1->omega -= (vec2_cross(r1, n) * jn + vec2_cross(r1, t) * jt) * s1->inv_inertia;
}

/* Two static shapes never move, so there is nothing to resolve. */
bool collide_shape(RigidShape *s1, RigidShape *s2, const PhysicsSettings *ps, CollisionList *infos)
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
 * apart; the others go to collide_shape, which tests them in full.
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
bool process_set_to_set(ShapeSet *a, ShapeSet *b, const PhysicsSettings *ps, CollisionList *infos)
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

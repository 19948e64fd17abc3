/* solve_relaxation.c - the chapter's solver as the track inherits it:
 * every pair in turn detected, projected apart and given its impulse,
 * the whole pair loop `relaxation` times (see solver.h).  Chapter 9's
 * sidebars are its settings: Coulomb's friction, a correction that
 * leaves a slop, the materials' mixing, a bound test on boxes; chapter
 * 10's manifold gives two rectangles two points, resolved together. */
#include "solver.h"

#include <assert.h>
#include <stdlib.h>

#include "grow.h"
#include "world.h"

/* ---- projection ----------------------------------------------------------- */

/* Projection, the chapter's "Collision Position Correction": move the
 * two shapes apart along the normal n (from s1 to s2) by the fraction
 * `rate` of the depth d, shared in inverse proportion to their masses:
 *   k   = d / (im1 + im2) * rate
 *   p1 -= n k im1,   p2 += n k im2
 * The moves add up to k (im1 + im2) = rate d along n, so the overlap
 * shrinks to (1 - rate) d; and m1 dp1 + m2 dp2 = -n k + n k = 0, so the
 * pair's centre of mass stays where it was.  A static shape (im = 0)
 * does not move, and two of them (im1 + im2 = 0) cannot share a move.
 * The rectangle's vertices follow at once.
 * With a slop (chapter 9) only the depth beyond it is corrected,
 *   k = max(d - slop, 0) / (im1 + im2) * rate,
 * so the overlap becomes slop + (1 - rate)(d - slop): it tends to the
 * slop from above and never goes below it.  A resting contact keeps an
 * overlap of up to the slop, so the narrow phase finds it on every
 * update and the impulse holds the shape up, instead of the correction
 * pushing it clear for a step and gravity dropping it back in (the
 * jitter of the chapter's full projection). */
void positional_correction(RigidShape *s1, RigidShape *s2, const CollisionInfo *info, double rate,
                           double slop)
{
    double im1 = s1->inv_mass, im2 = s2->inv_mass;
    assert(im1 >= 0.0 && im2 >= 0.0);
    double depth = slop > 0.0 ? info->depth - slop : info->depth;
    if (im1 + im2 == 0.0 || (slop > 0.0 && depth <= 0.0))
        return;
    double k = depth / (im1 + im2) * rate;
    rigid_shape_adjust_position(s1, vec2_scale(info->normal, -k * im1));
    rigid_shape_adjust_position(s2, vec2_scale(info->normal, k * im2));
}

/* ---- the impulse ------------------------------------------------------------ */

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
 * (r x n = 0) adds no spin.  e and mu are the pair's restitution and
 * friction (the chapter averages the two shapes').  Two static shapes
 * (k = 0) have nothing to resolve. */
void resolve_collision(RigidShape *s1, RigidShape *s2, const CollisionInfo *info, double e,
                       double mu)
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
    double jn = -(1.0 + e) * vn / effective_inv_mass(s1, s2, r1, r2, n);
    double jt = -mu * vt / effective_inv_mass(s1, s2, r1, r2, t);
    Vec2 impulse = vec2_add(vec2_scale(n, jn), vec2_scale(t, jt));
    s2->v = vec2_add(s2->v, vec2_scale(impulse, s2->inv_mass));
    s2->omega += (vec2_cross(r2, n) * jn + vec2_cross(r2, t) * jt) * s2->inv_inertia;
    s1->v = vec2_sub(s1->v, vec2_scale(impulse, s1->inv_mass));
    s1->omega -= (vec2_cross(r1, n) * jn + vec2_cross(r1, t) * jt) * s1->inv_inertia;
}

/* Relative velocity of the contact points, u2 - u1, where a point at
 * lever arm r moves with u = v + omega x r. */
static Vec2 contact_velocity(const RigidShape *s1, const RigidShape *s2, Vec2 r1, Vec2 r2)
{
    Vec2 u1 = vec2_add(s1->v, vec2_cross_sv(s1->omega, r1));
    Vec2 u2 = vec2_add(s2->v, vec2_cross_sv(s2->omega, r2));
    return vec2_sub(u2, u1);
}

/* An impulse j d at the contact: +j d on s2, -j d on s1, through the
 * lever arms r1, r2 (dv = J/m, domega = (r x J)/I). */
static void push_pair(RigidShape *s1, RigidShape *s2, Vec2 r1, Vec2 r2, Vec2 d, double j)
{
    Vec2 impulse = vec2_scale(d, j);
    s2->v = vec2_add(s2->v, vec2_scale(impulse, s2->inv_mass));
    s2->omega += vec2_cross(r2, impulse) * s2->inv_inertia;
    s1->v = vec2_sub(s1->v, vec2_scale(impulse, s1->inv_mass));
    s1->omega -= vec2_cross(r1, impulse) * s1->inv_inertia;
}

/* The impulse method with rotation and Coulomb's friction law (chapter
 * 9).  Lever arms and the relative velocity vr = u2 - u1 as in
 * resolve_collision, normal part vn = vr . n (< 0: approaching).  Two
 * impulses, one after the other:
 *   1. normal:  vn' = -e vn  gives  jn = -(1 + e) vn / k(n), applied at
 *      once, so the friction below sees the velocities it left;
 *   2. tangent: from the new relative velocity vr', the sliding direction
 *      t = normalize(vr' - n (vr' . n)) and speed vt = vr' . t >= 0.  The
 *      impulse that stops the sliding is jt = -vt / k(t); Coulomb's law
 *      lets the contact push sideways with at most mu times the normal
 *      push, so jt is clamped to -mu jn <= jt (it is never positive: it
 *      only brakes).
 * Each impulse j along d changes the kinetic energy by
 *   dE = j (vd + vd') / 2   (vd, vd' the contact speeds along d before and after)
 * which is j vn (1 - e) / 2 <= 0 for the normal one (j > 0, vn < 0), and
 * <= 0 for the friction one too, since vt' = vt + jt k(t) lies between 0
 * and vt and jt <= 0.  So a contact never adds energy, which the
 * chapter's rule (both impulses from the velocities before, friction
 * unbounded) does not promise.  Two static shapes (k = 0) have nothing
 * to resolve. */
void resolve_coulomb(RigidShape *s1, RigidShape *s2, const CollisionInfo *info, double e, double mu)
{
    if (s1->inv_mass + s2->inv_mass == 0.0)
        return;
    Vec2 n = info->normal;
    Vec2 p = contact_point(s1, s2, info);
    Vec2 r1 = vec2_sub(p, rigid_shape_centre(s1));
    Vec2 r2 = vec2_sub(p, rigid_shape_centre(s2));
    double vn = vec2_dot(contact_velocity(s1, s2, r1, r2), n);
    if (vn > 0.0)
        return; /* the contact points already separate */
    double jn = -(1.0 + e) * vn / effective_inv_mass(s1, s2, r1, r2, n);
    push_pair(s1, s2, r1, r2, n, jn);
    Vec2 vr = contact_velocity(s1, s2, r1, r2);
    Vec2 t = vec2_normalize(vec2_sub(vr, vec2_scale(n, vec2_dot(vr, n))));
    double vt = vec2_dot(vr, t);
    if (vt <= 0.0)
        return; /* no sliding left to brake */
    double jt = -vt / effective_inv_mass(s1, s2, r1, r2, t);
    if (jt < -mu * jn)
        jt = -mu * jn;
    push_pair(s1, s2, r1, r2, t, jt);
}

/* The impulses of a manifold's points that do not separate (count of
 * them), pushed together: with one point the chapter's
 * jn = -(1 + e) vn / k(n) = b0 / K00, with two the block problem of
 * block_impulses on K (its off-diagonal pair_coupling's). */
static void manifold_impulses(const RigidShape *s1, const RigidShape *s2, int count, const Vec2 *r1,
                              const Vec2 *r2, Vec2 n, const double *b, double *j)
{
    double k00 = effective_inv_mass(s1, s2, r1[0], r2[0], n);
    if (count == 1) {
        j[0] = b[0] / k00;
        return;
    }
    double k11 = effective_inv_mass(s1, s2, r1[1], r2[1], n);
    block_impulses(k00, k11, pair_coupling(s1, s2, r1[0], r2[0], r1[1], r2[1], n), b, j);
}

/* The impulse method with rotation at every point of a manifold at once
 * (chapter 10).  For each point i the contact p_i lies between its start
 * and end as contact_point weighs them, with lever arms r1 = p - c1,
 * r2 = p - c2; a point at lever arm r moves with u = v + omega x r, the
 * contact points' relative velocity is vr_i = u2 - u1 and its normal
 * part vn_i = vr_i . n (< 0: approaching).
 *
 * Normal: the points must act together.  Worked out one after the other,
 * the first point's impulse of a box landing flat would turn the box
 * about its centre before the second point acts, and it would land
 * spinning.  So the impulses of the points that do not separate
 * (vn_i <= 0) come from the same velocities, as one small problem
 * (manifold_impulses), each wanting
 *   vn_i' = -e vn_i,  i.e. its velocity raised by b_i = -(1 + e) vn_i.
 * A point that already separates takes no part, as in the chapter: were
 * it made to push (to keep the other point's push from driving it in),
 * its push would add energy, j_i (vn_i + vn_i')/2 > 0; a later pass of the
 * relaxation meets it again if it does turn in.  For the others the
 * energy changes by the sum of j_i (vn_i + vn_i')/2: 0 at a point that
 * does not push, j_i (1 - e) vn_i / 2 <= 0 at one that does.
 *
 * Friction: the chapter's rule at each of those points,
 * t_i = normalize(n vn_i - vr_i), vt_i = vr_i . t_i,
 *   jt_i = -mu vt_i / k_i(t) * w_i,
 * with w_i the point's share of the normal load, jn_i / (jn_0 + jn_1)
 * (equal shares when neither pushes).  The shares add up to 1, so a box
 * sliding flat loses the fraction mu of its sliding speed as the
 * chapter's one contact would make it, not twice that; and a box resting
 * on both points brakes at each in proportion to how hard it presses
 * there.
 *
 * Every impulse is worked out from the velocities before any is applied,
 * then all are applied: J_i = jn_i n + jt_i t_i at p_i, +J_i on s2 and
 * -J_i on s1, through dv = J/m and domega = (r x J)/I.  The positional
 * correction stays once per manifold (collide_shape, by the info's depth,
 * the deepest point's): it moves without turning, so it cannot spin a
 * flat box either.  Two static shapes (k = 0) have nothing to resolve. */
void resolve_manifold(RigidShape *s1, RigidShape *s2, const CollisionInfo *info, double e,
                      double mu)
{
    if (s1->inv_mass + s2->inv_mass == 0.0)
        return;
    Vec2 n = info->normal;
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
        vr[count] = contact_velocity(s1, s2, r1[count], r2[count]);
        vn[count] = vec2_dot(vr[count], n);
        if (vn[count] > 0.0)
            continue; /* this contact point already separates */
        b[count] = -(1.0 + e) * vn[count];
        count++;
    }
    if (count == 0)
        return;
    manifold_impulses(s1, s2, count, r1, r2, n, b, jn);
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
        s2->omega += (vec2_cross(r2[i], n) * jn[i] + vec2_cross(r2[i], t[i]) * jt[i])
            * s2->inv_inertia;
        s1->v = vec2_sub(s1->v, vec2_scale(impulse, s1->inv_mass));
        s1->omega -= (vec2_cross(r1[i], n) * jn[i] + vec2_cross(r1[i], t[i]) * jt[i])
            * s1->inv_inertia;
    }
}

/* The impulse the settings give a detected pair: a manifold's points
 * together (manifold on), else the one point by the friction law, each
 * with the pair's coefficients (the settings' mixing). */
void resolve_pair(RigidShape *s1, RigidShape *s2, const CollisionInfo *info,
                  const PhysicsSettings *ps)
{
    double e = pair_restitution(ps, s1, s2), mu = pair_friction(ps, s1, s2);
    if (ps->manifold)
        resolve_manifold(s1, s2, info, e, mu);
    else if (ps->friction_law == FRICTION_COULOMB)
        resolve_coulomb(s1, s2, info, e, mu);
    else
        resolve_collision(s1, s2, info, e, mu);
}

/* ---- one pair ----------------------------------------------------------- */

/* Two static shapes never move, so there is nothing to resolve; shapes
 * whose layers do not meet (rigid_shape_layers_meet) pass through each
 * other.  Without settings (a test's detection alone) the pair is
 * detected as the program's defaults would. */
bool collide_shape(RigidShape *s1, RigidShape *s2, const PhysicsSettings *ps, CollisionList *infos)
{
    CollisionInfo info;
    if (s1 == s2 || (s1->inv_mass == 0.0 && s2->inv_mass == 0.0)
        || !rigid_shape_layers_meet(s1, s2))
        return false;
    PhysicsSettings defaults;
    if (!ps)
        defaults = physics_default_settings();
    if (!detect_collision(s1, s2, narrow_phase(ps ? ps : &defaults), &info))
        return false;
    if (ps && ps->correction)
        positional_correction(s1, s2, &info, ps->correction_rate, ps->correction_slop);
    if (ps)
        resolve_pair(s1, s2, &info, ps);
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
 * first copies the bounds (circles: centres and radii; or boxes) into
 * arrays read in order, and next_touching skips the pairs whose copies
 * are surely apart; the others go to collide_shape, which tests them in
 * full.  The copies hold the same numbers as the shapes, and after a pair
 * is collided its two copies are taken again (a correction may have moved
 * the shapes), so the loops do what the chapter's do, bit for bit: they
 * only skip calls whose answer would be "apart" (data laid out for the
 * loop that reads it, as real engines do). */
typedef struct BoundCopies {
    bool boxes;
    double *x, *y, *r; /* circles */
    Aabb *box;         /* boxes */
} BoundCopies;

/* One shape's bound as the loops compare it: a circle or a box. */
typedef struct Bound {
    Vec2 c;
    double r;
    Aabb box;
} Bound;

static Bound bound_of(const RigidShape *s, bool boxes)
{
    if (boxes)
        return (Bound){.box = rigid_shape_aabb(s, BOUND_BOX_MARGIN)};
    return (Bound){.c = rigid_shape_centre(s), .r = s->bound_radius};
}

static Bound bound_at(const BoundCopies *bc, int k)
{
    if (bc->boxes)
        return (Bound){.box = bc->box[k]};
    return (Bound){.c = vec2(bc->x[k], bc->y[k]), .r = bc->r[k]};
}

static void copy_bound(BoundCopies *bc, int k, const RigidShape *s)
{
    if (bc->boxes) {
        bc->box[k] = rigid_shape_aabb(s, BOUND_BOX_MARGIN);
        return;
    }
    Vec2 c = rigid_shape_centre(s);
    bc->x[k] = c.x;
    bc->y[k] = c.y;
    bc->r[k] = s->bound_radius;
}

/* The bounds of a set, in new arrays (copies_free; NULL for an empty
 * set, where there is nothing to point into). */
static BoundCopies copy_bounds(const ShapeSet *set, bool boxes)
{
    int n = set->count, capacity = 0;
    BoundCopies bc = {.boxes = boxes};
    if (n == 0)
        return bc;
    if (boxes) {
        bc.box = grow_array(NULL, &capacity, n, sizeof *bc.box, "bounding boxes");
    } else {
        double *all = grow_array(NULL, &capacity, 3 * n, sizeof *all, "bounding circles");
        bc.x = all;
        bc.y = all + n;
        bc.r = all + 2 * n;
    }
    for (int k = 0; k < n; k++)
        copy_bound(&bc, k, set->items[k]);
    return bc;
}

static void copies_free(BoundCopies *bc)
{
    free(bc->x);
    free(bc->box);
}

/* The first k in [from, to) whose bound may touch b, or `to`: for
 * circles the cheap half of bound_circles_touch, which turns away only
 * circles that are apart. */
static int next_touching(const BoundCopies *bc, Bound b, int from, int to)
{
    int k = from;
    if (bc->boxes)
        while (k < to && !aabbs_overlap(b.box, bc->box[k]))
            k++;
    else
        while (k < to
               && bound_circles_surely_apart(b.c.x - bc->x[k], b.c.y - bc->y[k], b.r + bc->r[k]))
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

static bool boxes_of(const PhysicsSettings *ps)
{
    return ps && ps->bounds == BOUND_BOXES;
}

bool process_obj_to_set(RigidShape *s, ShapeSet *set, const PhysicsSettings *ps,
                        CollisionList *infos)
{
    bool any = false, boxes = boxes_of(ps);
    int n = set->count;
    BoundCopies bc = copy_bounds(set, boxes);
    for (int r = 0; r < relaxation_count(ps); r++)
        for (int j = next_touching(&bc, bound_of(s, boxes), 0, n); j < n;
             j = next_touching(&bc, bound_of(s, boxes), j + 1, n)) {
            any = collide_shape(s, set->items[j], ps, infos) || any;
            copy_bound(&bc, j, set->items[j]);
        }
    copies_free(&bc);
    return any;
}

/* a and b hold different shapes (the objects and the bounds). */
bool process_set_to_set(ShapeSet *a, ShapeSet *b, const PhysicsSettings *ps, CollisionList *infos)
{
    bool any = false, boxes = boxes_of(ps);
    int n = b->count;
    BoundCopies ba = copy_bounds(a, boxes), bb = copy_bounds(b, boxes);
    for (int r = 0; r < relaxation_count(ps); r++)
        for (int i = 0; i < a->count; i++)
            for (int j = next_touching(&bb, bound_at(&ba, i), 0, n); j < n;
                 j = next_touching(&bb, bound_at(&ba, i), j + 1, n)) {
                any = collide_shape(a->items[i], b->items[j], ps, infos) || any;
                copy_bound(&ba, i, a->items[i]);
                copy_bound(&bb, j, b->items[j]);
            }
    copies_free(&ba);
    copies_free(&bb);
    return any;
}

bool process_set(ShapeSet *set, const PhysicsSettings *ps, CollisionList *infos)
{
    bool any = false, boxes = boxes_of(ps);
    int n = set->count;
    BoundCopies bc = copy_bounds(set, boxes);
    for (int r = 0; r < relaxation_count(ps); r++)
        for (int i = 0; i < n; i++)
            for (int j = next_touching(&bc, bound_at(&bc, i), i + 1, n); j < n;
                 j = next_touching(&bc, bound_at(&bc, i), j + 1, n)) {
                any = collide_shape(set->items[i], set->items[j], ps, infos) || any;
                copy_bound(&bc, i, set->items[i]);
                copy_bound(&bc, j, set->items[j]);
            }
    copies_free(&bc);
    return any;
}

/* ---- the update --------------------------------------------------------- */

/* The chapter's update of a shape: a dynamic shape travels while motion
 * is on; a static one only brings its geometry up to date. */
static void update_shapes(ShapeSet *set, const PhysicsSettings *ps)
{
    for (int i = 0; i < set->count; i++) {
        RigidShape *s = set->items[i];
        if (ps->motion && s->inv_mass > 0.0)
            rigid_shape_travel(s, FIXED_DT);
        else
            rigid_shape_update(s);
    }
}

void relaxation_begin(World *w)
{
    update_shapes(w->objects, w->settings);
    update_shapes(w->bounds, w->settings);
}

/* The hero against the bounds, every object against the bounds (the
 * hero a second time, as in the chapter), every pair of objects.  Each
 * call runs its relaxation passes over its pairs, and every pair is
 * detected, corrected and resolved in turn. */
void relax_pairs(World *w, CollisionList *infos)
{
    if (w->objects->count > 0)
        process_obj_to_set(w->objects->items[0], w->bounds, w->settings, infos);
    process_set_to_set(w->objects, w->bounds, w->settings, infos);
    process_set(w->objects, w->settings, infos);
}

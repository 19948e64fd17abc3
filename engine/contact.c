/* contact.c - the contacts of an update: found, named, carried to the
 * next update, and prepared for the solvers (see contact.h). */
#include "contact.h"

#include <assert.h>
#include <stdlib.h>

#include "collision.h"
#include "grow.h"
#include "solver.h"

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
bool detect_contact(const RigidShape *s1, const RigidShape *s2, double margin, NarrowPhase np,
                    CollisionInfo *info)
{
    if (!bound_circles_touch(rigid_shape_centre(s1), s1->bound_radius + margin,
                             rigid_shape_centre(s2), s2->bound_radius))
        return false;
    Transform x1, x2;
    RigidShape g1 = grown_copy(s1, &x1, margin / 2.0);
    RigidShape g2 = grown_copy(s2, &x2, margin / 2.0);
    return detect_collision(&g1, &g2, np, info);
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
        touching[n++] = (ContactPoint){start, depth, p->id};
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
 * 0), one or two points, a unit normal, and the grown manifold's depths
 * >= 0 (collision_info.h). */
void contact_list_add_pair(ContactList *list, RigidShape *s1, RigidShape *s2, int first, int second,
                           bool with_bound, const PhysicsSettings *ps, CollisionList *infos)
{
    CollisionInfo info;
    if ((s1->inv_mass == 0.0 && s2->inv_mass == 0.0) || !rigid_shape_layers_meet(s1, s2))
        return;
    list->detected++;
    double margin = contact_reach(s1, s2, ps->motion ? FIXED_DT : 0.0);
    if (!detect_contact(s1, s2, margin, narrow_phase(ps), &info))
        return;
    assert(s1->inv_mass >= 0.0 && s2->inv_mass >= 0.0);
    assert(info.point_count == 1 || info.point_count == 2);
    assert(fabs(vec2_dot(info.normal, info.normal) - 1.0) < 1e-9);
    Contact c = {
        .s1 = s1,
        .s2 = s2,
        .first = first,
        .second = second,
        .with_bound = with_bound,
        .normal = info.normal,
        .tangent = vec2(-info.normal.y, info.normal.x),
        .friction = pair_friction(ps, s1, s2),
        .restitution = pair_restitution(ps, s1, s2),
    };
    for (int i = 0; i < info.point_count; i++) {
        const ContactPoint *cp = &info.points[i];
        assert(cp->depth >= 0.0);
        c.points[c.point_count++] = (SolverPoint){
            .point = vec2_add(cp->start, vec2_scale(info.normal, cp->depth / 2.0)),
            .depth = cp->depth - margin,
            .id = cp->id,
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
    list->solved = list->candidates = list->detected = 0;
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
 * order (pair_order); within it a point is the same when its feature id
 * is (collision_info.h: the reference box and face, the incident face,
 * and which end).  When the reference face passes to the other box or
 * to another face, or a box tips onto another face, the ids differ: the
 * point stands on another feature, its impulse acts along another
 * normal at another place, and it starts from zero.  The pair's order
 * cannot turn round (first < second, objects before bounds): with s1
 * and s2 swapped the normal would be reversed and a carried push would
 * pull.
 *
 * What is not carried.  A point that bounced last update holds the
 * restitution's impulse, an impact's and not a load that persists: it
 * starts from zero.  The friction impulse is carried with the normal
 * one, as it is when it lies in the cone of the carried pn, else cut to
 * the cone's edge (friction may have changed by a key). */
bool contact_carry_point(const Contact *was, const Contact *c, SolverPoint *p)
{
    const SolverPoint *q = contact_same_feature(was, p->id);
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
            contact_carry_point(was, c, &c->points[i]);
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

bool contact_mark_bounces(ContactList *list, BouncePush pushed)
{
    bool any = false;
    for (int k = 0; k < contact_visits(list); k++) {
        Contact *c = contact_visit(list, k);
        c->bounces = false;
        for (int i = 0; i < c->point_count; i++) {
            SolverPoint *p = &c->points[i];
            p->bounces = pushed == BOUNCE_PUSHED_ONCE
                ? p->vn0 < -SOLVER_RESTITUTION_THRESHOLD && p->pn_max > 0.0
                : p->depth >= -SOLVER_SLOP && p->vn0 < -SOLVER_RESTITUTION_THRESHOLD && p->pn > 0.0;
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

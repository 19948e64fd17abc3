/* solver.c - soft contacts solved in sub-steps (see solver.h). */
#include "solver.h"

#include <assert.h>
#include <stdlib.h>

#include "collision.h"
#include "grow.h"

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
bool detect_contact(const RigidShape *s1, const RigidShape *s2, double margin, CollisionInfo *info)
{
    if (!bound_circles_touch(rigid_shape_centre(s1), s1->bound_radius + margin,
                             rigid_shape_centre(s2), s2->bound_radius))
        return false;
    Transform x1, x2;
    RigidShape g1 = grown_copy(s1, &x1, margin / 2.0);
    RigidShape g2 = grown_copy(s2, &x2, margin / 2.0);
    return detect_collision(&g1, &g2, info);
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
 * with it off), by v dt and omega dt over the sub-steps, with the
 * velocities they have when the contacts are found (the update's
 * gravity, g dt^2 = 0.0056 of closing, is the margin's);
 * a point of a shape at lever arm r, |r| <= R (the bound radius), moves
 * by at most |v| dt + |omega| R dt (a chord is no longer than its arc).
 * Read along any direction, the two surfaces therefore close by at most
 *   reach = (|v2 - v1| + |omega1| R1 + |omega2| R2) dt.
 * A pair farther apart than reach + margin cannot touch in this update;
 * a nearer one becomes a speculative contact with gap s, and each
 * sub-step lets it close what is left of s and no more (soft_normal): it
 * stops at the surface instead of ending inside it (or beyond a thin
 * bound).
 * With the fixed margin alone, a shape faster than margin/dt = 6 units/s
 * could be more than the margin away one update and deep inside the
 * next.  With motion off dt = 0: nothing moves, so the reach is the
 * margin alone, and a shape near another is not stopped for a motion it
 * will not make.  The margin stays for what the solves add to the
 * velocities (another contact's push) and for a resting
 * contact's g dt^2.  A resting pile moves at almost nothing, so its
 * contacts are those of the fixed margin. */
static double contact_reach(const RigidShape *s1, const RigidShape *s2, double dt)
{
    double closing = vec2_length(vec2_sub(s2->v, s1->v)) + fabs(s1->omega) * s1->bound_radius
        + fabs(s2->omega) * s2->bound_radius;
    return SOLVER_SPECULATIVE_MARGIN + closing * dt;
}

/* The contact is made here, so here it is checked for what the solver
 * takes for granted: masses that are not negative (a static shape's is
 * 0), one or two points, a unit normal, and the grown manifold's depths
 * >= 0 (collision_info.h). */
void contact_list_add_pair(ContactList *list, RigidShape *s1, RigidShape *s2, int first, int second,
                           bool with_bound, double dt, CollisionList *infos)
{
    CollisionInfo info;
    if (s1->inv_mass == 0.0 && s2->inv_mass == 0.0)
        return;
    list->detected++;
    double margin = contact_reach(s1, s2, dt);
    if (!detect_contact(s1, s2, margin, &info))
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
        .friction = (s1->friction + s2->friction) / 2.0,
        .restitution = (s1->restitution + s2->restitution) / 2.0,
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

static int pair_order(const Contact *a, const Contact *b);

/* Last update's contact of the pair (with_bound, first, second), or NULL:
 * *m walks `last` forward, which is in pair_order as the pairs come. */
static const Contact *last_contact(const ContactList *last, int *m, bool with_bound, int first,
                                   int second)
{
    Contact key = {.with_bound = with_bound, .first = first, .second = second};
    while (*m < last->count && pair_order(&last->items[*m], &key) < 0)
        (*m)++;
    if (*m < last->count && pair_order(&last->items[*m], &key) == 0)
        return &last->items[*m];
    return NULL;
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
    const Contact *was = last_contact(last, cursor, with_bound, first, second);
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

/* ---- the pre-step -------------------------------------------------------- */

/* The contacts the solver visits (ContactList: awake): every one, or
 * only the awake ones when some sleep. */
static inline int contact_visits(const ContactList *list)
{
    return list->awake ? list->awake_count : list->count;
}

static inline Contact *contact_visit(const ContactList *list, int k)
{
    return &list->items[list->awake ? list->awake[k] : k];
}

/* The effective inverse mass of the pair at the contact against an
 * impulse along the unit direction d, with lever arms r1, r2:
 *   k(d) = 1/m1 + 1/m2 + (r1 x d)^2 / I1 + (r2 x d)^2 / I2
 * (inv_mass and inv_inertia hold 1/m and 1/I; both are 0 for a static
 * shape, so its terms drop out).
 * An impulse j d on s2 (and -j d on s1) changes the relative velocity of
 * the contact points along d by j k(d), so the impulse that changes it
 * by dv is j = dv / k(d): 1/k(d) is the mass the point "feels" along d. */
static double effective_inv_mass(const RigidShape *s1, const RigidShape *s2, Vec2 r1, Vec2 r2,
                                 Vec2 d)
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
static void pair_matrix(Contact *c, const double k_n[2])
{
    const SolverPoint *p = c->points;
    Vec2 n = c->normal;
    double k01 = c->s1->inv_mass + c->s2->inv_mass
        + vec2_cross(p[0].r1, n) * vec2_cross(p[1].r1, n) * c->s1->inv_inertia
        + vec2_cross(p[0].r2, n) * vec2_cross(p[1].r2, n) * c->s2->inv_inertia;
    c->k[0][0] = k_n[0];
    c->k[1][1] = k_n[1];
    c->k[0][1] = c->k[1][0] = k01;
    c->k_ii[0] = 1.0 / p[0].normal_mass;
    c->k_ii[1] = 1.0 / p[1].normal_mass;
}

/* Lever arms r1 = p - c1 and r2 = p - c2, the effective masses 1/k(n)
 * and 1/k(t), and for two points K: the sub-steps hold the anchors fixed
 * on the bodies and move them only a little, so all of it is worked out
 * once per update, not once per sub-step.  The chapter's contact_point weighs start and end by inverse
 * mass; the solver takes the midpoint (both lie within the slop of each
 * other at rest, and the midpoint is what detect_contact can recover). */
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
            p->pn = p->pt = p->pn_max = 0.0;
        }
        if (c->point_count == 2)
            pair_matrix(c, k_n);
    }
}

/* ---- the solves ---------------------------------------------------------- */

/* The part of a shape's state the solves change, and the masses they
 * read, in a local copy: a pass works on one contact at a time, so the
 * two shapes' velocities are read once when it comes to the contact,
 * changed in registers by each of its points' impulses, and written back
 * once when it leaves (the passes are the update's hottest loop). */
typedef struct Motion {
    Vec2 v;
    double omega;
    double inv_mass, inv_inertia;
} Motion;

static inline Motion motion_load(const RigidShape *s)
{
    return (Motion){s->v, s->omega, s->inv_mass, s->inv_inertia};
}

static inline void motion_store(RigidShape *s, const Motion *m)
{
    s->v = m->v;
    s->omega = m->omega;
}

/* The larger and the smaller of x and y as the C library's fmax and
 * fmin give them here (a tie, -0 against +0 too, gives x; a NaN x gives
 * y), without a call: the clamps of the solves are their hottest lines.
 * One comparison each, false for a NaN x. */
static inline double max_of(double x, double y)
{
    return x >= y ? x : y;
}
static inline double min_of(double x, double y)
{
    return x <= y ? x : y;
}

/* The impulse j d at the point: +j d on s2, -j d on s1, each changing
 * v by the impulse over the mass and omega by r x (impulse) over I. */
static inline void apply_impulse(Motion *m1, Motion *m2, const SolverPoint *p, Vec2 d, double j)
{
    Vec2 P = vec2_scale(d, j);
    m1->v = vec2_sub(m1->v, vec2_scale(P, m1->inv_mass));
    m1->omega -= vec2_cross(p->r1, P) * m1->inv_inertia;
    m2->v = vec2_add(m2->v, vec2_scale(P, m2->inv_mass));
    m2->omega += vec2_cross(p->r2, P) * m2->inv_inertia;
}

/* The rigid normal impulse towards a target velocity (the restitution
 * asks for vn' = -e vn0): one correction
 *   dp = (target - vn) / k(n)
 * would make vn = target if this point were alone.  The clamp holds the
 * ACCUMULATED impulse, pn' = max(pn + dp, 0), and applies pn' - pn: a
 * contact may take back part of what it pushed once the other contacts
 * have done the work (dp < 0), but never so much that its total pulls.
 * Clamping each increment at 0 instead would forbid taking anything
 * back, and the total would overshoot whenever a neighbour's impulse had
 * already separated the point. */
static inline void solve_normal(const Contact *c, SolverPoint *p, double target, Motion *m1,
                                Motion *m2)
{
    double vn = relative_velocity(m1->v, m1->omega, p->r1, m2->v, m2->omega, p->r2, c->normal);
    double dp = (target - vn) * p->normal_mass;
    double pn = max_of(p->pn + dp, 0.0);
    apply_impulse(m1, m2, p, c->normal, pn - p->pn);
    p->pn = pn;
}

/* Coulomb's friction: the impulse along t that would stop the sliding,
 *   dp = -vt / k(t),
 * with the accumulated friction impulse kept in the cone of the
 * accumulated normal impulse: |pt| <= mu pn.  The cone follows pn as the
 * passes change it, which is why the normal impulse is solved first. */
static inline void solve_friction(const Contact *c, SolverPoint *p, Motion *m1, Motion *m2)
{
    double vt = relative_velocity(m1->v, m1->omega, p->r1, m2->v, m2->omega, p->r2, c->tangent);
    double dp = -vt * p->tangent_mass;
    double limit = c->friction * p->pn;
    double pt = min_of(max_of(p->pt + dp, -limit), limit);
    apply_impulse(m1, m2, p, c->tangent, pt - p->pt);
    p->pt = pt;
}

/* The normal impulses x[i] >= 0 of a two-point manifold, pushed together
 * (K from pair_matrix).  Each point wants its normal velocity raised by
 * b[i] (the caller's target), but may only push, never pull: the small
 * linear complementarity problem
 *   w = K x - b >= 0,   x >= 0,   x_i w_i = 0
 * (either a point pushes and meets its target exactly, or it does not
 * push and ends at least as fast as its target).  There are four cases
 * to try, as Box2D's block solver does:
 *   both push:    K x = b, solved by Cramer's rule:
 *                 x0 = (K11 b0 - K01 b1)/det, x1 = (K00 b1 - K01 b0)/det,
 *                 det = K00 K11 - K01^2; taken when both are >= 0;
 *   only 0:       x0 = b0/K00, x1 = 0; taken when K01 x0 >= b1 (point 1
 *                 is lifted at least to its target by point 0's push);
 *   only 1:       the same the other way round;
 *   neither:      taken when b0 <= 0 and b1 <= 0.
 * K is positive definite when the points differ (a rigid body cannot
 * hold two different points still with one push), so exactly one case
 * fits; two points so close that det is lost in rounding (below 1e-9 of
 * K00 K11) skip the first case.  Should rounding leave no case, the
 * larger single-point push stands alone. */
static void normal_impulses(const Contact *c, const double b[2], double x[2])
{
    double k00 = c->k[0][0], k11 = c->k[1][1], k01 = c->k[0][1];
    double det = k00 * k11 - k01 * k01;
    if (det > 1e-9 * k00 * k11) {
        x[0] = (k11 * b[0] - k01 * b[1]) / det;
        x[1] = (k00 * b[1] - k01 * b[0]) / det;
        if (x[0] >= 0.0 && x[1] >= 0.0)
            return;
    }
    double only0 = b[0] / k00, only1 = b[1] / k11;
    bool fits0 = only0 >= 0.0 && k01 * only0 >= b[1];
    bool fits1 = only1 >= 0.0 && k01 * only1 >= b[0];
    if (b[0] <= 0.0 && b[1] <= 0.0) {
        x[0] = x[1] = 0.0;
    } else if (fits0 || (!fits1 && only0 >= only1)) {
        x[0] = only0 > 0.0 ? only0 : 0.0;
        x[1] = 0.0;
    } else {
        x[0] = 0.0;
        x[1] = only1 > 0.0 ? only1 : 0.0;
    }
}

/* The two normal impulses of a two-point manifold at once, on
 * accumulated impulses.  Point i's normal velocity after totals x_m in
 * place of the accumulated a_m is
 *   vn_i' = vn_i + sum_m K_im (x_m - a_m);
 * the constraint vn_i' >= target_i with x_i >= 0 and
 * x_i (vn_i' - target_i) = 0 reads
 *   w = K x - b >= 0,  x >= 0,  x_i w_i = 0,   b_i = target_i - vn_i + sum_m K_im a_m,
 * the very problem normal_impulses solves for b.  (The sum takes K_ii as
 * 1 / normal_mass, k rounded twice, which may differ from k in the last
 * bit.)  The clamp is again on the totals x, never on the increments
 * x - a.  A soft point's row is the rigid one scaled by its mass_scale
 * (soft_pair derives it); a rigid row's scale is 1.  The restitution
 * pass asks for the targets -e vn0 (contact_restitution). */
static inline void solve_normal_pair(Contact *c, const double target[2], const double scale[2],
                                     Motion *m1, Motion *m2)
{
    SolverPoint *p = c->points;
    double b[2], x[2];
    for (int i = 0; i < 2; i++) {
        double vn = relative_velocity(m1->v, m1->omega, p[i].r1, m2->v, m2->omega, p[i].r2,
                                      c->normal);
        b[i] = scale[i] * (target[i] - vn + c->k_ii[i] * p[i].pn + c->k[i][1 - i] * p[1 - i].pn);
    }
    normal_impulses(c, b, x);
    for (int i = 0; i < 2; i++) {
        apply_impulse(m1, m2, &p[i], c->normal, x[i] - p[i].pn);
        p[i].pn = x[i];
    }
}

/* How far each body of a contact turned since the pre-step, as the
 * cosine and sine of the angle (world.c's move_shapes works them out once
 * per body and sub-step): what every point's separation needs.  A bound
 * does not turn. */
typedef struct Turn {
    Rot q1, q2;
} Turn;

static inline Turn contact_turn(const Contact *c, const Rot *turns)
{
    return (Turn){turns[c->first], c->with_bound ? (Rot){1.0, 0.0} : turns[c->second]};
}

/* The separation of a point in a sub-step, without the narrow phase.
 * When the point was found, both anchors were at the same place
 * (centre_i + r_i is the point for both bodies) and the surfaces were
 * -depth apart along n.  Since then body i has moved its centre to c_i
 * and turned by a_i, carrying its anchor to c_i + R(a_i) r_i; the two
 * anchors have drifted apart by
 *   d = (c2 + R(a2) r2) - (c1 + R(a1) r1),
 * and along n the surfaces are that much farther apart:
 *   s = -depth + d . n.
 * (n is held fixed: the sub-steps of one update turn a body by a few
 * degrees at most, and the next update's narrow phase finds the new n.) */
static double separation(const Contact *c, const Turn *t, const SolverPoint *p)
{
    Vec2 a1 = vec2_add(rigid_shape_centre(c->s1), rot_apply(t->q1, p->r1));
    Vec2 a2 = vec2_add(rigid_shape_centre(c->s2), rot_apply(t->q2, p->r2));
    return vec2_dot(vec2_sub(a2, a1), c->normal) - p->depth;
}

/* How a pass treats the points: as springs (contact_solve) or rigid,
 * without push (contact_relax). */
typedef struct Pass {
    const Rot *turns; /* each object's turn since the pre-step */
    SoftContact soft;
    double h;              /* the sub-step */
    double push_out_speed; /* the fastest push-out, units/s */
    bool push;             /* overlaps are pushed out (false: relax) */
} Pass;

/* What a pass asks of one point's normal impulse: the bias velocity
 * and the two scales of soft_normal's increment. */
typedef struct Row {
    double bias, mass_scale, impulse_scale;
} Row;

static inline Row pass_row(const Contact *c, const Turn *t, const SolverPoint *p, const Pass *pass)
{
    double s = separation(c, t, p);
    if (s > 0.0)
        return (Row){s / pass->h, 1.0, 0.0};
    if (!pass->push)
        return (Row){0.0, 1.0, 0.0};
    return (Row){max_of(pass->soft.bias_rate * s, -pass->push_out_speed), pass->soft.mass_scale,
                 pass->soft.impulse_scale};
}

/* The normal impulse of a point in a pass (soft_contact.h derives the
 * soft form):
 *   dp = -normal_mass mass_scale (vn + bias) - impulse_scale pn.
 * A gap s > 0 may close by s in this sub-step and no more, in every pass:
 * bias = s / h, rigid (the speculative contact; nothing pushes yet).  An
 * overlap s <= 0 is the spring's when the pass pushes, its push-out
 * velocity -bias = -bias_rate s capped at push_out_speed; the relax pass
 * asks only that it not deepen (bias 0, rigid).  The same accumulated
 * clamp as solve_normal: pn >= 0. */
static inline void soft_normal(const Contact *c, SolverPoint *p, const Pass *pass, Motion *m1,
                               Motion *m2)
{
    Turn t = contact_turn(c, pass->turns);
    Row row = pass_row(c, &t, p, pass);
    double vn = relative_velocity(m1->v, m1->omega, p->r1, m2->v, m2->omega, p->r2, c->normal);
    double dp = -p->normal_mass * row.mass_scale * (vn + row.bias) - row.impulse_scale * p->pn;
    double pn = max_of(p->pn + dp, 0.0);
    apply_impulse(m1, m2, p, c->normal, pn - p->pn);
    p->pn = pn;
    p->pn_max = max_of(p->pn_max, pn);
}

/* The two points of a manifold at once.  For one point, with k = 1 /
 * normal_mass, the soft increment d reads k d = -mass_scale (vn + bias)
 * - impulse_scale k a; for two, row i of K (x - a) takes its place, and
 * since 1 - impulse_scale = mass_scale (soft_contact.h),
 *   (K x)_i = mass_scale_i (-(vn_i + bias_i) + (K a)_i):
 * the block problem of solve_normal_pair with the targets -bias_i and
 * row i scaled by mass_scale_i, under the same clamp x >= 0. */
static inline void soft_pair(Contact *c, const Pass *pass, Motion *m1, Motion *m2)
{
    Turn t = contact_turn(c, pass->turns);
    Row row[2] = {pass_row(c, &t, &c->points[0], pass), pass_row(c, &t, &c->points[1], pass)};
    double target[2] = {-row[0].bias, -row[1].bias};
    double scale[2] = {row[0].mass_scale, row[1].mass_scale};
    solve_normal_pair(c, target, scale, m1, m2);
    for (int i = 0; i < 2; i++)
        c->points[i].pn_max = max_of(c->points[i].pn_max, c->points[i].pn);
}

/* One pass: each point's normal impulse, then the friction of each. */
static void solve_pass(ContactList *list, const Pass *pass)
{
    for (int k = 0; k < contact_visits(list); k++) {
        Contact *c = contact_visit(list, k);
        Motion m1 = motion_load(c->s1), m2 = motion_load(c->s2);
        if (c->point_count == 2)
            soft_pair(c, pass, &m1, &m2);
        else
            soft_normal(c, &c->points[0], pass, &m1, &m2);
        for (int i = 0; i < c->point_count; i++)
            solve_friction(c, &c->points[i], &m1, &m2);
        motion_store(c->s1, &m1);
        motion_store(c->s2, &m2);
    }
}

void contact_solve(ContactList *list, const Rot *turns, SoftContact soft, double h,
                   double push_out_speed)
{
    solve_pass(list, &(Pass){turns, soft, h, push_out_speed, true});
}

void contact_relax(ContactList *list, const Rot *turns, double h)
{
    solve_pass(list, &(Pass){turns, {0.0, 1.0, 0.0}, h, 0.0, false});
}

/* ---- warm starting -------------------------------------------------------- */

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

/* The point of last update's contact c made by the same feature as id,
 * or NULL. */
static const SolverPoint *same_feature(const Contact *c, int id)
{
    for (int i = 0; i < c->point_count; i++)
        if (c->points[i].id == id)
            return &c->points[i];
    return NULL;
}

/* Why carry them.  A resting contact carries about the same load in
 * every sub-step of every update, so its accumulated impulse - the
 * impulse of one sub-step - is the best first guess for the next: the
 * one pass a sub-step makes then corrects the small change in the load
 * instead of building the whole weight from zero, which one pass per
 * sub-step could never do for a pile.
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
void contact_carry_impulses(ContactList *list, const ContactList *last)
{
    int m = 0;
    for (int k = 0; k < contact_visits(list); k++) {
        Contact *c = contact_visit(list, k);
        while (m < last->count && pair_order(&last->items[m], c) < 0)
            m++;
        if (m == last->count || pair_order(&last->items[m], c) != 0)
            continue;
        for (int i = 0; i < c->point_count; i++) {
            SolverPoint *p = &c->points[i];
            const SolverPoint *q = same_feature(&last->items[m], p->id);
            if (!q || q->bounces)
                continue;
            double limit = c->friction * q->pn;
            p->pn = q->pn;
            p->pt = fabs(q->pt) <= limit ? q->pt : copysign(limit, q->pt);
        }
    }
}

/* Each sub-step starts from the accumulated impulses, applied at once so
 * that the pass reads velocities that already hold them; the pass then
 * corrects them (the accumulated clamp lets pn fall to zero once a
 * contact no longer needs it). */
void contact_warm_start(ContactList *list)
{
    for (int k = 0; k < contact_visits(list); k++) {
        Contact *c = contact_visit(list, k);
        Motion m1 = motion_load(c->s1), m2 = motion_load(c->s2);
        for (int i = 0; i < c->point_count; i++) {
            const SolverPoint *p = &c->points[i];
            apply_impulse(&m1, &m2, p, c->normal, p->pn);
            apply_impulse(&m1, &m2, p, c->tangent, p->pt);
        }
        motion_store(c->s1, &m1);
        motion_store(c->s2, &m2);
    }
}

void contact_keep_impulses(ContactList *list, const ContactList *last)
{
    int m = 0;
    for (int k = 0; k < list->count; k++) {
        Contact *c = &list->items[k];
        while (m < last->count && pair_order(&last->items[m], c) < 0)
            m++;
        if (m == last->count || pair_order(&last->items[m], c) != 0)
            continue;
        for (int i = 0; i < c->point_count; i++) {
            const SolverPoint *q = same_feature(&last->items[m], c->points[i].id);
            if (q) {
                c->points[i].pn = q->pn;
                c->points[i].pt = q->pt;
            }
        }
    }
}

/* ---- restitution --------------------------------------------------------- */

/* The restitution pass may lower pn (take back a push a neighbour made
 * unnecessary); the friction impulse then returns into the smaller cone,
 * |pt| <= mu pn, and the part beyond it is taken back. */
static inline void keep_friction_in_cone(const Contact *c, SolverPoint *p, Motion *m1, Motion *m2)
{
    double limit = c->friction * p->pn;
    double pt = min_of(max_of(p->pt, -limit), limit);
    apply_impulse(m1, m2, p, c->tangent, pt - p->pt);
    p->pt = pt;
}

/* Which points bounce (contact_restitution says which may), each
 * contact marked when one of its points does; false when none does. */
static bool mark_bounces(ContactList *list)
{
    bool any = false;
    for (int k = 0; k < contact_visits(list); k++) {
        Contact *c = contact_visit(list, k);
        c->bounces = false;
        for (int i = 0; i < c->point_count; i++) {
            SolverPoint *p = &c->points[i];
            p->bounces = p->vn0 < -SOLVER_RESTITUTION_THRESHOLD && p->pn_max > 0.0;
            c->bounces |= p->bounces;
        }
        any |= c->bounces;
    }
    return any;
}

/* The restitution pass over a contact that bounces: both points together
 * when both bounce, else each point that bounces on its own. */
static void bounce(Contact *c)
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

/* Restitution, Newton's law: a point that approached at vn0 leaves at
 *   vn' = -e vn0.
 * The sub-steps stopped the approach (vn about 0); one pass after the
 * last drives vn to -e vn0 with the same accumulated clamp, pn >= 0.
 * Only points that approached faster than the threshold bounce, and only
 * those a sub-step pushed (pn_max > 0): a point whose approach some other
 * contact stopped, or a speculative point that never closed its gap,
 * has met nothing and has nothing to give back.  With e <= 1 the target
 * speed is at most the approach speed, so a point leaves no faster than
 * it came.  When both points of a manifold bounce they are solved
 * together, with the block solver (solve_normal_pair) and the targets
 * -e vn0: point by point, each point's push changes the other's vn, and
 * what one pass leaves is always on the side of the point solved first:
 * a box landing flat would leave turning.  A pile at rest has no point
 * that bounces, and then nothing is done. */
void contact_restitution(ContactList *list)
{
    if (!mark_bounces(list))
        return;
    for (int k = 0; k < contact_visits(list); k++)
        if (contact_visit(list, k)->bounces)
            bounce(contact_visit(list, k));
}

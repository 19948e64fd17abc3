/* solve_sequential_impulses.c - sequential impulses on the update's
 * contact list (chapter 10; see solver.h).
 *
 * The chapter collides one pair at a time, moving the shapes apart and
 * resolving the pair's impulse on its own, and repeats the whole loop
 * `relaxation` times; a pile never agrees with itself, because each pair
 * forgets what the others did.  Here every contact of the update is
 * found first (collision.h), each point gets what does not change during
 * the update (contact_pre_step), and then the list is swept
 * `relaxation` times (contact_velocity_iteration): each sweep corrects
 * the impulse a point has delivered so far - the accumulated impulse -
 * towards the one that makes its constraint hold, with the others'
 * latest impulses already in the velocities.  The sweeps are
 * Gauss-Seidel iterations on all contacts at once; they converge towards
 * the impulses a simultaneous solution would give.  Overlap is removed
 * by split impulses (pseudo velocities that move the shapes but never
 * become kinetic energy), and restitution is a pass of its own after the
 * sweeps (contact_restitution).  With warm starting the update starts
 * from the impulses its contacts ended the last update with. */
#include "solver.h"

#include "world.h"

/* The fraction of the overlap beyond the slop the pseudo velocities remove
 * in one update (Baumgarte's beta): 1 would close it at once and
 * overshoot as soon as two contacts share a shape; 0.2 takes about ten
 * updates to remove nine tenths of it (0.8^10 = 0.11). */
#define SOLVER_BETA 0.2

/* ---- the sweeps ---------------------------------------------------------- */

/* A shape's velocities and the pseudo velocities of the split impulses,
 * which only the position update reads: a sweep loads both when it
 * comes to a contact and stores both when it leaves. */
typedef struct SplitMotion {
    Motion m;
    Vec2 v_bias;
    double omega_bias;
} SplitMotion;

static inline SplitMotion split_load(const RigidShape *s)
{
    return (SplitMotion){motion_load(s), s->v_bias, s->omega_bias};
}

static inline void split_store(RigidShape *s, const SplitMotion *m)
{
    motion_store(s, &m->m);
    s->v_bias = m->v_bias;
    s->omega_bias = m->omega_bias;
}

/* The impulse j n at the point on the pseudo velocities. */
static inline void apply_pseudo_impulse(SplitMotion *m1, SplitMotion *m2, const SolverPoint *p,
                                        Vec2 n, double j)
{
    Vec2 P = vec2_scale(n, j);
    m1->v_bias = vec2_sub(m1->v_bias, vec2_scale(P, m1->m.inv_mass));
    m1->omega_bias -= vec2_cross(p->r1, P) * m1->m.inv_inertia;
    m2->v_bias = vec2_add(m2->v_bias, vec2_scale(P, m2->m.inv_mass));
    m2->omega_bias += vec2_cross(p->r2, P) * m2->m.inv_inertia;
}

/* The normal velocity the sweeps ask of a point: 0 for a point that
 * touches, and a point a gap s = -depth apart may approach by at most s
 * in this update (the speculative contact): target = -s/dt = depth/dt. */
static inline double normal_target(const SolverPoint *p, double dt)
{
    return p->depth < 0.0 ? p->depth / dt : 0.0;
}

/* Split impulses: the overlap beyond the slop is removed by a pseudo
 * velocity, which moves the shapes in the position update but is thrown
 * away after it, so pushing shapes apart never becomes kinetic energy
 * (a bias in the real velocity, Baumgarte's way, would launch them).
 * The pseudo constraint: the points separate at
 *   vn_bias' >= beta (depth - slop) / dt   (0 within the slop),
 * which removes the fraction beta of the excess overlap in one update;
 * the same accumulated clamp, pn_bias >= 0. */
static inline void solve_pseudo(const Contact *c, SolverPoint *p, SplitMotion *m1, SplitMotion *m2,
                                double dt)
{
    double target = SOLVER_BETA * max_of(p->depth - SOLVER_SLOP, 0.0) / dt;
    double vn = relative_velocity(m1->v_bias, m1->omega_bias, p->r1, m2->v_bias, m2->omega_bias,
                                  p->r2, c->normal);
    double dp = (target - vn) * p->normal_mass;
    double pn = max_of(p->pn_bias + dp, 0.0);
    apply_pseudo_impulse(m1, m2, p, c->normal, pn - p->pn_bias);
    p->pn_bias = pn;
}

void contact_velocity_iteration(ContactList *list, bool bias, double dt)
{
    static const double rigid[2] = {1.0, 1.0};
    for (int k = 0; k < contact_visits(list); k++) {
        Contact *c = contact_visit(list, k);
        SplitMotion m1 = split_load(c->s1), m2 = split_load(c->s2);
        if (c->point_count == 2) {
            double target[2] = {normal_target(&c->points[0], dt), normal_target(&c->points[1], dt)};
            solve_normal_pair(c, target, rigid, &m1.m, &m2.m);
        } else
            solve_normal(c, &c->points[0], normal_target(&c->points[0], dt), &m1.m, &m2.m);
        for (int i = 0; i < c->point_count; i++)
            solve_friction(c, &c->points[i], &m1.m, &m2.m);
        if (bias)
            for (int i = 0; i < c->point_count; i++)
                solve_pseudo(c, &c->points[i], &m1, &m2, dt);
        split_store(c->s1, &m1);
        split_store(c->s2, &m2);
    }
}

/* ---- warm starting -------------------------------------------------------- */

/* Why it converges faster.  The sweeps are Gauss-Seidel iterations on the
 * update's impulses p: each sweep shrinks the error p* - p by some
 * factor rho < 1 (for a column of boxes rho is close to 1: the floor's
 * push climbs the column one contact per sweep), so after k sweeps from
 * a start p0 the error is about rho^k |p* - p0|.  Starting from zero,
 * |p* - p0| = |p*|: the whole weight a contact carries.  A resting
 * contact carries about the same weight in every update - the pile does
 * not move, so its impulses differ from the last update's by the small
 * change in the load (and the rounding of the sweeps); starting from
 * last update's impulses, |p* - p0| is that change, and the same k
 * sweeps leave rho^k times the change instead of rho^k times the whole
 * weight.  The impulses are applied at once, as the sweeps would apply
 * them, so the velocities the first sweep reads already hold them.
 * Which points are carried is contact_carry_point's (collision.c says
 * why).  The pseudo impulses of the split impulses start from zero:
 * they answer the overlap beyond the slop in this update, which they
 * remove (0.2 of it per update), and their velocities are thrown away
 * after the positions move - there is no lasting load for them to
 * carry, and a carried one would push a resting pair apart after its
 * overlap was gone.  A carried impulse is taken back by the sweeps like
 * any other once the contact no longer needs it (the accumulated clamp
 * lets pn fall to zero). */
void contact_warm_start(ContactList *list, const ContactList *last)
{
    int m = 0;
    for (int k = 0; k < contact_visits(list); k++) {
        Contact *c = contact_visit(list, k);
        const Contact *was = contact_in_last(last, &m, c);
        for (int i = 0; was && i < c->point_count; i++) {
            SolverPoint *p = &c->points[i];
            if (!contact_carry_point(was, c, p, &list->lost_ids))
                continue;
            Motion m1 = motion_load(c->s1), m2 = motion_load(c->s2);
            apply_impulse(&m1, &m2, p, c->normal, p->pn);
            apply_impulse(&m1, &m2, p, c->tangent, p->pt);
            motion_store(c->s1, &m1);
            motion_store(c->s2, &m2);
        }
    }
}

/* ---- restitution --------------------------------------------------------- */

/* After the sweeps, `sweeps` passes (solver.h says what restitution
 * asks).  The points that bounce are those the sweeps pushed (pn > 0)
 * and that touch: depth >= -slop when the contacts were found (a resting
 * contact sits within the slop of the surface, either side).  A
 * speculative point a gap s > slop apart has not met anything: its
 * sweeps' target is vn >= -s/dt, so its impulse is only the stop that
 * lets it close exactly s in this update - it ends the update at the
 * surface, still approaching at s/dt.  Bouncing it here would send it
 * back from s above the surface, in the air (with the reach of a fast
 * pair, s is up to a whole update's fall: 0.2 for a box at 22 units/s).
 * Next update it touches, its vn0 is the speed it arrives with, and it
 * bounces then, at e times that speed.  The price: the arrival speed is
 * s/dt, not the speed it fell with (a box at 22 units/s that stops at
 * the surface from 0.2 above arrives at 12 units/s), so a speculative
 * stop loses energy that an exact time of impact would keep.  A pile at
 * rest has no point that bounces, and then nothing is swept. */
void contact_restitution(ContactList *list, int sweeps, double threshold)
{
    if (!contact_mark_bounces(list, BOUNCE_TOUCHING_PUSHED, threshold))
        return;
    for (int s = 0; s < sweeps; s++)
        for (int k = 0; k < contact_visits(list); k++)
            if (contact_visit(list, k)->bounces)
                contact_bounce(contact_visit(list, k));
}

/* ---- the residual ---------------------------------------------------------- */

/* The residual: what the sweeps leave undone.  A point's constraints
 * (the sweeps' targets) hold when
 *   normal:   vn >= target, pn >= 0, and pn > 0 only if vn = target
 *             (a point that pushes stops exactly at its target, one that
 *             moves away faster does not push);
 *   friction: |pt| <= mu pn, and |pt| < mu pn only if vt = 0 (sticking),
 *             else pt opposes the sliding: pt vt <= 0 (at the cone's
 *             edge); with mu pn = 0 there is no friction to ask for.
 * The accumulated clamps keep pn >= 0 and |pt| <= mu pn at all times, so
 * what remains is a velocity error: for the normal, |vn - target| when
 * pn > 0, else max(target - vn, 0); for friction, |vt| inside the cone,
 * max(vt sign(pt), 0) on its edge, 0 when mu pn = 0.  The residual is
 * the largest of these over every point, in units/s; a Gauss-Seidel
 * sweep drives it towards 0. */
double contact_residual(const ContactList *list, double dt)
{
    double r = 0.0;
    for (int k = 0; k < list->count; k++) {
        const Contact *c = &list->items[k];
        const RigidShape *s1 = c->s1, *s2 = c->s2;
        for (int i = 0; i < c->point_count; i++) {
            const SolverPoint *p = &c->points[i];
            double target = normal_target(p, dt);
            double vn = relative_velocity(s1->v, s1->omega, p->r1, s2->v, s2->omega, p->r2,
                                          c->normal);
            double vt = relative_velocity(s1->v, s1->omega, p->r1, s2->v, s2->omega, p->r2,
                                          c->tangent);
            double normal = p->pn > 0.0 ? fabs(vn - target) : fmax(target - vn, 0.0);
            double limit = c->friction * p->pn;
            double friction = limit == 0.0 ? 0.0
                : fabs(p->pt) < limit      ? fabs(vt)
                                           : fmax(p->pt > 0.0 ? vt : -vt, 0.0);
            r = fmax(r, fmax(normal, friction));
        }
    }
    return r;
}

/* ---- the positions ---------------------------------------------------------- */

/* Positions last, with the solved velocities plus the pseudo velocities
 * of the split impulses: p += (v + v_bias) dt, angle += (omega +
 * omega_bias) dt.  With motion off only the pseudo velocities move a
 * shape (the chapter's P still pushes overlaps apart).  The pseudo
 * velocities are then dropped: they never carry over to the next update,
 * so they add no kinetic energy.  A sleeping shape does not move.  Every
 * shape's geometry is brought up to date, the bounds' too, as the
 * chapter's update does. */
void split_integrate_positions(World *w)
{
    for (int i = 0; i < w->objects->count; i++) {
        RigidShape *s = w->objects->items[i];
        if (s->asleep)
            continue;
        Vec2 v = s->v_bias;
        double omega = s->omega_bias;
        if (w->settings->motion && s->inv_mass > 0.0) {
            v = vec2_add(v, s->v);
            omega += s->omega;
        }
        s->xf->position = vec2_add(s->xf->position, vec2_scale(v, FIXED_DT));
        s->xf->rotation += omega * FIXED_DT;
        s->v_bias = vec2(0.0, 0.0);
        s->omega_bias = 0.0;
        rigid_shape_update(s);
    }
    for (int i = 0; i < w->bounds->count; i++)
        rigid_shape_update(w->bounds->items[i]);
}

/* ---- the update -------------------------------------------------------------- */

/* The awake contacts (all of them when none sleeps) get the pre-step,
 * warm starting when it is on, ps->relaxation sweeps of velocity
 * iterations (the scenes' `relaxation 15` keeps its meaning: how often
 * the solver goes over every contact), with the pseudo impulses when P
 * (correction) is on, and restitution, as many sweeps; then the
 * positions move with the solved velocities. */
void solve_sequential_impulses(World *w, CollisionList *infos)
{
    (void)infos;
    const PhysicsSettings *ps = w->settings;
    ContactList *now = &w->contacts;
    if (world_pick_awake(w)) {
        contact_pre_step(now);
        if (ps->warm_start)
            contact_warm_start(now, &w->last);
        for (int k = 0; k < ps->relaxation; k++)
            contact_velocity_iteration(now, ps->correction, FIXED_DT);
        contact_restitution(now, ps->relaxation, ps->restitution_threshold);
    }
    now->awake = NULL;
    now->awake_count = 0;
    split_integrate_positions(w);
}

/* solver.h - the solvers side by side, one file each, behind the
 * setting `solver` (physics.h), as Box2D's solver testbed Solver2D keeps
 * them; world_step (world.c) runs the one the settings name:
 *
 *   solve_relaxation.c       the chapter's: every pair in turn, detected,
 *                            projected apart and given its impulse, the
 *                            whole loop `relaxation` times (chapter 9's
 *                            sidebars are its settings);
 *   solve_time_of_impact.c   the chapter's, backed up to the time the
 *                            first overlap begins;
 *   solve_sequential_impulses.c  a contact list (collision.h) swept
 *                            `relaxation` times, on accumulated
 *                            impulses, with split impulses for the
 *                            overlap and a restitution pass (chapter 10);
 *   solve_soft_step.c        the update in sub-steps of soft contacts
 *                            and joints (chapters 12 to 14).
 *
 * Below: the impulses the contact-list solvers share, small and inline,
 * since their passes are the update's hottest loops.
 */
#ifndef SOLVER_H
#define SOLVER_H

#include <math.h>

#include "collision.h"
#include "physics_constants.h"

/* The part of a shape's state the passes change, and the masses they
 * read, in a local copy: a pass works on one contact at a time, so the
 * two shapes' velocities are read once when it comes to the contact,
 * changed in registers by each of its points' impulses, and written back
 * once when it leaves. */
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
 * y), without a call: the clamps of the passes are their hottest lines.
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

/* The normal impulse towards a target velocity.  The constraint: the
 * points may not approach faster than the target allows,
 *   vn' >= target,
 * (sequential impulses ask 0 of a point that touches, depth/dt of a
 * speculative one; restitution asks -e vn0).  An impulse pushes, never
 * pulls: pn >= 0.  One correction
 *   dp = (target - vn) / k(n)
 * would make vn = target if this point were alone.  The clamp holds the
 * ACCUMULATED impulse, pn' = max(pn + dp, 0), and applies pn' - pn: the
 * contact may take back part of what it pushed earlier in the update
 * once the other contacts have done the work (dp < 0), but never so much
 * that the whole update's impulse pulls.  Clamping each increment at 0
 * instead would forbid taking anything back: every pass could only push
 * more, the sum would overshoot whenever a neighbour's impulse had
 * already separated the point, and the update's total would depend on
 * the order of the passes rather than approach the simultaneous answer.
 * It is the total, not a step of the iteration, that must not pull. */
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

/* The normal impulses x[i] >= 0 of two points pushed together, K their
 * 2 x 2 effective inverse mass (k00, k11 on the diagonal, k01 off it).
 * Each point wants its normal velocity raised by b[i] (the caller's
 * target), but may only push, never pull: the small linear
 * complementarity problem
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
static inline void block_impulses(double k00, double k11, double k01, const double b[2],
                                  double x[2])
{
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
 * the very problem block_impulses solves for b.  (The sum takes K_ii as
 * 1 / normal_mass, k rounded twice, which may differ from k in the last
 * bit; the track's traces are made with this rounding.)  Solving the two
 * points one after the other instead leaves a residual that turns the
 * box a little each pass, always the same way (the first point solved
 * first); a tower of boxes then drifts and falls.  The clamp is again on
 * the totals x, never on the increments x - a.  A soft point's row is
 * the rigid one scaled by its mass_scale (solve_soft_step.c derives it);
 * a rigid row's scale is 1. */
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
    block_impulses(c->k[0][0], c->k[1][1], c->k[0][1], b, x);
    for (int i = 0; i < 2; i++) {
        apply_impulse(m1, m2, &p[i], c->normal, x[i] - p[i].pn);
        p[i].pn = x[i];
    }
}

/* A restitution pass may lower pn (take back a push a neighbour made
 * unnecessary); the friction impulse then returns into the smaller cone,
 * |pt| <= mu pn, and the part beyond it is taken back. */
static inline void keep_friction_in_cone(const Contact *c, SolverPoint *p, Motion *m1, Motion *m2)
{
    double limit = c->friction * p->pn;
    double pt = min_of(max_of(p->pt, -limit), limit);
    apply_impulse(m1, m2, p, c->tangent, pt - p->pt);
    p->pt = pt;
}

/* ---- a constraint as a spring --------------------------------------------
 * A contact as a spring and a damper, in the implicit form the soft
 * step's sub-steps solve it in (chapter 12), and a joint too (joint.h).
 * A point with separation s < 0 (an overlap) is pushed out by a spring
 * of stiffness k and a damper c on the effective mass m of its normal:
 *   m a = -k s - c v,   omega = 2 pi f = sqrt(k/m),   zeta = c / (2 m omega).
 * Taken implicitly over a sub-step h (the spring and damper at the end of
 * the sub-step, s' = s + h v'):
 *   v' = v - h omega^2 (s + h v') - 2 h zeta omega v'.
 * With a1 = 2 zeta + h omega and a2 = h omega a1 this is
 *   v' (1 + a2) = v - h omega^2 s,
 * and with a3 = 1 / (1 + a2), since h omega^2 / a2 = omega / a1,
 *   v' - v = -a2 a3 (v + (omega / a1) s).
 * As an impulse on the effective mass: m (v' - v) = -m a2 a3 (v + bias),
 * bias = bias_rate s with bias_rate = omega / a1, mass_scale = a2 a3.
 * That v is the velocity before the contact pushed; a solve that finds
 * the point already pushed by an accumulated impulse P sees
 * v_seen = v + P/m, and the increment that brings the total to the same
 * value is
 *   -m a2 a3 (v_seen + bias) - (1 - a2 a3) P = -m mass_scale (v_seen + bias) - a3 P,
 * since 1 - a2 a3 = a3: impulse_scale = a3.  A rigid contact is
 * mass_scale 1, impulse_scale 0 and no bias, the limit of an infinitely
 * stiff spring: the relax pass solves that way. */
typedef struct SoftContact {
    double bias_rate;     /* omega / a1, 1/s: bias = bias_rate * s */
    double mass_scale;    /* a2 a3, of the rigid impulse */
    double impulse_scale; /* a3, of the accumulated impulse */
} SoftContact;

/* The coefficients of a constraint of `hertz` (f) and damping ratio
 * `zeta` solved once per sub-step of length h. */
static inline SoftContact soft_coefficients(double hertz, double zeta, double h)
{
    double omega = 2.0 * M_PI * hertz;
    double a1 = 2.0 * zeta + h * omega;
    double a2 = h * omega * a1;
    double a3 = 1.0 / (1.0 + a2);
    return (SoftContact){.bias_rate = omega / a1, .mass_scale = a2 * a3, .impulse_scale = a3};
}

/* ---- the fastest spring a sub-step follows --------------------------------
 * A spring of f hertz turns omega h = 2 pi f h radians of its swing in a
 * sub-step of h.  The implicit form above is stable for any f, but a
 * spring that turns a large part of a radian in a sub-step swings faster
 * than the sub-steps sample it, and what rests on it jitters (chapter
 * 12's exercise 1 measures it).  Box2D v3 holds
 * each spring to a share of the sub-step rate 1/h: a contact's to an
 * eighth (omega h at most pi/4: 30 Hz in 4 sub-steps of a 60 Hz update)
 * and a joint's to a quarter (pi/2: 60 Hz).  `hertz_cap on`, the
 * default, does the same; `hertz_cap off` gives each spring what it asks.
 * The rate is sub_steps times 60 Hz, in whole numbers of hertz, so that
 * 30 Hz in 4 sub-steps is held to exactly 30, not to 1/(8h) rounded. */
#define CONTACT_HERTZ_SHARE 0.125
#define JOINT_HERTZ_SHARE 0.25

/* The most hertz a spring gets from step (INFINITY with the cap off),
 * its share of the sub-step rate. */
static inline double step_hertz_cap(const StepSettings *step, double share)
{
    return step->hertz_cap ? share * step->sub_steps * (1.0 / FIXED_DT) : INFINITY;
}

/* The contacts' spring as step gives it: contact_hertz, held to the cap. */
static inline double contact_hertz_held(const StepSettings *step)
{
    return fmin(step->contact_hertz, step_hertz_cap(step, CONTACT_HERTZ_SHARE));
}

/* The springs of the contacts: between two moving bodies, and against a
 * static body, at static_hertz_factor times the frequency.  A static
 * body does not give, so all of the load a pile rests with passes
 * through its contacts with the ground; at twice the frequency such a
 * spring sags a quarter as deep under the same load (the sag of a load
 * F on a spring of mass m is F / (m omega^2)), and a body resting on its
 * corner (a card, a tilted box) does not sink and slide.  Box2D v3 makes
 * them twice as stiff (`static_hertz_factor 2`); the workbook's default
 * is 1, one spring for every contact. */
typedef struct ContactSoftness {
    SoftContact moving;         /* two bodies that move */
    SoftContact against_static; /* one of them static */
} ContactSoftness;

static inline ContactSoftness contact_softness(const StepSettings *step, double h)
{
    double f = contact_hertz_held(step);
    return (ContactSoftness){
        soft_coefficients(f, step->contact_damping_ratio, h),
        soft_coefficients(step->static_hertz_factor * f, step->contact_damping_ratio, h),
    };
}

/* ---- restitution (collision.c) ----------------------------------------------- */

/* Restitution, Newton's law: a point that approached at vn0 leaves at
 *   vn' = -e vn0.
 * contact_mark_bounces says which points do, each contact marked when
 * one of its points does; false when none does.  The solver stopped the
 * approach (vn about 0); restitution then drives vn to -e vn0 with the
 * same accumulated clamp, pn >= 0, in passes of contact_bounce over the
 * marked contacts.  Only points that approached faster than `threshold`
 * (the setting restitution_threshold, physics.h) bounce, and only those the solver
 * pushed: a point whose approach some other contact stopped has nothing
 * to give back.  With e <= 1 the target speed is at most the approach
 * speed, so a point leaves no faster than it came.  `pushed` says which
 * push counts (solve_sequential_impulses.c and solve_soft_step.c say
 * why each asks what it asks). */
typedef enum BouncePush {
    BOUNCE_TOUCHING_PUSHED, /* the point touches (depth >= -slop) and pn > 0 after the sweeps */
    BOUNCE_PUSHED_ONCE      /* some sub-step's solve pushed it: pn_max > 0 */
} BouncePush;

bool contact_mark_bounces(ContactList *list, BouncePush pushed, double threshold);
/* One restitution pass over a marked contact: both points together when
 * both bounce (the block solver with the targets -e vn0), else each
 * point that bounces on its own. */
void contact_bounce(Contact *c);

/* ---- the solvers ------------------------------------------------------------ */

typedef struct World World;

/* A solver as world_step runs it: what it does before the game's turn,
 * whether it works on a contact list (world_find_contacts, after the
 * turn), and its solve, which moves the positions. */
typedef struct Solver {
    void (*begin)(World *w);
    bool lists_contacts;
    void (*solve)(World *w, CollisionList *infos);
} Solver;

/* The chapter's relaxation (solve_relaxation.c).  The projection moves
 * s1 against the normal and s2 along it so that the overlap beyond slop
 * (0: all of it) shrinks to (1 - rate) of what it was, each in
 * proportion to its inverse mass; a pair with no moving shape (both
 * static) is left as it is. */
void positional_correction(RigidShape *s1, RigidShape *s2, const CollisionInfo *info, double rate,
                           double slop);
/* The contact point of a pair: the point between info's start and end
 * weighed by the two shapes' inverse masses, where the impulse acts (a
 * static s1 puts it at start, on s2). */
Vec2 contact_point(const RigidShape *s1, const RigidShape *s2, const CollisionInfo *info);
/* The impulse methods with rotation, for a pair of restitution e and
 * friction mu: the contact points stop approaching along info->normal
 * (pointing from s1 to s2) and bounce back; the chapter's friction
 * takes the fraction mu of the sliding speed (resolve_collision),
 * Coulomb's brakes it with at most mu times the normal impulse, from the
 * velocities the normal impulse left (resolve_coulomb); a manifold's
 * points push together, each braking its share (resolve_manifold).
 * Nothing happens when the contact points already separate, or when
 * neither shape can move. */
void resolve_collision(RigidShape *s1, RigidShape *s2, const CollisionInfo *info, double e,
                       double mu);
void resolve_coulomb(RigidShape *s1, RigidShape *s2, const CollisionInfo *info, double e,
                     double mu);
void resolve_manifold(RigidShape *s1, RigidShape *s2, const CollisionInfo *info, double e,
                      double mu);
/* The one of them the settings name, with the pair's coefficients. */
void resolve_pair(RigidShape *s1, RigidShape *s2, const CollisionInfo *info,
                  const PhysicsSettings *ps);
/* Collides two shapes: detection, then positional correction when the
 * settings have it on, then the impulse.  Nothing happens when s1 and s2
 * are the same, both static, or their layers do not meet; with ps ==
 * NULL the pair is only detected (as the program's defaults detect). */
bool collide_shape(RigidShape *s1, RigidShape *s2, const PhysicsSettings *ps, CollisionList *infos);
/* The process functions repeat their pair loop ps->relaxation times
 * (once when ps is NULL), each pair's bounds tested first. */
/* s against every shape of set. */
bool process_obj_to_set(RigidShape *s, ShapeSet *set, const PhysicsSettings *ps,
                        CollisionList *infos);
/* Every shape of a against every shape of b. */
bool process_set_to_set(ShapeSet *a, ShapeSet *b, const PhysicsSettings *ps, CollisionList *infos);
/* Every pair i < j of set, each pair once per pass. */
bool process_set(ShapeSet *set, const PhysicsSettings *ps, CollisionList *infos);
/* Before the turn: every shape moves (symplectic Euler) while motion is
 * on, the chapter's objects update. */
void relaxation_begin(World *w);
/* The physics component's three calls over the World's sets. */
void relax_pairs(World *w, CollisionList *infos);

/* Backing up to the time of impact (solve_time_of_impact.c): an update
 * may end with no overlap deeper than the collision tolerance
 * TOI_CONTACT_TOLERANCE (world units; a contact is an overlap between 0
 * and it).  The time of the first deeper overlap is found by halving an
 * interval of the step TOI_BISECTIONS times, and an update is cut at
 * such times into at most TOI_MAX_PIECES pieces; what is left after them
 * falls back to the chapter's projection. */
#define TOI_CONTACT_TOLERANCE 0.01
#define TOI_BISECTIONS 20
#define TOI_MAX_PIECES 4
/* Before the turn: every shape's geometry brought up to date, nothing
 * moved (backing up restores the shapes, and must not undo the keys). */
void impact_begin(World *w);
void solve_time_of_impact(World *w, CollisionList *infos);

/* Sequential impulses (solve_sequential_impulses.c): one sweep over the
 * list: each point's normal impulse, then its friction, then (with
 * `bias`) its pseudo impulse (the split impulses' pseudo velocities, the
 * shapes' v_bias and omega_bias).  dt is the update's. */
void contact_velocity_iteration(ContactList *list, bool bias, double dt);
/* Warm starting: every point of `list` whose pair is in `last` (last
 * update's list, as it ended) with a point of the same feature id
 * starts from that point's accumulated normal and friction impulses
 * (contact_carry_point), and they are applied to the shapes at once;
 * every other point starts from 0.  Call it after contact_pre_step
 * (which measured the approach speeds vn0 without these impulses) and
 * before the first sweep. */
void contact_warm_start(ContactList *list, const ContactList *last);
/* Restitution after the sweeps, in `sweeps` passes, of the points that
 * approached faster than threshold. */
void contact_restitution(ContactList *list, int sweeps, double threshold);
/* How far the list's velocities are from solving its constraints: the
 * largest violation over every point (solve_sequential_impulses.c
 * derives it).  0 means every constraint of the velocity sweeps holds;
 * it measures how well a given number of sweeps did. */
double contact_residual(const ContactList *list, double dt);
/* The positions with the velocities and the pseudo velocities, which
 * are then dropped; every shape's geometry brought up to date. */
void split_integrate_positions(World *w);
/* The update's solve: pre-step, warm start (when on), the sweeps,
 * restitution, the positions. */
void solve_sequential_impulses(World *w, CollisionList *infos);

/* The soft step (solve_soft_step.c).  soft_warm_start: the start of a
 * sub-step's solve, each point's accumulated impulses applied to the
 * shapes. */
void soft_warm_start(ContactList *list);
/* One pass over the list in a sub-step of length h, the shapes' positions
 * as the sub-steps left them and turns[i] how far objects->items[i] has
 * turned since the pre-step (a bound never turns): each point's normal
 * impulse as a soft contact (`soft`'s, by the pair), pushing an overlap out no faster
 * than push_out_speed, then its friction. */
void contact_solve(ContactList *list, const Rot *turns, ContactSoftness soft, double h,
                   double push_out_speed);
/* The same pass as a rigid contact without push (after the positions
 * moved): the velocities keep no push-out. */
void contact_relax(ContactList *list, const Rot *turns, double h);
/* Restitution after the last sub-step, in one pass, of the points that
 * approached faster than threshold. */
void soft_restitution(ContactList *list, double threshold);
/* A sub-step's move: p += v h, angle += omega h for the awake dynamic
 * shapes, each one's turn since the sub-steps began kept; the geometry
 * brought up to date once, after the last; and, for sleep, whether a
 * body moved farther over the update than its speed says. */
void move_shapes(World *w);
void update_geometry(World *w);
void moved_awake(World *w);
/* The update's sub-steps. */
void solve_soft_step(World *w, CollisionList *infos);

#endif

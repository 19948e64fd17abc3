/* solver.h - sequential impulses: the contacts of an update, kept in a
 * list and solved together by velocity iterations.
 *
 * The chapter collides one pair at a time, moving the shapes apart and
 * resolving the pair's impulse on its own, and repeats the whole loop
 * `relaxation` times; a pile never agrees with itself, because each pair
 * forgets what the others did.  Here every contact of the update is
 * found first (world.c hands each pair to contact_list_add_pair, which
 * asks collision.c for its manifold), each point gets what does not
 * change during the update (contact_pre_step), and then the list is
 * swept `relaxation` times (contact_velocity_iteration): each sweep
 * corrects the impulse a point has delivered so far - the accumulated
 * impulse - towards the one that makes its constraint hold, with the
 * others' latest impulses already in the velocities.  The sweeps are
 * Gauss-Seidel iterations on all contacts at once; they converge towards
 * the impulses a simultaneous solution would give.  Overlap is removed
 * by split impulses (pseudo velocities that move the shapes but never
 * become kinetic energy), and restitution is a pass of its own after the
 * sweeps (contact_restitution).  The ideas are those of Box2D-Lite and
 * Box2D and of Erin Catto's GDC talks on sequential impulses; the code
 * and its derivations are the workbook's.
 */
#ifndef SOLVER_H
#define SOLVER_H

#include "collision_info.h"
#include "rigid_shape.h"

/* Overlap left alone, in world units: a resting contact settles this deep,
 * so it is found again next update and its impulse does not flicker
 * between "touching" and "apart".  The scenes' boxes are 2 to 10 units
 * wide, so 0.005 is a thousandth of a box, too little to see. */
#define SOLVER_SLOP 0.005
/* The fraction of the overlap beyond the slop the pseudo velocities remove
 * in one update (Baumgarte's beta): 1 would close it at once and
 * overshoot as soon as two contacts share a shape; 0.2 takes about ten
 * updates to remove nine tenths of it (0.8^10 = 0.11). */
#define SOLVER_BETA 0.2
/* Restitution acts only on points that approached faster than this, in
 * units/s.  A resting shape gains g dt = 20/60 = 0.33 units/s per update
 * from gravity and gives it back to its contact; below 1 unit/s that is
 * never mistaken for an impact, so a resting pile does not bounce. */
#define SOLVER_RESTITUTION_THRESHOLD 1.0
/* Speculative contacts: pairs whose surfaces are apart by less than the
 * distance they can close in one update plus this margin count as
 * contacts too (their gap is a negative depth), so a shape that would
 * reach a surface during the update is stopped at it instead of being
 * found inside it next update (contact_reach in solver.c).  The margin
 * must exceed the slop a resting contact sits at plus the g dt^2 = 0.0056
 * a shape falls in one update from rest, or resting contacts flicker;
 * beyond that it covers what the sweeps add to the velocities the reach
 * was measured with.  It is small against every shape (0.5 units or
 * more), so growing the shapes by half of it barely moves the points
 * (see detect_contact in solver.c). */
#define SOLVER_SPECULATIVE_MARGIN 0.1

/* One point of a contact, as the solver needs it. */
typedef struct SolverPoint {
    Vec2 point;          /* world position: midway between the two surfaces */
    double depth;        /* > 0 overlap, < 0 a gap (speculative point) */
    int id;              /* the manifold's feature id */
    Vec2 r1, r2;         /* lever arms from the centres (pre-step) */
    double normal_mass;  /* 1 / k(n) (pre-step) */
    double tangent_mass; /* 1 / k(t) (pre-step) */
    double vn0;          /* normal relative velocity before the sweeps */
    double pn;           /* accumulated normal impulse, >= 0 */
    double pt;           /* accumulated friction impulse, |pt| <= mu pn */
    double pn_bias;      /* accumulated pseudo impulse, >= 0 */
    bool bounces;        /* restitution acts on it (contact_restitution) */
} SolverPoint;

/* A pair that touches or nearly touches: the normal from s1 to s2 (a unit
 * vector), the tangent t = n turned a quarter counter-clockwise, and one
 * or two points.  The pair is named by the shapes' indices as the list
 * holds them: s1 = objects->items[first], s2 = bounds->items[second]
 * when with_bound, else objects->items[second] (first < second); the
 * same two shapes always come in this order, so the name finds the pair
 * in the next update's list (contact_warm_start). */
typedef struct Contact {
    RigidShape *s1, *s2;
    int first, second;
    bool with_bound;
    Vec2 normal, tangent;
    double friction, restitution; /* the pair's, averaged as in the chapter */
    int point_count;              /* 1 or 2 */
    SolverPoint points[2];
    /* With two points, the 2 x 2 effective inverse mass K of their normal
     * impulses (pre-step): k[i][m] is how much point i's normal velocity
     * changes per unit normal impulse at point m (solver.c derives it);
     * k_ii[i] is K's diagonal as 1 / normal_mass of point i. */
    double k[2][2];
    double k_ii[2];
    bool bounces; /* a point of it bounces (contact_restitution) */
} Contact;

/* The contacts of one update; start from a zeroed list.  Emptying it
 * keeps its memory, so a list that is emptied and filled again in every
 * update stops allocating once it has held the most contacts it needs. */
typedef struct ContactList {
    int count;
    int capacity;
    Contact *items;
} ContactList;

/* The relative velocity of two points along d, u2 - u1: a point at lever
 * arm r of a body moving with v and turning with omega moves with
 * u = v + omega x r.  (Inline: the sweeps ask for it three times per
 * point.) */
static inline double relative_velocity(Vec2 v1, double omega1, Vec2 r1, Vec2 v2, double omega2,
                                       Vec2 r2, Vec2 d)
{
    Vec2 u1 = vec2_add(v1, vec2_cross_sv(omega1, r1));
    Vec2 u2 = vec2_add(v2, vec2_cross_sv(omega2, r2));
    return vec2_dot(vec2_sub(u2, u1), d);
}

/* The pair's manifold found with both shapes grown by half the margin:
 * false when the shapes are farther apart than `margin`; else info's
 * points are the grown shapes' (detect_contact's comment says how the
 * solver reads them). */
bool detect_contact(const RigidShape *s1, const RigidShape *s2, double margin, CollisionInfo *info);
/* Adds the contact of s1 and s2, named (first, second, with_bound) as
 * Contact says, when they touch or are within what they can close in a
 * time dt plus SOLVER_SPECULATIVE_MARGIN; a pair of two static shapes
 * is left out.  dt is how long the velocities move the shapes in this
 * update: FIXED_DT with motion on, 0 with it off.  infos (when not NULL)
 * receives its touching points, for drawing. */
void contact_list_add_pair(ContactList *list, RigidShape *s1, RigidShape *s2, int first, int second,
                           bool with_bound, double dt, CollisionList *infos);
/* Lever arms, effective masses along n and t (and K for two points), the
 * normal velocity before the sweeps; the accumulated impulses start at
 * zero. */
void contact_pre_step(ContactList *list);
/* Warm starting: every point of `list` whose pair is in `last` (last
 * update's list, as it ended) with a point of the same feature id starts
 * from that point's accumulated normal and friction impulses, and they
 * are applied to the shapes at once; every other point starts from 0.
 * Call it after contact_pre_step (which measured the approach speeds
 * vn0 without these impulses) and before the first sweep. */
void contact_warm_start(ContactList *list, const ContactList *last);
/* One sweep over the list: each point's normal impulse, then its
 * friction, then (with `bias`) its pseudo impulse.  dt is the update's. */
void contact_velocity_iteration(ContactList *list, bool bias, double dt);
/* Restitution after the sweeps: points that touch (depth >= -SOLVER_SLOP),
 * approached faster than SOLVER_RESTITUTION_THRESHOLD and were pushed are
 * driven to separate at e times their approach speed, in `sweeps` sweeps. */
void contact_restitution(ContactList *list, int sweeps);
/* How far the list's velocities are from solving its constraints: the
 * largest violation over every point (solver.c derives it).  0 means
 * every constraint of the velocity sweeps holds; it measures how well
 * a given number of sweeps did. */
double contact_residual(const ContactList *list, double dt);
void contact_list_clear(ContactList *list);
void contact_list_free(ContactList *list);

#endif

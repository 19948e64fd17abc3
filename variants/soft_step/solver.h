/* solver.h - soft contacts solved in sub-steps: the contacts of an
 * update, kept in a list, and the passes a sub-step makes over them.
 *
 * Every contact of the update is found once (world.c hands each pair to
 * contact_list_add_pair, which asks collision.c for its manifold), and
 * each point gets what does not change during the update
 * (contact_pre_step): its anchors on the two bodies, its effective
 * masses, its approach speed.  The update is then cut into sub-steps;
 * each one warm starts the contacts with their accumulated impulses
 * (contact_warm_start), solves each point once as a spring and a damper
 * that push an overlap out (contact_solve, soft_contact.h; the two
 * points of a manifold together, by the block solver), lets the
 * positions move, and solves each point once more as a rigid contact
 * with no push (contact_relax), so that the push does not stay in the
 * velocities.  A sub-step measures a point's separation from how far its
 * two bodies moved since the narrow phase, without asking it again.
 * Restitution is one pass after the last sub-step (contact_restitution).
 * The ideas are those of Box2D v3's soft step and of Erin Catto's talk
 * on solver design; the code and its derivations are the workbook's.
 */
#ifndef SOLVER_H
#define SOLVER_H

#include "collision_info.h"
#include "rigid_shape.h"
#include "soft_contact.h"

/* Overlap left alone, in world units: a resting contact settles this deep,
 * so it is found again next update and its impulse does not flicker
 * between "touching" and "apart".  The scenes' boxes are 2 to 10 units
 * wide, so 0.005 is a thousandth of a box, too little to see. */
#define SOLVER_SLOP 0.005
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
 * beyond that it covers what the solves add to the velocities the reach
 * was measured with.  It is small against every shape (0.5 units or
 * more), so growing the shapes by half of it barely moves the points
 * (see detect_contact in solver.c). */
#define SOLVER_SPECULATIVE_MARGIN 0.1

/* One point of a contact, as the solver needs it. */
typedef struct SolverPoint {
    Vec2 point;          /* world position: midway between the two surfaces */
    double depth;        /* > 0 overlap, < 0 a gap (speculative point) */
    int id;              /* the manifold's feature id */
    Vec2 r1, r2;         /* the anchors: lever arms from the centres (pre-step),
                            fixed on each body for the whole update */
    double normal_mass;  /* 1 / k(n) (pre-step) */
    double tangent_mass; /* 1 / k(t) (pre-step) */
    double vn0;          /* normal relative velocity before the sub-steps */
    double pn;           /* accumulated normal impulse of a sub-step, >= 0 */
    double pt;           /* accumulated friction impulse, |pt| <= mu pn */
    double pn_max;       /* the largest pn of the update's solves */
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
    int solved;     /* of them, the contacts the update solved: the awake ones */
    int candidates; /* the pairs the broad phase handed over to build it */
    int detected;   /* of those, the pairs asked of the narrow phase */
    /* When not NULL, the pre-step, warm start, passes and restitution
     * visit only these contacts (awake_count indices into items, in the
     * list's order); the others sleep and are left as they are. */
    const int *awake;
    int awake_count;
} ContactList;

/* The relative velocity of two points along d, u2 - u1: a point at lever
 * arm r of a body moving with v and turning with omega moves with
 * u = v + omega x r.  (Inline: the passes ask for it twice per point
 * in every sub-step.) */
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
 * is left out, every other one is asked of the narrow phase and counted
 * in list->detected.  dt is how long the velocities move the shapes in
 * this update: FIXED_DT with motion on, 0 with it off.  infos (when not
 * NULL) receives its touching points, for drawing. */
void contact_list_add_pair(ContactList *list, RigidShape *s1, RigidShape *s2, int first, int second,
                           bool with_bound, double dt, CollisionList *infos);
/* The contact of a pair of two resting shapes (RigidShape: resting), s1
 * and s2 named (first, second, with_bound), not asked of the narrow
 * phase again but taken from `last`, as it was found there, or left out
 * when `last` has none (solver.c says why that is the narrow phase's
 * own answer).  *cursor walks `last` forward: start it at 0 and hand
 * the pairs over in pair order.  infos as contact_list_add_pair's. */
void contact_list_copy_pair(ContactList *list, const ContactList *last, int *cursor, RigidShape *s1,
                            RigidShape *s2, int first, int second, bool with_bound,
                            CollisionList *infos);
/* Adds to infos what contact_list_add_pair added for the list's contacts
 * (the touching ones, for drawing). */
void contact_list_infos(const ContactList *list, CollisionList *infos);
/* The anchors (lever arms), effective masses along n and t (and K for
 * two points), the normal velocity before the sub-steps and the bodies'
 * poses; the accumulated impulses start at zero. */
void contact_pre_step(ContactList *list);
/* Every point of `list` whose pair is in `last` (last update's list, as
 * it ended) with a point of the same feature id starts from that
 * point's accumulated normal and friction impulses, and every other
 * point from 0; nothing is applied yet (contact_warm_start applies them
 * in every sub-step).  Call it after contact_pre_step. */
void contact_carry_impulses(ContactList *list, const ContactList *last);
/* Every point of `list` whose pair is in `last` with a point of the same
 * feature id takes that point's accumulated normal and friction impulses
 * as they are, and nothing is applied (a sleeping contact keeps its
 * impulses for the day its island wakes). */
void contact_keep_impulses(ContactList *list, const ContactList *last);
/* The start of a sub-step's solve: each point's accumulated impulses
 * applied to the shapes. */
void contact_warm_start(ContactList *list);
/* One pass over the list in a sub-step of length h, the shapes' positions
 * as the sub-steps left them and turns[i] how far objects->items[i] has
 * turned since the pre-step (a bound never turns): each point's normal
 * impulse as a soft contact (`soft`), pushing an overlap out no faster
 * than push_out_speed, then its friction. */
void contact_solve(ContactList *list, const Rot *turns, SoftContact soft, double h,
                   double push_out_speed);
/* The same pass as a rigid contact without push (after the positions
 * moved): the velocities keep no push-out. */
void contact_relax(ContactList *list, const Rot *turns, double h);
/* Restitution after the last sub-step: points that approached faster
 * than SOLVER_RESTITUTION_THRESHOLD and were pushed in a sub-step are
 * driven to separate at e times their approach speed, in one pass. */
void contact_restitution(ContactList *list);
/* Empties the list, and its counts of what building it took. */
void contact_list_clear(ContactList *list);
void contact_list_free(ContactList *list);

#endif

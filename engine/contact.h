/* contact.h - the contacts of an update: every pair that touches or
 * nearly touches, as the solvers of a contact list (sequential impulses,
 * the soft step) need it.
 *
 * The candidate pairs come from the broad phase (broad_phase.h); each
 * goes to contact_list_add_pair, which asks the narrow phase
 * (collision.h) for the pair's manifold, grown so that pairs a little
 * apart are found too (speculative contacts), and keeps its points
 * with their feature ids, so that a point found again in the next
 * update is known as the same one.  contact_pre_step then works out
 * what does not change while the shapes stay put: lever arms and
 * effective masses.  The solvers (solver.h) take it from there.  The
 * ideas are those of Box2D-Lite and Box2D and of Erin Catto's GDC talks
 * on sequential impulses; the code and its derivations are the
 * workbook's.
 */
#ifndef CONTACT_H
#define CONTACT_H

#include "collision_info.h"
#include "physics.h"
#include "rigid_shape.h"

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
 * found inside it next update (contact_reach in contact.c).  The margin
 * must exceed the slop a resting contact sits at plus the g dt^2 = 0.0056
 * a shape falls in one update from rest, or resting contacts flicker;
 * beyond that it covers what the solver adds to the velocities the reach
 * was measured with.  It is small against every shape (0.5 units or
 * more), so growing the shapes by half of it barely moves the points
 * (see detect_contact in contact.c). */
#define SOLVER_SPECULATIVE_MARGIN 0.1

/* One point of a contact, as the solvers need it. */
typedef struct SolverPoint {
    Vec2 point;          /* world position: midway between the two surfaces */
    double depth;        /* > 0 overlap, < 0 a gap (speculative point) */
    int id;              /* the manifold's feature id */
    Vec2 r1, r2;         /* lever arms from the centres (pre-step); the soft
                            step's anchors, fixed on each body for the update */
    double normal_mass;  /* 1 / k(n) (pre-step) */
    double tangent_mass; /* 1 / k(t) (pre-step) */
    double vn0;          /* normal relative velocity before the solver */
    double pn;           /* accumulated normal impulse, >= 0 (the soft step's:
                            of a sub-step) */
    double pt;           /* accumulated friction impulse, |pt| <= mu pn */
    double pn_bias;      /* sequential impulses: accumulated pseudo impulse, >= 0 */
    double pn_max;       /* the soft step: the largest pn of the update's solves */
    bool bounces;        /* restitution acts on it */
} SolverPoint;

/* A pair that touches or nearly touches: the normal from s1 to s2 (a unit
 * vector), the tangent t = n turned a quarter counter-clockwise, and one
 * or two points.  The pair is named by the shapes' indices as the list
 * holds them: s1 = objects->items[first], s2 = bounds->items[second]
 * when with_bound, else objects->items[second] (first < second); the
 * same two shapes always come in this order, so the name finds the pair
 * in the next update's list (contact_in_last). */
typedef struct Contact {
    RigidShape *s1, *s2;
    int first, second;
    bool with_bound;
    Vec2 normal, tangent;
    double friction, restitution; /* the pair's (pair_friction, pair_restitution) */
    int point_count;              /* 1 or 2 */
    SolverPoint points[2];
    /* With two points, the 2 x 2 effective inverse mass K of their normal
     * impulses (pre-step): k[i][m] is how much point i's normal velocity
     * changes per unit normal impulse at point m (contact.c derives it);
     * k_ii[i] is K's diagonal as 1 / normal_mass of point i. */
    double k[2][2];
    double k_ii[2];
    bool bounces; /* a point of it bounces */
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
    /* When not NULL, the pre-step, warm start, solves and restitution
     * visit only these contacts (awake_count indices into items, in the
     * list's order); the others sleep and are left as they are. */
    const int *awake;
    int awake_count;
} ContactList;

/* The contacts the solvers visit: every one, or only the awake ones when
 * some sleep. */
static inline int contact_visits(const ContactList *list)
{
    return list->awake ? list->awake_count : list->count;
}

static inline Contact *contact_visit(const ContactList *list, int k)
{
    return &list->items[list->awake ? list->awake[k] : k];
}

/* The relative velocity of two points along d, u2 - u1: a point at lever
 * arm r of a body moving with v and turning with omega moves with
 * u = v + omega x r.  (Inline: the solvers ask for it for every point in
 * every pass.) */
static inline double relative_velocity(Vec2 v1, double omega1, Vec2 r1, Vec2 v2, double omega2,
                                       Vec2 r2, Vec2 d)
{
    Vec2 u1 = vec2_add(v1, vec2_cross_sv(omega1, r1));
    Vec2 u2 = vec2_add(v2, vec2_cross_sv(omega2, r2));
    return vec2_dot(vec2_sub(u2, u1), d);
}

/* The pair's coefficients, by the settings' mixing (physics.h). */
double pair_friction(const PhysicsSettings *ps, const RigidShape *s1, const RigidShape *s2);
double pair_restitution(const PhysicsSettings *ps, const RigidShape *s1, const RigidShape *s2);

/* The pair's manifold found with both shapes grown by half the margin:
 * false when the shapes are farther apart than `margin`; else info's
 * points are the grown shapes' (detect_contact's comment says how the
 * solver reads them). */
bool detect_contact(const RigidShape *s1, const RigidShape *s2, double margin, NarrowPhase np,
                    CollisionInfo *info);
/* Adds the contact of s1 and s2, named (first, second, with_bound) as
 * Contact says, when they touch or are within their reach in this update
 * (dt = FIXED_DT with the settings' motion on, 0 with it off); a pair of
 * two static shapes, or one whose layers do not meet, is left out, every
 * other one is asked of the narrow phase (as the settings detect a pair)
 * and counted in list->detected.  infos (when not NULL) receives its
 * touching points, for drawing. */
void contact_list_add_pair(ContactList *list, RigidShape *s1, RigidShape *s2, int first, int second,
                           bool with_bound, const PhysicsSettings *ps, CollisionList *infos);
/* The contact of a pair of two resting shapes (RigidShape: resting), s1
 * and s2 named (first, second, with_bound), not asked of the narrow
 * phase again but taken from `last`, as it was found there, or left out
 * when `last` has none (contact.c says why that is the narrow phase's
 * own answer).  *cursor walks `last` forward: start it at 0 and hand
 * the pairs over in pair order.  infos as contact_list_add_pair's. */
void contact_list_copy_pair(ContactList *list, const ContactList *last, int *cursor, RigidShape *s1,
                            RigidShape *s2, int first, int second, bool with_bound,
                            CollisionList *infos);
/* Adds to infos what contact_list_add_pair added for the list's contacts
 * (the touching ones, for drawing). */
void contact_list_infos(const ContactList *list, CollisionList *infos);
/* Empties the list, and its counts of what building it took. */
void contact_list_clear(ContactList *list);
void contact_list_free(ContactList *list);

/* ---- what persists: the same contact next update -------------------------- */

/* Last update's contact of c's pair, or NULL: *cursor walks `last`
 * forward (start it at 0), which is in the order the pairs are added,
 * as the list c is in. */
const Contact *contact_in_last(const ContactList *last, int *cursor, const Contact *c);
/* The point of contact c made by the same feature as id, or NULL. */
const SolverPoint *contact_same_feature(const Contact *c, int id);
/* Point p of contact c, whose pair was `was` in the last update, starts
 * from the accumulated normal and friction impulses of was's point of
 * the same feature id (the friction cut to the cone of the normal one),
 * unless it has none or that point bounced: false, and p is left as it
 * is. */
bool contact_carry_point(const Contact *was, const Contact *c, SolverPoint *p);
/* Every visited point of `list` whose pair is in `last` (last update's
 * list, as it ended) with a point of the same feature id, and which did
 * not bounce there, starts from that point's accumulated normal and
 * friction impulses (the friction cut to the cone of the normal one),
 * and every other point from 0; nothing is applied.  Call it after
 * contact_pre_step. */
void contact_carry_impulses(ContactList *list, const ContactList *last);
/* Every point of `list` whose pair is in `last` with a point of the same
 * feature id takes that point's accumulated normal and friction impulses
 * as they are, and nothing is applied (a sleeping contact keeps its
 * impulses for the day its island wakes). */
void contact_keep_impulses(ContactList *list, const ContactList *last);

/* ---- the pre-step ----------------------------------------------------------- */

/* The effective inverse mass of the pair against an impulse along the
 * unit direction d applied at lever arms r1, r2 from the two centres: how
 * much the contact points' relative velocity along d changes per unit
 * impulse. */
double effective_inv_mass(const RigidShape *s1, const RigidShape *s2, Vec2 r1, Vec2 r2, Vec2 d);
/* K's off-diagonal for two points a and b of a manifold (contact.c
 * derives it): how much point a's normal velocity changes per unit
 * normal impulse at point b. */
double pair_coupling(const RigidShape *s1, const RigidShape *s2, Vec2 r1a, Vec2 r2a, Vec2 r1b,
                     Vec2 r2b, Vec2 n);
/* Lever arms, effective masses along n and t (and K for two points), the
 * normal velocity before the solver, for every visited contact; the
 * accumulated impulses start at zero. */
void contact_pre_step(ContactList *list);

#endif

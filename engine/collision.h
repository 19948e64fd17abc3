/* collision.h - what touches what: the narrow phase, exactly how two
 * rigid shapes overlap, and the contacts of an update it makes for the
 * solvers (collision.c holds both, and the collision infos'
 * functions).
 *
 * Each collide_* function answers for one pair of shape kinds: it returns
 * true and fills the info when the shapes overlap.  collision_test picks
 * the function for a pair from a table indexed by the two kinds, with a
 * row for each way two rectangles meet: the chapter's one point
 * (collide_rect_rect) or a clipped manifold of up to two
 * (clip_rect_rect, the setting `manifold`).  The normal's direction is
 * the function's own; detect_collision turns it to point from the first
 * shape to the second.
 */
#ifndef COLLISION_H
#define COLLISION_H

#include <stdbool.h>

#include "collision_info.h"
#include "physics.h"
#include "rigid_shape.h"

typedef bool (*CollideFn)(const RigidShape *a, const RigidShape *b, CollisionInfo *info);

bool collide_circ_circ(const RigidShape *c1, const RigidShape *c2, CollisionInfo *info);

/* A vertex of a rectangle and how far it lies along a direction. */
typedef struct SupportPoint {
    Vec2 point;
    double dist;
} SupportPoint;

/* Over b's vertices v, the one with the largest strictly positive
 * dot(v - pt_on_edge, dir); false when no projection is positive. */
bool find_support_point(const RigidShape *b, Vec2 dir, Vec2 pt_on_edge, SupportPoint *out);
/* Over a's faces, the one b's support point penetrates least; false as
 * soon as a face has no support point (that face separates a from b).
 * Fills depth, the face's normal, and start on a's face line. */
bool find_axis_least_penetration(const RigidShape *a, const RigidShape *b, CollisionInfo *info);
/* Two rectangles, the chapter's way: false when a face of either
 * separates them; else one point, the face of least penetration's (the
 * normal from r1 towards r2, start on r2's boundary). */
bool collide_rect_rect(const RigidShape *r1, const RigidShape *r2, CollisionInfo *info);
/* Two rectangles as a manifold: false when a face of either separates
 * them; else one or two points where the incident face, clipped to the
 * reference face's side planes, lies behind the reference face (the
 * normal from r1 towards r2, each start on r2's boundary). */
bool clip_rect_rect(const RigidShape *r1, const RigidShape *r2, CollisionInfo *info);
/* A rectangle and a circle; the normal points from the rectangle to the
 * circle whichever comes first in the pair being collided. */
bool collide_rect_circ(const RigidShape *rect, const RigidShape *circ, CollisionInfo *info);
/* The circle (centre c, radius r) against one corner of a rectangle, its
 * nearest point when the centre lies in the corner's region: false when
 * the corner is farther than r; else the normal points from the corner
 * to the centre. */
bool collide_corner(Vec2 c, double r, Vec2 corner, CollisionInfo *info);
/* The rectangle's feature nearest the point c (chapter 4's regions): true
 * with *corner when c lies in a corner's region; else false, and the
 * face *face is the nearest, c lying *beyond past its line (<= 0:
 * inside).  *face and *beyond are set either way. */
bool rect_nearest_corner(const RigidShape *rect, Vec2 c, int *face, double *beyond, Vec2 *corner);
/* The circle first: collide_rect_circ's answer for the same two shapes,
 * its normal still from the rectangle to the circle. */
bool collide_circ_rect(const RigidShape *circ, const RigidShape *rect, CollisionInfo *info);

/* The narrow phase for any pair: the table's function for (a, b), two
 * rectangles meeting at a manifold or at the chapter's one point. */
bool collision_test(const RigidShape *a, const RigidShape *b, bool manifold, CollisionInfo *info);

/* How a pair is detected: the bound test on the shapes' bounding boxes
 * (else the chapter's circles), and two rectangles as a manifold (else
 * the chapter's one point), as narrow_phase reads it from the
 * settings. */
typedef struct NarrowPhase {
    bool boxes;
    bool manifold;
} NarrowPhase;

static inline NarrowPhase narrow_phase(const PhysicsSettings *ps)
{
    return (NarrowPhase){.boxes = ps->bounds == BOUND_BOXES, .manifold = ps->manifold};
}

/* The boxes' bound test widens each by this (detect_collision). */
#define BOUND_BOX_MARGIN 1e-9

/* The bound test, then the narrow phase, then the normal turned to
 * point from s1 towards s2. */
bool detect_collision(const RigidShape *s1, const RigidShape *s2, NarrowPhase np,
                      CollisionInfo *info);

/* ---- the contacts of an update -------------------------------------------
 * Every pair that touches or nearly touches, as the solvers of a contact
 * list (sequential impulses, the soft step) need it.
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

/* Overlap left alone, in world units: a resting contact settles this deep,
 * so it is found again next update and its impulse does not flicker
 * between "touching" and "apart".  The scenes' boxes are 2 to 10 units
 * wide, so 0.005 is a thousandth of a box, too little to see. */
#define SOLVER_SLOP 0.005
/* Speculative contacts: pairs whose surfaces are apart by less than the
 * distance they can close in one update plus this margin count as
 * contacts too (their gap is a negative depth), so a shape that would
 * reach a surface during the update is stopped at it instead of being
 * found inside it next update (contact_reach in collision.c).  The margin
 * must exceed the slop a resting contact sits at plus the g dt^2 = 0.0056
 * a shape falls in one update from rest, or resting contacts flicker;
 * beyond that it covers what the solver adds to the velocities the reach
 * was measured with.  It is small against every shape (0.5 units or
 * more), so growing the shapes by half of it barely moves the points
 * (see detect_contact in collision.c). */
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
     * changes per unit normal impulse at point m (collision.c derives it);
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
    int lost_ids;   /* of its points, those whose pair the last list had
                       but not their id: warm starting gives them
                       nothing (contact_carry_point) */
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

/* The points of a contact as the contact list takes them, found however
 * the settings find them (SpeculativeRule): each point midway between
 * the two surfaces along the normal (a unit vector from s1 towards s2),
 * with the surfaces' signed depth there (> 0 an overlap, < 0 a gap) and
 * its ids (collision_info.h). */
typedef struct ManifoldPoint {
    Vec2 point;
    double depth;
    int id;
    int pair_id;
} ManifoldPoint;

typedef struct Manifold {
    Vec2 normal;
    int point_count; /* 1 or 2 */
    ManifoldPoint points[2];
} Manifold;

/* The pair's manifold when the shapes are no more than `margin` apart
 * (false when they are farther): with the settings' speculative grown,
 * both shapes grown by half the margin and met by the narrow phase
 * (detect_contact's comment says how its points are read); with
 * speculative measured, the contact functions below. */
bool detect_contact(const RigidShape *s1, const RigidShape *s2, double margin,
                    const PhysicsSettings *ps, Manifold *m);

/* ---- contacts measured (speculative.c) -----------------------------------
 * One function per pair of shape kinds, as the narrow phase has: true
 * when the shapes are at most `margin` apart, and m then holds every
 * point within the margin, its normal from a towards b. */
typedef bool (*ContactFn)(const RigidShape *a, const RigidShape *b, double margin, Manifold *m);

bool contact_circ_circ(const RigidShape *c1, const RigidShape *c2, double margin, Manifold *m);
bool contact_rect_circ(const RigidShape *rect, const RigidShape *circ, double margin, Manifold *m);
bool contact_circ_rect(const RigidShape *circ, const RigidShape *rect, double margin, Manifold *m);
bool contact_rect_rect(const RigidShape *r1, const RigidShape *r2, double margin, Manifold *m);
/* The table's function for (a, b); with `manifold` off two rectangles
 * keep only their deeper point, the chapter's one. */
bool contact_measure(const RigidShape *a, const RigidShape *b, double margin, bool manifold,
                     Manifold *m);

/* What clip_rect_rect and contact_rect_rect share (collision.c). */
/* Is the second rectangle's face the reference, given each one's face of
 * least penetration, depths d1 and d2 (< 0: a gap)? */
bool reference_is_second(double d1, double d2);
/* Reference face rf of ref (from its corner a, outward normal n) and the
 * incident face of inc (the face most nearly opposite n), its ends as
 * they are and clipped to the reference face's side planes; clipped is
 * false when nothing of it lies over the reference face. */
typedef struct Clipping {
    Vec2 n, a;
    int incident;
    Vec2 ends[2];
    Vec2 p[2];
    bool clipped;
} Clipping;
Clipping clip_to_reference_face(const RigidShape *ref, int rf, const RigidShape *inc);
/* The ids of end k of incident face jf against reference face rf of the
 * first (ref_box 0) or second rectangle (collision_info.h). */
int reference_face_id(int ref_box, int rf, int jf, int k);
int corner_pair(int ref_box, int rf, int jf, int k);
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
 * when `last` has none (collision.c says why that is the narrow phase's
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
 * is.  A point was has none of is counted in *lost. */
bool contact_carry_point(const Contact *was, const Contact *c, SolverPoint *p, int *lost);
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
/* K's off-diagonal for two points a and b of a manifold (collision.c
 * derives it): how much point a's normal velocity changes per unit
 * normal impulse at point b. */
double pair_coupling(const RigidShape *s1, const RigidShape *s2, Vec2 r1a, Vec2 r2a, Vec2 r1b,
                     Vec2 r2b, Vec2 n);
/* Lever arms, effective masses along n and t (and K for two points), the
 * normal velocity before the solver, for every visited contact; the
 * accumulated impulses start at zero. */
void contact_pre_step(ContactList *list);

#endif

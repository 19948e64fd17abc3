/* broad_phase.h - which pairs of shapes may touch, without trying them all.
 *
 * Trying every object against every bound and every pair of objects
 * i < j is N (N - 1) / 2 narrow-phase tests, of which a pile of N boxes
 * needs only a few per box.  Here each shape gets
 * an axis-aligned bounding box; the boxes are sorted by their lower
 * edge along one axis and swept in that order, and only pairs whose
 * boxes overlap along that axis and then along the other are handed to
 * the narrow phase (sort and sweep, also called sweep and prune).  The
 * axis is the one the shapes spread along more (x for a scene laid out
 * along the floor, y for a pile in the chapter's room).  The sort starts
 * from the order the last update left, which a pile barely changes, so
 * an insertion sort finishes it in nearly linear time (broad_phase.c
 * derives both).
 * The candidate pairs are then put in the order the all-pairs loops
 * would visit them, so the solver meets the contacts in that order and
 * the results are those loops' bit for bit.  The idea is the one of
 * Baraff's "coherence" sort and of Bullet's sweep and prune, the axis of
 * the larger spread Ericson's (Real-Time Collision Detection); the code
 * and its derivations are the workbook's.
 */
#ifndef BROAD_PHASE_H
#define BROAD_PHASE_H

#include "collision_info.h"
#include "rigid_shape.h"

/* How far each box reaches beyond its shape, in world units: 1.5 times
 * the shape's share s_i of the reach (broad_phase_grow).  A pair is a
 * contact when its shapes, each grown by d = reach/2 (collision.c's
 * detect_contact), overlap; a grown rectangle lies in its bare box grown
 * by d sqrt(2), so the bare boxes of such a pair are at most
 * sqrt(2) reach apart along x and along y, and s_1 + s_2 >= reach makes
 * 1.5 (s_1 + s_2) exceed that by 0.086 reach >= 0.0086 units, room for
 * the rounding of the corners and the sums.  A box too big costs a
 * narrow-phase test, one too small a contact.  (With the margin alone,
 * 0.75 margin, a shape falling faster than about 6 units/s would be
 * missed.) */
#define BROAD_PHASE_FATTEN(s) (1.5 * (s))

/* Shape s's share h_i of the reach of its pairs (above), for the fixed
 * margin and the time dt its velocities move it in the update (the dt
 * contact_list_build is given: FIXED_DT with motion on, 0 with it off). */
static inline double broad_phase_grow(const RigidShape *s, double margin, double dt)
{
    return margin / 2.0 + (vec2_length(s->v) + fabs(s->omega) * s->bound_radius) * dt;
}

/* A candidate pair: shapes a < b of the combined numbering (objects
 * 0..n-1, then bounds n..n+m-1). */
typedef struct BroadPair {
    int a, b;
} BroadPair;

/* The axis the boxes are sorted and swept along: x or y. */
typedef enum SweepAxis {
    SWEEP_X,
    SWEEP_Y
} SweepAxis;

/* One entry of the sweep: a box, its interval [lo, hi] along the sweep
 * axis, and the shape it belongs to. */
typedef struct SweepBox {
    double lo, hi;
    Aabb box;
    int shape;
} SweepBox;

/* The broad phase's state from one update to the next and its working
 * lists (start from a zeroed struct, free with broad_phase_free): each
 * list keeps its memory, so once the scene's sizes stop growing an
 * update allocates nothing.  rank[axis][k] is shape k's place (combined
 * numbering) in the last sweep order along that axis, -1 for none yet:
 * where the next sort along that axis starts from. */
typedef struct BroadPhase {
    SweepAxis axis;            /* the axis of the last sort and sweep */
    int *rank[2];              /* per axis, per shape: its last place */
    int ranked, rank_capacity; /* shapes with a rank entry, room */
    int count, capacity;       /* boxes */
    SweepBox *sweep;           /* the boxes, in sweep order */
    int *slot;                 /* scratch: the shape at each rank */
    int slot_capacity;
    int pair_count, pair_capacity;
    BroadPair *pairs;   /* the candidates */
    BroadPair *scratch; /* scratch for sorting them */
    int scratch_capacity;
    int *bucket; /* the counting sort's counts */
    int bucket_capacity;
    long sort_moves;  /* the last insertion sort's moves */
    long sweep_tests; /* the last sweep's tests of the other axis */
} BroadPhase;

/* The box of a shape as an entry of the sweep along `axis`. */
SweepBox broad_phase_entry(Aabb box, SweepAxis axis, int shape);
/* The axis along which the centres of the shapes spread more (the larger
 * variance; x when they spread equally): broad_phase.c says why the sweep
 * runs along it. */
SweepAxis broad_phase_axis(ShapeSet *objects, ShapeSet *bounds);

/* Sorts bp->sweep (count entries) by lo with an insertion sort:
 * stable, so equal edges keep the order they had. */
void broad_phase_sort(BroadPhase *bp);
/* Sweeps the sorted boxes: every pair whose boxes overlap, as (a, b)
 * with a < b, into bp->pairs, in the sweep's order. */
void broad_phase_sweep(BroadPhase *bp);
/* Sorts bp->pairs[from..to) by a, then b (two passes of a counting sort
 * over the shape numbers 0..shape_count-1). */
void broad_phase_sort_pairs(BroadPhase *bp, int from, int to, int shape_count);

/* The candidate pairs of the update, in the all-pairs order: first
 * every object i against every bound j (by i, then j; the pair's b is
 * the bound's number n + j), then the objects i < j (by i, then j).
 * The pairs of two bounds are left out.  Each shape's box is grown by
 * BROAD_PHASE_FATTEN(broad_phase_grow(shape, margin, dt)), so the pairs
 * hold every pair within its reach.  The sweep runs along
 * broad_phase_axis; it starts from the order bp->rank[axis] remembers
 * from the last call that swept along that axis, and leaves the new
 * ranks there. */
void broad_phase_update(BroadPhase *bp, ShapeSet *objects, ShapeSet *bounds, double margin,
                        double dt);
void broad_phase_free(BroadPhase *bp);

typedef struct World World;

/* The update's contacts into the World's (emptied) list, from every
 * candidate pair in the all-pairs order: the broad phase's when it is
 * on, else every object against every bound, then every pair of objects
 * i < j.  A pair of two resting shapes, where islands sleep, is copied
 * from the last list instead of being asked of the narrow phase. */
void broad_phase_contacts(World *w, CollisionList *infos);

#endif

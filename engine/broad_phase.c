/* broad_phase.c - sort and sweep on bounding boxes (see broad_phase.h). */
#include "broad_phase.h"

#include <stdlib.h>

#include "grow.h"
#include "world.h"

/* Shape k of the combined numbering: objects first, then bounds. */
static RigidShape *shape_number(ShapeSet *objects, ShapeSet *bounds, int k)
{
    return k < objects->count ? objects->items[k] : bounds->items[k - objects->count];
}

SweepBox broad_phase_entry(Aabb box, SweepAxis axis, int shape)
{
    if (axis == SWEEP_X)
        return (SweepBox){box.min.x, box.max.x, box, shape};
    return (SweepBox){box.min.y, box.max.y, box, shape};
}

/* Which axis.  The sweep tests every pair whose intervals overlap along
 * its axis (broad_phase_sweep), so its work is N plus that number of
 * pairs.  With N boxes about w wide whose centres spread over a length
 * L along the axis, a box overlaps about 2 N w / L of the others there,
 * so the sweep tests about
 *   N^2 w / L
 * pairs: the longer the spread, the fewer.  The chapter's room is 96
 * units wide and a pile grows upwards: the benchmark's pile of 2,000
 * falls as a grid of 134 rows 6 units apart, 800 units tall, and lands
 * as a pile many layers deep.  Along x a box overlaps every box of its
 * column, the whole height of the pile;
 * along y only the boxes of its own layer.  A scene laid out along the
 * floor is the other way round.  So the sweep runs along the axis over
 * which the centres spread more, measured by their variance
 *   var = mean((c - mean c)^2),
 * chosen anew in every update (two passes over the centres: little next
 * to the sort).  Ties go to x. */
SweepAxis broad_phase_axis(ShapeSet *objects, ShapeSet *bounds)
{
    int n = objects->count + bounds->count;
    if (n == 0)
        return SWEEP_X;
    Vec2 mean = vec2(0.0, 0.0);
    for (int k = 0; k < n; k++)
        mean = vec2_add(mean, rigid_shape_centre(shape_number(objects, bounds, k)));
    mean = vec2_scale(mean, 1.0 / n);
    double var_x = 0.0, var_y = 0.0;
    for (int k = 0; k < n; k++) {
        Vec2 d = vec2_sub(rigid_shape_centre(shape_number(objects, bounds, k)), mean);
        var_x += d.x * d.x;
        var_y += d.y * d.y;
    }
    return var_y > var_x ? SWEEP_Y : SWEEP_X;
}

/* Insertion sort: each entry moves left past the entries whose lo is
 * larger, so the work is the number of entries plus the number of pairs
 * out of order (inversions) - one move per inversion.  Started from the
 * last update's order, a pair is out of order only if the two edges
 * crossed during the update: edges that were d apart cross only if they
 * moved towards each other by d, and in dt = 1/60 s a shape moves
 * |v| dt: 0.1 units at 6 units/s.  So an entry only passes the entries
 * whose edges lie within (|v1| + |v2|) dt of its own: with the edges of
 * N shapes spread over a length L along the axis, about
 * N (|v1| + |v2|) dt / L of them.  The sort's work is then
 *   N + N^2 (2 |v| dt / L),
 * linear while the shapes are slow or the spread is long (the N^2 term
 * is the number of shapes in a strip of width 2 |v| dt, times N); on a
 * pile at rest the edges do not move and the sort only reads the N
 * entries.  A sort from scratch would cost N log N whatever the shapes
 * did. */
void broad_phase_sort(BroadPhase *bp)
{
    SweepBox *e = bp->sweep;
    long moves = 0;
    for (int i = 1; i < bp->count; i++) {
        SweepBox x = e[i];
        int k = i;
        while (k > 0 && e[k - 1].lo > x.lo) {
            e[k] = e[k - 1];
            k--;
        }
        e[k] = x;
        moves += i - k;
    }
    bp->sort_moves = moves;
}

static void add_candidate(BroadPhase *bp, int a, int b)
{
    bp->pairs = grow_array(bp->pairs, &bp->pair_capacity, bp->pair_count + 1, sizeof *bp->pairs,
                           "broad-phase pairs");
    bp->pairs[bp->pair_count++] = a < b ? (BroadPair){a, b} : (BroadPair){b, a};
}

/* The sweep: going through the boxes by their lower edges along the
 * axis, the boxes that overlap box k there and come after it in the
 * order are those whose lower edge is at most k's upper edge - they
 * start before k ends - and they are next to k in the order, so the
 * inner loop stops at the first one that starts after k ends.  Every
 * pair overlapping along the axis is met once, by its box that starts
 * first; the other axis then decides.  The work is N plus the number of
 * pairs overlapping along the axis. */
void broad_phase_sweep(BroadPhase *bp)
{
    const SweepBox *e = bp->sweep;
    long tests = 0;
    bp->pair_count = 0;
    for (int k = 0; k < bp->count; k++) {
        for (int m = k + 1; m < bp->count && e[m].lo <= e[k].hi; m++) {
            tests++;
            if (aabbs_overlap(e[k].box, e[m].box))
                add_candidate(bp, e[k].shape, e[m].shape);
        }
    }
    bp->sweep_tests = tests;
}

/* One stable counting-sort pass over in[0..count) into out, by field b
 * (by_b) or a; bucket has room for shape_count + 1 counts. */
static void counting_pass(const BroadPair *in, BroadPair *out, int count, int *bucket,
                          int shape_count, bool by_b)
{
    for (int s = 0; s <= shape_count; s++)
        bucket[s] = 0;
    for (int k = 0; k < count; k++)
        bucket[(by_b ? in[k].b : in[k].a) + 1]++;
    for (int s = 1; s <= shape_count; s++)
        bucket[s] += bucket[s - 1];
    for (int k = 0; k < count; k++)
        out[bucket[by_b ? in[k].b : in[k].a]++] = in[k];
}

static void reserve_scratch(BroadPhase *bp, int shape_count)
{
    bp->scratch = grow_array(bp->scratch, &bp->scratch_capacity, bp->pair_count,
                             sizeof *bp->scratch, "broad-phase pairs");
    bp->bucket = grow_array(bp->bucket, &bp->bucket_capacity, shape_count + 1, sizeof *bp->bucket,
                            "broad-phase buckets");
}

/* By b first, then (stably) by a: the pairs end up by a, and those with
 * the same a by b - the order of two nested loops i < j.  Two passes of
 * P pairs and S shapes each, linear in both.  No pairs, nothing to do
 * (and bp->pairs may be NULL: no pointer arithmetic on it). */
void broad_phase_sort_pairs(BroadPhase *bp, int from, int to, int shape_count)
{
    if (to == from)
        return;
    reserve_scratch(bp, shape_count);
    counting_pass(bp->pairs + from, bp->scratch, to - from, bp->bucket, shape_count, true);
    counting_pass(bp->scratch, bp->pairs + from, to - from, bp->bucket, shape_count, false);
}

/* A rank entry for every shape: the shapes that have none yet (the
 * first update, or shapes the game added) get -1, no place. */
static void reserve_ranks(BroadPhase *bp, int shapes)
{
    int capacity = bp->rank_capacity;
    bp->rank[SWEEP_X] = grow_array(bp->rank[SWEEP_X], &capacity, shapes, sizeof(int),
                                   "broad-phase ranks");
    capacity = bp->rank_capacity;
    bp->rank[SWEEP_Y] = grow_array(bp->rank[SWEEP_Y], &capacity, shapes, sizeof(int),
                                   "broad-phase ranks");
    bp->rank_capacity = capacity;
    for (; bp->ranked < shapes; bp->ranked++)
        bp->rank[SWEEP_X][bp->ranked] = bp->rank[SWEEP_Y][bp->ranked] = -1;
}

/* The boxes in the order of the last sweep along bp->axis: shape k
 * goes to the slot of its rank[axis][k].  A shape with no rank, or whose
 * rank another shape took first (the sets changed, and the shapes' numbers
 * with them), goes to the first free slot, in the shapes' order; either
 * way every shape is in exactly one slot, and the sort then puts right
 * whatever this order gets wrong. */
static void place_by_rank(BroadPhase *bp, ShapeSet *objects, ShapeSet *bounds, double margin,
                          double dt)
{
    int n = bp->count;
    const int *rank = bp->rank[bp->axis];
    for (int r = 0; r < n; r++)
        bp->slot[r] = -1;
    int homeless = 0;
    for (int k = 0; k < n; k++) {
        int r = rank[k];
        if (r >= 0 && r < n && bp->slot[r] < 0)
            bp->slot[r] = k;
        else
            homeless++;
    }
    if (homeless > 0) {
        int free_slot = 0;
        for (int k = 0; k < n; k++) {
            int r = rank[k];
            if (r >= 0 && r < n && bp->slot[r] == k)
                continue;
            while (bp->slot[free_slot] >= 0)
                free_slot++;
            bp->slot[free_slot] = k;
        }
    }
    for (int r = 0; r < n; r++) {
        int k = bp->slot[r];
        const RigidShape *s = shape_number(objects, bounds, k);
        double fatten = BROAD_PHASE_FATTEN(broad_phase_grow(s, margin, dt));
        bp->sweep[r] = broad_phase_entry(rigid_shape_aabb(s, fatten), bp->axis, k);
    }
}

void broad_phase_update(BroadPhase *bp, ShapeSet *objects, ShapeSet *bounds, double margin,
                        double dt)
{
    int n = objects->count, shapes = objects->count + bounds->count;
    bp->sweep = grow_array(bp->sweep, &bp->capacity, shapes, sizeof *bp->sweep,
                           "broad-phase boxes");
    bp->slot = grow_array(bp->slot, &bp->slot_capacity, shapes, sizeof *bp->slot,
                          "broad-phase boxes");
    bp->count = shapes;
    reserve_ranks(bp, shapes);
    bp->axis = broad_phase_axis(objects, bounds);
    place_by_rank(bp, objects, bounds, margin, dt);
    broad_phase_sort(bp);
    for (int r = 0; r < shapes; r++)
        bp->rank[bp->axis][bp->sweep[r].shape] = r;
    broad_phase_sweep(bp);
    /* The all-pairs order: the object-bound pairs (b >= n) first, then
     * the object pairs, each group by (a, b); the pairs of two bounds
     * (a >= n) go.  A stable partition through the scratch, then each
     * group sorted on its own. */
    reserve_scratch(bp, shapes);
    int ob = 0, count = 0;
    for (int k = 0; k < bp->pair_count; k++)
        if (bp->pairs[k].a < n)
            ob += bp->pairs[k].b >= n;
    for (int k = 0, front = 0, back = ob; k < bp->pair_count; k++) {
        BroadPair p = bp->pairs[k];
        if (p.a < n) {
            bp->scratch[p.b >= n ? front++ : back++] = p;
            count++;
        }
    }
    for (int k = 0; k < count; k++)
        bp->pairs[k] = bp->scratch[k];
    bp->pair_count = count;
    broad_phase_sort_pairs(bp, 0, ob, shapes);
    broad_phase_sort_pairs(bp, ob, count, shapes);
}

void broad_phase_free(BroadPhase *bp)
{
    free(bp->rank[SWEEP_X]);
    free(bp->rank[SWEEP_Y]);
    free(bp->sweep);
    free(bp->slot);
    free(bp->pairs);
    free(bp->scratch);
    free(bp->bucket);
    *bp = (BroadPhase){0};
}

/* ---- the contact list --------------------------------------------------- */

/* One candidate pair: a of the objects, b of the combined numbering. */
static void add_candidate_pair(World *w, int a, int b, int *cursor, CollisionList *infos)
{
    ShapeSet *objects = w->objects, *bounds = w->bounds;
    int n = objects->count;
    bool with_bound = b >= n;
    int second = with_bound ? b - n : b;
    RigidShape *s1 = objects->items[a];
    RigidShape *s2 = with_bound ? bounds->items[second] : objects->items[second];
    JointBody b1 = {JOINT_OBJECT, a}, b2 = {with_bound ? JOINT_BOUND : JOINT_OBJECT, second};
    if (world_joint_keeps_apart(w, b1, b2))
        return;
    if (w->settings->sleep && s1->resting && s2->resting)
        contact_list_copy_pair(&w->contacts, &w->last, cursor, s1, s2, a, second, with_bound,
                               infos);
    else
        contact_list_add_pair(&w->contacts, s1, s2, a, second, with_bound, w->settings, infos);
}

/* Each pair goes to the contact list with its name, which keeps it when
 * the pair touches or can touch in this update, but for a pair a joint
 * keeps apart (world_joint_keeps_apart).  A pair the broad phase
 * leaves out is one whose shapes, grown by its reach, cannot overlap
 * (broad_phase.h), so the list is the one the loops over every pair
 * would build, contact for contact.  A pair of two resting shapes is not
 * asked of the narrow phase but copied from the last list
 * (contact_list_copy_pair says why that is the same answer).  The
 * contacts are looked for as far as the shapes can move when the
 * positions move: the velocities move them for FIXED_DT with motion on,
 * and not at all with it off; a sleeping shape has v = omega = 0, so its
 * pairs reach the margin. */
void broad_phase_contacts(World *w, CollisionList *infos)
{
    ShapeSet *objects = w->objects, *bounds = w->bounds;
    int n = objects->count, m = bounds->count, cursor = 0;
    if (!w->settings->broad_phase) {
        w->contacts.candidates = n * m + n * (n - 1) / 2;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++)
                add_candidate_pair(w, i, n + j, &cursor, infos);
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++)
                add_candidate_pair(w, i, j, &cursor, infos);
        return;
    }
    double dt = w->settings->motion ? FIXED_DT : 0.0;
    broad_phase_update(&w->broad, objects, bounds, SOLVER_SPECULATIVE_MARGIN, dt);
    w->contacts.candidates = w->broad.pair_count;
    for (int k = 0; k < w->broad.pair_count; k++)
        add_candidate_pair(w, w->broad.pairs[k].a, w->broad.pairs[k].b, &cursor, infos);
}

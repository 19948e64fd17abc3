/* pair_props.h - properties every narrow-phase answer must have, checked
 * over many seeded random pairs of shapes.  Included by the property tests
 * of stages 2 (circle pairs), 3 (rectangle pairs) and 4 (mixed pairs),
 * which also share its Body constructors and assert_info for the pairs
 * worked by hand.
 *
 * For a detected pair (s1, s2) with depth d, normal n, start s, end e:
 *   - d >= 0, |n| = 1, e = s + d n;
 *   - s2 moved by d along n at most touches s1 (re-detect: a miss, or a
 *     depth of rounding size);
 *   - (s2, s1) is the same overlap seen from the other side: -n, same d;
 *   - moving and turning the whole pair about a point moves and turns
 *     n and s with it, and keeps d.
 */
#ifndef PAIR_PROPS_H
#define PAIR_PROPS_H

#include "check_support.h"

#include "physics.h"
#include "rng.h"

/* Rounding in a few dozen operations on coordinates below ~100 stays far
 * below this; a wrong formula is off by far more. */
#define PROP_TOL 1e-9

/* A hand-worked info: depth, normal (nx,ny), start (sx,sy), end (ex,ey),
 * each within CK_TOL (check_support.h). */
static inline void assert_info(const CollisionInfo *c, double depth, double nx, double ny,
                               double sx, double sy, double ex, double ey)
{
    ck_assert_approx(c->depth, depth);
    ck_assert_vec2_approx(c->normal, nx, ny);
    ck_assert_vec2_approx(c->start, sx, sy);
    ck_assert_vec2_approx(c->end, ex, ey);
}

/* A shape with its own transform; initialise in place, never copy. */
typedef struct Body {
    Transform xf;
    RigidShape s;
} Body;

static inline void body_circle(Body *b, double x, double y, double r)
{
    b->xf = (Transform){.position = {x, y}, .size = {2 * r, 2 * r}};
    rigid_circle_init(&b->s, &b->xf, r);
}

static inline void body_rect(Body *b, double x, double y, double w, double h, double rot_deg)
{
    b->xf = (Transform){.position = {x, y}, .size = {w, h}, .rotation = deg_to_rad(rot_deg)};
    rigid_rectangle_init(&b->s, &b->xf, w, h);
}

static inline double rand_in(Rng *rng, double lo, double hi)
{
    return lo + (hi - lo) * rng_uniform(rng);
}

/* Centres within 6 of the origin and sizes up to 8 make about half the
 * pairs overlap. */
static inline void body_random(Body *b, Rng *rng, ShapeKind kind)
{
    double x = rand_in(rng, -6, 6), y = rand_in(rng, -6, 6);
    if (kind == SHAPE_CIRCLE)
        body_circle(b, x, y, rand_in(rng, 0.3, 4));
    else
        body_rect(b, x, y, rand_in(rng, 0.3, 8), rand_in(rng, 0.3, 8), rand_in(rng, -180, 180));
}

/* The same shape as `from`, turned by t about p and then moved by shift. */
static inline void body_moved(Body *b, const Body *from, Vec2 p, double t, Vec2 shift)
{
    b->xf = from->xf;
    b->xf.position = vec2_add(vec2_rotate_about(from->xf.position, p, t), shift);
    b->xf.rotation += t;
    b->s = from->s;
    b->s.xf = &b->xf;
    rigid_shape_update(&b->s);
}

static inline void assert_vec_near(Vec2 got, Vec2 want, const char *what, int i)
{
    ck_assert_msg(fabs(got.x - want.x) <= PROP_TOL && fabs(got.y - want.y) <= PROP_TOL,
                  "pair %d: %s is (%.17g, %.17g), expected (%.17g, %.17g)", i, what, got.x, got.y,
                  want.x, want.y);
}

static inline void check_info_shape(const CollisionInfo *c, int i)
{
    ck_assert_msg(c->depth >= 0, "pair %d: depth %g < 0", i, c->depth);
    ck_assert_msg(fabs(vec2_length(c->normal) - 1) <= PROP_TOL, "pair %d: |normal| != 1", i);
    assert_vec_near(c->end, vec2_add(c->start, vec2_scale(c->normal, c->depth)), "end", i);
}

/* s2 moved by depth along the normal at most touches s1. */
static inline void check_separating_move(Body *b1, Body *b2, const CollisionInfo *c, int i)
{
    Body moved;
    body_moved(&moved, b2, vec2(0, 0), 0, vec2_scale(c->normal, c->depth));
    CollisionInfo again;
    bool hit = detect_collision(&b1->s, &moved.s, &again);
    ck_assert_msg(!hit || again.depth <= PROP_TOL,
                  "pair %d: still %.17g deep after moving by the depth %.17g", i, again.depth,
                  c->depth);
}

static inline void check_swapped(Body *b1, Body *b2, const CollisionInfo *c, int i)
{
    CollisionInfo sw;
    ck_assert_msg(detect_collision(&b2->s, &b1->s, &sw), "pair %d: hit one way only", i);
    ck_assert_msg(fabs(sw.depth - c->depth) <= PROP_TOL, "pair %d: swapped depth %.17g vs %.17g",
                  i, sw.depth, c->depth);
    assert_vec_near(sw.normal, vec2_neg(c->normal), "swapped normal", i);
}

static inline void check_moved_pair(Body *b1, Body *b2, const CollisionInfo *c, Rng *rng, int i)
{
    Vec2 p = vec2(rand_in(rng, -20, 20), rand_in(rng, -20, 20));
    Vec2 shift = vec2(rand_in(rng, -30, 30), rand_in(rng, -30, 30));
    double t = rand_in(rng, -M_PI, M_PI);
    Body m1, m2;
    body_moved(&m1, b1, p, t, shift);
    body_moved(&m2, b2, p, t, shift);
    CollisionInfo mc;
    ck_assert_msg(detect_collision(&m1.s, &m2.s, &mc), "pair %d: moved pair misses", i);
    ck_assert_msg(fabs(mc.depth - c->depth) <= PROP_TOL, "pair %d: moved depth %.17g vs %.17g", i,
                  mc.depth, c->depth);
    assert_vec_near(mc.normal, vec2_rotate(c->normal, t), "moved normal", i);
    assert_vec_near(mc.start, vec2_add(vec2_rotate_about(c->start, p, t), shift), "moved start", i);
}

/* Checks n random (ka, kb) pairs; returns how many of them collided. */
static inline int check_pair_properties(ShapeKind ka, ShapeKind kb, uint64_t seed, int n)
{
    Rng rng;
    rng_seed(&rng, seed);
    int hits = 0;
    for (int i = 0; i < n; i++) {
        Body b1, b2;
        body_random(&b1, &rng, ka);
        body_random(&b2, &rng, kb);
        CollisionInfo c, sw;
        if (!detect_collision(&b1.s, &b2.s, &c)) {
            ck_assert_msg(!detect_collision(&b2.s, &b1.s, &sw), "pair %d: hit one way only", i);
            continue;
        }
        hits++;
        check_info_shape(&c, i);
        check_separating_move(&b1, &b2, &c, i);
        check_swapped(&b1, &b2, &c, i);
        check_moved_pair(&b1, &b2, &c, &rng, i);
    }
    return hits;
}

#endif

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
 * each within CK_TOL (check_support.h); a failure names the quantity and
 * is reported at the caller's line. */
#define assert_info(c, depth, nx, ny, sx, sy, ex, ey) \
    assert_info_at(HERE, #c, (c), (depth), (nx), (ny), (sx), (sy), (ex), (ey))
static inline void assert_vec_at(Where w, const char *what, const char *which, Vec2 got, double x,
                                 double y, double tol)
{
    ck_assert_at(w, fabs(got.x - x) <= tol && fabs(got.y - y) <= tol,
                 "%s%s is (%.17g, %.17g), expected (%.17g, %.17g)", what, which, got.x, got.y, x,
                 y);
}
static inline void assert_info_at(Where w, const char *what, const CollisionInfo *c, double depth,
                                  double nx, double ny, double sx, double sy, double ex, double ey)
{
    /* &c names the info c, whose fields are c.depth, ...; p names *p, p->depth */
    const char *dot = what[0] == '&' ? "." : "->";
    if (what[0] == '&')
        what++;
    char field[96];
    ck_assert_at(w, fabs(c->depth - depth) <= CK_TOL, "%s%sdepth is %.17g, expected %.17g", what,
                 dot, c->depth, depth);
    snprintf(field, sizeof field, "%snormal", dot);
    assert_vec_at(w, what, field, c->normal, nx, ny, CK_TOL);
    snprintf(field, sizeof field, "%sstart", dot);
    assert_vec_at(w, what, field, c->start, sx, sy, CK_TOL);
    snprintf(field, sizeof field, "%send", dot);
    assert_vec_at(w, what, field, c->end, ex, ey, CK_TOL);
}

/* A shape with its own transform; initialise in place, never copy.
 * rot_deg is its rotation in degrees, for the probe line of a failure. */
typedef struct Body {
    Transform xf;
    RigidShape s;
    double rot_deg;
} Body;

static inline void body_circle(Body *b, double x, double y, double r)
{
    b->xf = (Transform){.position = {x, y}, .size = {2 * r, 2 * r}};
    b->rot_deg = 0;
    rigid_circle_init(&b->s, &b->xf, r);
}

static inline void body_rect(Body *b, double x, double y, double w, double h, double rot_deg)
{
    b->xf = (Transform){.position = {x, y}, .size = {w, h}, .rotation = deg_to_rad(rot_deg)};
    b->rot_deg = rot_deg;
    rigid_rectangle_init(&b->s, &b->xf, w, h);
}

/* The pair as a line for the stage's probe (build/stageNN probe), so a
 * failure over random pairs can be tried by hand. */
typedef struct PairText {
    char text[256];
} PairText;

static inline int body_text(char *out, size_t size, const Body *b)
{
    if (b->s.kind == SHAPE_CIRCLE)
        return snprintf(out, size, "circle %.17g %.17g %.17g", b->xf.position.x, b->xf.position.y,
                        b->s.circle.r);
    return snprintf(out, size, "rect %.17g %.17g %.17g %.17g rot=%.17g", b->xf.position.x,
                    b->xf.position.y, b->s.rect.w, b->s.rect.h, b->rot_deg);
}

static inline PairText pair_text(const Body *b1, const Body *b2)
{
    PairText p;
    int n = body_text(p.text, sizeof p.text, b1);
    n += snprintf(p.text + n, sizeof p.text - (size_t)n, " | ");
    body_text(p.text + n, sizeof p.text - (size_t)n, b2);
    return p;
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
    b->rot_deg = from->rot_deg + t * 180.0 / M_PI;
    b->s = from->s;
    b->s.xf = &b->xf;
    rigid_shape_update(&b->s);
}

/* The property checks over random pairs report at the test's line (w),
 * with the pair's number and its probe line. */
static inline void assert_vec_near(Where w, const Body *b1, const Body *b2, int i, Vec2 got,
                                   Vec2 want, const char *what)
{
    ck_assert_at(w, fabs(got.x - want.x) <= PROP_TOL && fabs(got.y - want.y) <= PROP_TOL,
                 "pair %d (probe: %s): %s is (%.17g, %.17g), expected (%.17g, %.17g)", i,
                 pair_text(b1, b2).text, what, got.x, got.y, want.x, want.y);
}

static inline void check_info_shape(Where w, const Body *b1, const Body *b2, const CollisionInfo *c,
                                    int i)
{
    ck_assert_at(w, c->depth >= 0, "pair %d (probe: %s): depth is %.17g, expected >= 0", i,
                 pair_text(b1, b2).text, c->depth);
    ck_assert_at(w, fabs(vec2_length(c->normal) - 1) <= PROP_TOL,
                 "pair %d (probe: %s): |normal| is %.17g, expected 1", i, pair_text(b1, b2).text,
                 vec2_length(c->normal));
    assert_vec_near(w, b1, b2, i, c->end, vec2_add(c->start, vec2_scale(c->normal, c->depth)),
                    "end (expected start + depth normal)");
}

/* s2 moved by depth along the normal at most touches s1. */
static inline void check_separating_move(Where w, Body *b1, Body *b2, const CollisionInfo *c, int i)
{
    Body moved;
    body_moved(&moved, b2, vec2(0, 0), 0, vec2_scale(c->normal, c->depth));
    CollisionInfo again;
    bool hit = detect_collision(&b1->s, &moved.s, &again);
    ck_assert_at(w, !hit || again.depth <= PROP_TOL,
                 "pair %d (probe: %s): the second shape moved by the depth %.17g along the normal "
                 "is still %.17g deep, expected at most %g",
                 i, pair_text(b1, b2).text, c->depth, again.depth, PROP_TOL);
}

static inline void check_swapped(Where w, Body *b1, Body *b2, const CollisionInfo *c, int i)
{
    CollisionInfo sw;
    ck_assert_at(w, detect_collision(&b2->s, &b1->s, &sw),
                 "pair %d (probe: %s): a hit one way round only (the other order misses)", i,
                 pair_text(b1, b2).text);
    ck_assert_at(w, fabs(sw.depth - c->depth) <= PROP_TOL,
                 "pair %d (probe: %s): the depth with the shapes swapped is %.17g, expected %.17g",
                 i, pair_text(b1, b2).text, sw.depth, c->depth);
    assert_vec_near(w, b1, b2, i, sw.normal, vec2_neg(c->normal),
                    "the normal with the shapes swapped (expected the other way round)");
}

static inline void check_moved_pair(Where w, Body *b1, Body *b2, const CollisionInfo *c, Rng *rng,
                                    int i)
{
    Vec2 p = vec2(rand_in(rng, -20, 20), rand_in(rng, -20, 20));
    Vec2 shift = vec2(rand_in(rng, -30, 30), rand_in(rng, -30, 30));
    double t = rand_in(rng, -M_PI, M_PI);
    Body m1, m2;
    body_moved(&m1, b1, p, t, shift);
    body_moved(&m2, b2, p, t, shift);
    CollisionInfo mc;
    ck_assert_at(w, detect_collision(&m1.s, &m2.s, &mc),
                 "pair %d (probe: %s): moved and turned together (probe: %s), the pair misses", i,
                 pair_text(b1, b2).text, pair_text(&m1, &m2).text);
    ck_assert_at(w, fabs(mc.depth - c->depth) <= PROP_TOL,
                 "pair %d (probe: %s): moved and turned together (probe: %s), the depth is %.17g, "
                 "expected %.17g as before",
                 i, pair_text(b1, b2).text, pair_text(&m1, &m2).text, mc.depth, c->depth);
    assert_vec_near(
        w, b1, b2, i, mc.normal, vec2_rotate(c->normal, t),
        "the normal of the pair moved and turned together (expected the normal turned)");
    assert_vec_near(w, b1, b2, i, mc.start, vec2_add(vec2_rotate_about(c->start, p, t), shift),
                    "the start of the pair moved and turned together (expected the start moved)");
}

/* Checks n random (ka, kb) pairs; returns how many of them collided. */
#define check_pair_properties(ka, kb, seed, n) \
    check_pair_properties_at(HERE, (ka), (kb), (seed), (n))
static inline int check_pair_properties_at(Where w, ShapeKind ka, ShapeKind kb, uint64_t seed,
                                           int n)
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
            ck_assert_at(w, !detect_collision(&b2.s, &b1.s, &sw),
                         "pair %d (probe: %s): a hit one way round only (this order misses)", i,
                         pair_text(&b1, &b2).text);
            continue;
        }
        hits++;
        check_info_shape(w, &b1, &b2, &c, i);
        check_separating_move(w, &b1, &b2, &c, i);
        check_swapped(w, &b1, &b2, &c, i);
        check_moved_pair(w, &b1, &b2, &c, &rng, i);
    }
    return hits;
}

#endif

/* test_manifold.c - the variant contact_manifold: two rectangles touch at
 * up to two points, the incident face clipped to the reference face's
 * side planes (variants/contact_manifold/collision.c), and the points'
 * normal impulses are worked out together (physics.c).  The laws:
 *   1. clipping by hand: two boxes offset sideways give the two ends of
 *      their overlap, each with the overlap's depth; a box standing on a
 *      corner gives that corner alone;
 *   2. every point of every manifold lies within the contact's depth of
 *      both boundaries (random overlapping pairs, any kinds);
 *   3. change_dir turns every point round;
 *   4. a point's id stays the same while one box slides along the other,
 *      and its pair id when the reference face passes to the other box;
 *   5. the two points' normal impulses by hand, and a box dropped flat
 *      onto the floor lands without turning;
 *   6. the pair properties stage 8 states, with the shapes swapped
 *      agreeing within the reference face's margin (0.1 % + 0.0005). */
#include "check_support.h"

#include "game_support.h"
#include "../../02_circle_collisions_and_collision_info/pair_props.h"

/* A manifold point worked by hand: its start, depth and id. */
static void assert_point_at(Where w, const CollisionInfo *c, int i, double sx, double sy,
                            double depth, int id)
{
    const ContactPoint *pt = &c->points[i];
    ck_assert_at(w, fabs(pt->start.x - sx) <= 1e-12 && fabs(pt->start.y - sy) <= 1e-12,
                 "point %d starts at (%.17g, %.17g), expected (%g, %g)", i, pt->start.x,
                 pt->start.y, sx, sy);
    ck_assert_at(w, fabs(pt->depth - depth) <= 1e-12, "point %d is %.17g deep, expected %g", i,
                 pt->depth, depth);
    ck_assert_at(w, pt->id == id, "point %d has id %d, expected %d", i, pt->id, id);
}
#define assert_point(c, i, sx, sy, depth, id) \
    assert_point_at(HERE, (c), (i), (sx), (sy), (depth), (id))

/* ---- 1. clipping by hand --------------------------------------------------
 * A: 4 x 2 at (0, 0), x in [-2, 2], y in [-1, 1].  B: 2 x 2 at (1.5, 1.75),
 * x in [0.5, 2.5], y in [0.75, 2.75]: B sits 0.25 into A's top and hangs
 * 0.5 over A's right end.
 * Least penetrations: A's faces (support point of B behind each face)
 *   face 0 (y = -1): 3.75   face 1 (x = 2): 1.5   face 2 (y = 1): 0.25
 *   face 3 (x = -2): 4.5                       -> face 2, d1 = 0.25;
 * B's faces: face 0 (y = 0.75): A's top at y = 1, 0.25 deep; the others
 *   1.5 or more                                -> face 0, d2 = 0.25.
 * d2 < 0.999 d1 - 0.0005 is false: the reference face is A's face 2,
 *   from a = v2 = (2, 1) to b = v3 = (-2, 1), n = (0, 1), t = (-1, 0).
 * The incident face is B's face 0 (normal (0, -1), the most opposite n),
 *   from p0 = v0 = (0.5, 0.75) to p1 = v1 = (2.5, 0.75).
 * Side plane at a: dot(-t, x) <= dot(-t, a), x <= 2:
 *   d0 = 0.5 - 2 = -1.5 (kept), d1 = 2.5 - 2 = 0.5 (outside),
 *   s = d0 / (d0 - d1) = -1.5 / -2 = 0.75, p1 -> p0 + 0.75 (2, 0) = (2, 0.75).
 * Side plane at b: dot(t, x) <= dot(t, b), x >= -2: both kept.
 * Depths dot(a - p, n) = 1 - 0.75 = 0.25 for both: the ends of the overlap
 * x in [0.5, 2], on B's bottom, each 0.25 below A's top.
 * ids ((ref_box 0 * 4 + face 2) * 4 + face 0) * 2 + end = 16 and 17.
 * The info is the first of the two equally deep points: start (0.5, 0.75),
 * end (0.5, 1), normal (0, 1) (from A towards B already).
 *
 * Swapped, (B, A): B's face 0 is the reference (r1's on the tie), from
 * (0.5, 0.75) to (2.5, 0.75), n = (0, -1), t = (1, 0); the incident face is
 * A's face 2 from p0 = (2, 1) to p1 = (-2, 1).  Side plane x >= 0.5:
 *   d0 = -2 + 0.5 = -1.5, d1 = 2 + 0.5 = 2.5, s = -1.5 / -4 = 0.375,
 *   p1 -> (2, 1) + 0.375 (-4, 0) = (0.5, 1);  side plane x <= 2.5 keeps both.
 * Depths dot(a - p, n) = -(0.75 - 1) = 0.25; ids ((0 * 4 + 0) * 4 + 2) * 2
 * + end = 4 and 5; starts on A's top (r2's boundary), normal (0, -1). */
START_TEST(clip_two_boxes_offset_sideways)
{
    Body a, b;
    CollisionInfo c;
    body_rect(&a, 0, 0, 4, 2, 0);
    body_rect(&b, 1.5, 1.75, 2, 2, 0);
    ck_assert_hit(detect_collision(&a.s, &b.s, &c), c);
    ck_assert_int_eq(c.point_count, 2);
    assert_point(&c, 0, 0.5, 0.75, 0.25, 16);
    assert_point(&c, 1, 2, 0.75, 0.25, 17);
    assert_info(&c, 0.25, 0, 1, 0.5, 0.75, 0.5, 1);

    ck_assert_hit(detect_collision(&b.s, &a.s, &c), c);
    ck_assert_int_eq(c.point_count, 2);
    assert_point(&c, 0, 2, 1, 0.25, 4);
    assert_point(&c, 1, 0.5, 1, 0.25, 5);
    assert_info(&c, 0.25, 0, -1, 2, 1, 2, 0.75);
}
END_TEST

/* A 2 x 2 box turned 45 degrees, its centre sqrt(2) - 0.1 above the top
 * (y = 0) of a 20 x 2 floor at (0, -1): its bottom corner (0, -0.1) is
 * 0.1 below the floor's top and its side corners (+-sqrt 2, sqrt 2 - 0.1)
 * are far above it.  The box's faces are penetrated by whole floor
 * corners (over 7 deep); the floor's top face by 0.1: the reference face
 * is the floor's (ref_box 1, face 2, n = (0, 1)), and the incident face is
 * a face of the box through its bottom corner (both slope at 45 degrees;
 * rounding picks one).  That face's upper end is sqrt 2 - 0.1 above the
 * floor, depth < 0, and is left out: one point, the corner, 0.1 deep.
 * With the floor's face the normal is turned round, (0, -1) from the box
 * towards the floor, and start = corner + 0.1 (0, 1) = (0, 0) on the
 * floor's top; end = (0, -0.1), the corner.  id = ((1 * 4 + 2) * 4 +
 * inc_face) * 2 + end, 48..55. */
START_TEST(corner_down_box_gives_one_point)
{
    Body box, floor;
    CollisionInfo c;
    body_rect(&box, 0, sqrt(2.0) - 0.1, 2, 2, 45);
    body_rect(&floor, 0, -1, 20, 2, 0);
    ck_assert_hit(detect_collision(&box.s, &floor.s, &c), c);
    ck_assert_int_eq(c.point_count, 1);
    ck_assert_close(c.depth, 0.1, 1e-12);
    ck_assert_close(c.normal.x, 0, 1e-12);
    ck_assert_close(c.normal.y, -1, 1e-12);
    ck_assert_close(c.points[0].start.x, 0, 1e-12);
    ck_assert_close(c.points[0].start.y, 0, 1e-12);
    ck_assert_close(c.end.y, -0.1, 1e-12);
    ck_assert_msg(c.points[0].id >= 48 && c.points[0].id <= 55, "id %d", c.points[0].id);
}
END_TEST

/* ---- 2. every point within the depth of both boundaries -------------------
 * The distance from p to a shape's boundary: | |p - c| - r | for a circle,
 * the nearest of the four edges for a rectangle. */
static double segment_distance(Vec2 p, Vec2 a, Vec2 b)
{
    Vec2 ab = vec2_sub(b, a);
    double s = vec2_dot(vec2_sub(p, a), ab) / vec2_dot(ab, ab);
    s = s < 0.0 ? 0.0 : s > 1.0 ? 1.0 : s;
    return vec2_distance(p, vec2_add(a, vec2_scale(ab, s)));
}

static double boundary_distance(const RigidShape *s, Vec2 p)
{
    if (s->kind == SHAPE_CIRCLE)
        return fabs(vec2_distance(p, rigid_shape_centre(s)) - s->circle.r);
    double best = INFINITY;
    for (int i = 0; i < 4; i++) {
        double d = segment_distance(p, s->rect.vertex[i], s->rect.vertex[(i + 1) % 4]);
        best = d < best ? d : best;
    }
    return best;
}

/* 6000 random pairs of pair_props.h's shapes (any kinds).  For each point
 * of each manifold: 0 <= depth_i <= the info's depth, and both the start
 * and start + depth_i n lie within the info's depth of both shapes'
 * boundaries (1e-9 for rounding).  Rectangle pairs with two points are
 * counted, so the law is seen to cover manifolds, not only single points. */
START_TEST(manifold_points_lie_within_depth_of_both_boundaries)
{
    Rng rng;
    rng_seed(&rng, 4242);
    int hits = 0, pairs_of_points = 0;
    for (int i = 0; i < 6000; i++) {
        Body b1, b2;
        body_random(&b1, &rng, rng_uniform(&rng) < 0.25 ? SHAPE_CIRCLE : SHAPE_RECTANGLE);
        body_random(&b2, &rng, rng_uniform(&rng) < 0.25 ? SHAPE_CIRCLE : SHAPE_RECTANGLE);
        CollisionInfo c;
        if (!detect_collision(&b1.s, &b2.s, &c))
            continue;
        hits++;
        ck_assert_msg(c.point_count == 1 || c.point_count == 2, "pair %d: %d points", i,
                      c.point_count);
        pairs_of_points += c.point_count == 2;
        for (int k = 0; k < c.point_count; k++) {
            const ContactPoint *pt = &c.points[k];
            Vec2 ends[2] = {pt->start, vec2_add(pt->start, vec2_scale(c.normal, pt->depth))};
            ck_assert_msg(pt->depth >= 0.0 && pt->depth <= c.depth + 1e-12,
                          "pair %d (probe: %s): point %d is %.17g deep, the info %.17g", i,
                          pair_text(&b1, &b2).text, k, pt->depth, c.depth);
            for (int e = 0; e < 2; e++) {
                double d1 = boundary_distance(&b1.s, ends[e]),
                       d2 = boundary_distance(&b2.s, ends[e]);
                ck_assert_msg(d1 <= c.depth + 1e-9 && d2 <= c.depth + 1e-9,
                              "pair %d (probe: %s): point %d's %s is %.17g and %.17g from the "
                              "boundaries, more than the depth %.17g",
                              i, pair_text(&b1, &b2).text, k, e ? "end" : "start", d1, d2, c.depth);
            }
        }
    }
    ck_assert_int_gt(hits, 1500);
    ck_assert_int_gt(pairs_of_points, 300);
}
END_TEST

/* ---- 3. change_dir turns every point round ---------------------------------
 * The manifold of the sideways pair (A, B) above, turned: n' = (0, -1),
 * each start moved by its depth along the old n onto A's top,
 * (0.5, 0.75) -> (0.5, 1) and (2, 0.75) -> (2, 1), depths and ids kept;
 * each new start + depth n' is the old start again. */
START_TEST(change_dir_turns_every_point)
{
    Body a, b;
    CollisionInfo c;
    body_rect(&a, 0, 0, 4, 2, 0);
    body_rect(&b, 1.5, 1.75, 2, 2, 0);
    ck_assert_hit(detect_collision(&a.s, &b.s, &c), c);
    CollisionInfo before = c;
    collision_info_change_dir(&c);
    ck_assert_int_eq(c.point_count, 2);
    assert_point(&c, 0, 0.5, 1, 0.25, 16);
    assert_point(&c, 1, 2, 1, 0.25, 17);
    assert_info(&c, 0.25, 0, -1, 0.5, 1, 0.5, 0.75);
    for (int k = 0; k < 2; k++) {
        Vec2 back = vec2_add(c.points[k].start, vec2_scale(c.normal, c.points[k].depth));
        ck_assert_vec2_approx(back, before.points[k].start.x, before.points[k].start.y);
    }
}
END_TEST

/* ---- 4. ids stay while sliding ---------------------------------------------
 * B (2 x 2) slides along A's top (A 4 x 2 at the origin) from x = -2.7 to
 * 2.7, 0.25 deep, overlapping A's length by at least 0.3 (farther out,
 * A's end face would be the shallower way out, 0.3 at x = +-2.7, and the
 * reference face would rightly change): for every position the reference
 * face is A's top and
 * the incident face B's bottom, so the ids are 16 and 17 throughout (the
 * point at B's left end keeps id 16 whether it is B's corner or clipped at
 * A's left end), and the points stay in B's left-to-right order.  Then a
 * 6 x 2 box sliding at 15 units/s along a floor in a game, without
 * friction (with it, the braking at the floor tips the box onto its
 * front corner: one point, rightly, of another feature): every info of
 * every update has two points with the ids of the first. */
START_TEST(ids_stay_while_one_box_slides_along_the_other)
{
    Body a, b;
    body_rect(&a, 0, 0, 4, 2, 0);
    for (int k = 0; k <= 54; k++) {
        double x = -2.7 + 0.1 * k;
        body_rect(&b, x, 1.75, 2, 2, 0);
        CollisionInfo c;
        ck_assert_hit(detect_collision(&a.s, &b.s, &c), c);
        ck_assert_msg(c.point_count == 2 && c.points[0].id == 16 && c.points[1].id == 17,
                      "B at x = %g: %d points, ids %d, %d", x, c.point_count, c.points[0].id,
                      c.points[1].id);
        ck_assert(c.points[0].start.x < c.points[1].start.x);
    }

    Game *g = game_from("rect 20 5.999 6 2 vel=15,0 friction=0 restitution=0\n"
                        "rect 50 2.5 100 5 static friction=0 restitution=0\n");
    int first[2] = {-1, -1}, seen = 0;
    for (int u = 0; u < 120; u++) {
        idle(g, 1);
        for (int i = 0; i < g->infos.count; i++) {
            const CollisionInfo *c = &g->infos.items[i];
            ck_assert_msg(c->point_count == 2, "update %d: %d points", u, c->point_count);
            if (first[0] < 0) {
                first[0] = c->points[0].id;
                first[1] = c->points[1].id;
            }
            ck_assert_msg(c->points[0].id == first[0] && c->points[1].id == first[1],
                          "update %d: ids %d, %d, first %d, %d", u, c->points[0].id,
                          c->points[1].id, first[0], first[1]);
            seen++;
        }
    }
    /* it slid: 120 updates (2 s) at 15 units/s */
    ck_assert_double_eq_tol(g->objects.items[0].xf.position.x, 50, 1e-6);
    ck_assert_int_gt(seen, 100);
    free_game(g);
}
END_TEST

/* The corners a point lies between, the first rectangle's and the
 * second's, from its pair id (collision_info.h). */
static void corners_of(const ContactPoint *p, bool swapped, int *corner_a, int *corner_b)
{
    *corner_a = swapped ? p->pair_id % 4 : p->pair_id / 4;
    *corner_b = swapped ? p->pair_id / 4 : p->pair_id % 4;
}

/* The pair ids of law 1's boxes.  (A, B) has A's top face (2) for the
 * reference face: end 0 is B's corner 0 at (0.5, 0.75), named with A's
 * corner rf + 1 = 3; end 1 is clipped at A's corner 2, (2, 1), named with
 * B's corner 1: pair ids 4 * 3 + 0 = 12 and 4 * 2 + 1 = 9.  (B, A) has
 * B's bottom face (0): end 0 is A's corner 2 at (2, 1), with B's corner
 * 1: 4 * 1 + 2 = 6; end 1 is clipped at B's corner 0, with A's corner 3:
 * 4 * 0 + 3 = 3.  At each end the same two corners meet, whichever box
 * holds the reference face; the ids (16, 17 against 4, 5) name the face.
 * Then B turned by small angles either way: turned one way B's bottom
 * face is the shallower and becomes the reference face (ref_box 1, ids
 * 32 and up), turned the other A's stays; both are seen, and at every
 * angle the point near x = 0.5 is A's corner 3 with B's corner 0 and the
 * point near x = 2 A's corner 2 with B's corner 1. */
START_TEST(pair_ids_stay_when_the_reference_face_passes_to_the_other_box)
{
    Body a, b;
    CollisionInfo c;
    body_rect(&a, 0, 0, 4, 2, 0);
    body_rect(&b, 1.5, 1.75, 2, 2, 0);
    ck_assert_hit(detect_collision(&a.s, &b.s, &c), c);
    ck_assert_int_eq(c.points[0].pair_id, 12);
    ck_assert_int_eq(c.points[1].pair_id, 9);
    ck_assert_hit(detect_collision(&b.s, &a.s, &c), c);
    ck_assert_int_eq(c.points[0].pair_id, 6);
    ck_assert_int_eq(c.points[1].pair_id, 3);

    bool reference_of[2] = {false, false};
    for (int k = -10; k <= 10; k++) {
        double deg = 0.2 * k;
        body_rect(&b, 1.5, 1.75, 2, 2, deg);
        ck_assert_hit(detect_collision(&a.s, &b.s, &c), c);
        ck_assert_msg(c.point_count == 2, "B turned %g degrees: %d points", deg, c.point_count);
        reference_of[c.points[0].id >= 32] = true;
        for (int i = 0; i < 2; i++) {
            int corner_a, corner_b;
            corners_of(&c.points[i], false, &corner_a, &corner_b);
            bool left = c.points[i].start.x < 1.25;
            ck_assert_msg(corner_a == (left ? 3 : 2) && corner_b == (left ? 0 : 1),
                          "B turned %g degrees (reference box %d): the point at x = %g lies "
                          "between A's corner %d and B's %d",
                          deg, c.points[0].id >= 32, c.points[i].start.x, corner_a, corner_b);
        }
    }
    ck_assert_msg(reference_of[0] && reference_of[1], "the reference face stayed on one box");
}
END_TEST

/* ---- 5. a box dropped flat lands without turning ---------------------------
 * An 8 x 4 box (mass 1, e 0.2, mu 0.8) dropped from 14 above a static
 * floor, flat.  It lands on its bottom face: the manifold's two points
 * are its bottom corners, mirror images about its centre, so their
 * normal impulses are equal and their turning moments about the centre
 * cancel.  Stage 8 takes one of the two tied corners and the box lands
 * spinning (ke_angular 0.18 after 1.3 s, see plots).  Through the fall,
 * the landing and 4 s of rest, |omega| < 1e-9 at every update; and it did
 * land: it ends at rest on the floor (centre 2 above the floor's top,
 * within the overlap the correction leaves), touching it for more than
 * half of the 300 updates (the fall takes about 66 of them, sqrt(2 * 12.1
 * / 20) s, and the bounce above a restitution threshold a few dozen). */
START_TEST(box_dropped_flat_lands_without_turning)
{
    Game *g = game_from("rect 50 20 8 4\nrect 50 4 100 3.75 static\n");
    const GameObject *box = &g->objects.items[0];
    int touching = 0;
    for (int u = 1; u <= 300; u++) {
        idle(g, 1);
        touching += g->infos.count > 0;
        ck_assert_msg(fabs(box->shape.omega) < 1e-9, "update %d: omega %.17g", u, box->shape.omega);
    }
    ck_assert_int_gt(touching, 150);
    ck_assert_double_eq_tol(box->xf.position.y, 4 + 3.75 / 2 + 2, 0.05);
    ck_assert_double_lt(fabs(box->shape.v.y), 0.5);
    free_game(g);
}
END_TEST

/* The two normal impulses by hand.  A 2 x 2 box (m 1, I = m (w^2 + h^2)/12
 * = 2/3, 1/I = 1.5) 0.1 into the top (y = 0) of a static 20 x 2 floor at
 * (0, -1), detected as (floor, box): the floor's top is the reference
 * face (the first shape's, on the tie), n = (0, 1), and the points are
 * the box's bottom corners, starts (-1, -0.1) and (1, -0.1); against the
 * static floor the contact is the start itself, lever arms
 * r0 = (-1, -1), r1 = (1, -1), r x n = r.x = -1 and 1.  e = 0, mu = 0.
 *   K00 = K11 = 1 + 1^2 * 1.5 = 2.5,  K01 = 1 + (-1)(1) * 1.5 = -0.5.
 * (a) Falling flat, v = (0, -1), omega = 0: vn0 = vn1 = -1, b = (1, 1),
 *     det = 2.5^2 - 0.5^2 = 6, j0 = (2.5 * 1 + 0.5 * 1)/6 = 0.5 = j1:
 *     v' = (0, -1 + 0.5 + 0.5) = 0, omega' = 1.5 (-0.5 + 0.5) = 0, both
 *     points stopped.  (Each point alone, b/K = 0.4: only 0.8 of the
 *     needed push, and the box would still sink at 0.2.)
 * (b) Turning too, omega = 2: omega x r = (-omega r.y, omega r.x) gives
 *     vn0 = -1 + 2 (-1) = -3 and vn1 = -1 + 2 (1) = 1, separating: only
 *     point 0 takes part, j0 = 3 / 2.5 = 1.2; v'.y = -1 + 1.2 = 0.2,
 *     omega' = 2 + 1.5 (-1)(1.2) = 0.2; vn0' = 0.2 - 0.2 = 0 and
 *     vn1' = 0.2 + 0.2 = 0.4. */
START_TEST(two_points_push_together)
{
    Body floor, box;
    body_rect(&floor, 0, -1, 20, 2, 0);
    body_rect(&box, 0, 0.9, 2, 2, 0);
    rigid_shape_set_mass(&floor.s, 0, vec2(0, 0));
    rigid_shape_set_mass(&box.s, 1, vec2(0, 0));
    floor.s.restitution = box.s.restitution = 0;
    floor.s.friction = box.s.friction = 0;
    CollisionInfo c;
    ck_assert_hit(detect_collision(&floor.s, &box.s, &c), c);
    ck_assert_int_eq(c.point_count, 2);
    ck_assert_vec2_approx(c.points[0].start, -1, -0.1);
    ck_assert_vec2_approx(c.points[1].start, 1, -0.1);
    ck_assert_approx(box.s.inv_inertia, 1.5);

    box.s.v = vec2(0, -1);
    box.s.omega = 0;
    resolve_collision(&floor.s, &box.s, &c);
    ck_assert_vec2_approx(box.s.v, 0, 0);
    ck_assert_approx(box.s.omega, 0);

    box.s.v = vec2(0, -1);
    box.s.omega = 2;
    resolve_collision(&floor.s, &box.s, &c);
    ck_assert_vec2_approx(box.s.v, 0, 0.2);
    ck_assert_approx(box.s.omega, 0.2);
}
END_TEST

/* ---- 6. the pair properties ------------------------------------------------
 * pair_props.h's laws for 4000 random rectangle pairs (stage 8's seed),
 * with one change: swapped, the reference face may be the other box's
 * (each order prefers its first box within the margin), so the depths
 * agree within 0.1 % + 0.0005 of the depth, not to rounding. */
START_TEST(rect_pair_properties_within_the_reference_margin)
{
    Rng rng;
    rng_seed(&rng, 3003);
    int hits = 0, differ = 0;
    for (int i = 0; i < 4000; i++) {
        Body b1, b2;
        body_random(&b1, &rng, SHAPE_RECTANGLE);
        body_random(&b2, &rng, SHAPE_RECTANGLE);
        CollisionInfo c, sw;
        bool hit = detect_collision(&b1.s, &b2.s, &c);
        ck_assert_msg(hit == detect_collision(&b2.s, &b1.s, &sw),
                      "pair %d (probe: %s): a hit one way round only", i, pair_text(&b1, &b2).text);
        if (!hit)
            continue;
        hits++;
        check_info_shape(HERE, &b1, &b2, &c, i);
        check_separating_move(HERE, &b1, &b2, &c, i);
        double margin = 0.001 * c.depth + 0.0005 + PROP_TOL;
        ck_assert_msg(fabs(sw.depth - c.depth) <= margin,
                      "pair %d (probe: %s): swapped, the depth is %.17g, expected %.17g within %g",
                      i, pair_text(&b1, &b2).text, sw.depth, c.depth, margin);
        differ += fabs(sw.depth - c.depth) > PROP_TOL;
        check_moved_pair(HERE, &b1, &b2, &c, &rng, i);
    }
    ck_assert_int_gt(hits, 1000);
    ck_assert_int_lt(hits, 3500);
    (void)differ;
}
END_TEST

Suite *test_manifold_suite(void)
{
    Suite *s = suite_create("variant contact_manifold");
    TCase *tc = tcase_create("manifold");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, clip_two_boxes_offset_sideways);
    tcase_add_test(tc, corner_down_box_gives_one_point);
    tcase_add_test(tc, manifold_points_lie_within_depth_of_both_boundaries);
    tcase_add_test(tc, change_dir_turns_every_point);
    tcase_add_test(tc, ids_stay_while_one_box_slides_along_the_other);
    tcase_add_test(tc, pair_ids_stay_when_the_reference_face_passes_to_the_other_box);
    tcase_add_test(tc, two_points_push_together);
    tcase_add_test(tc, box_dropped_flat_lands_without_turning);
    tcase_add_test(tc, rect_pair_properties_within_the_reference_margin);
    suite_add_tcase(s, tc);
    return s;
}

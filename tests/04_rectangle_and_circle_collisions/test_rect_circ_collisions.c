/* Stage 4: rectangle-circle by Voronoi regions, worked by hand for every
 * region, then as properties over thousands of random mixed pairs.
 *
 * Unless said otherwise the rectangle is 4 x 2 at the origin:
 *   v0 (-2,-1)  v1 (2,-1)  v2 (2,1)  v3 (-2,1)
 *   n0 (0,-1)   n1 (1,0)   n2 (0,1)  n3 (-1,0)
 * and p_i = dot(c - v_i, n_i) is how far the centre c lies beyond face i. */
#include "check_support.h"

#include "collision.h"
#include "game_support.h"
#include "../02_circle_collisions_and_collision_info/pair_props.h"

/* collide_corner on its own: a circle r 1.5 at (1.6, 1.8), one unit from
 * the corner (1, 1) along (0.6, 0.8), overlaps it by 0.5; start = c - r n
 * = (0.7, 0.6) on the far side of the circle, end = start + 0.5 n = the
 * corner.  The same circle with r 0.999 misses, and one 5 away (centre
 * (4, 5), a 3-4-5 triangle) with r 5 touches: a hit of depth 0 whose
 * segment is the corner itself. */
START_TEST(corner_alone)
{
    CollisionInfo c;
    ck_assert_hit(collide_corner(vec2(1.6, 1.8), 1.5, vec2(1, 1), &c), c);
    assert_info(&c, 0.5, 0.6, 0.8, 0.7, 0.6, 1, 1);
    ck_assert_miss(collide_corner(vec2(1.6, 1.8), 0.999, vec2(1, 1), &c), c);
    ck_assert_hit(collide_corner(vec2(4, 5), 5, vec2(1, 1), &c), c);
    assert_info(&c, 0, 0.6, 0.8, 1, 1, 1, 1);
}
END_TEST

/* Collides the 4 x 2 rectangle with the circle (x, y, r), rectangle
 * first; false on a miss. */
static bool rect_circ(double x, double y, double r, CollisionInfo *c)
{
    Body rect, circ;
    body_rect(&rect, 0, 0, 4, 2, 0);
    body_circle(&circ, x, y, r);
    return collide_rect_circ(&rect.s, &circ.s, c);
}

/* c = (1.5, 0.2), r 0.5: p = -1.2, -0.5, -0.8, -3.5, none positive, so
 * the centre is inside; the largest, -0.5, is face 1.  depth = 0.5 + 0.5
 * = 1 along (1,0), start = c - 0.5 n = (1, 0.2), end on face 1: (2, 0.2).
 * Mirrored, c = (-1.5, -0.2): p = -0.8, -3.5, -1.2, -0.5, the last face
 * nearest: depth 1 along (-1,0), start (-1, -0.2), end (-2, -0.2). */
START_TEST(centre_inside)
{
    CollisionInfo c;
    ck_assert_hit(rect_circ(1.5, 0.2, 0.5, &c), c);
    assert_info(&c, 1, 1, 0, 1, 0.2, 2, 0.2);
    ck_assert_hit(rect_circ(-1.5, -0.2, 0.5, &c), c);
    assert_info(&c, 1, -1, 0, -1, -0.2, -2, -0.2);
}
END_TEST

/* Beyond each face, between its corners (region C3): depth r - p_e along
 * n_e, start = c - r n_e, end on the face.
 *   bottom: c (0.5,-1.5) r 1:   p0 = 0.5  -> 0.5, start (0.5,-0.5)
 *   right:  c (2.25,0.5) r 0.5: p1 = 0.25 -> 0.25, start (1.75,0.5)
 *   top:    c (-1,1.75) r 1:    p2 = 0.75 -> 0.25, start (-1,0.75)
 *   left:   c (-2.5,-0.5) r 1:  p3 = 0.5  -> 0.5, start (-1.5,-0.5) */
START_TEST(face_regions)
{
    CollisionInfo c;
    ck_assert_hit(rect_circ(0.5, -1.5, 1, &c), c);
    assert_info(&c, 0.5, 0, -1, 0.5, -0.5, 0.5, -1);
    ck_assert_hit(rect_circ(2.25, 0.5, 0.5, &c), c);
    assert_info(&c, 0.25, 1, 0, 1.75, 0.5, 2, 0.5);
    ck_assert_hit(rect_circ(-1, 1.75, 1, &c), c);
    assert_info(&c, 0.25, 0, 1, -1, 0.75, -1, 1);
    ck_assert_hit(rect_circ(-2.5, -0.5, 1, &c), c);
    assert_info(&c, 0.5, -1, 0, -1.5, -0.5, -2, -0.5);
}
END_TEST

/* Beyond a face by r or more is no collision: touching a face (p = r)
 * does not count. */
START_TEST(face_region_touching_or_apart)
{
    CollisionInfo c;
    ck_assert_miss(rect_circ(0, -2, 1, &c), c);
    ck_assert_miss(rect_circ(0, -2.5, 1, &c), c);
    ck_assert_miss(rect_circ(3, 0, 1, &c), c);
}
END_TEST

/* Each corner v with the centre at v + (-+0.6, -+0.8) or (-+0.8, -+0.6),
 * 1 from the corner, r 1.5: depth 0.5 along the unit offset, start =
 * c - 1.5 n, end = the corner.
 *   v0: c (-2.8,-1.6): p0 = 0.6 > 0, e = 0; dot(c - v0, v1 - v0) < 0: C1.
 *   v1: c (2.6,-1.8):  e = 0; past v1 along the edge: C2.
 *   v2: c (2.6,1.8):   p1 = 0.6, e = 1; past v2: C2.
 *   v3: c (-2.6,1.8):  p2 = 0.8, e = 2; past v3: C2. */
START_TEST(corner_regions)
{
    CollisionInfo c;
    ck_assert_hit(rect_circ(-2.8, -1.6, 1.5, &c), c);
    assert_info(&c, 0.5, -0.8, -0.6, -1.6, -0.7, -2, -1);
    ck_assert_hit(rect_circ(2.6, -1.8, 1.5, &c), c);
    assert_info(&c, 0.5, 0.6, -0.8, 1.7, -0.6, 2, -1);
    ck_assert_hit(rect_circ(2.6, 1.8, 1.5, &c), c);
    assert_info(&c, 0.5, 0.6, 0.8, 1.7, 0.6, 2, 1);
    ck_assert_hit(rect_circ(-2.6, 1.8, 1.5, &c), c);
    assert_info(&c, 0.5, -0.6, 0.8, -1.7, 0.6, -2, 1);
}
END_TEST

/* Just outside a corner: (2.6, 1.8) is 1 from v2, r 0.999.  Beyond both
 * face lines by less than r (0.6 and 0.8), and the bounding circles
 * overlap (|c| = 3.16 < sqrt5 + 0.999), but the corner is out of reach.
 * Exactly at reach, |c - v2| = |(0.75, 1)| = 1.25 = r, the corner rule
 * (no collision only when dist > r) gives a hit of depth 0. */
START_TEST(just_outside_a_corner)
{
    Body rect, circ;
    CollisionInfo c;
    body_rect(&rect, 0, 0, 4, 2, 0);
    body_circle(&circ, 2.6, 1.8, 0.999);
    ck_assert(rigid_shape_bound_test(&rect.s, &circ.s));
    ck_assert_miss(detect_collision(&rect.s, &circ.s, &c), c);
    ck_assert_miss(detect_collision(&circ.s, &rect.s, &c), c);
    ck_assert_hit(rect_circ(2.75, 2, 1.25, &c), c);
    assert_info(&c, 0, 0.6, 0.8, 2, 1, 2, 1);
}
END_TEST

/* collide_circ_rect on its own, the circle first: the answer is
 * collide_rect_circ's for the same two shapes, the normal still from the
 * rectangle to the circle.  c (2.5, 0), r 1 against the 4 x 2 rectangle:
 * beyond face 1 by p1 = 0.5, depth 0.5 along (1,0) from (1.5,0) to (2,0);
 * a circle at (3, 0) just touches face 1 and misses. */
START_TEST(circle_first_alone)
{
    Body rect, circ;
    CollisionInfo c;
    body_rect(&rect, 0, 0, 4, 2, 0);
    body_circle(&circ, 2.5, 0, 1);
    ck_assert_hit(collide_circ_rect(&circ.s, &rect.s, &c), c);
    assert_info(&c, 0.5, 1, 0, 1.5, 0, 2, 0);
    body_circle(&circ, 3, 0, 1);
    ck_assert_miss(collide_circ_rect(&circ.s, &rect.s, &c), c);
}
END_TEST

/* The rectangle turned 90 degrees: v0 (1,-2), v1 (1,2), v2 (-1,2),
 * v3 (-1,-2); n0 = (1,0).  c (1.5, 0), r 1: p0 = 0.5, face 0 region,
 * depth 0.5 along (1,0) from (0.5,0) to (1,0).  With the circle first the
 * normal turns round and the segment runs the other way. */
START_TEST(rotated_rect_and_order)
{
    Body rect, circ;
    CollisionInfo c;
    body_rect(&rect, 0, 0, 4, 2, 90);
    body_circle(&circ, 1.5, 0, 1);
    ck_assert_hit(detect_collision(&rect.s, &circ.s, &c), c);
    assert_info(&c, 0.5, 1, 0, 0.5, 0, 1, 0);
    ck_assert_hit(detect_collision(&circ.s, &rect.s, &c), c);
    assert_info(&c, 0.5, -1, 0, 1, 0, 0.5, 0);
}
END_TEST

/* 4000 random pairs each way round (fixed seeds). */
START_TEST(mixed_pair_properties)
{
    int hits = check_pair_properties(SHAPE_RECTANGLE, SHAPE_CIRCLE, 4004, 4000);
    ck_assert_int_gt(hits, 1000);
    ck_assert_int_lt(hits, 3500);
    hits = check_pair_properties(SHAPE_CIRCLE, SHAPE_RECTANGLE, 4005, 4000);
    ck_assert_int_gt(hits, 1000);
    ck_assert_int_lt(hits, 3500);
}
END_TEST

/* In the game: the 2 x 2 hero sits 0.5 deep in the platform and a circle
 * of radius 1.5 has its centre on the platform's top face (p2 = 0, inside):
 * depth 1.5, from the circle down into the platform, (20,1) to (20,-0.5).
 * Infos: hero-bounds, then objects-bounds (hero again, circle). */
START_TEST(game_circles_meet_rectangles)
{
    Game *g = game_from_seeded(HOLD_STILL
                               "rect 0 1.5 2 2\ncircle 20 1 1.5\nrect 10 0 40 2 static\n",
                               1);
    idle(g, 1);
    ck_assert_int_eq(g->infos.count, 3);
    assert_info(&g->infos.items[2], 1.5, 0, -1, 20, 1, 20, -0.5);
    TraceRow row;
    game_measure(g, &row);
    ck_assert_int_eq(row.contacts, 2);
    ck_assert_approx(row.max_depth, 1.5);
    ck_assert_approx(row.sum_depth, 2.0);
    free_game(g);
}
END_TEST

Suite *test_rect_circ_collisions_suite(void)
{
    Suite *s = suite_create("04 rectangle and circle collisions");
    TCase *tc = tcase_create("rectangle-circle");
    tcase_add_test(tc, corner_alone);
    tcase_add_test(tc, centre_inside);
    tcase_add_test(tc, face_regions);
    tcase_add_test(tc, face_region_touching_or_apart);
    tcase_add_test(tc, corner_regions);
    tcase_add_test(tc, just_outside_a_corner);
    tcase_add_test(tc, circle_first_alone);
    tcase_add_test(tc, rotated_rect_and_order);
    tcase_add_test(tc, mixed_pair_properties);
    tcase_add_test(tc, game_circles_meet_rectangles);
    suite_add_tcase(s, tc);
    return s;
}

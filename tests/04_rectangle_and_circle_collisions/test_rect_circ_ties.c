/* test_rect_circ_ties.c - rectangle-circle pairs on the boundaries of the
 * rules: a centre equally deep behind every face, a circle that touches a
 * face exactly where the face ends, and one that touches a corner.
 *
 * The rectangle is 2 x 2 at the origin: v0 (-1,-1) v1 (1,-1) v2 (1,1)
 * v3 (-1,1), normals n0 (0,-1) n1 (1,0) n2 (0,1) n3 (-1,0), and
 * p_i = dot(c - v_i, n_i) is how far the centre c lies beyond face i. */
#include "check_support.h"

#include "collision.h"
#include "game_support.h"
#include "../02_circle_collisions_and_collision_info/pair_props.h"

/* c = (0,0), r 0.5: p_i = -1 for every face, a four-way tie.  The first
 * face keeps it (a later one must be strictly nearer), so the way out is
 * face 0: depth r - p0 = 1.5 along n0 = (0,-1), start c - r n0 = (0, 0.5),
 * end (0,-1) on the bottom face.  The centres coincide, so the pair has
 * no "from s1 to s2" to turn the normal by: both orders keep (0,-1), and
 * either way moving s2 1.5 along it (the circle down, or the rectangle
 * down past the circle) separates them. */
START_TEST(centred_circle_tie_goes_to_face_0_in_both_orders)
{
    Body rect, circ;
    CollisionInfo c;
    body_rect(&rect, 0, 0, 2, 2, 0);
    body_circle(&circ, 0, 0, 0.5);
    ck_assert_hit(detect_collision(&rect.s, &circ.s, &c), c);
    assert_info(&c, 1.5, 0, -1, 0, 0.5, 0, -1);
    ck_assert_hit(detect_collision(&circ.s, &rect.s, &c), c);
    assert_info(&c, 1.5, 0, -1, 0, 0.5, 0, -1);
}
END_TEST

/* The same tie asked of collide_rect_circ itself, rectangle first: the
 * first face, face 0, keeps it, so the normal is n0 = (0,-1), not a later
 * face's normal; and a circle touching the rectangle's right face from
 * outside, c = (2, 0), r 1 (p1 = r exactly, between the corners), is a
 * miss. */
START_TEST(tie_goes_to_face_0_in_collide_rect_circ)
{
    Body rect, circ;
    CollisionInfo c;
    body_rect(&rect, 0, 0, 2, 2, 0);
    body_circle(&circ, 0, 0, 0.5);
    ck_assert_hit(collide_rect_circ(&rect.s, &circ.s, &c), c);
    assert_info(&c, 1.5, 0, -1, 0, 0.5, 0, -1);
    body_circle(&circ, 2, 0, 1);
    ck_assert_miss(collide_rect_circ(&rect.s, &circ.s, &c), c);
}
END_TEST

/* c = (2,-1), r 1: p0 = 0 (level with the bottom face), p1 = 1, so the
 * centre is beyond face 1 by exactly r.  Along the edge v1 -> v2 its
 * projection is dot(c - v1, v2 - v1) = dot((1,0), (0,2)) = 0: not before
 * v1, so the face rule applies (the corner rule takes over only strictly
 * before v1), and the face rule counts touching (p = r) as apart.  The
 * documented behaviour: a miss, in both orders.  Just inside, c = (1.999,
 * -1): a hit 0.001 deep along (1,0) from (0.999,-1) to (1,-1).  The
 * other end of the same face, c = (2,1): dot(c - v2, v1 - v2) =
 * dot((1,0), (0,-2)) = 0, not past v2, so again the face rule: a miss. */
START_TEST(touching_a_face_where_it_ends_is_a_miss)
{
    Body rect, circ, near;
    CollisionInfo c;
    body_rect(&rect, 0, 0, 2, 2, 0);
    body_circle(&circ, 2, -1, 1);
    ck_assert_miss(detect_collision(&rect.s, &circ.s, &c), c);
    ck_assert_miss(detect_collision(&circ.s, &rect.s, &c), c);
    body_circle(&circ, 2, 1, 1);
    ck_assert_miss(detect_collision(&rect.s, &circ.s, &c), c);
    ck_assert_miss(detect_collision(&circ.s, &rect.s, &c), c);
    body_circle(&near, 1.999, -1, 1);
    ck_assert_hit(detect_collision(&rect.s, &near.s, &c), c);
    ck_assert_double_eq_tol(c.depth, 0.001, 1e-12);
    ck_assert_vec2_approx(c.normal, 1, 0);
    ck_assert_vec2_approx(c.end, 1, -1);
}
END_TEST

/* The corner rule counts touching as contact (no collision only when the
 * corner is farther than r): c = (4,5), r 5 is exactly 5 from v2 (1,1)
 * (a 3-4-5 triangle), beyond both faces 1 and 2.  A hit of depth 0 along
 * (0.6, 0.8), start = end = the corner; the other way round the normal
 * turns.  So the two rules disagree on exact touching; no update ever
 * lands exactly there except by construction, and a depth-0 contact
 * moves nothing. */
START_TEST(touching_a_corner_is_a_hit_of_depth_0)
{
    Body rect, circ;
    CollisionInfo c;
    body_rect(&rect, 0, 0, 2, 2, 0);
    body_circle(&circ, 4, 5, 5);
    ck_assert_hit(detect_collision(&rect.s, &circ.s, &c), c);
    assert_info(&c, 0, 0.6, 0.8, 1, 1, 1, 1);
    ck_assert_hit(detect_collision(&circ.s, &rect.s, &c), c);
    assert_info(&c, 0, -0.6, -0.8, 1, 1, 1, 1);
}
END_TEST

Suite *test_rect_circ_ties_suite(void)
{
    Suite *s = suite_create("04 rectangle-circle ties");
    TCase *tc = tcase_create("ties");
    tcase_add_test(tc, centred_circle_tie_goes_to_face_0_in_both_orders);
    tcase_add_test(tc, tie_goes_to_face_0_in_collide_rect_circ);
    tcase_add_test(tc, touching_a_face_where_it_ends_is_a_miss);
    tcase_add_test(tc, touching_a_corner_is_a_hit_of_depth_0);
    suite_add_tcase(s, tc);
    return s;
}

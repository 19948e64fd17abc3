/* test_rect_ties.c - rectangle pairs whose least penetration is a tie.
 *
 * A = 2 x 2 at the origin: v0 (-1,-1) v1 (1,-1) v2 (1,1) v3 (-1,1), face
 * normals n0 (0,-1) n1 (1,0) n2 (0,1) n3 (-1,0); B = 2 x 2 at (1.5,1.5):
 * u0 (0.5,0.5) u1 (2.5,0.5) u2 (2.5,2.5) u3 (0.5,2.5), same normals.
 * They overlap by 0.5 along x and by 0.5 along y, so four faces tie:
 *   A's faces (B's deepest vertex behind each): n0 3.5, n1 0.5 (u0, u3),
 *     n2 0.5 (u0, u1), n3 3.5: the least is face 1, the FIRST of the tie
 *     (a later face wins only when strictly less deep);
 *   B's faces: n0 0.5 (v2, v3), n1 3.5, n2 3.5, n3 0.5: face 0.
 * Between the two rectangles' answers, equal depths go to the second
 * rectangle's face.  So (A, B) gives B's face 0 turned round: normal
 * (0,1), start on B's face: A's vertex v2 (the first of v2, v3 at equal
 * depth) moved 0.5 along (0,-1), (1, 0.5); end (1, 1).
 * (B, A) gives A's face 1 turned round: normal (-1,0), start = u0 (the
 * first of u0, u3) moved 0.5 along (1,0), (1, 0.5); end (0.5, 0.5).
 * Either normal separates the pair by 0.5; the rule above is what makes
 * the answer one and the same on every run and every machine. */
#include "check_support.h"

#include "game_support.h"
#include "../02_circle_collisions_and_collision_info/pair_props.h"

START_TEST(face_tie_first_face_wins_and_second_rectangle_on_equal_depths)
{
    Body a, b;
    CollisionInfo c;
    body_rect(&a, 0, 0, 2, 2, 0);
    body_rect(&b, 1.5, 1.5, 2, 2, 0);
    ck_assert_hit(detect_collision(&a.s, &b.s, &c), c);
    assert_info(&c, 0.5, 0, 1, 1, 0.5, 1, 1);
    ck_assert_hit(detect_collision(&b.s, &a.s, &c), c);
    assert_info(&c, 0.5, -1, 0, 1, 0.5, 0.5, 0.5);
}
END_TEST

Suite *test_rect_ties_suite(void)
{
    Suite *s = suite_create("03 rectangle ties");
    TCase *tc = tcase_create("ties");
    tcase_add_test(tc, face_tie_first_face_wins_and_second_rectangle_on_equal_depths);
    suite_add_tcase(s, tc);
    return s;
}

/* test_process_any.c - each process call says whether ANY of its pairs
 * collided, not just the last one it looked at.
 *
 * Circles r 1: A at (0,0), B at (1.5,0) (0.5 deep in A); C a 2 x 2 box at
 * (3.7,0), 0.2 beyond B's right end (x = 2.5 to its left face at 2.7) but
 * with touching bounding circles (2.2 apart < 1 + sqrt 2), so the pair
 * (B,C) reaches the narrow phase and misses.  The only colliding pair,
 * (A,B), comes first; every call ends on the miss (B,C), yet must answer
 * true.  Without settings
 * (from stage 6 on: NULL) the calls only detect, so nothing moves. */
#include "check_support.h"

#include "game_support.h"
#include "pair_props.h"

#if STAGE_NUMBER >= 6
#define OBJ_TO_SET(s, set, infos) process_obj_to_set(s, set, NULL, infos)
#define SET_TO_SET(a, b, infos) process_set_to_set(a, b, NULL, infos)
#else
#define OBJ_TO_SET(s, set, infos) process_obj_to_set(s, set, infos)
#define SET_TO_SET(a, b, infos) process_set_to_set(a, b, infos)
#endif

START_TEST(a_hit_before_a_miss_still_counts)
{
    Body a, b, c;
    body_circle(&a, 0, 0, 1);
    body_circle(&b, 1.5, 0, 1);
    body_rect(&c, 3.7, 0, 2, 2, 0);
    ShapeSet all = {0}, first = {0}, rest = {0};
    shape_set_add(&all, &a.s);
    shape_set_add(&all, &b.s);
    shape_set_add(&all, &c.s);
    shape_set_add(&first, &b.s);
    shape_set_add(&rest, &a.s);
    shape_set_add(&rest, &c.s);
    CollisionList infos = {0};
    ck_assert(PROCESS_SET(&all, NULL, &infos));
    ck_assert(OBJ_TO_SET(&b.s, &rest, &infos));
    ck_assert(SET_TO_SET(&first, &rest, &infos));
    ck_assert_int_eq(infos.count, 3); /* (A,B) once per call */
    /* and a call with no hit at all says so */
    ck_assert(!OBJ_TO_SET(&c.s, &first, &infos)); /* (C,B): bounds touch, a miss */
    ck_assert_int_eq(infos.count, 3);
    collision_list_free(&infos);
    shape_set_free(&all);
    shape_set_free(&first);
    shape_set_free(&rest);
}
END_TEST

Suite *test_process_any_suite(void)
{
    Suite *s = suite_create("02 process calls report any hit");
    TCase *tc = tcase_create("any");
    tcase_add_test(tc, a_hit_before_a_miss_still_counts);
    suite_add_tcase(s, tc);
    return s;
}

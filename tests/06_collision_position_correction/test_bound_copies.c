/* Stage 6 on: the pair loops' copies of the bounding circles follow the
 * shapes the correction moves.  Three circles of radius 1 on the x axis,
 * one relaxation pass, motion off:
 *   A at 0 (mass 1000), B at 1.5 (mass 1), C at 3.6 (mass 1).
 * A and B overlap by 0.5; B and C are 2.1 apart, 0.1 clear.  The pass
 * meets (A,B) first: k = 0.5 / (0.001 + 1) * 0.8 = 0.3996..., so B moves
 * right by k * 1 = 0.39960 to 1.89960 (A by 0.0004 left), and is now
 * 1.70040 from C, 0.29960 deep.  (A,C) is apart, and (B,C) must be found
 * in the same pass: B's copy has to be taken again after (A,B), or the
 * loop would still see B at 1.5 and skip the pair. */
#include "check_support.h"

#include "game_support.h"

START_TEST(a_moved_shape_meets_its_next_pair_in_the_same_pass)
{
    Game *g = game_from("motion off\ncorrection on\nrelaxation 1\n"
                        "circle 0 0 1 mass=1000\ncircle 1.5 0 1\ncircle 3.6 0 1\n");
    static CollisionList infos;
    collision_list_clear(&infos);
    ck_assert(process_set(&g->objects.shapes, &g->physics, &infos));
    ck_assert_int_eq(infos.count, 2);
    ck_assert_double_eq_tol(infos.items[0].depth, 0.5, 1e-12);
    double k = 0.5 / (0.001 + 1.0) * 0.8;
    ck_assert_double_eq_tol(infos.items[1].depth, 2.0 - (3.6 - (1.5 + k)), 1e-12);
    /* and C was pushed right, out of B */
    ck_assert_double_gt(g->objects.items[2].xf.position.x, 3.6);
    free_game(g);
}
END_TEST

/* The same with the bounds.  A 2 x 2 box of the objects at x = 1.2 is
 * 0.8 into a wall (2 wide at x = 0: right face at 1); a static post, a
 * circle of radius 0.5 at x = 3.2, is 2.0 from the box's centre, more
 * than the bound radii reach (sqrt 2 + 0.5 = 1.914): surely apart.  The
 * wall pushes the box right by 0.8 * 0.8 = 0.64 (the wall does not move)
 * to 1.84, right face 2.84, now 0.14 into the post (2.84 - 2.7): the
 * loop must meet (box, post) with the box's copy taken again. */
START_TEST(a_moved_object_meets_the_next_bound_in_the_same_pass)
{
    Game *g = game_from("motion off\ncorrection on\nrelaxation 1\n"
                        "rect 1.2 0 2 2\nrect 0 0 2 20 static\ncircle 3.2 0 0.5 static\n");
    static CollisionList infos;
    collision_list_clear(&infos);
    ck_assert(process_set_to_set(&g->objects.shapes, &g->bounds.shapes, &g->physics, &infos));
    ck_assert_int_eq(infos.count, 2);
    ck_assert_double_eq_tol(infos.items[0].depth, 0.8, 1e-12);
    ck_assert_double_eq_tol(infos.items[1].depth, 0.14, 1e-12);
    free_game(g);
}
END_TEST

typedef struct Piece {
    Transform xf;
    RigidShape s;
} Piece;

static void piece_circle(Piece *p, double x, double m)
{
    p->xf = (Transform){.position = {x, 0}, .size = {2, 2}};
    rigid_circle_init(&p->s, &p->xf, 1);
    rigid_shape_set_mass(&p->s, m, vec2(0, 0));
}

static PhysicsSettings one_pass(void)
{
    PhysicsSettings ps = physics_default_settings();
    ps.motion = false;
    ps.relaxation = 1;
    return ps;
}

/* The first shape of a pair moves too: A (index 0, mass 1) at 0 is 0.5
 * into B (index 1, mass 1000) at 1.5, and C (index 2) lies 2.1 to the
 * left of A, 0.1 clear.  (A,B) pushes A left by 0.8 * 0.5 / (1 + 0.001)
 * = 0.3996 (B hardly moves), so A ends 0.2996 deep in C, and (A,C),
 * met next in the same pass, must be seen with A's copy taken again. */
START_TEST(the_first_shape_of_a_pair_is_copied_again)
{
    Piece a, b, c;
    piece_circle(&a, 0, 1);
    piece_circle(&b, 1.5, 1000);
    piece_circle(&c, -2.1, 1);
    ShapeSet set = {0};
    shape_set_add(&set, &a.s);
    shape_set_add(&set, &b.s);
    shape_set_add(&set, &c.s);
    PhysicsSettings ps = one_pass();
    CollisionList infos = {0};
    process_set(&set, &ps, &infos);
    ck_assert_int_eq(infos.count, 2);
    double k = 0.5 / (1.0 + 0.001) * 0.8;
    ck_assert_double_eq_tol(infos.items[1].depth, 2.0 - (2.1 - k), 1e-12);
    collision_list_free(&infos);
    shape_set_free(&set);
}
END_TEST

/* And the second set's shapes move too when they are not static: a0
 * (mass 1000) at 0 is 0.5 into b0 (mass 1) at 1.5, which it pushes right
 * by 0.3996 to 1.8996; a1 at 3.8 was 2.3 from b0 and is now 1.9004,
 * 0.0996 deep: (a1, b0) is met after (a0, b0) with b0 copied again. */
START_TEST(the_second_set_is_copied_again)
{
    Piece a0, a1, b0;
    piece_circle(&a0, 0, 1000);
    piece_circle(&a1, 3.8, 1000);
    piece_circle(&b0, 1.5, 1);
    ShapeSet as = {0}, bs = {0};
    shape_set_add(&as, &a0.s);
    shape_set_add(&as, &a1.s);
    shape_set_add(&bs, &b0.s);
    PhysicsSettings ps = one_pass();
    CollisionList infos = {0};
    process_set_to_set(&as, &bs, &ps, &infos);
    ck_assert_int_eq(infos.count, 2);
    double k = 0.5 / (0.001 + 1.0) * 0.8;
    ck_assert_double_eq_tol(infos.items[1].depth, 2.0 - (3.8 - (1.5 + k)), 1e-12);
    collision_list_free(&infos);
    shape_set_free(&as);
    shape_set_free(&bs);
}
END_TEST

Suite *test_bound_copies_suite(void)
{
    Suite *s = suite_create("06 bound copies");
    TCase *tc = tcase_create("copies");
    tcase_add_test(tc, a_moved_shape_meets_its_next_pair_in_the_same_pass);
    tcase_add_test(tc, a_moved_object_meets_the_next_bound_in_the_same_pass);
    tcase_add_test(tc, the_first_shape_of_a_pair_is_copied_again);
    tcase_add_test(tc, the_second_set_is_copied_again);
    suite_add_tcase(s, tc);
    return s;
}

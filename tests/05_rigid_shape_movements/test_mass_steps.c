/* test_mass_steps.c - stage 5's mass bookkeeping one function at a time:
 * the motion defaults of a new shape, the mass and inertia read back from
 * their inverses, and the moment of inertia of each kind of shape. */
#include "check_support.h"

#include "game_support.h"

/* A new shape rests, falls with the engine's gravity and has the engine's
 * mass, friction and restitution (common/physics_constants.h), whichever
 * its kind. */
START_TEST(new_shapes_get_the_motion_defaults)
{
    Transform xf = {.position = {1, 2}, .size = {2, 2}};
    RigidShape shapes[2];
    rigid_circle_init(&shapes[0], &xf, 1);
    rigid_rectangle_init(&shapes[1], &xf, 2, 3);
    for (int k = 0; k < 2; k++) {
        const RigidShape *s = &shapes[k];
        ck_assert_double_eq(s->v.x, 0);
        ck_assert_double_eq(s->v.y, 0);
        ck_assert_double_eq(s->omega, 0);
        ck_assert_double_eq(s->a.x, 0);
        ck_assert_double_eq(s->a.y, DEFAULT_GRAVITY_Y);
        ck_assert_double_eq(s->inv_mass, 1.0 / DEFAULT_MASS);
        ck_assert_double_eq(s->friction, DEFAULT_FRICTION);
        ck_assert_double_eq(s->restitution, DEFAULT_RESTITUTION);
    }
}
END_TEST

/* The shape stores 1/m and 1/I; the mass and the inertia are their
 * inverses, and 0 (static) stays 0 rather than becoming 1/0. */
START_TEST(mass_from_its_inverse)
{
    RigidShape s = {0};
    s.inv_mass = 0.25;
    ck_assert_double_eq(rigid_shape_mass(&s), 4);
    s.inv_mass = 0;
    ck_assert_double_eq(rigid_shape_mass(&s), 0);
}
END_TEST

START_TEST(inertia_from_its_inverse)
{
    RigidShape s = {0};
    s.inv_inertia = 0.5;
    ck_assert_double_eq(rigid_shape_inertia(&s), 2);
    s.inv_inertia = 0;
    ck_assert_double_eq(rigid_shape_inertia(&s), 0);
}
END_TEST

/* I about the centre: a disc of radius 3 and mass 2, m r^2 / 2 = 9; a
 * 2 x 4 plate of mass 6, m (w^2 + h^2) / 12 = 6 * 20 / 12 = 10 (and the
 * same plate turned by 90 degrees, 4 x 2, too); no mass, no inertia. */
START_TEST(moment_of_inertia_of_disc_and_plate)
{
    Transform xf = {.position = {0, 0}, .size = {6, 6}};
    RigidShape s;
    rigid_circle_init(&s, &xf, 3);
    ck_assert_close(moment_of_inertia(&s, 2), 9, 1e-15);
    ck_assert_double_eq(moment_of_inertia(&s, 0), 0);
    rigid_rectangle_init(&s, &xf, 2, 4);
    ck_assert_close(moment_of_inertia(&s, 6), 10, 1e-15);
    rigid_rectangle_init(&s, &xf, 4, 2);
    ck_assert_close(moment_of_inertia(&s, 6), 10, 1e-15);
}
END_TEST

Suite *test_mass_steps_suite(void)
{
    Suite *s = suite_create("05 the mass's steps");
    TCase *tc = tcase_create("steps");
    tcase_add_test(tc, new_shapes_get_the_motion_defaults);
    tcase_add_test(tc, mass_from_its_inverse);
    tcase_add_test(tc, inertia_from_its_inverse);
    tcase_add_test(tc, moment_of_inertia_of_disc_and_plate);
    suite_add_tcase(s, tc);
    return s;
}

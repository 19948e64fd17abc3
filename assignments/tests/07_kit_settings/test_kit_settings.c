/* test_kit_settings.c - a kit's own test (assignments/tests/): what
 * collide_shape's settings say it does.  physics.h: "with ps == NULL the
 * pair is only detected".  Two circles of radius 1, mass 1 and
 * restitution 1 at x = 0 and 1.9 (0.1 deep, n = (1,0)) close at 1 and -1:
 * given no settings, collide_shape finds the contact and records it, and
 * leaves both velocities and both places as they were.  (With the
 * engine's settings the same pair swaps velocities: tests/07_*'s
 * head-on cases.) */
#include "check_support.h"

#include "physics.h"
#include "rigid_shape.h"

START_TEST(collide_shape_without_settings_only_detects)
{
    Transform ta = {.position = {0, 0}, .size = {2, 2}};
    Transform tb = {.position = {1.9, 0}, .size = {2, 2}};
    RigidShape a, b;
    rigid_circle_init(&a, &ta, 1);
    rigid_circle_init(&b, &tb, 1);
    rigid_shape_set_mass(&a, 1, vec2(0, -20));
    rigid_shape_set_mass(&b, 1, vec2(0, -20));
    a.v = vec2(1, 0);
    b.v = vec2(-1, 0);
    a.restitution = b.restitution = 1;
    CollisionList infos = {0};
    ck_assert(collide_shape(&a, &b, NULL, &infos));
    ck_assert_int_eq(infos.count, 1);
    ck_assert_approx(infos.items[0].depth, 0.1);
    ck_assert_vec2_approx(a.v, 1, 0);
    ck_assert_vec2_approx(b.v, -1, 0);
    ck_assert_vec2_approx(ta.position, 0, 0);
    ck_assert_vec2_approx(tb.position, 1.9, 0);
    collision_list_free(&infos);
}
END_TEST

Suite *test_kit_settings_suite(void)
{
    Suite *s = suite_create("07 settings of collide_shape (the kit's)");
    TCase *tc = tcase_create("settings");
    tcase_add_test(tc, collide_shape_without_settings_only_detects);
    suite_add_tcase(s, tc);
    return s;
}

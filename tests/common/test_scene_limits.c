/* test_scene_limits.c - the exact edges of what a scene file accepts, each
 * accepted on the edge and rejected just beyond (common/scene.h and
 * scene.c): sizes at least SCENE_MIN_SIZE = 0.001, every number within
 * SCENE_MAX_MAGNITUDE = 1e6 either way, relaxation a whole number from 1
 * to 1000, friction and restitution in [0, 1], mass >= 0, and a mass
 * below STATIC_MASS_EPS = 1e-9 static while 1e-9 itself is dynamic (the
 * engine's own rule, rigid_shape_set_mass: |m| >= 1e-9 is dynamic). */
#include "check_support.h"

#include <string.h>

#include "scene.h"
#include "text.h"

static Scene scene;
static Error err;

static bool parses(const char *text)
{
    return scene_parse_string(&scene, text, "limits.scene", &err);
}

/* Rejected, with a message naming the file and line 1. */
static void rejected(const char *text)
{
    ck_assert_msg(!parses(text), "accepted: %s", text);
    ck_assert_str_contains(err.message, "limits.scene:1:");
}

START_TEST(smallest_size_is_0_001)
{
    ck_assert(parses("circle 0 0 0.001\n"));
    ck_assert_double_eq(scene.bodies[0].radius, 0.001);
    ck_assert(parses("rect 0 0 0.001 0.001\n"));
    ck_assert_double_eq(scene.bodies[0].width, 0.001);
    ck_assert_double_eq(scene.bodies[0].height, 0.001);
    rejected("circle 0 0 0.000999\n");
    rejected("rect 0 0 0.000999 1\n");
    rejected("rect 0 0 1 0.000999\n");
    rejected("circle 0 0 0\n");
    rejected("rect 0 0 1 -1\n");
}
END_TEST

START_TEST(largest_magnitude_is_1e6)
{
    ck_assert(parses(
        "gravity -1e6 1000000\ncircle 1e6 -1e6 1e6 vel=-1e6,1e6 spin=1e6 rot=-1e6 mass=1e6\n"));
    ck_assert_double_eq(scene.gravity.x, -1e6);
    ck_assert_double_eq(scene.bodies[0].position.y, -1e6);
    ck_assert_double_eq(scene.bodies[0].radius, 1e6);
    ck_assert_double_eq(scene.bodies[0].velocity.x, -1e6);
    ck_assert_double_eq(scene.bodies[0].mass, 1e6);
    rejected("circle 1000000.1 0 1\n");
    rejected("circle 0 -1000000.1 1\n");
    rejected("circle 0 0 1000000.1\n");
    rejected("gravity 0 -1.0000001e6\n");
    rejected("circle 0 0 1 vel=1000000.1,0\n");
    rejected("circle 0 0 1 spin=-1000000.1\n");
    rejected("circle 0 0 1 mass=1000000.1\n");
}
END_TEST

START_TEST(relaxation_runs_from_1_to_1000)
{
    ck_assert(parses("relaxation 1\n"));
    ck_assert_int_eq(scene.relaxation, 1);
    ck_assert(parses("relaxation 1000\n"));
    ck_assert_int_eq(scene.relaxation, 1000);
    rejected("relaxation 0\n");
    rejected("relaxation 1001\n");
    rejected("relaxation 99999999999999999999999\n");
}
END_TEST

START_TEST(coefficients_run_from_0_to_1)
{
    ck_assert(parses("circle 0 0 1 friction=0 restitution=1\n"));
    ck_assert_double_eq(scene.bodies[0].friction, 0.0);
    ck_assert_double_eq(scene.bodies[0].restitution, 1.0);
    ck_assert(parses("circle 0 0 1 friction=1 restitution=0\n"));
    ck_assert_double_eq(scene.bodies[0].friction, 1.0);
    ck_assert_double_eq(scene.bodies[0].restitution, 0.0);
    rejected("circle 0 0 1 friction=1.0001\n");
    rejected("circle 0 0 1 friction=-0.0001\n");
    rejected("circle 0 0 1 restitution=1.0001\n");
    rejected("circle 0 0 1 restitution=-0.0001\n");
}
END_TEST

START_TEST(mass_edges_and_the_static_threshold)
{
    ck_assert(parses("circle 0 0 1 mass=0\n"));
    ck_assert(scene.bodies[0].is_static);
    ck_assert(parses("circle 0 0 1 mass=1e-9\n"));
    ck_assert(!scene.bodies[0].is_static);
    ck_assert(parses("circle 0 0 1 mass=0.99e-9\n"));
    ck_assert(scene.bodies[0].is_static);
    rejected("circle 0 0 1 mass=-1e-9\n");
}
END_TEST

/* The settings and bodies keep their values when several are given:
 * a second body does not overwrite the first, and line numbers count
 * every line. */
START_TEST(bodies_keep_their_lines_and_values)
{
    ck_assert(parses("\ncircle 1 2 3 rot=30 spin=2\n\nrect 4 5 6 7\n"));
    ck_assert_int_eq(scene.body_count, 2);
    ck_assert_int_eq(scene.bodies[0].line, 2);
    ck_assert_int_eq(scene.bodies[1].line, 4);
    ck_assert_double_eq(scene.bodies[0].rot_deg, 30.0);
    ck_assert_double_eq(scene.bodies[0].spin, 2.0);
    ck_assert_double_eq(scene.bodies[1].width, 6.0);
    ck_assert_double_eq(scene.bodies[1].height, 7.0);
}
END_TEST

/* A number is the whole word: trailing letters, a second comma in a
 * velocity, or a third gravity number are mistakes, each reported. */
START_TEST(malformed_numbers_and_counts_are_rejected)
{
    rejected("circle 0 0 1.5q\n");
    rejected("circle 0 0 1 vel=1,2,3\n");
    ck_assert_str_contains(err.message, "vel needs VX,VY, got '1,2,3'");
    rejected("gravity 0 -20 5\n");
    ck_assert_str_contains(err.message, "gravity needs X Y, got 3 numbers");
}
END_TEST

/* A body line may hold TEXT_LINE_MAX - 1 characters; one more is too
 * long (the parser copies the line into a buffer of TEXT_LINE_MAX). */
START_TEST(longest_body_line)
{
    static char text[TEXT_LINE_MAX + 1];
    SceneBody body;
    memset(text, ' ', TEXT_LINE_MAX);
    memcpy(text, "circle 0 0 1", strlen("circle 0 0 1"));
    text[TEXT_LINE_MAX - 1] = '\0';
    ck_assert_msg(scene_parse_body(&body, text, "probe", 1, &err), "%s", err.message);
    ck_assert_double_eq(body.radius, 1.0);
    text[TEXT_LINE_MAX - 1] = ' ';
    text[TEXT_LINE_MAX] = '\0';
    ck_assert(!scene_parse_body(&body, text, "probe", 1, &err));
    ck_assert_str_contains(err.message, "line too long");
}
END_TEST

Suite *test_scene_limits_suite(void)
{
    Suite *s = suite_create("scene limits");
    TCase *tc = tcase_create("limits");
    tcase_add_test(tc, smallest_size_is_0_001);
    tcase_add_test(tc, largest_magnitude_is_1e6);
    tcase_add_test(tc, relaxation_runs_from_1_to_1000);
    tcase_add_test(tc, coefficients_run_from_0_to_1);
    tcase_add_test(tc, mass_edges_and_the_static_threshold);
    tcase_add_test(tc, bodies_keep_their_lines_and_values);
    tcase_add_test(tc, malformed_numbers_and_counts_are_rejected);
    tcase_add_test(tc, longest_body_line);
    suite_add_tcase(s, tc);
    return s;
}

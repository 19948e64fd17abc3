/* Stage 1: rectangle vertices and normals, bound radii, the bound test,
 * shapes following their transform, the resize clamp. */
#include "check_support.h"

#include "rigid_shape.h"

#define TOL 1e-12

#define assert_vec(got, x, y) assert_vec_at(HERE, #got, (got), (x), (y))
static void assert_vec_at(Where w, const char *what, Vec2 got, double x, double y)
{
    ck_assert_at(w, fabs(got.x - x) <= TOL && fabs(got.y - y) <= TOL,
                 "%s is (%.17g, %.17g), expected (%.17g, %.17g)", what, got.x, got.y, x, y);
}

/* 4 x 2 rectangle at (1,1) turned 90 degrees counter-clockwise.
 * Unrotated offsets from the centre: (-2,-1) (2,-1) (2,1) (-2,1); a quarter
 * turn maps (x,y) to (-y,x): (1,-2) (1,2) (-1,2) (-1,-2); add (1,1):
 * v0=(2,-1) v1=(2,3) v2=(0,3) v3=(0,-1).  The unrotated normals (0,-1),
 * (1,0), (0,1), (-1,0) turn into (1,0), (0,1), (-1,0), (0,-1). */
START_TEST(rectangle_quarter_turn)
{
    Transform xf = {.position = {1, 1}, .rotation = M_PI / 2};
    RigidShape s;
    rigid_rectangle_init(&s, &xf, 4, 2);
    assert_vec(s.rect.vertex[0], 2, -1);
    assert_vec(s.rect.vertex[1], 2, 3);
    assert_vec(s.rect.vertex[2], 0, 3);
    assert_vec(s.rect.vertex[3], 0, -1);
    assert_vec(s.rect.face_normal[0], 1, 0);
    assert_vec(s.rect.face_normal[1], 0, 1);
    assert_vec(s.rect.face_normal[2], -1, 0);
    assert_vec(s.rect.face_normal[3], 0, -1);
}
END_TEST

/* 2*sqrt(3) x 2 rectangle at the origin turned 30 degrees.  With
 * cos 30 = sqrt(3)/2 and sin 30 = 1/2, the corner offset (sqrt3, -1) goes to
 * (3/2 + 1/2, sqrt3/2 - sqrt3/2) = (2, 0) and (sqrt3, 1) to (1, sqrt3);
 * the other two are their negatives.  Face 1 (v1 -> v2) has the normal
 * (cos 30, sin 30). */
START_TEST(rectangle_thirty_degrees)
{
    const double r3 = sqrt(3.0);
    Transform xf = {.position = {0, 0}, .rotation = deg_to_rad(30)};
    RigidShape s;
    rigid_rectangle_init(&s, &xf, 2 * r3, 2);
    assert_vec(s.rect.vertex[0], -1, -r3);
    assert_vec(s.rect.vertex[1], 2, 0);
    assert_vec(s.rect.vertex[2], 1, r3);
    assert_vec(s.rect.vertex[3], -2, 0);
    assert_vec(s.rect.face_normal[0], 0.5, -r3 / 2);
    assert_vec(s.rect.face_normal[1], r3 / 2, 0.5);
    assert_vec(s.rect.face_normal[2], -0.5, r3 / 2);
    assert_vec(s.rect.face_normal[3], -r3 / 2, -0.5);
}
END_TEST

/* Normals are unit length and outward: each vertex of the face lies on the
 * face's line, and the centre is behind it. */
START_TEST(normals_unit_and_outward)
{
    Transform xf = {.position = {3, -7}, .rotation = 1.234};
    RigidShape s;
    rigid_rectangle_init(&s, &xf, 5, 1.5);
    for (int i = 0; i < 4; i++) {
        Vec2 n = s.rect.face_normal[i];
        ck_assert_double_eq_tol(vec2_length(n), 1.0, TOL);
        Vec2 to_centre = vec2_sub(xf.position, s.rect.vertex[i]);
        ck_assert(vec2_dot(to_centre, n) < 0);
        Vec2 edge = vec2_sub(s.rect.vertex[(i + 1) % 4], s.rect.vertex[i]);
        ck_assert_double_eq_tol(vec2_dot(edge, n), 0.0, 1e-12);
    }
}
END_TEST

/* A 3 x 4 rectangle's half diagonal is sqrt(9 + 16)/2 = 2.5; a circle's
 * bound is its radius. */
START_TEST(bound_radii)
{
    Transform a = {.position = {0, 0}}, b = {.position = {0, 0}};
    RigidShape r, c;
    rigid_rectangle_init(&r, &a, 3, 4);
    rigid_circle_init(&c, &b, 1.75);
    ck_assert_double_eq(r.bound_radius, 2.5);
    ck_assert_double_eq(c.bound_radius, 1.75);
}
END_TEST

/* Bounds 2.5 (the 3 x 4 rectangle) and 0.5 reach 3 together: centres 3
 * apart touch and count as overlapping; 3.0000001 apart do not. */
START_TEST(bound_test_touching_counts)
{
    Transform a = {.position = {0, 0}}, b = {.position = {3, 0}};
    RigidShape r, c;
    rigid_rectangle_init(&r, &a, 3, 4);
    rigid_circle_init(&c, &b, 0.5);
    ck_assert(rigid_shape_bound_test(&r, &c));
    ck_assert(rigid_shape_bound_test(&c, &r));
    rigid_shape_set_position(&c, vec2(0, 3.0000001));
    ck_assert(!rigid_shape_bound_test(&r, &c));
    rigid_shape_set_position(&c, vec2(0, -3)); /* touching again, below */
    ck_assert(rigid_shape_bound_test(&r, &c));
}
END_TEST

/* Moving and turning go through the transform, and the vertices follow at
 * once: a 2 x 2 square moved by (10, 5) has v2 at (11, 6); turned by 180
 * degrees about its centre, v2 lands where v0 was, (9, 4). */
START_TEST(shape_follows_transform)
{
    Transform xf = {.position = {0, 0}};
    RigidShape s;
    rigid_rectangle_init(&s, &xf, 2, 2);
    rigid_shape_adjust_position(&s, vec2(10, 5));
    ck_assert_double_eq(xf.position.x, 10);
    assert_vec(s.rect.vertex[2], 11, 6);
    rigid_shape_adjust_rotation(&s, M_PI);
    assert_vec(s.rect.vertex[2], 9, 4);
    /* A change made to the transform directly shows after an update. */
    xf.position = vec2(-3, 0);
    rigid_shape_update(&s);
    assert_vec(s.rect.vertex[0], -2, 1);
}
END_TEST

/* U shrinks by 0.1 a step, but never below RIGID_SHAPE_MIN_SIZE; Y grows
 * both sides of a rectangle and the bound radius follows. */
START_TEST(resize_clamps_at_minimum)
{
    Transform a = {.position = {0, 0}}, b = {.position = {0, 0}};
    RigidShape c, r;
    rigid_circle_init(&c, &a, 0.35);
    rigid_rectangle_init(&r, &b, 0.3, 3.0);
    for (int i = 0; i < 50; i++) {
        rigid_shape_inc_size(&c, -0.1);
        rigid_shape_inc_size(&r, -0.1);
    }
    ck_assert_double_eq(c.circle.r, RIGID_SHAPE_MIN_SIZE);
    ck_assert_double_eq(c.bound_radius, RIGID_SHAPE_MIN_SIZE);
    ck_assert_double_eq(r.rect.w, RIGID_SHAPE_MIN_SIZE);
    ck_assert_double_eq(r.rect.h, RIGID_SHAPE_MIN_SIZE);
    rigid_shape_inc_size(&r, 0.5);
    ck_assert_double_eq_tol(r.rect.w, 0.6, TOL);
    ck_assert_double_eq_tol(r.bound_radius, sqrt(0.72) / 2, TOL);
}
END_TEST

Suite *test_rigid_shape_suite(void)
{
    Suite *s = suite_create("01 rigid shape");
    TCase *tc = tcase_create("geometry");
    tcase_add_test(tc, rectangle_quarter_turn);
    tcase_add_test(tc, rectangle_thirty_degrees);
    tcase_add_test(tc, normals_unit_and_outward);
    tcase_add_test(tc, bound_radii);
    tcase_add_test(tc, bound_test_touching_counts);
    tcase_add_test(tc, shape_follows_transform);
    tcase_add_test(tc, resize_clamps_at_minimum);
    suite_add_tcase(s, tc);
    return s;
}

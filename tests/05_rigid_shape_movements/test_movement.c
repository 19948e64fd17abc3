/* Stage 5: a rigid shape's mass, inertia and symplectic Euler step, on
 * shapes standing alone (no game, no collisions). */
#include "check_support.h"

#include "loop.h"
#include "rigid_shape.h"

#define G_DEFAULT vec2(0.0, -20.0)

/* A shape with its own transform; initialise in place, never copy. */
typedef struct Lone {
    Transform xf;
    RigidShape s;
} Lone;

static void lone_circle(Lone *b, double x, double y, double r)
{
    b->xf = (Transform){.position = {x, y}, .size = {2 * r, 2 * r}};
    rigid_circle_init(&b->s, &b->xf, r);
}

static void lone_rect(Lone *b, double x, double y, double w, double h)
{
    b->xf = (Transform){.position = {x, y}, .size = {w, h}};
    rigid_rectangle_init(&b->s, &b->xf, w, h);
}

/* The chapter's defaults: at rest, mass 1, friction 0.8, restitution 0.2,
 * acceleration (0,-20).  A unit-mass circle of radius 2 has
 * I = m r^2 / 2 = 2, so inv_inertia = 0.5. */
START_TEST(new_shape_has_the_chapter_defaults)
{
    Lone c;
    lone_circle(&c, 1, 2, 2);
    ck_assert_vec2_approx(c.s.v, 0, 0);
    ck_assert_double_eq(c.s.omega, 0);
    ck_assert_vec2_approx(c.s.a, 0, -20);
    ck_assert_double_eq(c.s.inv_mass, 1);
    ck_assert_double_eq(c.s.friction, 0.8);
    ck_assert_double_eq(c.s.restitution, 0.2);
    ck_assert_approx(c.s.inv_inertia, 0.5);
}
END_TEST

/* set_mass(2): inv_mass 1/2, the given system acceleration.  Mass 0, a
 * negative mass and a tiny one make the shape static: inv_mass 0,
 * inverse inertia 0, no acceleration, at rest. */
START_TEST(set_mass_dynamic_and_static)
{
    Lone c;
    lone_circle(&c, 0, 0, 1);
    rigid_shape_set_mass(&c.s, 2, vec2(0, -5));
    ck_assert_double_eq(c.s.inv_mass, 0.5);
    ck_assert_vec2_approx(c.s.a, 0, -5);
    ck_assert_double_eq(rigid_shape_mass(&c.s), 2);

    const double statics[] = {0.0, -1.0, 1e-10, -1e-12};
    for (size_t i = 0; i < sizeof statics / sizeof statics[0]; i++) {
        lone_circle(&c, 0, 0, 1);
        c.s.v = vec2(3, 4);
        c.s.omega = 2;
        rigid_shape_set_mass(&c.s, statics[i], G_DEFAULT);
        ck_assert_double_eq(c.s.inv_mass, 0);
        ck_assert_double_eq(c.s.inv_inertia, 0);
        ck_assert_vec2_approx(c.s.a, 0, 0);
        ck_assert_vec2_approx(c.s.v, 0, 0);
        ck_assert_double_eq(c.s.omega, 0);
        ck_assert_double_eq(rigid_shape_mass(&c.s), 0);
    }
}
END_TEST

/* Ten steps of -0.1 from mass 1 do not land on 0 but on about 1e-16
 * (0.1 is not a binary fraction); that is static, not a huge 1/m. */
START_TEST(mass_stepped_to_near_zero_is_static)
{
    Lone c;
    lone_circle(&c, 0, 0, 1);
    double m = 1.0;
    for (int i = 0; i < 10; i++)
        m -= 0.1;
    ck_assert(m != 0.0 && fabs(m) < 1e-9);
    rigid_shape_set_mass(&c.s, m, G_DEFAULT);
    ck_assert_double_eq(c.s.inv_mass, 0);
}
END_TEST

/* Circle r = 2, m = 3:    I = m r^2 / 2 = 3 * 4 / 2 = 6.
 * Box 3 x 4, m = 2:       I = m (w^2 + h^2) / 12 = 2 * 25 / 12 = 25/6.
 * After Y (size +0.5): circle r = 2.5, I = 3 * 6.25 / 2 = 9.375;
 * box 3.5 x 4.5, I = 2 * (12.25 + 20.25) / 12 = 65/12. */
START_TEST(inertia_of_circle_and_box)
{
    Lone c, b;
    lone_circle(&c, 0, 0, 2);
    lone_rect(&b, 0, 0, 3, 4);
    rigid_shape_set_mass(&c.s, 3, G_DEFAULT);
    rigid_shape_set_mass(&b.s, 2, G_DEFAULT);
    ck_assert_close(c.s.inv_inertia, 1.0 / 6.0, 1e-15);
    ck_assert_close(rigid_shape_inertia(&c.s), 6.0, 1e-15);
    ck_assert_close(b.s.inv_inertia, 6.0 / 25.0, 1e-15);
    ck_assert_close(rigid_shape_inertia(&b.s), 25.0 / 6.0, 1e-15);
    rigid_shape_inc_size(&c.s, 0.5);
    rigid_shape_inc_size(&b.s, 0.5);
    ck_assert_close(rigid_shape_inertia(&c.s), 9.375, 1e-15);
    ck_assert_close(rigid_shape_inertia(&b.s), 65.0 / 12.0, 1e-15);
}
END_TEST

/* The textbook's listing gives a heavier circle a larger stored value that
 * its solver uses as 1/I.  Here 1/I falls as the mass grows: mass 1 -> 4
 * divides it by 4 (r = 1: I = 0.5 -> 2). */
START_TEST(heavier_circle_is_harder_to_spin)
{
    Lone c;
    lone_circle(&c, 0, 0, 1);
    ck_assert_approx(c.s.inv_inertia, 2.0);
    rigid_shape_set_mass(&c.s, 4, G_DEFAULT);
    ck_assert_approx(c.s.inv_inertia, 0.5);
}
END_TEST

/* Symplectic Euler from v0 with constant a, dt = 1/60, after k steps:
 *   v_k = v0 + k a dt
 *   p_k = p0 + sum_{i=1..k} v_i dt = p0 + k v0 dt + a dt^2 k (k+1) / 2
 *   angle_k = angle0 + k omega dt.
 * Start p0 = (10, 100), v0 = (3, 5), a = (0, -20), omega = 0.5.  After
 * k = 600 steps (10 s): v = (3, 5 - 200) = (3, -195);
 * x = 10 + 600 * 3/60 = 40; y = 100 + 600 * 5/60 - 20/3600 * 600 * 601/2
 * = 100 + 50 - 1001.666... = -851.666...; angle = 0.5 * 10 = 5.
 * Every step is checked against the closed form (explicit Euler, which
 * moves with the OLD velocity, would give k (k-1)/2 instead of k (k+1)/2
 * in y: 20/3600 * k = 3.33 off after 600 steps), and the vertices follow
 * the transform. */
START_TEST(free_fall_is_symplectic_euler)
{
    Lone b;
    lone_rect(&b, 10, 100, 2, 1);
    b.s.v = vec2(3, 5);
    b.s.omega = 0.5;
    const double dt = FIXED_DT;
    for (int k = 1; k <= 600; k++) {
        rigid_shape_travel(&b.s, dt);
        /* closed form, up to the rounding of k additions */
        ck_assert_close(b.s.v.x, 3.0, 1e-15);
        ck_assert_close(b.s.v.y, 5.0 - 20.0 * k * dt, 1e-12);
        ck_assert_close(b.xf.position.x, 10.0 + k * 3.0 * dt, 1e-12);
        ck_assert_close(b.xf.position.y, 100.0 + k * 5.0 * dt - 20.0 * dt * dt * k * (k + 1) / 2.0,
                        1e-12);
        ck_assert_close(b.xf.rotation, 0.5 * k * dt, 1e-12);
    }
    ck_assert_close(b.s.v.y, -195.0, 1e-12);
    ck_assert_close(b.xf.position.x, 40.0, 1e-12);
    ck_assert_close(b.xf.position.y, 150.0 - 20.0 * 600.0 * 601.0 / 2.0 / 3600.0, 1e-12);
    ck_assert_close(b.xf.rotation, 5.0, 1e-12);
    /* The 2 x 1 box turned by 5 rad: v1 is the centre plus (1, -0.5)
     * turned, (cos 5 + 0.5 sin 5, sin 5 - 0.5 cos 5); the bottom edge
     * v0 -> v1 is 2 long along (cos 5, sin 5). */
    Vec2 c = b.xf.position;
    ck_assert_close(b.s.rect.vertex[1].x - c.x, cos(5.0) + 0.5 * sin(5.0), 1e-12);
    ck_assert_close(b.s.rect.vertex[1].y - c.y, sin(5.0) - 0.5 * cos(5.0), 1e-12);
    Vec2 edge = vec2_sub(b.s.rect.vertex[1], b.s.rect.vertex[0]);
    ck_assert_close(edge.x, 2.0 * cos(5.0), 1e-12);
    ck_assert_close(edge.y, 2.0 * sin(5.0), 1e-12);
}
END_TEST

/* A static shape has a = 0: travelling leaves it where it is (the game
 * does not even call travel for it). */
START_TEST(static_shape_has_no_acceleration)
{
    Lone b;
    lone_rect(&b, 5, 5, 2, 2);
    rigid_shape_set_mass(&b.s, 0, G_DEFAULT);
    rigid_shape_travel(&b.s, FIXED_DT);
    ck_assert_vec2_approx(b.xf.position, 5, 5);
}
END_TEST

Suite *test_movement_suite(void)
{
    Suite *s = suite_create("05 movement");
    TCase *tc = tcase_create("movement");
    tcase_add_test(tc, new_shape_has_the_chapter_defaults);
    tcase_add_test(tc, set_mass_dynamic_and_static);
    tcase_add_test(tc, mass_stepped_to_near_zero_is_static);
    tcase_add_test(tc, inertia_of_circle_and_box);
    tcase_add_test(tc, heavier_circle_is_harder_to_spin);
    tcase_add_test(tc, free_fall_is_symplectic_euler);
    tcase_add_test(tc, static_shape_has_no_acceleration);
    suite_add_tcase(s, tc);
    return s;
}

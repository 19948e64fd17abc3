/* test_measure_masses.c - the energy and momentum of a trace row with
 * masses other than 1, worked by hand (every other test uses mass 1, where
 * m v and v, or m v^2/2 and v^2/2, cannot be told apart).
 *
 * Two bodies held still (motion off, so nothing changes their velocity),
 * far apart, default gravity (0,-20):
 *   A: circle r 1 at (0,10), mass 2, vel (1,2), spin 3
 *   B: rect 2 x 4 at (50,5), mass 3, vel (-4,0.5)
 * momentum   px = 2*1 + 3*(-4) = -10,   py = 2*2 + 3*0.5 = 5.5
 * kinetic    1/2 2 (1 + 4) + 1/2 3 (16 + 0.25) = 5 + 24.375 = 29.375
 * rotation   I_A = m r^2 / 2 = 1, so 1/2 I w^2 = 1/2 * 1 * 9 = 4.5
 * potential  -m (g . p) = m 20 y: 2*20*10 + 3*20*5 = 400 + 300 = 700
 * A static body (mass 0) adds nothing, whatever its velocity would be. */
#include "check_support.h"

#include "game_support.h"

#define TWO_MASSES                          \
    "motion off\n"                          \
    "circle 0 10 1 mass=2 vel=1,2 spin=3\n" \
    "rect 50 5 2 4 mass=3 vel=-4,0.5\n"     \
    "rect 25 -30 100 2 static\n"

START_TEST(momentum_and_energy_weigh_each_body_by_its_mass)
{
    Game *g = game_from(TWO_MASSES);
    TraceRow row;
    game_measure(g, &row);
    ck_assert_int_eq(row.bodies, 2);
    ck_assert_int_eq(row.contacts, 0);
    ck_assert_approx(row.px, -10.0);
    ck_assert_approx(row.py, 5.5);
    ck_assert_approx(row.ke_linear, 29.375);
    ck_assert_approx(row.ke_angular, 4.5);
    ck_assert_double_eq_tol(row.pe, 700.0, 1e-9);
    ck_assert_double_eq_tol(row.energy, 29.375 + 4.5 + 700.0, 1e-9);
    free_game(g);
}
END_TEST

/* One update with motion on and nothing touching: gravity changes each
 * velocity by g dt = (0, -20/60), so the momentum by (m_A + m_B) g dt =
 * 5 * (0, -1/3): py = 5.5 - 5/3; px stays -10 (no horizontal force). */
START_TEST(gravity_changes_momentum_by_total_mass_times_g_dt)
{
    Game *g = game_from("circle 0 10 1 mass=2 vel=1,2\n"
                        "rect 50 5 2 4 mass=3 vel=-4,0.5\n"
                        "rect 25 -300 100 2 static\n");
    idle(g, 1);
    TraceRow row;
    game_measure(g, &row);
    ck_assert_approx(row.px, -10.0);
    ck_assert_double_eq_tol(row.py, 5.5 - 5.0 / 3.0, 1e-12);
    free_game(g);
}
END_TEST

/* A mass is static only below STATIC_MASS_EPS = 1e-9: a millionth is
 * tiny but falls like any other (inverse mass 1e6, the system's
 * acceleration).  The chapter's system starts with gravity (0,-20) and
 * motion on. */
START_TEST(tiny_mass_is_dynamic_and_defaults_move)
{
    PhysicsSettings ps = physics_default_settings();
    ck_assert(ps.motion);
    ck_assert_vec2_approx(ps.gravity, 0, -20);
    Transform xf = {.position = {0, 0}, .size = {2, 2}};
    RigidShape s;
    rigid_circle_init(&s, &xf, 1.0);
    rigid_shape_set_mass(&s, 1e-6, ps.gravity);
    ck_assert_double_eq_tol(s.inv_mass, 1e6, 1e-3);
    ck_assert_vec2_approx(s.a, 0, -20);
}
END_TEST

Suite *test_measure_masses_suite(void)
{
    Suite *s = suite_create("05 measured momentum and energy with masses");
    TCase *tc = tcase_create("masses");
    tcase_add_test(tc, momentum_and_energy_weigh_each_body_by_its_mass);
    tcase_add_test(tc, gravity_changes_momentum_by_total_mass_times_g_dt);
    tcase_add_test(tc, tiny_mass_is_dynamic_and_defaults_move);
    suite_add_tcase(s, tc);
    return s;
}

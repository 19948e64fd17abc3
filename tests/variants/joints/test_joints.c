/* test_joints.c - the variant joints: joints solved with the contacts in
 * the sub-steps (variants/joints/joint.c, constraint.c, the kinds'
 * files, world.c), their islands (island.c), their scene lines
 * (joint_scene.c) and the program that reads them (program.c).
 * Laws:
 *   1. a pendulum of length L let go from 5 degrees swings with the
 *      period 2 pi sqrt(L / g) within 1 %, hung by a rigid revolute or
 *      by a rod; from 90 degrees with the large-angle period
 *      4 sqrt(L / g) K(sin 45 deg) within 2 %;
 *   2. a hanging chain of 20 links set swinging keeps every joint's
 *      anchors within 0.02 of each other for 10 s; holding a body 100
 *      times a link's mass, within 0.1; let go level, as it whips,
 *      within 0.15;
 *   3. a frictionless pendulum on rigid joints keeps its energy within
 *      1 % of its swing's for 10 s;
 *   4. a body on a soft distance joint of f hertz (no gravity, no
 *      damping) oscillates at f within 2 %; a body turned by a hinge's
 *      angular spring of f hertz about its centre, lightly damped, at f
 *      within 2 %, and hinged at an end at f sqrt(I / (I + m d^2))
 *      within 2 %; critically damped, it never swings back past the
 *      angle it was hinged at;
 *   5. a hinge with limits [-30, 45] degrees turned by a torque (a
 *      motor) stops within 1 degree of the limit it is turned towards;
 *   6. a motor of speed w with torque to spare turns its arm at w within
 *      1 %, against gravity, for 10 s; with a torque cap below what the
 *      arm needs it stalls: the arm rises no higher than where the cap's
 *      work equals the climb (T theta = m g d (1 - cos theta)), within
 *      1 degree, and never turns at w;
 *   7. a weld holds a beam to the world, and a small body at an arm's
 *      length: its angle within 0.5 degree and its anchors within 0.01
 *      for 10 s under gravity;
 *   8. a rope is slack until taut: the body falls freely, then hangs no
 *      farther than the rope's length (within 0.01); a rigid distance
 *      joint with min= and max= keeps the anchors' distance within them
 *      (within 0.01) while the body is thrown at the shorter end and
 *      falls to the longer; two bodies a joint holds do not collide
 *      with each other unless its line says collide_connected=on: a box
 *      thrown through the box it is roped to leaves it at rest, and with
 *      the word it hits it, sharing its momentum;
 *   9. a hanging chain at rest falls asleep as one island, every link in
 *      the same update, and a ball landing on its last link wakes every
 *      link in the update it lands; a static object a key moves wakes
 *      the sleeping body it holds by a joint;
 *  10. a body dragged by the mouse at a steady speed V follows the
 *      target with the spring's lag 2 zeta V / omega (within 5 %), and is
 *      never pulled harder than max_force;
 *  11. scene lines: bodies by number and by name, static ones in the
 *      bounds; settings and joints in one file; one clear error naming
 *      the file and line for every bad joint line; Box2D-Lite's demos
 *      (book/scenes/joints/) read and run;
 *  12. joints are drawn; the same scene of joints runs bit for bit the
 *      same twice;
 *  13. a body joints over-constrain at long lever arms stays finite,
 *      never faster than the joints' caps. */
#include "check_support.h"

#include "game_support.h"
#include "joint.h"
#include "joint_scene.h"
#include "joint_support.h"
#include "program.h"

/* ---- law 1: the pendulum's period ----------------------------------------- */

#define PIVOT_X 50.0
#define PIVOT_Y 60.0

/* A disc of radius 0.1 and mass 1 hung L below the pivot, turned
 * `degrees` from straight down, by a rigid revolute at the pivot or by a
 * rod from the pivot to its centre.  The disc's own inertia adds r^2/2
 * = 0.005 to the L^2 = 100 of the point mass: 0.003 % of the period. */
static Game *pendulum(double length, double degrees, bool rod)
{
    char text[256];
    double t = deg_to_rad(degrees);
    double x = PIVOT_X + length * sin(t), y = PIVOT_Y - length * cos(t);
    if (rod)
        snprintf(text, sizeof text,
                 "circle %.17g %.17g 0.1 restitution=0\n"
                 "joint distance world 1 %.17g %.17g %.17g %.17g\n",
                 x, y, PIVOT_X, PIVOT_Y, x, y);
    else
        snprintf(text, sizeof text,
                 "circle %.17g %.17g 0.1 restitution=0\njoint revolute world 1 %.17g %.17g\n", x, y,
                 PIVOT_X, PIVOT_Y);
    return joint_game(text);
}

/* The mean time between the upward crossings of 0 of what `read` reads
 * off the game after each of `updates` updates (each crossing's time from
 * the two updates around it, on a straight line); at least `least`
 * crossings. */
static double crossing_period(Game *g, int updates, double (*read)(Game *), int least)
{
    double last = read(g), first_t = 0.0, last_t = 0.0;
    int crossings = 0;
    for (int u = 1; u <= updates; u++) {
        idle(g, 1);
        double now = read(g);
        if (last < 0.0 && now >= 0.0) {
            double t = (u - 1 + -last / (now - last)) * FIXED_DT;
            if (crossings++ == 0)
                first_t = t;
            last_t = t;
        }
        last = now;
    }
    ck_assert_int_ge(crossings, least);
    return (last_t - first_t) / (crossings - 1);
}

/* The bob right of the vertical through the pivot. */
static double bob_offset(Game *g)
{
    return body(g, 0)->xf->position.x - PIVOT_X;
}

/* The mean time between the bob's crossings of the vertical through the
 * pivot going right. */
static double mean_period(Game *g, int updates)
{
    return crossing_period(g, updates, bob_offset, 3);
}

/* The complete elliptic integral of the first kind, K(k) = pi / (2
 * AGM(1, sqrt(1 - k^2))), the arithmetic-geometric mean converging
 * quadratically: ten rounds are far beyond double precision. */
static double elliptic_k(double k)
{
    double a = 1.0, b = sqrt(1.0 - k * k);
    for (int i = 0; i < 10; i++) {
        double m = (a + b) / 2.0;
        b = sqrt(a * b);
        a = m;
    }
    return M_PI / (2.0 * a);
}

/* L = 10 under g = 20: T = 2 pi sqrt(1/2) = 4.443 s from 5 degrees (the
 * small-angle period is 0.05 % short of the true one at 5 degrees), and
 * 4 sqrt(1/2) K(sin 45 deg) = 5.244 s from 90; 30 s of swinging, six
 * periods and more.  _i: the revolute (0) and the rod (1). */
START_TEST(a_pendulum_swings_with_its_period)
{
    const double L = 10.0, g = 20.0;
    bool rod = _i == 1;
    Game *small = pendulum(L, 5.0, rod);
    double t_small = 2.0 * M_PI * sqrt(L / g);
    ck_assert_close(mean_period(small, 1800) / t_small, 1.0, 0.01);
    free_game(small);
    Game *large = pendulum(L, 90.0, rod);
    double t_large = 4.0 * sqrt(L / g) * elliptic_k(sin(M_PI / 4.0));
    ck_assert_close(mean_period(large, 1800) / t_large, 1.0, 0.02);
    free_game(large);
}
END_TEST

/* ---- law 2: chains -------------------------------------------------------- */

/* 20 links 1.5 x 0.5 of mass 1, hinged 2 apart (their ends 0.5 apart,
 * so that neighbours do not touch), the first to the world at (x0, y0):
 * level to the right (dx 1, dy 0) or hanging (dx 0, dy -1); with a load,
 * a 3 x 3 box of mass `load` hinged under the last link. */
static char *chain_scene(double x0, double y0, double dx, double dy, double load)
{
    static char text[8192];
    int n = 0;
    for (int i = 0; i < 20; i++)
        n += snprintf(text + n, sizeof text - n, "rect %.17g %.17g %g %g restitution=0\n",
                      x0 + dx * (2 * i + 1), y0 + dy * (2 * i + 1), dx != 0.0 ? 1.5 : 0.5,
                      dx != 0.0 ? 0.5 : 1.5);
    if (load > 0.0)
        n += snprintf(text + n, sizeof text - n, "rect %.17g %.17g 3 3 mass=%g restitution=0\n",
                      x0 + dx * 41.5, y0 + dy * 41.5, load);
    n += snprintf(text + n, sizeof text - n, "joint revolute world 1 %.17g %.17g\n", x0, y0);
    for (int i = 1; i < 20 + (load > 0.0); i++)
        n += snprintf(text + n, sizeof text - n, "joint revolute %d %d %.17g %.17g\n", i, i + 1,
                      x0 + dx * 2 * i, y0 + dy * 2 * i);
    return text;
}

/* The widest anchor gap over `updates` updates. */
static double widest_gap_over(Game *g, int updates)
{
    double widest = 0.0;
    for (int u = 0; u < updates; u++) {
        idle(g, 1);
        widest = fmax(widest, widest_gap(g));
    }
    return widest;
}

/* Law 2, for 10 s each.  Hanging, its last link pushed sideways at 5
 * units/s so that it swings: every hinge within 0.02 of closed, a 75th
 * of a link.  With a load of mass 100 (a link's is 1) under it, pushed
 * the same way: within 0.1, a 15th of a link.  (A rigid joint's error
 * grows with the load it holds: the stiff push closes a share of the
 * error in each sub-step, and the weight of the load below opens it
 * again.)  Let go level, the chain whips down, its last links faster
 * and faster, and the pull along it changes quicker than a pass a
 * sub-step, meeting each hinge once, can follow: within 0.15, a tenth of
 * a link. */
START_TEST(a_chain_holds_together)
{
    Game *g = joint_game(chain_scene(50.0, 70.0, 0.0, -1.0, 0.0));
    body(g, 19)->v = vec2(5.0, 0.0);
    double gap = widest_gap_over(g, 600);
    ck_assert_msg(gap < 0.02, "a hinge of the swinging chain opened by %g", gap);
    free_game(g);
    g = joint_game(chain_scene(50.0, 70.0, 0.0, -1.0, 100.0));
    body(g, 20)->v = vec2(5.0, 0.0);
    gap = widest_gap_over(g, 600);
    ck_assert_msg(gap < 0.1, "a hinge of the loaded chain opened by %g", gap);
    free_game(g);
    g = joint_game(chain_scene(20.0, 60.0, 1.0, 0.0, 0.0));
    gap = widest_gap_over(g, 600);
    ck_assert_msg(gap < 0.15, "a hinge of the whipping chain opened by %g", gap);
    free_game(g);
}
END_TEST

/* ---- law 3: energy ------------------------------------------------------- */

static double energy(const Game *g)
{
    TraceRow row;
    game_measure(g, &row);
    return row.energy;
}

/* From 90 degrees the swing's energy is m g L = 200 above the bottom;
 * rigid joints are solved with a push that the relax takes back out of
 * the velocities, so the pendulum neither gains nor loses more than 1 %
 * of it at any update of 10 s. */
START_TEST(a_rigid_pendulum_keeps_its_energy)
{
    Game *g = pendulum(10.0, 90.0, _i == 1);
    double e0 = energy(g), swing = 1.0 * 20.0 * 10.0, worst = 0.0;
    for (int u = 0; u < 600; u++) {
        idle(g, 1);
        worst = fmax(worst, fabs(energy(g) - e0));
    }
    ck_assert_msg(worst < 0.01 * swing, "the energy strayed by %g of a swing of %g", worst, swing);
    free_game(g);
}
END_TEST

/* ---- law 4: the spring ------------------------------------------------------ */

/* No gravity: a disc of mass 1 on a spring of 2 Hz, no damping, rest
 * length 10 from a world point, let go 1 beyond it.  The anchor is the
 * disc's centre, so the spring's effective mass is the disc's: it
 * oscillates at 2 Hz, a period of 0.5 s; 10 s of it. */
static double spring_stretch(Game *g)
{
    return body(g, 0)->xf->position.x - 60.0;
}

START_TEST(a_spring_oscillates_at_its_frequency)
{
    Game *g = joint_game("gravity 0 0\ncircle 61 40 0.5\n"
                         "joint distance world 1 50 40 61 40 length=10 hertz=2 damping=0\n");
    double f = 1.0 / crossing_period(g, 600, spring_stretch, 10);
    ck_assert_close(f / 2.0, 1.0, 0.02);
    free_game(g);
}
END_TEST

static double turned(Game *g)
{
    return body(g, 0)->xf->rotation;
}

/* The frequency of body 0's angle about the one it started at (0), from
 * its crossings of that angle going up. */
static double angle_frequency(Game *g, int updates)
{
    return 1.0 / crossing_period(g, updates, turned, 3);
}

/* No gravity: a disc of radius 1 and mass 1 hinged to the world at its
 * centre by an angular spring of 2 Hz, damping ratio 0.02, set turning
 * at 2 rad/s (an amplitude of 2 / (2 pi 2) = 0.16 rad).  The spring's
 * effective mass is the disc's I, about which it turns: it swings at
 * f sqrt(1 - zeta^2) = 0.9998 f, 2 Hz within 2 % over 5 s (1.994 Hz,
 * the sub-steps' implicit spring a little slow).  A 4 x 1 bar
 * of mass 1 hinged at its end, 2 from its centre, is turned about the
 * hinge, I + m d^2 = 17/12 + 4: its spring of 2 Hz, stiffness
 * I omega^2, swings it at 2 sqrt((17/12) / (17/12 + 4)) = 1.023 Hz
 * (1.022 over 10 s). */
START_TEST(a_hinge_s_angular_spring_swings_at_its_frequency)
{
    Game *g = joint_game("gravity 0 0\ncircle 50 40 1 spin=2\n"
                         "joint revolute world 1 50 40 spring_hertz=2 spring_damping=0.02\n");
    ck_assert_close(angle_frequency(g, 300) / 2.0, 1.0, 0.02);
    free_game(g);
    g = joint_game("gravity 0 0\nrect 52 40 4 1 spin=2 vel=0,4\n"
                   "joint revolute world 1 50 40 spring_hertz=2 spring_damping=0.02\n");
    double inertia = 17.0 / 12.0;
    ck_assert_close(angle_frequency(g, 600) / (2.0 * sqrt(inertia / (inertia + 4.0))), 1.0, 0.02);
    free_game(g);
}
END_TEST

/* The disc above with damping ratio 1: critically damped, its angle from
 * the kick, theta(t) = w0 t e^(-omega t), rises once and comes back to 0
 * without passing it; over 3 s it never goes below -1e-6 rad, and ends
 * within 1e-3 of 0. */
START_TEST(a_critically_damped_angular_spring_does_not_overshoot)
{
    Game *g = joint_game("gravity 0 0\ncircle 50 40 1 spin=2\n"
                         "joint revolute world 1 50 40 spring_hertz=2 spring_damping=1\n");
    double highest = 0.0;
    for (int u = 1; u <= 180; u++) {
        idle(g, 1);
        double angle = body(g, 0)->xf->rotation;
        ck_assert_msg(angle > -1e-6, "update %d: angle %g", u, angle);
        highest = fmax(highest, angle);
    }
    ck_assert_double_gt(highest, 0.05);
    ck_assert_double_lt(fabs(body(g, 0)->xf->rotation), 1e-3);
    free_game(g);
}
END_TEST

/* ---- laws 5 and 6: limits and motors ------------------------------------------ */

static double relative_angle(const Game *g, int k)
{
    const Joint *j = &g->world.joints.items[k];
    double a = j->def.body[0].set == JOINT_OBJECT
        ? g->objects.items[j->def.body[0].index].shape.xf->rotation
        : 0.0;
    double b = g->objects.items[j->def.body[1].index].shape.xf->rotation;
    return rad_to_deg(b - a - j->reference_angle);
}

/* No gravity: a 4 x 1 box hinged at its centre to the world, limits
 * [-30, 45], turned by a motor of speed +-5 rad/s and torque 5 (the box's
 * I is 1.42: it reaches the limit in well under a second).  After 3 s
 * the angle rests within 1 degree of the limit it was turned towards.
 * _i: 0 turns it up, 1 down. */
START_TEST(a_hinge_stops_at_its_limit)
{
    bool up = _i == 0;
    char text[256];
    snprintf(text, sizeof text,
             "gravity 0 0\nrect 50 40 4 1\n"
             "joint revolute world 1 50 40 lower=-30 upper=45 motor_speed=%g max_torque=5\n",
             up ? 5.0 : -5.0);
    Game *g = joint_game(text);
    idle(g, 180);
    double limit = up ? 45.0 : -30.0;
    for (int u = 0; u < 120; u++) {
        idle(g, 1);
        ck_assert_msg(fabs(relative_angle(g, 0) - limit) < 1.0, "the angle is %g, the limit %g",
                      relative_angle(g, 0), limit);
    }
    free_game(g);
}
END_TEST

/* An arm 4 x 0.5 of mass 1 hanging from a hinge at its top end, its
 * centre d = 2 below; the motor turns it counter-clockwise at w = 2
 * rad/s with at most `torque`. */
static Game *motor_arm(double torque)
{
    char text[256];
    snprintf(text, sizeof text,
             "rect 50 38 0.5 4 restitution=0\n"
             "joint revolute world 1 50 40 motor_speed=2 max_torque=%g\n",
             torque);
    return joint_game(text);
}

/* Holding the arm level takes m g d = 40; with 200 the motor turns it
 * round and round at w, within 1 % once it is up to speed (after 1 s). */
START_TEST(a_motor_with_torque_to_spare_holds_its_speed)
{
    Game *g = motor_arm(200.0);
    idle(g, 60);
    for (int u = 0; u < 600; u++) {
        idle(g, 1);
        ck_assert_close(body(g, 0)->omega / 2.0, 1.0, 0.01);
    }
    ck_assert_double_gt(body(g, 0)->xf->rotation, 2.0 * M_PI * 3.0);
    free_game(g);
}
END_TEST

/* With a cap of T = 20 the motor, never up to speed, pushes with T all
 * the time: the arm swings up from hanging until the work T theta has
 * all gone into the climb m g d (1 - cos theta), at theta* with
 *   T theta* = m g d (1 - cos theta*)    (theta* = 63.55 degrees),
 * and back; a motor that pushed harder than its cap would lift it higher.
 * Over 10 s the highest angle is theta* within 1 degree, and the arm never
 * turns as fast as w. */
START_TEST(a_motor_below_its_load_stalls_at_its_cap)
{
    const double T = 20.0, mgd = 1.0 * 20.0 * 2.0;
    double lo = 0.5, hi = 2.0;
    for (int i = 0; i < 60; i++) {
        double mid = (lo + hi) / 2.0;
        if (T * mid > mgd * (1.0 - cos(mid)))
            lo = mid;
        else
            hi = mid;
    }
    double theta_star = rad_to_deg(lo), highest = 0.0;
    Game *g = motor_arm(T);
    for (int u = 0; u < 600; u++) {
        idle(g, 1);
        highest = fmax(highest, rad_to_deg(body(g, 0)->xf->rotation));
        ck_assert_double_lt(body(g, 0)->omega, 2.0);
        ck_assert_double_le(fabs(g->world.joints.items[0].motor_impulse), T * FIXED_DT / 4.0);
    }
    ck_assert_msg(fabs(highest - theta_star) < 1.0, "the arm rose to %g degrees, theta* is %g",
                  highest, theta_star);
    free_game(g);
}
END_TEST

/* ---- laws 7 and 8: the weld and the rope ------------------------------------ */

/* A beam 6 x 1 of mass 1 welded at its left end to the world, level,
 * under gravity: a cantilever.  For 10 s it stays level within 0.5
 * degree and its anchors within 0.01 of each other.  _i = 1: a small
 * body, 0.2 x 0.05, welded at an arm's length, 10 from its centre, where
 * the point's and the angle's rows, solved one after the other, would
 * fight (weld_joint.c): the same. */
START_TEST(a_weld_holds_a_beam)
{
    Game *g = joint_game(_i == 0 ? "rect 53 40 6 1\njoint weld world 1 50 40\n"
                                 : "rect 50 40 0.2 0.05\njoint weld world 1 60 40\n");
    for (int u = 0; u < 600; u++) {
        idle(g, 1);
        ck_assert_double_lt(fabs(rad_to_deg(body(g, 0)->xf->rotation)), 0.5);
        ck_assert_double_lt(widest_gap(g), 0.01);
    }
    free_game(g);
}
END_TEST

/* A disc on a rope of 5 from a world point 0.5 above its centre: slack,
 * it falls freely (after k sub-steps of h, g h^2 k (k+1) / 2, soft_step's
 * free fall) until it is 5 from the point, and then hangs there, never
 * farther than 5.01. */
START_TEST(a_rope_is_slack_until_taut)
{
    Game *g = joint_game("circle 50 40 0.5 restitution=0\n"
                         "joint rope world 1 50 40.5 50 40 max=5\n");
    double h = FIXED_DT / 4.0;
    idle(g, 6);
    double k = 24.0, fell = 20.0 * h * h * k * (k + 1.0) / 2.0;
    ck_assert_close(body(g, 0)->xf->position.y, 40.0 - fell, 1e-9);
    for (int u = 0; u < 600; u++) {
        idle(g, 1);
        double d = vec2_distance(body(g, 0)->xf->position, vec2(50.0, 40.5));
        ck_assert_double_lt(d, 5.01);
    }
    ck_assert_double_gt(vec2_distance(body(g, 0)->xf->position, vec2(50.0, 40.5)), 4.99);
    free_game(g);
}
END_TEST

/* A disc 6 below a world point on a rigid distance joint free between 4
 * and 8, thrown up at 30 units/s: it flies to 4 from the point (it would
 * rise 22.5, past the point), stops there, then falls to 8 and hangs.
 * Every update the distance is within [3.99, 8.01], and both ends are
 * reached (within 0.05). */
START_TEST(a_distance_range_holds_between_min_and_max)
{
    Game *g = joint_game("circle 50 44 0.5 restitution=0 vel=0,30\n"
                         "joint distance world 1 50 50 50 44 min=4 max=8\n");
    double shortest = 6.0, longest = 6.0;
    for (int u = 0; u < 300; u++) {
        idle(g, 1);
        double d = vec2_distance(body(g, 0)->xf->position, vec2(50.0, 50.0));
        ck_assert_msg(d > 3.99 && d < 8.01, "update %d: distance %.6f", u + 1, d);
        shortest = fmin(shortest, d);
        longest = fmax(longest, d);
    }
    ck_assert_double_lt(shortest, 4.05);
    ck_assert_double_gt(longest, 7.95);
    free_game(g);
}
END_TEST

/* No gravity: a 2 x 2 box at rest and one like it 6 to its left thrown
 * at it at 10 units/s, the two held by a slack rope of 20 between their
 * centres, for 1 s.  By default the joined pair has no contact: the
 * thrown box passes through (its centre 4 beyond the other's after the
 * second) and the other never moves.  With collide_connected=on they
 * meet: the thrown box never gets past the other's left face, and the
 * struck one leaves moving right, momentum m 10 shared (restitution 0:
 * both at 5 units/s, within 1e-6 once they have met). */
START_TEST(joined_bodies_collide_only_with_collide_connected)
{
    const char *word[2] = {"", " collide_connected=on"};
    for (int on = 0; on < 2; on++) {
        char text[256];
        snprintf(text, sizeof text,
                 "gravity 0 0\nrect 44 40 2 2 restitution=0 vel=10,0\n"
                 "rect 50 40 2 2 restitution=0\njoint rope 1 2 44 40 50 40 max=20%s\n",
                 word[on]);
        Game *g = joint_game(text);
        bool met = false;
        for (int u = 0; u < 60; u++) {
            idle(g, 1);
            met |= g->world.contacts.count > 0;
        }
        ck_assert_int_eq(met, on);
        double thrown = body(g, 0)->xf->position.x, struck = body(g, 1)->xf->position.x;
        if (on) {
            ck_assert_double_lt(thrown, struck - 1.99);
            ck_assert_close(body(g, 0)->v.x, 5.0, 1e-6);
            ck_assert_close(body(g, 1)->v.x, 5.0, 1e-6);
        } else {
            ck_assert_close(thrown, 54.0, 1e-9);
            ck_assert_double_eq(struck, 50.0);
            ck_assert_double_eq(body(g, 1)->v.x, 0.0);
        }
        free_game(g);
    }
}
END_TEST

/* ---- law 9: islands -------------------------------------------------------- */

/* Law 9.  The chain of law 2 hanging at rest with a plate 9 x 1 of mass
 * 1 hinged at its middle under its last link, and a ball far above the
 * plate's right end, 3.5 to the side of the chain (farther than the
 * falling ball's speculative reach), landing on it after about 3 s.  The
 * chain and the plate (21 bodies) fall asleep in one update, long before
 * the ball lands; in the update the ball's contact with the plate is
 * found (as sleeping's islands count contacts: touching, or within the
 * reach of the update), every link wakes. */
START_TEST(a_hanging_chain_sleeps_and_wakes_whole)
{
    char text[8192];
    snprintf(text, sizeof text,
             "%srect 50 49.5 9 1 restitution=0\njoint revolute 20 21 50 50\n"
             "circle 53.5 150 0.5 restitution=0\n",
             chain_scene(50.0, 90.0, 0.0, -1.0, 0.0));
    Game *g = joint_game(text);
    int asleep_at = -1, woke_at = -1;
    for (int u = 1; u <= 300 && woke_at < 0; u++) {
        int before = 0, now = 0;
        for (int i = 0; i < 21; i++)
            before += body(g, i)->asleep;
        idle(g, 1);
        for (int i = 0; i < 21; i++)
            now += body(g, i)->asleep;
        ck_assert_msg(now == 0 || now == 21, "%d of the chain's 21 bodies asleep", now);
        if (before == 0 && now == 21)
            asleep_at = u;
        if (before == 21 && now == 0)
            woke_at = u;
    }
    ck_assert_int_gt(asleep_at, 0);
    ck_assert_int_gt(woke_at, asleep_at);
    /* The ball woke them: its contact with the plate is in that update's list. */
    const ContactList *l = &g->world.contacts;
    bool touching = false;
    for (int k = 0; k < l->count; k++)
        touching |= !l->items[k].with_bound && l->items[k].first == 20 && l->items[k].second == 21;
    ck_assert(touching);
    free_game(g);
}
END_TEST

/* Object 0, a 2 x 2 box, made static by M with Down (sleeping's law 7
 * does the same), with a disc hung from it by a rod; a static object
 * joins no island, and the disc alone falls asleep.  D moves the box 0.3
 * to the right: the disc wakes (its rod pulls it) and swings about the
 * box's new place, from where it hung to 0.3 beyond it (a pendulum of
 * no friction keeps its swing). */
START_TEST(a_static_object_moved_wakes_what_it_holds)
{
    Game *g = joint_game("circle 40 30 1\ncircle 40 25 0.5\njoint distance 1 2 40 30 40 25\n");
    for (int u = 0; u < 10; u++)
        keys(g, 2, (const Key[]){KEY_M, KEY_DOWN});
    ck_assert_double_eq(body(g, 0)->inv_mass, 0.0);
    for (int u = 0; u < 300 && !body(g, 1)->asleep; u++)
        idle(g, 1);
    ck_assert(body(g, 1)->asleep);
    double x = body(g, 0)->xf->position.x;
    press(g, KEY_D);
    ck_assert_msg(!body(g, 1)->asleep, "asleep while the box that holds it moved");
    double lo = INFINITY, hi = -INFINITY;
    for (int u = 0; u < 600; u++) {
        idle(g, 1);
        lo = fmin(lo, body(g, 1)->xf->position.x);
        hi = fmax(hi, body(g, 1)->xf->position.x);
    }
    ck_assert_double_eq_tol(lo, x, 0.02);
    ck_assert_double_eq_tol(hi, x + 0.6, 0.02);
    free_game(g);
}
END_TEST

/* ---- law 10: the mouse ---------------------------------------------------- */

/* No gravity: a disc of mass 2 grabbed at its centre by a spring of 1 Hz,
 * zeta 1, and its target moved at V = 5 units/s.  In the steady state
 * the spring's pull balances its damper, k lag = c V, so the body trails
 * the target by
 *   lag = c V / k = 2 zeta V / omega = 1.59
 * at the target's speed: within 5 % (the target moves in steps of an
 * update and the spring is taken per sub-step), and V within 1 %, over
 * the last of 10 s. */
START_TEST(a_dragged_body_follows_with_the_springs_lag)
{
    Game *g = joint_game("gravity 0 0\ncircle 50 40 1 mass=2\n");
    const double V = 5.0, zeta = 1.0, omega = 2.0 * M_PI;
    ck_assert(world_mouse_grab(&g->world, 0, vec2(50.0, 40.0), 1.0, zeta, 1000.0));
    for (int u = 1; u <= 600; u++) {
        Vec2 target = vec2(50.0 + V * u * FIXED_DT, 40.0);
        world_mouse_move(&g->world, target);
        idle(g, 1);
        if (u > 540) {
            ck_assert_close((target.x - body(g, 0)->xf->position.x) / (2.0 * zeta * V / omega), 1.0,
                            0.05);
            ck_assert_close(body(g, 0)->v.x / V, 1.0, 0.01);
        }
    }
    world_mouse_release(&g->world);
    ck_assert_int_eq(g->world.joints.count, 0);
    free_game(g);
}
END_TEST

/* The target 100 units away at once, max_force 10 on the mass of 2: the
 * body's speed never grows by more than max_force dt / m in an update,
 * and it does by just that while the spring is stretched past it. */
START_TEST(the_mouse_never_pulls_harder_than_max_force)
{
    Game *g = joint_game("gravity 0 0\ncircle 50 40 1 mass=2\n");
    const double most = 10.0 * FIXED_DT / 2.0;
    ck_assert(world_mouse_grab(&g->world, 0, vec2(50.0, 40.0), 5.0, 0.7, 10.0));
    world_mouse_move(&g->world, vec2(150.0, 40.0));
    for (int u = 0; u < 120; u++) {
        Vec2 v = body(g, 0)->v;
        idle(g, 1);
        double dv = vec2_distance(body(g, 0)->v, v);
        ck_assert_msg(dv <= most * (1.0 + 1e-9), "the speed grew by %g, at most %g", dv, most);
        if (u > 0 && u < 60)
            ck_assert_close(dv / most, 1.0, 1e-9);
    }
    free_game(g);
}
END_TEST

/* A sleeping body wakes when grabbed; a static one, or none, is not
 * grabbed. */
START_TEST(the_mouse_grabs_what_moves)
{
    Game *g = joint_game("rect 50 2 100 4 static\ncircle 50 5 1\n");
    idle(g, 120);
    ck_assert(body(g, 0)->asleep);
    ck_assert(!world_mouse_grab(&g->world, 1, vec2(50.0, 5.0), 5.0, 0.7, 100.0));
    ck_assert(!world_mouse_grab(&g->world, 0, vec2(50.0, 5.0), 0.0, 0.7, 100.0));
    ck_assert(world_mouse_grab(&g->world, 0, vec2(50.0, 5.0), 5.0, 0.7, 100.0));
    ck_assert(!body(g, 0)->asleep);
    world_mouse_move(&g->world, vec2(50.0, 15.0));
    idle(g, 120);
    ck_assert_double_gt(body(g, 0)->xf->position.y, 12.0);
    free_game(g);
}
END_TEST

/* ---- law 11: scene lines ---------------------------------------------------- */

/* Bodies by number count every body line, static ones too, and by name;
 * a static body is a bound and the others objects, each in file order. */
START_TEST(joints_name_bodies_by_number_and_by_name)
{
    Game *g = joint_game("sub_steps 8\nrect 50 2 100 4 static name=floor\n"
                         "joint weld left 4 40 20\n"
                         "circle 40 20 1 name=left\nrect 60 20 2 2\ncircle 45 20 1\n"
                         "joint revolute floor 3 60 21 lower=-10 upper=20\n"
                         "joint distance ground left 40 30 40 20 hertz=3\n");
    ck_assert_int_eq(g->physics.step.sub_steps, 8);
    const Joint *j = g->world.joints.items;
    ck_assert_int_eq(j[0].def.kind, JOINT_WELD);
    ck_assert_int_eq(j[0].def.body[0].set, JOINT_OBJECT);
    ck_assert_int_eq(j[0].def.body[0].index, 0);
    ck_assert_int_eq(j[0].def.body[1].index, 2);
    ck_assert_int_eq(j[1].def.body[0].set, JOINT_BOUND);
    ck_assert_int_eq(j[1].def.body[0].index, 0);
    ck_assert_int_eq(j[1].def.body[1].index, 1);
    ck_assert(j[1].def.limit);
    ck_assert_double_eq_tol(j[1].def.upper, deg_to_rad(20.0), 1e-15);
    ck_assert_int_eq(j[2].def.body[0].set, JOINT_WORLD);
    ck_assert_double_eq(j[2].def.hertz, 3.0);
    ck_assert_double_eq(j[2].def.damping_ratio, JOINT_DEFAULT_DAMPING_RATIO);
    ck_assert_double_eq(j[2].def.length, 10.0);
    free_game(g);
}
END_TEST

static void assert_joint_error(const char *text, const char *message)
{
    static Scene scene;
    Error err;
    ck_assert_msg(!read_scene(&scene, text, "bad.scene", &err), "accepted: %s", text);
    ck_assert_str_eq(err.message, message);
    ck_assert_int_eq(support_count_char(err.message, '\n'), 0);
}

#define TWO "circle 40 20 1\ncircle 60 20 1 name=b\n"

START_TEST(bad_joint_lines_name_the_file_and_line)
{
    assert_joint_error(TWO "joint revolute 1 7 50 20\n",
                       "bad.scene:3: joint revolute: there is no body 7 (the file has 2)");
    assert_joint_error(TWO "joint weld 1 c 50 20\n",
                       "bad.scene:3: joint weld: no body is named 'c'");
    assert_joint_error(TWO "joint revolute b 2 50 20\n",
                       "bad.scene:3: joint revolute: a body is joined to itself");
    assert_joint_error(TWO "joint revolute world ground 50 20\n",
                       "bad.scene:3: joint revolute: the world is joined to itself");
    assert_joint_error("rect 50 2 100 4 static\nrect 50 30 4 4 static\n"
                       "joint weld 1 2 50 20\n",
                       "bad.scene:3: joint weld: neither 1 nor 2 can move (static or the world)");
    assert_joint_error("rect 50 2 100 4 static\njoint revolute world 1 50 20\n",
                       "bad.scene:2: joint revolute: neither world nor 1 can move (static or "
                       "the world)");
    assert_joint_error(TWO "joint revolute 1 2 50 20 lower=50 upper=40\n",
                       "bad.scene:3: joint revolute: lower=50 is above upper=40");
    assert_joint_error(TWO "joint revolute 1 2 50 20 lower=50\n",
                       "bad.scene:3: joint revolute: lower needs upper");
    assert_joint_error(TWO "joint distance 1 2 40 20 60 20 length=-2\n",
                       "bad.scene:3: joint distance: length must be at least 0.001, got -2");
    assert_joint_error(TWO "joint distance 1 2 40 20 60 20 hertz=-1\n",
                       "bad.scene:3: joint distance: hertz must be above 0, got -1 (leave it out "
                       "for a rigid joint)");
    assert_joint_error(TWO "joint revolute 1 2 50 20 motor_speed=1 max_torque=-5\n",
                       "bad.scene:3: joint revolute: max_torque must be >= 0, got -5");
    assert_joint_error(TWO "joint rope 1 2 40 20 60 20 max=-1\n",
                       "bad.scene:3: joint rope: max must be at least 0.001, got -1");
    assert_joint_error(TWO "joint weld 1 2 50 20 lower=5\n",
                       "bad.scene:3: joint weld: unknown option 'lower' (expected hertz, damping "
                       "or collide_connected)");
    assert_joint_error(TWO "joint revolute 1 2 50 20 hertz=2 hertz=3\n",
                       "bad.scene:3: joint revolute: hertz given twice");
    assert_joint_error("circle 40 20 1 name=a\ncircle 60 20 1 name=a\n",
                       "bad.scene:2: name 'a' is already the body's on line 1");
    assert_joint_error("circle 40 20 1 name=world\n",
                       "bad.scene:1: name needs a letter, then letters, digits or _ (at most 31, "
                       "not world or ground), got 'world'");
    assert_joint_error(TWO "joint hinge 1 2 50 20\n",
                       "bad.scene:3: joint needs a kind, revolute, weld, distance or rope, got "
                       "'hinge'");
    assert_joint_error(TWO "joint revolute 1 2 50\n",
                       "bad.scene:3: joint revolute needs A B X Y, got 3 words");
    assert_joint_error(TWO "joint distance 1 2 40 20 60 x\n",
                       "bad.scene:3: joint distance: a point needs numbers from -1e6 to 1e6, got "
                       "'x'");
    assert_joint_error(TWO "joint distance 1 2 40 20 60 20 min=1 length=5\n",
                       "bad.scene:3: joint distance: length needs hertz beside min or max "
                       "(without a spring the distance is free between them)");
    assert_joint_error(TWO "joint distance 1 2 40 20 60 20 min=8 max=5\n",
                       "bad.scene:3: joint distance: min=8 is above max=5");
    assert_joint_error(TWO "joint distance 1 2 40 20 60 20 min=-1 max=5\n",
                       "bad.scene:3: joint distance: min must be >= 0, got -1");
    assert_joint_error(TWO "joint distance 1 2 40 20 60 20 hertz=1 max=5\n",
                       "bad.scene:3: joint distance: the length 20 is not between min and max");
    assert_joint_error(TWO "joint revolute 1 2 50 20 spring_damping=1\n",
                       "bad.scene:3: joint revolute: spring_damping needs spring_hertz (the "
                       "angular spring)");
    assert_joint_error(TWO "joint revolute 1 2 50 20 spring_hertz=0\n",
                       "bad.scene:3: joint revolute: spring_hertz must be above 0, got 0 (leave "
                       "it out for no angular spring)");
    assert_joint_error(TWO "joint revolute 1 2 50 20 spring_hertz=1 spring_damping=-1\n",
                       "bad.scene:3: joint revolute: spring_damping must be >= 0, got -1");
    assert_joint_error(TWO "joint weld 1 2 50 20 spring_hertz=1\n",
                       "bad.scene:3: joint weld: unknown option 'spring_hertz' (expected hertz, "
                       "damping or collide_connected)");
    assert_joint_error(TWO "joint rope 1 2 40 20 60 20 collide_connected=yes\n",
                       "bad.scene:3: joint rope: collide_connected needs on or off, got 'yes'");
    assert_joint_error(TWO "joint revolute 1 2 50 20 collide_connected=on collide_connected=off\n",
                       "bad.scene:3: joint revolute: collide_connected given twice");
    assert_joint_error(TWO "joint revolute 1 2 50 20 damping=1\n",
                       "bad.scene:3: joint revolute: damping needs hertz (a rigid joint has no "
                       "spring)");
    assert_joint_error(TWO "joint revolute 0 2 50 20\n",
                       "bad.scene:3: joint revolute: '0' is no body (a body's number from 1, a "
                       "name given by name=, or world)");
}
END_TEST

/* Box2D-Lite's nine demos (book/scenes/joints/) read, their joints'
 * bodies found, and run for 10 s with every body finite and every rigid
 * hinge within 0.1 of closed (the bridge's and the multi-pendulum's are
 * soft, springs that stretch by design). */
START_TEST(box2d_lites_demos_run)
{
    static const char *const demos[] = {
        "1_box",    "2_pendulum", "3_friction", "4_stack",          "5_pyramid",
        "6_teeter", "7_bridge",   "8_dominos",  "9_multi_pendulum",
    };
    for (int d = 0; d < 9; d++) {
        char path[128];
        snprintf(path, sizeof path, "book/scenes/joints/%s.scene", demos[d]);
        char *text = support_read_path(path);
        Game *g = joint_game(text);
        free(text);
        for (int u = 0; u < 600; u++) {
            idle(g, 1);
            for (int i = 0; i < g->objects.count; i++)
                ck_assert_msg(isfinite(body(g, i)->xf->position.x)
                                  && isfinite(body(g, i)->xf->position.y),
                              "%s: body %d is not finite", path, i);
            for (int k = 0; k < g->world.joints.count; k++) {
                const Joint *j = &g->world.joints.items[k];
                double gap = vec2_distance(anchor(g, j, 0), anchor(g, j, 1));
                ck_assert_msg(j->def.hertz > 0.0 || gap < 0.1, "%s: joint %d opened by %g", path, k,
                              gap);
            }
        }
        free_game(g);
    }
}
END_TEST

/* Box2D-Lite's bridge with its soft hinges (6.6 Hz): the first swing
 * carries the planks through their rest, but not to the floor (its top
 * at y = 5, so a plank of half height 0.25 touches it at a centre of
 * 5.25), and after 30 s the lowest plank hangs where the hinges' springs
 * hold it: 7.31 below the planks' start at y = 15, the rest
 * plots/bridge_sag.awk solves for from the scene (chapter 14). */
START_TEST(a_soft_bridge_swings_clear_of_the_floor_to_its_rest)
{
    char *text = support_read_path("book/scenes/joints/7_bridge.scene");
    Game *g = joint_game(text);
    free(text);
    double first_low = INFINITY, low = INFINITY;
    for (int u = 1; u <= 1800; u++) {
        idle(g, 1);
        low = INFINITY;
        for (int i = 0; i < g->objects.count; i++)
            if (body(g, i)->inv_mass > 0.0)
                low = fmin(low, body(g, i)->xf->position.y);
        if (u <= 180)
            first_low = fmin(first_low, low);
    }
    ck_assert_msg(first_low > 5.25 + 0.1, "the first swing reaches y = %g (the floor: 5.25)",
                  first_low);
    ck_assert_double_eq_tol(15.0 - low, 7.31, 0.01 * 7.31);
    free_game(g);
}
END_TEST

/* ---- law 13: the safety net ----------------------------------------------- */

/* A body 0.02 x 0.005 pinned to the world at two points 1 apart, fifty
 * times its length: over-constrained at lever arms far longer than the
 * body (joint.h), the pushes overshoot ever more from one sub-step to the
 * next.  The joints hold the body to JOINT_MAX_SPEED and a quarter turn
 * a sub-step, so for 10 s it stays finite and within them. */
START_TEST(a_body_a_joint_holds_never_outruns_the_caps)
{
    Game *g = joint_game("rect 50 15 0.02 0.005\njoint revolute world 1 49.99 15\n"
                         "joint revolute world 1 51 15\n");
    double most_turn = JOINT_MAX_TURN / (FIXED_DT / 4.0);
    for (int u = 0; u < 600; u++) {
        idle(g, 1);
        const RigidShape *s = body(g, 0);
        ck_assert(isfinite(s->xf->position.x) && isfinite(s->xf->position.y));
        ck_assert_double_le(vec2_length(s->v), JOINT_MAX_SPEED * (1.0 + 1e-12));
        ck_assert_double_le(fabs(s->omega), most_turn);
    }
    free_game(g);
}
END_TEST

/* ---- law 12: drawing and determinism ------------------------------------- */

/* The frame holds the joint's legend entry, and lines in its colour: the
 * revolute's limit arc among them. */
START_TEST(joints_are_drawn)
{
    Game *g = joint_game("circle 60 40 1\njoint revolute world 1 50 40 lower=-30 upper=45\n");
    DrawList dl = {0};
    game_stage_api.draw(g, &dl);
    ck_assert_int_eq(dl.legend_count, 2);
    ck_assert_str_eq(dl.legend[1].label, "joint");
    Colour c = dl.legend[1].colour;
    int lines = 0;
    for (int i = 0; i < dl.count; i++)
        lines += dl.items[i].kind == DRAW_LINE && dl.items[i].colour.r == c.r
            && dl.items[i].colour.g == c.g && dl.items[i].colour.b == c.b;
    /* centre to anchor, anchor to anchor, an arc of 75 degrees in 8
     * segments, the spoke */
    ck_assert_int_eq(lines, 1 + 1 + 8 + 1);
    draw_list_free(&dl);
    free_game(g);
}
END_TEST

START_TEST(the_same_joints_run_the_same_twice)
{
    const char *text = "rect 50 2 100 4 static\n"
                       "rect 40 30 4 1\nrect 45 30 4 1\ncircle 52 30 1\n"
                       "joint revolute world 2 38 30\njoint revolute 2 3 42.5 30 hertz=5\n"
                       "joint distance 3 4 47 30 52 30\n";
    Game *a = joint_game(text);
    idle(a, 300);
    Game *b = joint_game(text);
    idle(b, 300);
    for (int i = 0; i < a->objects.count; i++) {
        const RigidShape *p = body(a, i), *q = body(b, i);
        ck_assert(memcmp(p->xf, q->xf, sizeof *p->xf) == 0);
        ck_assert(memcmp(&p->v, &q->v, sizeof p->v) == 0 && p->omega == q->omega);
    }
    free_game(a);
    free_game(b);
}
END_TEST

Suite *test_joints_suite(void)
{
    Suite *s = suite_create("variant joints");
    TCase *tc = tcase_create("laws");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, a_pendulum_swings_with_its_period, 0, 2);
    tcase_add_test(tc, a_chain_holds_together);
    tcase_add_loop_test(tc, a_rigid_pendulum_keeps_its_energy, 0, 2);
    tcase_add_test(tc, a_spring_oscillates_at_its_frequency);
    tcase_add_test(tc, a_hinge_s_angular_spring_swings_at_its_frequency);
    tcase_add_test(tc, a_critically_damped_angular_spring_does_not_overshoot);
    tcase_add_loop_test(tc, a_hinge_stops_at_its_limit, 0, 2);
    tcase_add_test(tc, a_motor_with_torque_to_spare_holds_its_speed);
    tcase_add_test(tc, a_motor_below_its_load_stalls_at_its_cap);
    tcase_add_loop_test(tc, a_weld_holds_a_beam, 0, 2);
    tcase_add_test(tc, a_rope_is_slack_until_taut);
    tcase_add_test(tc, a_distance_range_holds_between_min_and_max);
    tcase_add_test(tc, joined_bodies_collide_only_with_collide_connected);
    tcase_add_test(tc, a_hanging_chain_sleeps_and_wakes_whole);
    tcase_add_test(tc, a_static_object_moved_wakes_what_it_holds);
    tcase_add_test(tc, a_dragged_body_follows_with_the_springs_lag);
    tcase_add_test(tc, the_mouse_never_pulls_harder_than_max_force);
    tcase_add_test(tc, the_mouse_grabs_what_moves);
    tcase_add_test(tc, the_same_joints_run_the_same_twice);
    tcase_add_test(tc, a_body_a_joint_holds_never_outruns_the_caps);
    suite_add_tcase(s, tc);
    TCase *lines = tcase_create("scene lines");
    tcase_add_test(lines, joints_name_bodies_by_number_and_by_name);
    tcase_add_test(lines, bad_joint_lines_name_the_file_and_line);
    tcase_add_test(lines, joints_are_drawn);
    tcase_add_test(lines, box2d_lites_demos_run);
    tcase_add_test(lines, a_soft_bridge_swings_clear_of_the_floor_to_its_rest);
    suite_add_tcase(s, lines);
    return s;
}

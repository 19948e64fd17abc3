/* test_time_of_impact.c - the variant time_of_impact: an update backs up
 * to the time of impact by halving the step, resolves the contacts there
 * with stage 8's impulse, and travels the rest of the step
 * (variants/time_of_impact/world.c).
 * Laws:
 *   1. a ball that would sink 0.3 into the floor in one update instead
 *      turns round where the overlap reaches the tolerance and spends the
 *      rest of the update climbing (hand-worked position);
 *   2. after every update of a falling ball, a bouncing ball (book/scenes
 *      fall.scene and bounce.scene) and of a box and a ball at rest, no
 *      overlap is deeper than the tolerance 0.01;
 *   3. the bounces of a ball with e = 1 on a floor with e = 1 change its
 *      energy by almost nothing, where stage 8's projection adds to it. */
#include "check_support.h"

#include "game_support.h"
#include "world.h"
#include "../../02_circle_collisions_and_collision_info/pair_props.h"

/* A ball r 1 of mass 1, centre at y = 1.2 (a gap of 0.2), falls at 30 L/s
 * without gravity on a static floor whose top is y = 0; e = 1 for both.
 * One update would carry it 30/60 = 0.5 down, 0.3 into the floor.  The
 * overlap reaches the tolerance 0.01 after 0.21 of the 0.5, at the
 * fraction 0.42 of the update; there the impulse turns v round to +30,
 * and the remaining 0.58 of the update carries the ball 0.29 up:
 *   y = 1.2 - 0.21 + 0.29 = 1.28,  v = (0, 30).
 * The halving finds the fraction to within 2^-20 (0.5 2^-20 = 5e-7 L).
 * (Stage 8 moves the ball to 0.7 and projects it back to 1: y = 1.) */
START_TEST(a_fast_ball_turns_round_at_the_time_of_impact)
{
    Body ball, floor_;
    body_circle(&ball, 0, 1.2, 1);
    body_rect(&floor_, 0, -2, 100, 4, 0);
    rigid_shape_set_mass(&floor_.s, 0.0, vec2(0, 0));
    rigid_shape_set_mass(&ball.s, 1.0, vec2(0, 0));
    ball.s.v = vec2(0, -30);
    ball.s.restitution = floor_.s.restitution = 1.0;
    ShapeSet objects = {0}, bounds = {0};
    shape_set_add(&objects, &ball.s);
    shape_set_add(&bounds, &floor_.s);
    PhysicsSettings ps = physics_default_settings();
    world_step(&objects, &bounds, &ps, NULL, NULL, NULL);
    ck_assert_double_eq_tol(ball.xf.position.y, 1.28, 1e-6);
    ck_assert_double_eq_tol(ball.s.v.y, 30.0, 1e-9);
    ck_assert_double_eq_tol(ball.xf.position.x, 0.0, 1e-12);
    ck_assert_double_eq(TOI_CONTACT_TOLERANCE, 0.01);
    shape_set_free(&objects);
    shape_set_free(&bounds);
}
END_TEST

/* The deepest overlap of the game: every object against every bound and
 * every pair of objects. */
static double deepest(const Game *g)
{
    const ShapeSet *o = &g->objects.shapes, *b = &g->bounds.shapes;
    double d = 0.0;
    CollisionInfo info;
    for (int i = 0; i < o->count; i++) {
        for (int j = 0; j < b->count; j++)
            if (detect_collision(o->items[i], b->items[j], &info))
                d = fmax(d, info.depth);
        for (int j = i + 1; j < o->count; j++)
            if (detect_collision(o->items[i], o->items[j], &info))
                d = fmax(d, info.depth);
    }
    return d;
}

/* book/scenes/fall.scene and bounce.scene as they are, and a box and a
 * ball resting on the floor (book/scenes/box.scene and rest.scene): a
 * resting contact is pressed again by gravity at once, so it uses up the
 * four pieces of an update and falls back to the projection, which keeps
 * it within the tolerance too.  600 updates (10 s: the balls land and
 * bounce several times). */
START_TEST(no_overlap_deeper_than_the_tolerance_after_an_update)
{
    const char *scenes[4] = {
        "gravity 0 -20\ncircle 50 70 2 mass=1\n",
        "circle 50 40 2 restitution=1\nrect 50 4 100 3.75 static restitution=1\n",
        "rect 50 8.5 6 4\nrect 50 4 100 3.75 static\n",
        "circle 50 7.875 2\nrect 50 4 100 3.75 static\n",
    };
    for (int s = 0; s < 4; s++) {
        Game *g = game_from(scenes[s]);
        double worst = 0.0;
        for (int k = 1; k <= 600; k++) {
            idle(g, 1);
            worst = fmax(worst, deepest(g));
        }
        ck_assert_msg(worst <= TOI_CONTACT_TOLERANCE, "scene %d: depth %.17g", s, worst);
        free_game(g);
    }
}
END_TEST

/* Energy of the ball: (1/2) m v^2 + (1/2) I omega^2 + m g y (g = 20). */
static double ball_energy(const RigidShape *b)
{
    double m = rigid_shape_mass(b);
    return 0.5 * m * vec2_dot(b->v, b->v) + 0.5 * rigid_shape_inertia(b) * b->omega * b->omega
        + m * 20.0 * b->xf->position.y;
}

/* A ball (m 1, e 1) dropped from y = 40 on a floor (e 1) whose top is
 * 5.875: it lands after 1.8 s, so 36 s (2160 updates) hold 10 bounces.
 * Symplectic Euler loses energy on its own, without any collision: one
 * step of length h under gravity g changes
 *   v' = v - g h,  y' = y + v' h,
 *   E' - E = (1/2) m ((v - g h)^2 - v^2) + m g (v - g h) h = -(1/2) m g^2 h^2,
 * whatever v is, so 2160 updates of h = 1/60 lose 2160 (400 / 7200) = 120
 * (and an update cut in pieces h1 + h2 = 1/60 loses less).  What the
 * bounces add or take is E(36 s) - (800 - 120).
 * Stage 8 (build/stage08 on this scene, trace at frame 2160): energy
 * 786.611, so its bounces add +106.6: the projection lifts the ball out
 * of the floor each time.  The variant turns the ball round at the
 * surface without moving it: measured +0.20; asserted below a third of
 * stage 8's change, and below 1. */
START_TEST(an_elastic_ball_keeps_its_energy_better_than_stage_8)
{
    Game *g = game_from("circle 50 40 2 restitution=1\nrect 50 4 100 3.75 static restitution=1\n");
    const RigidShape *ball = &g->objects.items[0].shape;
    double e0 = ball_energy(ball);
    ck_assert_double_eq_tol(e0, 800.0, 1e-9);
    idle(g, 2160);
    double by_bounces = ball_energy(ball) - (e0 - 2160 * 0.5 * 400.0 / 3600.0);
    const double stage_8 = 106.6;
    ck_assert_msg(fabs(by_bounces) < stage_8 / 3.0 && fabs(by_bounces) < 1.0,
                  "bounces changed the energy by %.17g", by_bounces);
    free_game(g);
}
END_TEST

Suite *test_time_of_impact_suite(void)
{
    Suite *s = suite_create("variant time_of_impact");
    TCase *tc = tcase_create("time_of_impact");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, a_fast_ball_turns_round_at_the_time_of_impact);
    tcase_add_test(tc, no_overlap_deeper_than_the_tolerance_after_an_update);
    tcase_add_test(tc, an_elastic_ball_keeps_its_energy_better_than_stage_8);
    suite_add_tcase(s, tc);
    return s;
}

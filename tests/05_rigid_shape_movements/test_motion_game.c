/* Stage 5: motion in the game - scene-file attributes and settings, the
 * keys V, H and Up/Down with M/N/F, the trace's energy and momentum, the
 * built-in scene, and reproducible runs.  Scenes here hold a single body
 * or bodies far apart, so the later stages' collision handling never
 * touches them. */
#include "check_support.h"

#include "game_support.h"
#include "loop.h"

/* Every attribute of a body and the gravity and motion settings reach the
 * shapes: the circle gets inv_mass 1/2, the rectangle the default mass 1,
 * both the scene's acceleration (0,-5); the static bound none. */
START_TEST(scene_attributes_reach_the_shapes)
{
    Game *g = game_from("gravity 0 -5\nmotion off\n"
                        "circle 0 50 2 mass=2 vel=1,2 spin=3 friction=0.1 restitution=0.9\n"
                        "rect 20 50 2 2\n"
                        "rect 0 0 10 1 static\n");
    ck_assert(!g->physics.motion);
    ck_assert_vec2_approx(g->physics.gravity, 0, -5);
    const RigidShape *c = &g->objects.items[0].shape, *r = &g->objects.items[1].shape;
    const RigidShape *b = &g->bounds.items[0].shape;
    ck_assert_double_eq(c->inv_mass, 0.5);
    ck_assert_vec2_approx(c->a, 0, -5);
    ck_assert_vec2_approx(c->v, 1, 2);
    ck_assert_double_eq(c->omega, 3);
    ck_assert_double_eq(c->friction, 0.1);
    ck_assert_double_eq(c->restitution, 0.9);
    ck_assert_close(c->inv_inertia, 1.0 / 4.0, 1e-15); /* I = 2 * 2^2 / 2 = 4 */
    ck_assert_double_eq(r->inv_mass, 1);
    ck_assert_vec2_approx(r->a, 0, -5);
    ck_assert_double_eq(b->inv_mass, 0);
    ck_assert_double_eq(b->inv_inertia, 0);
    ck_assert_vec2_approx(b->a, 0, 0);
    /* motion off: an update moves nothing */
    idle(g, 1);
    ck_assert_vec2_approx(g->objects.items[0].xf.position, 0, 50);
    free_game(g);
}
END_TEST

/* A scene file that says nothing gets the engine defaults: gravity
 * (0,-20), motion on. */
START_TEST(scene_defaults_are_the_engine_defaults)
{
    Game *g = game_from("circle 0 50 1\n");
    ck_assert(g->physics.motion);
    ck_assert_vec2_approx(g->physics.gravity, 0, -20);
    ck_assert_vec2_approx(g->objects.items[0].shape.a, 0, -20);
    free_game(g);
}
END_TEST

/* Free fall in the game, g = (0,-10), from p0 = (0,100), v0 = (2,3),
 * spin 1, mass 1, radius 1; k = 120 updates (2 s):
 *   v = (2, 3 - 10 * 2) = (2, -17)
 *   x = 2 * 2 = 4,  y = 100 + 120 * 3/60 - 10/3600 * 120 * 121/2
 *                    = 106 - 20.1666... = 85.8333...
 *   angle = 1 * 2 = 2
 * Trace: ke_linear = (4 + 289)/2 = 146.5; I = 1/2, ke_angular = 1/4;
 * pe = -m g.p = 10 y = 858.333...; px, py = 2, -17.
 * Symplectic Euler in free fall loses exactly m |a|^2 dt^2 / 2 per step
 * (E' - E = m a.v dt + m a^2 dt^2/2 - m a.(v + a dt) dt), here
 * 100/7200 = 1/72, so energy = 1006.75 - 120/72 = 1005.0833... */
START_TEST(free_fall_in_the_game_and_its_trace)
{
    Game *g = game_from("gravity 0 -10\ncircle 0 100 1 vel=2,3 spin=1\n");
    TraceRow row;
    game_measure(g, &row);
    ck_assert_close(row.energy, 0.5 * 13 + 0.25 + 1000, 1e-15);
    idle(g, 120);
    const GameObject *o = &g->objects.items[0];
    ck_assert_close(o->shape.v.x, 2, 1e-12);
    ck_assert_close(o->shape.v.y, -17, 1e-12);
    ck_assert_close(o->xf.position.x, 4, 1e-12);
    ck_assert_close(o->xf.position.y, 106 - 10.0 / 3600 * 120 * 121 / 2, 1e-12);
    ck_assert_close(o->xf.rotation, 2, 1e-12);
    game_measure(g, &row);
    ck_assert_int_eq(row.bodies, 1);
    ck_assert_close(row.ke_linear, 146.5, 1e-12);
    ck_assert_close(row.ke_angular, 0.25, 1e-12);
    ck_assert_close(row.pe, 10 * o->xf.position.y, 1e-12);
    ck_assert_close(row.pe, 858.0 + 1.0 / 3.0, 1e-12);
    ck_assert_close(row.px, 2, 1e-12);
    ck_assert_close(row.py, -17, 1e-12);
    ck_assert_close(row.energy, 1006.75 - 120.0 / 72.0, 1e-12);
    free_game(g);
}
END_TEST

/* V is read after the shapes moved, so the update after the click is the
 * first that moves: y = 50 - 20/3600.  V again freezes it. */
START_TEST(v_toggles_motion)
{
    Game *g = game_from("motion off\ncircle 0 50 1\n");
    press(g, KEY_V);
    ck_assert(g->physics.motion);
    ck_assert_double_eq(g->objects.items[0].xf.position.y, 50);
    idle(g, 1);
    ck_assert_close(g->objects.items[0].xf.position.y, 50 - 20.0 / 3600, 1e-15);
    press(g, KEY_V);
    double y = g->objects.items[0].xf.position.y;
    idle(g, 1);
    ck_assert_double_eq(g->objects.items[0].xf.position.y, y);
    free_game(g);
}
END_TEST

/* H: every dynamic object gets vx in [-20, 20), vy in [0, 20).  An object
 * made static (mass stepped to 0) is left at rest. */
START_TEST(h_injects_random_velocities)
{
    Game *g = game_from("motion off\ncircle 0 50 1\ncircle 10 50 1\ncircle 20 50 1\n");
    const Key down_m[] = {KEY_DOWN, KEY_M};
    press(g, KEY_RIGHT); /* the second circle */
    for (int i = 0; i < 10; i++)
        keys(g, 2, down_m);
    ck_assert_double_eq(g->objects.items[1].shape.inv_mass, 0);
    press(g, KEY_H);
    for (int i = 0; i < 3; i++) {
        Vec2 v = g->objects.items[i].shape.v;
        if (i == 1) {
            ck_assert_vec2_approx(v, 0, 0);
            continue;
        }
        ck_assert(v.x >= -20 && v.x < 20 && v.y >= 0 && v.y < 20);
        ck_assert(v.x != 0 || v.y != 0);
    }
    ck_assert(g->objects.items[0].shape.v.x != g->objects.items[2].shape.v.x);
    free_game(g);
}
END_TEST

/* Up/Down with M: mass +-0.1 per update, and the inertia follows; with N
 * and F: restitution and friction +-0.01, clamped to [0, 1].  Mass stepped
 * down to (about) zero is static; one step up again (0.1) is dynamic with
 * the system acceleration. */
START_TEST(up_down_with_m_n_f)
{
    Game *g = game_from("motion off\ncircle 0 50 1\n");
    RigidShape *s = &g->objects.items[0].shape;
    const Key up_m[] = {KEY_UP, KEY_M}, down_m[] = {KEY_DOWN, KEY_M};
    const Key up_n[] = {KEY_UP, KEY_N}, down_f[] = {KEY_DOWN, KEY_F}, up_f[] = {KEY_UP, KEY_F};
    keys(g, 2, up_m);
    ck_assert_close(rigid_shape_mass(s), 1.1, 1e-15);
    ck_assert_close(rigid_shape_inertia(s), 1.1 / 2, 1e-15);
    for (int i = 0; i < 11; i++)
        keys(g, 2, down_m);
    ck_assert_double_eq(s->inv_mass, 0);
    ck_assert_vec2_approx(s->a, 0, 0);
    keys(g, 2, up_m);
    ck_assert_close(rigid_shape_mass(s), 0.1, 1e-15);
    ck_assert_vec2_approx(s->a, 0, -20);
    keys(g, 2, up_n);
    ck_assert_close(s->restitution, 0.21, 1e-15);
    for (int i = 0; i < 100; i++)
        keys(g, 2, up_n);
    ck_assert_double_eq(s->restitution, 1);
    for (int i = 0; i < 100; i++)
        keys(g, 2, down_f);
    ck_assert_double_eq(s->friction, 0);
    keys(g, 2, up_f);
    ck_assert_close(s->friction, 0.01, 1e-15);
    /* M without Up or Down does nothing */
    press(g, KEY_M);
    ck_assert_close(rigid_shape_mass(s), 0.1, 1e-15);
    free_game(g);
}
END_TEST

/* The trace sums over dynamic objects only: a static object adds nothing
 * to the energy or momentum. */
START_TEST(trace_skips_static_objects)
{
    Game *g = game_from("motion off\ncircle 0 10 1 vel=3,4\ncircle 10 10 1 vel=1,0\n");
    TraceRow row;
    game_measure(g, &row);
    ck_assert_close(row.ke_linear, 12.5 + 0.5, 1e-15);
    ck_assert_close(row.pe, 400, 1e-15); /* 2 bodies * 20 * 10 */
    ck_assert_close(row.px, 4, 1e-15);
    const Key down_m[] = {KEY_DOWN, KEY_M};
    press(g, KEY_RIGHT);
    for (int i = 0; i < 10; i++)
        keys(g, 2, down_m);
    game_measure(g, &row);
    ck_assert_int_eq(row.bodies, 2);
    ck_assert_close(row.ke_linear, 12.5, 1e-15);
    ck_assert_close(row.pe, 200, 1e-15);
    ck_assert_close(row.px, 3, 1e-15);
    ck_assert_close(row.py, 4, 1e-15);
    ck_assert_close(row.energy, 212.5, 1e-15);
    free_game(g);
}
END_TEST

/* A scene file's objects never respawn, even below y = 10. */
START_TEST(scene_file_objects_do_not_respawn)
{
    Game *g = game_from("motion off\ncircle 0 5 1\n");
    idle(g, 1);
    ck_assert_vec2_approx(g->objects.items[0].xf.position, 0, 5);
    free_game(g);
}
END_TEST

/* The built-in scene of stages 5 to 8: 26 static bounds (the chapter's 22
 * plus four inner platforms), the hero (mass 1) and five dynamic minions. */
START_TEST(builtin_scene_bodies)
{
    Game *g = builtin_game(1);
    ck_assert_int_eq(g->bounds.count, 26);
    for (int i = 0; i < g->bounds.count; i++)
        ck_assert_double_eq(g->bounds.items[i].shape.inv_mass, 0);
    ck_assert_int_eq(g->objects.count, 6);
    ck_assert_double_eq(g->objects.items[0].shape.inv_mass, 1);
    ck_assert_vec2_approx(g->objects.items[0].xf.position, 50, 40);
    for (int i = 0; i < g->objects.count; i++)
        ck_assert_vec2_approx(g->objects.items[i].shape.a, 0, -20);
    /* the inner platforms come after the 8 top and bottom ones */
    ck_assert_vec2_approx(g->bounds.items[8].xf.position, 40, 40);
    ck_assert_vec2_approx(g->bounds.items[9].xf.position, 60, 30);
    ck_assert_vec2_approx(g->bounds.items[10].xf.position, 20, 20);
    ck_assert_vec2_approx(g->bounds.items[11].xf.position, 70, 50);
    ck_assert_double_eq(g->bounds.items[8].shape.rect.w, 20);
    ck_assert_double_eq(g->bounds.items[8].shape.rect.h, 2.5);
    free_game(g);
}
END_TEST

#if STAGE_NUMBER == 5
/* Stage 5's start: motion off, infos hidden; minions at y = 70, x = 10,
 * 30, .., 90, sides 3 + rand*5 and 2.4 + rand*5, speed
 * |(rand-0.5, rand-0.5)| (20 + rand*10) <= sqrt(0.5) * 30.  G spawns at
 * y = 75.  An object that falls below y = 10 comes back at
 * x in [30, 70), y in [40, 60) with vx in [-20, 20), vy in [0, 25): a
 * minion, and the last object, the one G spawned. */
START_TEST(stage5_builtin_start_spawn_and_respawn)
{
    Game *g = builtin_game(3);
    ck_assert(!g->physics.motion);
    ck_assert(!g->show_infos);
    for (int i = 1; i <= 5; i++) {
        const GameObject *m = &g->objects.items[i];
        ck_assert_vec2_approx(m->xf.position, 10 + 20 * (i - 1), 70);
        ck_assert(m->xf.size.x >= 3 && m->xf.size.x < 8);
        ck_assert(vec2_length(m->shape.v) <= sqrt(0.5) * 30);
        ck_assert_int_eq(m->shape.kind, i % 2 == 1 ? SHAPE_CIRCLE : SHAPE_RECTANGLE);
    }
    press(g, KEY_G);
    ck_assert_int_eq(g->objects.count, 7);
    ck_assert_double_eq(g->objects.items[6].xf.position.y, 75);
    rigid_shape_set_position(&g->objects.items[2].shape, vec2(50, 5));
    rigid_shape_set_position(&g->objects.items[6].shape, vec2(50, 5));
    idle(g, 1);
    for (int i = 2; i <= 6; i += 4) {
        const GameObject *m = &g->objects.items[i];
        ck_assert(m->xf.position.x >= 30 && m->xf.position.x < 70);
        ck_assert(m->xf.position.y >= 40 && m->xf.position.y < 60);
        ck_assert(m->shape.v.x >= -20 && m->shape.v.x < 20);
        ck_assert(m->shape.v.y >= 0 && m->shape.v.y < 25);
    }
    free_game(g);
}
END_TEST
#endif

static bool row_is_finite(const TraceRow *r)
{
    const double x[] = {r->time, r->max_depth, r->sum_depth, r->ke_linear, r->ke_angular,
                        r->pe,   r->energy,    r->px,        r->py};
    for (size_t i = 0; i < sizeof x / sizeof x[0]; i++)
        if (!isfinite(x[i]))
            return false;
    return true;
}

#define LONG_RUN 1200

/* The stage's built-in scene and observation script for 1200 updates,
 * measured after every update as the trace does. */
static void builtin_run(uint64_t seed, TraceRow *rows)
{
    static KeyScript ks;
    Error err;
    ck_assert_msg(keyscript_parse_string(&ks, game_observation_script, "observation", &err), "%s",
                  err.message);
    Game *g = builtin_game(seed);
    for (int k = 0; k <= LONG_RUN; k++) {
        if (k > 0) {
            InputState in;
            keyscript_input_for(&ks, k, &in);
            game_update(g, &in);
        }
        memset(&rows[k], 0, sizeof rows[k]);
        game_measure(g, &rows[k]);
        rows[k].frame = k;
        rows[k].time = k * FIXED_DT;
    }
    free_game(g);
}

/* Every value of every row is finite, and the motion stays within what
 * the room allows.  A body of the built-in scene (mass 1) starts or
 * respawns at most 30 sqrt(1/2) = 21.2 fast (a direction in the unit
 * square, 20 to 30 times), H gives at most sqrt(20^2 + 20^2) = 28.3, and
 * falling the room's whole height of 80 under g = 20 adds 2 g h = 3200 to
 * v^2; so v^2 <= 800 + 3200 = 4000 and the kinetic energy of the n
 * bodies is at most n * 4000 / 2 = 2000 n.  Collisions with e <= 1 only
 * take energy away, so a run that breaks this bound is gaining energy
 * from nowhere. */
START_TEST(builtin_run_is_finite_and_bounded)
{
    static TraceRow rows[LONG_RUN + 1];
    builtin_run(5, rows);
    for (int k = 0; k <= LONG_RUN; k++) {
        ck_assert_msg(row_is_finite(&rows[k]), "row %d is not finite", k);
#if STAGE_NUMBER != 6
        /* (stage 6 corrects positions but never velocities: a body resting
         * on a platform gains g dt of downward speed every update, by the
         * design of that stage) */
        ck_assert_msg(rows[k].ke_linear <= 2000.0 * rows[k].bodies,
                      "row %d: kinetic energy %g for %d bodies", k, rows[k].ke_linear,
                      rows[k].bodies);
#endif
    }
    ck_assert(rows[LONG_RUN].energy != rows[0].energy); /* something moved */
}
END_TEST

Suite *test_motion_game_suite(void)
{
    Suite *s = suite_create("05 motion in the game");
    TCase *tc = tcase_create("motion");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, scene_attributes_reach_the_shapes);
    tcase_add_test(tc, scene_defaults_are_the_engine_defaults);
    tcase_add_test(tc, free_fall_in_the_game_and_its_trace);
    tcase_add_test(tc, v_toggles_motion);
    tcase_add_test(tc, h_injects_random_velocities);
    tcase_add_test(tc, up_down_with_m_n_f);
    tcase_add_test(tc, trace_skips_static_objects);
    tcase_add_test(tc, scene_file_objects_do_not_respawn);
    tcase_add_test(tc, builtin_scene_bodies);
#if STAGE_NUMBER == 5
    tcase_add_test(tc, stage5_builtin_start_spawn_and_respawn);
#endif
    tcase_add_test(tc, builtin_run_is_finite_and_bounded);
    suite_add_tcase(s, tc);
    return s;
}

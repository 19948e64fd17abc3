/* test_materials.c - the variant materials: mass from density, named
 * materials in scene files, and the pair rules e = min(e1, e2),
 * mu = sqrt(mu1 mu2) (variants/materials/materials.c, physics.c).
 * Laws:
 *   1. mass = density x area, exactly: pi r^2 for a circle, w h for a
 *      rectangle, from density= or from a material, built in or defined
 *      by a `material` line; the inertia follows, m r^2 / 2 and
 *      m (w^2 + h^2) / 12; mass= and density= on one line are refused;
 *   2. a pair restitutes with the smaller e and rubs with the geometric
 *      mean of the two mu (closed form on a hit against a static circle);
 *   3. a ball with e = 1 dropped on a floor with e = 0 does not bounce;
 *   4. an unknown material, or a bad `material` line, is a scene error
 *      naming the file and line. */
#include "check_support.h"

#include "game_support.h"
#include "materials.h"
#include "../../02_circle_collisions_and_collision_info/pair_props.h"

static MaterialTable table;

static void set_hook(void)
{
    table = (MaterialTable){0};
    scene_set_word_hook(material_word_hook, &table);
}

static void unset_hook(void)
{
    scene_set_word_hook(NULL, NULL);
    material_table_free(&table);
}

static double object_mass(const Game *g, int i)
{
    return rigid_shape_mass(&g->objects.items[i].shape);
}

/* density 0.5 on a circle r 2: 0.5 * (pi * 4) = 2 pi; on a 3 x 0.5 box
 * with density 2: 2 * 1.5 = 3; rubber (1.1, 0.9, 0.8) on r 2: 1.1 * 4 pi;
 * steel (7.8) on 2 x 2: 31.2; cork 0.25 on r 2: pi exactly (4 pi is
 * exact, times 0.25 too). */
START_TEST(mass_is_density_times_area)
{
    const char *text = "material cork density=0.25 friction=0.6 restitution=0.5\n"
                       "circle 10 50 2 density=0.5\n"
                       "rect 20 50 3 0.5 density=2\n"
                       "circle 30 50 2 material=rubber\n"
                       "rect 40 50 2 2 material=steel\n"
                       "circle 50 50 2 material=cork\n"
                       "circle 60 50 2 material=rubber friction=0.1\n";
    const double masses[5] = {0.5 * (M_PI * 2.0 * 2.0), 3.0, 1.1 * (M_PI * 4.0), 7.8 * 4.0, M_PI};
    Scene scene = {0};
    Error err;
    ck_assert_msg(scene_parse_string(&scene, text, "m", &err), "%s", err.message);
    Game *g = game_from(text);
    for (int i = 0; i < 5; i++) {
        ck_assert_double_eq(scene.bodies[i].mass, masses[i]); /* exactly */
        /* the shape keeps 1/m: m back to within rounding */
        ck_assert_double_eq_tol(object_mass(g, i), masses[i], 1e-14 * masses[i]);
    }
    /* The inertia of the mass: 0.5 2 pi r^2 = 4 pi for the circle, 3 (9 +
     * 0.25) / 12 = 2.3125 for the box. */
    ck_assert_double_eq_tol(1.0 / g->objects.items[0].shape.inv_inertia, 4.0 * M_PI, 1e-13);
    ck_assert_double_eq_tol(1.0 / g->objects.items[1].shape.inv_inertia, 2.3125, 1e-13);
    scene_free(&scene);
    const RigidShape *rubber = &g->objects.items[2].shape, *cork = &g->objects.items[4].shape;
    ck_assert_double_eq(rubber->friction, 0.9);
    ck_assert_double_eq(rubber->restitution, 0.8);
    ck_assert_double_eq(cork->friction, 0.6);
    ck_assert_double_eq(cork->restitution, 0.5);
    /* Left to right, the last word wins: rubber, then friction 0.1. */
    ck_assert_double_eq(g->objects.items[5].shape.friction, 0.1);
    ck_assert_double_eq(g->objects.items[5].shape.restitution, 0.8);
    free_game(g);
    /* `static` still wins: a steel floor is a bound. */
    g = game_from("rect 50 4 100 3.75 material=steel static\ncircle 0 0 1\n");
    ck_assert_int_eq(g->bounds.count, 1);
    ck_assert_double_eq(g->bounds.items[0].shape.inv_mass, 0.0);
    free_game(g);
}
END_TEST

/* A circle r 1 of mass 1 at (1.9, 0) moving (-2, 1) hits a static circle
 * r 1 at the origin: n = (1, 0), the contact point start = (0.9, 0) on the
 * moving circle, lever arm r2 = (-1, 0), so r2 x n = 0 and the normal
 * impulse adds no spin; vn = -2, sliding speed 1 along t = (0, -1).
 * After: vn' = -e vn = 2e, so v.x = 2 min(e1, e2), and the sliding speed
 * is (1 - mu) with mu = sqrt(mu1 mu2):
 *   e {1, 0} -> 0;  {0.5, 0.8} -> 1;   mu {0.2, 0.8} -> 0.6 (average: 0.5);
 *   mu {0, 0.9} -> 1 (ice slides; the average would give 0.55);
 *   mu {0.9, 0.9} -> 0.1 (a material keeps its own mu). */
START_TEST(pair_takes_the_smaller_e_and_the_geometric_mean_mu)
{
    const double es[][2] = {{1, 0}, {0.5, 0.8}, {0.2, 0.2}, {0.3, 0.3}, {0.2, 0.2}};
    const double mus[][2] = {{0.8, 0.8}, {0.8, 0.8}, {0.2, 0.8}, {0, 0.9}, {0.9, 0.9}};
    const double vx[] = {0.0, 1.0, 0.4, 0.6, 0.4};
    const double sliding[] = {0.2, 0.2, 0.6, 1.0, 0.1};
    for (int i = 0; i < 5; i++) {
        Body a, b;
        body_circle(&a, 0, 0, 1);
        body_circle(&b, 1.9, 0, 1);
        rigid_shape_set_mass(&a.s, 0.0, vec2(0, 0));
        b.s.v = vec2(-2, 1);
        a.s.restitution = es[i][0];
        b.s.restitution = es[i][1];
        a.s.friction = mus[i][0];
        b.s.friction = mus[i][1];
        CollisionInfo info;
        ck_assert_hit(detect_collision(&a.s, &b.s, &info), info);
        resolve_collision(&a.s, &b.s, &info);
        ck_assert_double_eq_tol(b.s.v.x, vx[i], 1e-14);
        double u_y = b.s.v.y + b.s.omega * -1.0; /* v + omega x r2, r2 = (-1, 0) */
        ck_assert_double_eq_tol(u_y, sliding[i], 1e-14);
    }
}
END_TEST

/* A rubber ball (e 0.8) and a ball with e = 1 dropped from y = 20 on a
 * clay floor (e 0) whose top is at 5.875: each lands at y = 7.875 after
 * about 1.1 s and stays down: from then on its centre never rises more
 * than 0.05 above its landing height.  (Stage 8 averages e to 0.4 and
 * 0.5 and they bounce 1.9 and 3 units high: 0.25 of the 12.1 fallen,
 * less what the correction takes.) */
START_TEST(bouncy_ball_on_a_dead_floor_does_not_bounce)
{
    const char *balls[2] = {"circle 50 20 2 material=rubber\n", "circle 50 20 2 restitution=1\n"};
    for (int s = 0; s < 2; s++) {
        char text[256];
        snprintf(text, sizeof text, "%srect 50 4 100 3.75 material=clay static\n", balls[s]);
        Game *g = game_from(text);
        double highest_after_landing = -INFINITY;
        bool landed = false;
        for (int k = 0; k < 300; k++) {
            idle(g, 1);
            const RigidShape *ball = &g->objects.items[0].shape;
            landed = landed || ball->xf->position.y < 7.9;
            if (landed)
                highest_after_landing = fmax(highest_after_landing, ball->xf->position.y);
        }
        ck_assert(landed);
        ck_assert_msg(highest_after_landing < 7.875 + 0.05, "ball %d rose to %.17g", s,
                      highest_after_landing);
        free_game(g);
    }
}
END_TEST

static void assert_scene_error(const char *text, const char *message)
{
    Scene scene = {0};
    Error err;
    ck_assert_msg(!scene_parse_string(&scene, text, "m.scene", &err), "accepted: %s", text);
    ck_assert_str_eq(err.message, message);
    scene_free(&scene);
}

START_TEST(unknown_material_names_file_and_line)
{
    assert_scene_error("circle 0 0 1\n\ncircle 5 0 1 material=unobtainium\n",
                       "m.scene:3: unknown material 'unobtainium' (expected wood, steel, "
                       "rubber, ice, clay or one a `material` line defines above)");
    /* A material is known from its line on, not before. */
    assert_scene_error("circle 5 0 1 material=cork\n"
                       "material cork density=0.25 friction=0.6 restitution=0.5\n",
                       "m.scene:1: unknown material 'cork' (expected wood, steel, rubber, ice, "
                       "clay or one a `material` line defines above)");
    assert_scene_error(
        "material cork density=0.25 friction=0.6\n",
        "m.scene:1: material needs NAME density=D friction=F restitution=E, got 3 words");
    assert_scene_error("material cork density=0.25 friction=1.5 restitution=0\n",
                       "m.scene:1: friction must be in [0, 1], got 1.5");
    assert_scene_error("material steel density=1 friction=1 restitution=0\n",
                       "m.scene:1: material 'steel' is built in; choose another name");
    assert_scene_error("circle 0 0 1 density=-1\n",
                       "m.scene:1: density must be in [0, 1000], got -1");
    /* mass= and density= each set the mass: either order is refused. */
    assert_scene_error("circle 0 0 1\ncircle 0 0 1 mass=2 density=0.5\n",
                       "m.scene:2: density= and mass= both set the mass (give one)");
    assert_scene_error("circle 0 0 1 density=0.5 mass=2\n",
                       "m.scene:1: mass= and density= both set the mass (give one)");
    assert_scene_error("circle 0 0 1 density=0.5 density=2\n",
                       "m.scene:1: attribute 'density' given twice");
    /* Words the variant does not know either keep the parser's message. */
    assert_scene_error("circle 0 0 1 colour=red\n",
                       "m.scene:1: unknown attribute 'colour' (expected rot, mass, vel, spin, "
                       "friction, restitution, static)");
}
END_TEST

Suite *test_materials_suite(void)
{
    Suite *s = suite_create("variant materials");
    TCase *tc = tcase_create("materials");
    tcase_add_checked_fixture(tc, set_hook, unset_hook);
    tcase_add_test(tc, mass_is_density_times_area);
    tcase_add_test(tc, pair_takes_the_smaller_e_and_the_geometric_mean_mu);
    tcase_add_test(tc, bouncy_ball_on_a_dead_floor_does_not_bounce);
    tcase_add_test(tc, unknown_material_names_file_and_line);
    suite_add_tcase(s, tc);
    return s;
}

/* test_soft_step_program.c - the variant soft_step as its front ends run
 * it (variants/soft_step/program.c): the native program and the live
 * page both run program_api().
 * Laws:
 *   1. a scene's settings start the game it is read for, and each scene
 *      is read afresh: what one said (or a bad one tried) never reaches
 *      the next, and the built-in scene has the defaults;
 *   2. J / K halve / double sub_steps within 1 and 64 (5 halves to 2), and
 *      I / O halve / double contact_hertz within 1 and 1000; both in one
 *      update cancel;
 *   3. the update a key is clicked on runs whole with the new value: bit
 *      for bit the update of a game that started with it; a key that
 *      changes a value wakes every sleeping body, one that changes
 *      nothing (at the end of the range) wakes none;
 *   4. the status line says both values in the scene file's words;
 *   5. a scene's restitution_threshold decides which landing bounces,
 *      and its `sleep off` keeps a resting stack awake;
 *   6. the contacts' spring is held to an eighth of the sub-step rate
 *      (`hertz_cap on`, solver.h): a box rests as deep as that spring
 *      says, g / omega^2, and as deep as it asked with `hertz_cap off`;
 *      the default 30 Hz in 4 sub-steps is held to exactly 30; the
 *      program's notice says what the spring gets while it gets less
 *      than it asked, and nothing otherwise. */
#include "check_support.h"

#include "game_support.h"
#include "program.h"
#include "solver.h"

static StageApi api;

static void make_api(void)
{
    api = program_api();
}

static void unset_hook(void)
{
    scene_set_word_hook(NULL, NULL);
}

/* A game started as a front end starts it: the program's scene words
 * set, the scene read (NULL: the built-in scene), then its init. */
static Game *program_game(const char *text)
{
    static Scene scene;
    Error err;
    Game *g = calloc(1, sizeof *g);
    ck_assert_ptr_nonnull(g);
    if (text == NULL) {
        api.init(g, NULL, GAME_SEED);
        return g;
    }
    scene_free(&scene);
    scene = (Scene){0};
    scene_init_defaults(&scene);
    api.scene_words();
    ck_assert_msg(scene_parse_string(&scene, text, "test.scene", &err), "%s", err.message);
    api.init(g, &scene, GAME_SEED);
    return g;
}

/* One update through the program with the n keys k[] clicked. */
static void program_keys(Game *g, int n, const Key *k)
{
    InputState in;
    input_clear(&in);
    for (int i = 0; i < n; i++)
        in.down[k[i]] = in.clicked[k[i]] = true;
    api.update(g, &in);
}

static void program_press(Game *g, Key k)
{
    program_keys(g, 1, &k);
}

static const StepSettings *settings(const Game *g)
{
    return &g->physics.step;
}

/* ---- law 1: scenes ----------------------------------------------------- */

START_TEST(a_scene_s_settings_start_its_game)
{
    Game *g = program_game("sub_steps 8\ncontact_hertz 15\ncontact_damping_ratio 2\n"
                           "push_out_speed 3\ncircle 50 50 1\n");
    ck_assert_int_eq(settings(g)->sub_steps, 8);
    ck_assert_double_eq(settings(g)->contact_hertz, 15.0);
    ck_assert_double_eq(settings(g)->contact_damping_ratio, 2.0);
    ck_assert_double_eq(settings(g)->push_out_speed, 3.0);
    free_game(g);
    g = program_game(NULL);
    ck_assert_int_eq(settings(g)->sub_steps, STEP_DEFAULT_SUB_STEPS);
    ck_assert_double_eq(settings(g)->contact_hertz, STEP_DEFAULT_CONTACT_HERTZ);
    free_game(g);
}
END_TEST

/* Read once, "sub_steps 2" would be given twice after "sub_steps 8"; and
 * a scene that gives nothing has the defaults, not the last scene's. */
START_TEST(each_scene_is_read_afresh)
{
    Game *g = program_game("sub_steps 8\ncircle 50 50 1\n");
    free_game(g);
    g = program_game("sub_steps 2\ncircle 50 50 1\n");
    ck_assert_int_eq(settings(g)->sub_steps, 2);
    free_game(g);
    Scene bad = {0};
    Error err;
    api.scene_words();
    ck_assert(!scene_parse_string(&bad, "contact_hertz 7\nsub_steps 0\n", "bad.scene", &err));
    ck_assert_str_eq(err.message,
                     "bad.scene:2: sub_steps needs a whole number from 1 to 64, got '0'");
    scene_free(&bad);
    g = program_game("circle 50 50 1\n");
    ck_assert_int_eq(settings(g)->sub_steps, STEP_DEFAULT_SUB_STEPS);
    ck_assert_double_eq(settings(g)->contact_hertz, STEP_DEFAULT_CONTACT_HERTZ);
    free_game(g);
}
END_TEST

/* ---- law 2: the keys ----------------------------------------------------- */

START_TEST(j_and_k_halve_and_double_the_sub_steps)
{
    static const int up[] = {8, 16, 32, 64, 64}, down[] = {32, 16, 8, 4, 2, 1, 1};
    Game *g = program_game(NULL);
    for (int i = 0; i < 5; i++) {
        program_press(g, KEY_K);
        ck_assert_int_eq(settings(g)->sub_steps, up[i]);
    }
    for (int i = 0; i < 7; i++) {
        program_press(g, KEY_J);
        ck_assert_int_eq(settings(g)->sub_steps, down[i]);
    }
    ck_assert_double_eq(settings(g)->contact_hertz, STEP_DEFAULT_CONTACT_HERTZ);
    free_game(g);
    g = program_game("sub_steps 5\ncircle 50 50 1\n");
    program_press(g, KEY_J);
    ck_assert_int_eq(settings(g)->sub_steps, 2);
    free_game(g);
    g = program_game("sub_steps 5\ncircle 50 50 1\n");
    program_press(g, KEY_K);
    ck_assert_int_eq(settings(g)->sub_steps, 10);
    free_game(g);
}
END_TEST

START_TEST(i_and_o_halve_and_double_the_hertz)
{
    static const double up[] = {60, 120, 240, 480, 960, 1000, 1000};
    static const double down[] = {500,    250,     125,      62.5, 31.25, 15.625,
                                  7.8125, 3.90625, 1.953125, 1,    1};
    Game *g = program_game(NULL);
    for (int i = 0; i < 7; i++) {
        program_press(g, KEY_O);
        ck_assert_double_eq(settings(g)->contact_hertz, up[i]);
    }
    for (int i = 0; i < 11; i++) {
        program_press(g, KEY_I);
        ck_assert_double_eq(settings(g)->contact_hertz, down[i]);
    }
    ck_assert_int_eq(settings(g)->sub_steps, STEP_DEFAULT_SUB_STEPS);
    free_game(g);
}
END_TEST

/* Both keys of a pair in one update, or the stage's own keys: nothing. */
START_TEST(both_keys_of_a_pair_cancel)
{
    static const Key pairs[] = {KEY_J, KEY_K, KEY_I, KEY_O};
    static const Key others[] = {KEY_G, KEY_H, KEY_Y, KEY_U, KEY_UP, KEY_M};
    Game *g = program_game(NULL);
    program_keys(g, 4, pairs);
    program_keys(g, 6, others);
    ck_assert_int_eq(settings(g)->sub_steps, STEP_DEFAULT_SUB_STEPS);
    ck_assert_double_eq(settings(g)->contact_hertz, STEP_DEFAULT_CONTACT_HERTZ);
    free_game(g);
}
END_TEST

/* ---- law 3: the update of the key ------------------------------------------ */

/* A box falling onto a floor it starts 0.5 into, so both the gravity of
 * the sub-steps and the contacts' spring count in the update. */
#define SINKING_BOX "rect 50 5.5 4 4\nrect 50 2 100 4 static\n"

/* Object i's position, velocity, rotation and spin, bit for bit. */
static bool same_motion(const Game *a, const Game *b, int i)
{
    const RigidShape *p = &a->objects.items[i].shape, *q = &b->objects.items[i].shape;
    double x[6] = {p->xf->position.x, p->xf->position.y, p->v.x, p->v.y, p->xf->rotation, p->omega};
    double y[6] = {q->xf->position.x, q->xf->position.y, q->v.x, q->v.y, q->xf->rotation, q->omega};
    return memcmp(x, y, sizeof x) == 0;
}

START_TEST(the_update_of_a_key_runs_with_its_value)
{
    Game *keyed = program_game(SINKING_BOX);
    Game *started = program_game("sub_steps 8\ncontact_hertz 60\n" SINKING_BOX);
    Game *unkeyed = program_game(SINKING_BOX);
    static const Key k[] = {KEY_K, KEY_O};
    program_keys(keyed, 2, k);
    program_keys(started, 0, NULL);
    program_keys(unkeyed, 0, NULL);
    ck_assert(same_motion(keyed, started, 0));
    ck_assert(!same_motion(keyed, unkeyed, 0));
    free_game(keyed);
    free_game(started);
    free_game(unkeyed);
}
END_TEST

/* Two boxes stacked on a floor, left until they sleep. */
static Game *sleeping_stack(const char *settings_lines)
{
    static char text[256];
    snprintf(text, sizeof text, "%srect 50 4 4 4\nrect 50 8 4 4\nrect 50 1 100 2 static\n",
             settings_lines);
    Game *g = program_game(text);
    for (int u = 0; u < 600; u++)
        program_keys(g, 0, NULL);
    ck_assert(g->objects.items[0].shape.asleep && g->objects.items[1].shape.asleep);
    return g;
}

START_TEST(a_change_wakes_every_body)
{
    Game *g = sleeping_stack("");
    program_press(g, KEY_I);
    ck_assert(!g->objects.items[0].shape.asleep && !g->objects.items[1].shape.asleep);
    free_game(g);
    g = sleeping_stack("sub_steps 1\n");
    program_press(g, KEY_J);
    ck_assert(g->objects.items[0].shape.asleep && g->objects.items[1].shape.asleep);
    free_game(g);
}
END_TEST

/* ---- law 4: the status line ------------------------------------------------ */

START_TEST(the_status_line_says_both_values)
{
    Game *g = program_game(NULL);
    ck_assert_str_eq(api.status(g), "sub_steps 4  contact_hertz 30");
    program_press(g, KEY_K);
    program_press(g, KEY_I);
    program_press(g, KEY_I);
    ck_assert_str_eq(api.status(g), "sub_steps 8  contact_hertz 7.5");
    free_game(g);
}
END_TEST

/* ---- law 5: the scene's restitution threshold and sleep ------------------- */

/* A 4 x 2 box flat above a static floor (top at y = 0), no gravity,
 * arriving at u = 2 or 0.6 units/s, e = 0.5 for both: the soft step's
 * restitution pass sends a point that approached faster than the
 * threshold back at e u.  By the default 1 unit/s the first leaves at 1
 * and the second stays; a threshold of 3 keeps the first down, one of
 * 0.5 lets the second leave at 0.3.  Read 60 updates on (the slow box
 * meets the floor 0.3 below it in the 30th), when it has left the floor
 * or rests on it. */
START_TEST(the_scene_s_restitution_threshold_decides_which_landing_bounces)
{
    const char *lines[4] = {"", "restitution_threshold 3\n", "", "restitution_threshold 0.5\n"};
    const double speeds[4] = {2.0, 2.0, 0.6, 0.6}, expect[4] = {1.0, 0.0, 0.0, 0.3};
    for (int c = 0; c < 4; c++) {
        static char text[256];
        snprintf(text, sizeof text,
                 "%sgravity 0 0\nrect 0 -1 40 2 static friction=0.8 restitution=0.5\n"
                 "rect 0 1.3 4 2 mass=2 vel=0,%.17g friction=0.8 restitution=0.5\n",
                 lines[c], -speeds[c]);
        Game *g = program_game(text);
        for (int u = 0; u < 60; u++)
            program_keys(g, 0, NULL);
        double vy = g->objects.items[0].shape.v.y;
        ck_assert_msg(fabs(vy - expect[c]) < 1e-9, "case %d (u %g): v.y %.17g, expected %g", c,
                      speeds[c], vy, expect[c]);
        free_game(g);
    }
}
END_TEST

/* The stack that sleeps within 600 updates by the preset's `sleep on`
 * (sleeping_stack) has no body asleep in any update with the scene's
 * `sleep off`. */
START_TEST(a_scene_s_sleep_off_keeps_a_resting_stack_awake)
{
    Game *g = program_game("sleep off\nrect 50 4 4 4\nrect 50 8 4 4\nrect 50 1 100 2 static\n");
    ck_assert(!g->physics.sleep);
    for (int u = 0; u < 600; u++) {
        program_keys(g, 0, NULL);
        ck_assert_msg(!g->objects.items[0].shape.asleep && !g->objects.items[1].shape.asleep,
                      "asleep at update %d", u + 1);
    }
    free_game(g);
    free_game(sleeping_stack(""));
}
END_TEST

/* ---- law 6: the hertz cap ------------------------------------------------ */

/* How deep a 2 x 2 box of mass 1 rests on a static floor after 2 s,
 * kept awake, under `lines`: the spring's push balances the weight,
 * m omega^2 x = m g (the box's effective mass on its two points is its
 * own), so x = g / omega^2. */
static double resting_depth(const char *lines)
{
    static char text[256];
    snprintf(text, sizeof text,
             "%srect 0 -5 40 10 static restitution=0\nrect 0 1 2 2 restitution=0\n", lines);
    Game *g = program_game(text);
    for (int u = 0; u < 120; u++) {
        wake_body(&g->objects.items[0].shape);
        program_keys(g, 0, NULL);
    }
    double depth = 1.0 - g->objects.items[0].shape.xf->position.y;
    free_game(g);
    return depth;
}

static double spring_depth(double hertz)
{
    double omega = 2.0 * M_PI * hertz;
    return 20.0 / (omega * omega);
}

/* In 2 sub-steps (120 Hz) the 30 Hz asked is held to 15, and the box
 * rests four times as deep; with the cap off it rests at 30 Hz's depth.
 * In 8 sub-steps 60 Hz is an eighth of the rate and is given whole. */
START_TEST(the_contacts_spring_is_held_to_an_eighth_of_the_sub_step_rate)
{
    static const struct {
        const char *lines;
        double hertz;
    } cases[] = {
        {"sub_steps 2\n", 15.0},
        {"sub_steps 2\nhertz_cap off\n", 30.0},
        {"sub_steps 8\ncontact_hertz 60\n", 60.0},
        {"contact_hertz 60\n", 30.0},
        {"contact_hertz 60\nhertz_cap off\n", 60.0},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        double got = resting_depth(cases[c].lines), want = spring_depth(cases[c].hertz);
        ck_assert_msg(fabs(got - want) < 1e-3 * want, "%s: rests %.7g deep, %g Hz's %.7g",
                      cases[c].lines, got, cases[c].hertz, want);
    }
}
END_TEST

/* 30 Hz in 4 sub-steps is the cap itself, to the last bit, so every
 * trace of the defaults is what it was before there was a cap. */
START_TEST(the_default_spring_is_the_cap_exactly)
{
    for (int n = 1; n <= STEP_MAX_SUB_STEPS; n++) {
        StepSettings step = {.sub_steps = n, .contact_hertz = 7.5 * n, .hertz_cap = true};
        ck_assert_msg(contact_hertz_held(&step) == 7.5 * n, "%d sub-steps hold %.17g", n,
                      contact_hertz_held(&step));
        ck_assert(step_hertz_cap(&step, JOINT_HERTZ_SHARE) == 15.0 * n);
    }
}
END_TEST

/* The notice: none by default; with 60 Hz asked in 4 sub-steps, what the
 * contacts get; gone once K doubles the sub-steps, back when J halves
 * them; none with the cap off. */
START_TEST(the_notice_says_what_the_contacts_get)
{
    Game *g = program_game(NULL);
    ck_assert_ptr_null(api.notice(g));
    free_game(g);
    g = program_game("contact_hertz 60\ncircle 50 50 1\n");
    ck_assert_str_eq(api.notice(g),
                     "contact_hertz 60 is more than an eighth of the sub-steps' 240 "
                     "Hz: the contacts spring at 30 Hz (hertz_cap off gives them 60)");
    program_press(g, KEY_K);
    ck_assert_ptr_null(api.notice(g));
    program_press(g, KEY_J);
    ck_assert_ptr_nonnull(api.notice(g));
    free_game(g);
    g = program_game("contact_hertz 60\nhertz_cap off\ncircle 50 50 1\n");
    ck_assert_ptr_null(api.notice(g));
    free_game(g);
}
END_TEST

Suite *test_soft_step_program_suite(void)
{
    Suite *s = suite_create("variant soft_step: its program");
    TCase *tc = tcase_create("program");
    tcase_add_checked_fixture(tc, make_api, unset_hook);
    tcase_add_test(tc, a_scene_s_settings_start_its_game);
    tcase_add_test(tc, each_scene_is_read_afresh);
    tcase_add_test(tc, j_and_k_halve_and_double_the_sub_steps);
    tcase_add_test(tc, i_and_o_halve_and_double_the_hertz);
    tcase_add_test(tc, both_keys_of_a_pair_cancel);
    tcase_add_test(tc, the_update_of_a_key_runs_with_its_value);
    tcase_add_test(tc, a_change_wakes_every_body);
    tcase_add_test(tc, the_status_line_says_both_values);
    tcase_add_test(tc, the_scene_s_restitution_threshold_decides_which_landing_bounces);
    tcase_add_test(tc, a_scene_s_sleep_off_keeps_a_resting_stack_awake);
    tcase_add_test(tc, the_contacts_spring_is_held_to_an_eighth_of_the_sub_step_rate);
    tcase_add_test(tc, the_default_spring_is_the_cap_exactly);
    tcase_add_test(tc, the_notice_says_what_the_contacts_get);
    suite_add_tcase(s, tc);
    return s;
}

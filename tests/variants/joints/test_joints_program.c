/* test_joints_program.c - the variant joints as its front ends run it
 * (variants/joints/program.c): the native program and the live page
 * both run program_api().
 * Laws:
 *   1. a scene's joints start the game it is read for; a joint may name a
 *      body a later line gives, and one naming a body the file lacks is
 *      refused once the file is read (scene_check), with the file and line;
 *   2. a key script's press grabs the body under the point, the one on
 *      top (the highest index) where several hold it, a rectangle as
 *      turned; a press on no body, or on a static one, grabs nothing and
 *      changes nothing;
 *   3. a scripted drag pulls the body to the pointer and holds it there
 *      against gravity, the joint's target following every drag line; a
 *      release lets go, and the body falls;
 *   4. a revolute's or a weld's hertz= is held to a quarter of the
 *      sub-step rate (`hertz_cap on`, solver.h): 100 Hz asked in 4
 *      sub-steps runs bit for bit as 60 Hz, and differs with the cap
 *      off; a distance joint's spring is given what it asks; the rigid
 *      push is held too in fewer sub-steps; the notice counts the
 *      joints held, and says nothing of a distance spring. */
#include "check_support.h"

#include <math.h>

#include "game_support.h"
#include "keyscript.h"
#include "program.h"

static StageApi api;
static KeyScript ks;

static void make_api(void)
{
    api = program_api();
}

static void unset_hook(void)
{
    scene_set_word_hook(NULL, NULL);
    keyscript_free(&ks);
}

/* A game started as a front end starts it: the program's scene words
 * set, the scene read and checked, then its init. */
static Game *program_game(const char *text)
{
    static Scene scene;
    Error err;
    Game *g = calloc(1, sizeof *g);
    ck_assert_ptr_nonnull(g);
    scene_free(&scene);
    scene = (Scene){0};
    scene_init_defaults(&scene);
    api.scene_words();
    ck_assert_msg(scene_parse_string(&scene, text, "test.scene", &err)
                      && api.scene_check(&scene, &err),
                  "%s", err.message);
    api.init(g, &scene, GAME_SEED);
    return g;
}

/* Updates `from` to `to` of the key script `script` through the program,
 * as the headless front end plays them. */
static void program_play(Game *g, const char *script, int from, int to)
{
    Error err;
    ck_assert_msg(keyscript_parse_string(&ks, script, "test.keys", &err), "%s", err.message);
    for (int f = from; f <= to; f++) {
        InputState in;
        keyscript_input_for(&ks, f, &in);
        api.update(g, &in);
    }
}

/* The hand's mouse joint, or NULL. */
static const Joint *hand(const Game *g)
{
    for (int k = 0; k < g->world.joints.count; k++)
        if (g->world.joints.items[k].def.kind == JOINT_MOUSE)
            return &g->world.joints.items[k];
    return NULL;
}

static Vec2 position(const Game *g, int i)
{
    return g->objects.items[i].xf.position;
}

/* ---- law 1: scenes ------------------------------------------------------- */

START_TEST(a_joint_may_name_a_later_body_but_not_a_missing_one)
{
    Game *g =
        program_game("sub_steps 8\njoint revolute world bob 50 70\ncircle 50 60 2 name=bob\n");
    ck_assert_int_eq(g->world.joints.count, 1);
    ck_assert_int_eq(g->physics.step.sub_steps, 8);
    free_game(g);
    Scene bad = {0};
    Error err;
    scene_init_defaults(&bad);
    api.scene_words();
    ck_assert(scene_parse_string(&bad, "circle 50 60 2 name=bob\njoint weld bob pole 50 60\n",
                                 "bad.scene", &err));
    ck_assert(!api.scene_check(&bad, &err));
    ck_assert_str_eq(err.message, "bad.scene:2: joint weld: no body is named 'pole'");
    scene_free(&bad);
}
END_TEST

/* ---- law 2: what a press grabs -------------------------------------------- */

START_TEST(a_press_grabs_the_body_on_top)
{
    /* Two circles overlap at x = 50.5; only the first holds x = 47.5; the
     * press is read before the update moves anything. */
    static const char scene[] = "gravity 0 0\ncircle 50 50 3 mass=1\ncircle 51 50 3 mass=1\n";
    Game *g = program_game(scene);
    program_play(g, "1 press 50.5 50\n", 1, 1);
    ck_assert_ptr_nonnull(hand(g));
    ck_assert_int_eq(hand(g)->def.body[1].index, 1);
    free_game(g);
    g = program_game(scene);
    program_play(g, "1 press 47.5 50\n", 1, 1);
    ck_assert_ptr_nonnull(hand(g));
    ck_assert_int_eq(hand(g)->def.body[1].index, 0);
    free_game(g);
}
END_TEST

START_TEST(a_rectangle_is_grabbed_as_turned)
{
    /* A bar 10 by 1 turned upright: (50, 54) is in it, (54, 50) is not. */
    static const char scene[] = "gravity 0 0\nrect 50 50 10 1 rot=90 mass=1\n";
    Game *g = program_game(scene);
    program_play(g, "1 press 50 54\n", 1, 1);
    ck_assert_ptr_nonnull(hand(g));
    free_game(g);
    g = program_game(scene);
    program_play(g, "1 press 54 50\n", 1, 1);
    ck_assert_ptr_null(hand(g));
    free_game(g);
}
END_TEST

START_TEST(a_press_on_nothing_or_on_a_static_body_changes_nothing)
{
    static const char scene[] = "rect 50 4 100 3.75 static\nrect 50 20 4 2 mass=1\n";
    static const char *const presses[] = {"5 press 10 60\n9 drag 50 20\n30 release\n",
                                          "5 press 50 4\n9 drag 50 20\n30 release\n"};
    Game *still = program_game(scene);
    program_play(still, "", 1, 60);
    for (int i = 0; i < 2; i++) {
        Game *g = program_game(scene);
        program_play(g, presses[i], 1, 8);
        ck_assert_ptr_null(hand(g));
        program_play(g, presses[i], 9, 60);
        ck_assert_double_eq(position(g, 0).x, position(still, 0).x);
        ck_assert_double_eq(position(g, 0).y, position(still, 0).y);
        free_game(g);
    }
    free_game(still);
}
END_TEST

/* ---- law 3: a drag --------------------------------------------------------- */

START_TEST(a_drag_pulls_the_body_to_the_pointer_and_a_release_lets_go)
{
    /* A box lands on the floor; pressed at its centre, dragged up and
     * across in two lines, held two seconds: its centre rests within
     * 0.05 of the target, sagging g / omega^2 = 20 / (2 pi 5)^2 = 0.02
     * under it.  Let go, it falls. */
    static const char script[] = "30 press 50 6.875\n40 drag 60 20\n50 drag 70 30\n200 release\n";
    Game *g = program_game("rect 50 4 100 3.75 static\nrect 50 8 4 2 mass=1\n");
    program_play(g, script, 1, 29);
    ck_assert_double_eq_tol(position(g, 0).y, 6.875, 0.05);
    program_play(g, script, 30, 45);
    ck_assert_ptr_nonnull(hand(g));
    ck_assert_double_eq(hand(g)->local[0].x, 60.0);
    ck_assert_double_eq(hand(g)->local[0].y, 20.0);
    ck_assert(position(g, 0).y > 8.0);
    program_play(g, script, 46, 199);
    ck_assert_double_eq(hand(g)->local[0].x, 70.0);
    ck_assert_double_eq_tol(position(g, 0).x, 70.0, 0.05);
    ck_assert_double_eq_tol(position(g, 0).y, 30.0 - 20.0 / pow(2.0 * M_PI * 5.0, 2.0), 0.05);
    program_play(g, script, 200, 220);
    ck_assert_ptr_null(hand(g));
    ck_assert_msg(g->objects.items[0].shape.v.y < -5.0, "vy %g y %g", g->objects.items[0].shape.v.y,
                  position(g, 0).y);
    ck_assert(position(g, 0).y < 29.0);
    free_game(g);
}
END_TEST

/* ---- law 4: the hertz cap ------------------------------------------------ */

/* The bob's place after 90 updates of a pendulum let go level, under
 * the settings `lines` and with the joint line `joint` (the bob is
 * `bob`, 10 to the side of the pivot). */
static Vec2 swung(const char *lines, const char *joint)
{
    static char text[512];
    snprintf(text, sizeof text, "%s%s\ncircle 60 70 2 name=bob\n", lines, joint);
    Game *g = program_game(text);
    program_play(g, "", 1, 90);
    Vec2 p = position(g, 0);
    free_game(g);
    return p;
}

static bool same_place(Vec2 a, Vec2 b)
{
    return a.x == b.x && a.y == b.y;
}

START_TEST(a_joint_s_hertz_is_held_to_a_quarter_of_the_sub_step_rate)
{
    const char *hinge100 = "joint revolute world bob 50 70 hertz=100 damping=0.7";
    const char *hinge60 = "joint revolute world bob 50 70 hertz=60 damping=0.7";
    ck_assert(same_place(swung("", hinge100), swung("", hinge60)));
    ck_assert(!same_place(swung("hertz_cap off\n", hinge100), swung("", hinge60)));
    const char *rod100 = "joint distance world bob 50 70 60 70 hertz=100 damping=0.7";
    const char *rod60 = "joint distance world bob 50 70 60 70 hertz=60 damping=0.7";
    ck_assert(!same_place(swung("", rod100), swung("", rod60)));
    ck_assert(same_place(swung("", rod100), swung("hertz_cap off\n", rod100)));
    const char *rigid = "joint revolute world bob 50 70";
    ck_assert(!same_place(swung("sub_steps 2\n", rigid),
                          swung("sub_steps 2\nhertz_cap off\n", rigid)));
    ck_assert(same_place(swung("", rigid), swung("hertz_cap off\n", rigid)));
}
END_TEST

START_TEST(the_notice_counts_the_joints_held)
{
    Game *g = program_game("joint revolute world bob 50 70 hertz=100\n"
                           "joint weld bob cap 60 74 hertz=80\n"
                           "joint distance world cap 70 80 60 76 hertz=200\n"
                           "circle 60 70 2 name=bob\nrect 60 76 2 2 name=cap\n");
    ck_assert_str_eq(api.notice(g),
                     "2 joints ask hertz= above a quarter of the sub-steps' 240 Hz: "
                     "they spring at 60 Hz (hertz_cap off gives what is asked)");
    free_game(g);
    g = program_game("joint distance world bob 50 70 60 70 hertz=200\ncircle 60 70 2 name=bob\n");
    ck_assert_ptr_null(api.notice(g));
    free_game(g);
}
END_TEST

Suite *test_joints_program_suite(void)
{
    Suite *s = suite_create("variant joints: its program");
    TCase *tc = tcase_create("program");
    tcase_add_checked_fixture(tc, make_api, unset_hook);
    tcase_add_test(tc, a_joint_may_name_a_later_body_but_not_a_missing_one);
    tcase_add_test(tc, a_press_grabs_the_body_on_top);
    tcase_add_test(tc, a_rectangle_is_grabbed_as_turned);
    tcase_add_test(tc, a_press_on_nothing_or_on_a_static_body_changes_nothing);
    tcase_add_test(tc, a_drag_pulls_the_body_to_the_pointer_and_a_release_lets_go);
    tcase_add_test(tc, a_joint_s_hertz_is_held_to_a_quarter_of_the_sub_step_rate);
    tcase_add_test(tc, the_notice_counts_the_joints_held);
    suite_add_tcase(s, tc);
    return s;
}

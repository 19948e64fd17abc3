/* test_soft_step.c - the variant soft_step: an update in sub-steps of
 * soft contacts (variants/soft_step/solver.c, world.c, soft_contact.c,
 * step_settings.c).
 * Laws:
 *   1. the soft contact is the spring it claims: a box pressed into a
 *      static floor and released (no gravity, e = 0), solved in sub-steps
 *      without the relax, follows the damped oscillator of the chosen
 *      hertz and damping ratio until it leaves the floor; and with the
 *      relax, in whole updates, it is pushed out never faster than the
 *      push-out cap;
 *   2. with e <= 1, no gravity and no push-out (correction off) the
 *      kinetic energy never grows in an update, on many random scenes;
 *   3. a vertical stack of 20 boxes stands 10 s with its top box moved
 *      less than 1 % of its size, and the benchmark's piles of 100 and
 *      200 come to rest within 10 s (deepest overlap below 0.05, linear
 *      kinetic energy below 0.001);
 *   4. free fall in sub-steps: n sub-steps of h = dt/n per update fall
 *      g h^2 k (k + 1) / 2 after k sub-steps (restates stage 5's law);
 *   5. the scene settings: their defaults, their values, and one clear
 *      error naming the file and line for a bad or repeated one;
 *   6. the same scene runs bit for bit the same twice. */
#include "check_support.h"

#include "game_support.h"
#include "random_scene.h"
#include "rng.h"
#include "solver.h"
#include "soft_step_support.h"
#include "program.h"

/* The step settings of game g. */
static StepSettings *steps(Game *g)
{
    return &g->physics.step;
}

/* ---- law 1: the spring --------------------------------------------------- */

/* A 2 x 2 box standing on a corner (rot 45) on a static floor whose top
 * is y = 0, its corner pressed `overlap` into the floor; no gravity,
 * e = 0.  Its one contact point is the corner, straight below the
 * centre: the lever arm lies along the normal, so the point's effective
 * mass is the box's (1) and the spring acts on the box as on a point
 * mass.  The centre is sqrt(2) above the corner. */
static Game *pressed_box(double overlap)
{
    char text[256];
    snprintf(text, sizeof text,
             "gravity 0 0\nrect 0 -5 40 10 static restitution=0\n"
             "rect 0 %.17g 2 2 rot=45 restitution=0\n",
             sqrt(2.0) - overlap);
    return game_from(text);
}

static double overlap_of(const Game *g)
{
    return sqrt(2.0) - g->objects.items[0].xf.position.y;
}

/* The damped oscillator m x'' + c x' + k x = 0 for the overlap x, from
 * x(0) = x0 at rest: with omega = 2 pi f, zeta < 1, r = sqrt(1 - zeta^2)
 * and omega_d = omega r,
 *   x(t)  = x0 e^(-zeta omega t) (cos omega_d t + zeta / r sin omega_d t),
 *   x'(t) = -x0 (omega / r) e^(-zeta omega t) sin omega_d t.
 * The contact pushes with k x + c x' (= -m x''), which falls to 0 where
 * x' is largest: tan(omega_d t) = r / zeta, for zeta = 0.5 at
 * omega_d t = pi / 3, where sin(omega_d t) = r and the speed is
 * x0 omega e^(-zeta omega t).  There a contact that cannot pull lets go,
 * and the box leaves at that speed. */
static double oscillator(double x0, double f, double zeta, double t)
{
    double omega = 2.0 * M_PI * f, r = sqrt(1.0 - zeta * zeta), wd = omega * r;
    return x0 * exp(-zeta * omega * t) * (cos(wd * t) + zeta / r * sin(wd * t));
}

/* The sub-steps' soft solve alone, as world_step runs it but without the
 * relax (which takes back what the push put into the velocities: the
 * spring, then, would not carry its velocity from one sub-step to the
 * next): the contact found once, then sub-steps of warm start, soft
 * solve and positions, the separation measured from the box's motion.
 * The spring's overlap is the contact's: the depth the narrow phase
 * found (a tilted corner reads up to 0.02 deeper than it is, solver.c's
 * detect_contact), less how far the box rose.  f = 1 Hz and zeta = 0.5
 * at 4 sub-steps of 1/240 s: omega h = 0.026, and the contact lets go
 * after t = 1 / (6 f r) = 0.19 s, 46 sub-steps.  Until then the overlap
 * follows the closed form within 1 % of x0; the time the push falls to
 * zero (the last two pushes' line extended to 0) fits a frequency within
 * 2 % of 1 Hz; and the box leaves within 3 % of the closed form's speed
 * (the implicit sub-steps damp a little more than the spring). */
START_TEST(the_soft_contact_is_the_damped_oscillator_it_claims)
{
    const double f = 1.0, zeta = 0.5, r = sqrt(1.0 - zeta * zeta), omega = 2.0 * M_PI * f;
    Game *g = pressed_box(0.2);
    StepSettings *st = steps(g);
    st->contact_hertz = f;
    st->contact_damping_ratio = zeta;
    st->push_out_speed = 1e6;
    World *w = &g->world;
    double h = FIXED_DT / st->sub_steps, y0 = g->objects.items[0].xf.position.y;
    SoftContact spring = soft_coefficients(f, zeta, h);
    ContactSoftness soft = {spring, spring};
    world_find_contacts(w, NULL);
    ck_assert_int_eq(w->contacts.count, 1);
    ck_assert_int_eq(w->contacts.items[0].point_count, 1);
    const SolverPoint *p = &w->contacts.items[0].points[0];
    double x0 = p->depth, worst = 0.0, let_go = -1.0, before = 0.0;
    world_begin_sub_steps(w);
    contact_pre_step(&w->contacts);
    for (int k = 1; k <= 200 && let_go < 0.0; k++) {
        double pushed = p->pn;
        world_integrate_velocities(w);
        soft_warm_start(&w->contacts);
        contact_solve(&w->contacts, w->turns, soft, h, st->push_out_speed);
        world_integrate_positions(w);
        if (p->pn == 0.0) {
            let_go = (k - 1) * h + h * pushed / (before - pushed);
            break;
        }
        double x = x0 - (g->objects.items[0].xf.position.y - y0);
        worst = fmax(worst, fabs(x - oscillator(x0, f, zeta, k * h)));
        before = pushed;
    }
    ck_assert_msg(let_go > 0.0, "the contact never let go");
    double fitted = 1.0 / (6.0 * let_go * r);
    double speed = g->objects.items[0].shape.v.y;
    double closed = x0 * omega * exp(-zeta * omega * M_PI / (3.0 * omega * r));
    ck_assert_msg(worst < 0.01 * x0, "the overlap strays %g from the closed form", worst);
    ck_assert_msg(fabs(fitted - f) < 0.02 * f, "let go at %g s: %.4f Hz, not %g", let_go, fitted,
                  f);
    ck_assert_msg(fabs(speed - closed) < 0.03 * closed, "left at %.4f, the closed form %.4f", speed,
                  closed);
    free_game(g);
}
END_TEST

/* The box pressed 1 deep at the default 30 Hz, zeta 10, with a cap of
 * 0.5 units/s: in whole updates (the relax included) it is never pushed
 * out faster than the cap - the distance it rises in an update over
 * FIXED_DT, since the relax takes back the velocity the push gave it -
 * and it is out within 4 s (at the cap it would take 2 s). */
START_TEST(an_overlap_is_pushed_out_never_faster_than_the_cap)
{
    Game *g = pressed_box(1.0);
    steps(g)->push_out_speed = 0.5;
    double fastest = 0.0;
    int out = -1;
    for (int u = 1; u <= 240 && out < 0; u++) {
        double y = g->objects.items[0].xf.position.y;
        idle(g, 1);
        double rise = g->objects.items[0].xf.position.y - y;
        fastest = fmax(fastest, fmax(rise / FIXED_DT, vec2_length(g->objects.items[0].shape.v)));
        if (overlap_of(g) < SOLVER_SLOP)
            out = u;
    }
    ck_assert_msg(fastest <= 0.5 * (1.0 + 1e-9), "pushed out at %.17g units/s", fastest);
    ck_assert_msg(out > 0, "still %g deep after 4 s", overlap_of(g));
    free_game(g);
}
END_TEST

/* ---- law 2: energy ----------------------------------------------------------- */

/* The impulses the next update carries from this one (warm starting),
 * forgotten: it starts its contacts from zero. */
static void forget_impulses(Game *g)
{
    ContactList *l = &g->world.contacts;
    for (int k = 0; k < l->count; k++)
        for (int i = 0; i < l->items[k].point_count; i++)
            l->items[k].points[i].pn = l->items[k].points[i].pt = 0.0;
}

/* 60 random scenes of 32 bodies thrown about at up to 15 units/s, e in
 * [0, 1], no gravity, correction off (no push-out): 120 updates each,
 * and no update ends with more kinetic energy than it began with (up to
 * rounding, 1e-12 of it).  Without push every impulse of a pass moves a
 * point's velocity towards its target and no farther, and one sub-step's
 * warm start re-applies only what that update's own passes found; the
 * restitution gives back at most e^2 <= 1 of what the approach brought.
 * The law is of an update that carries no impulses from the last, as
 * sequential_impulses' was: a carried impulse is last update's guess,
 * applied before this update's contacts are solved, and where the
 * bodies have moved on one pass per sub-step may not take all of it
 * back.  The scenes do lose energy: over all of them it falls to less
 * than half. */
START_TEST(kinetic_energy_never_grows_without_push_out)
{
    double first = 0.0, last = 0.0;
    for (uint64_t seed = 1; seed <= 60; seed++) {
        Game *g = game_from(random_scene(seed, 32, 0, 15, 1.0, false));
        double ke = kinetic_energy(g);
        first += ke;
        for (int k = 0; k < 120; k++) {
            forget_impulses(g);
            idle(g, 1);
            double after = kinetic_energy(g);
            ck_assert_msg(after <= ke * (1.0 + 1e-12), "scene %d, update %d: KE %.17g -> %.17g",
                          (int)seed, k + 1, ke, after);
            ke = after;
        }
        last += ke;
        free_game(g);
    }
    ck_assert_msg(last < 0.5 * first, "KE %.17g -> %.17g", first, last);
}
END_TEST

/* ---- law 3: stacks and piles ------------------------------------------------- */

/* 20 boxes 2 x 2 stacked straight up on a floor (top y = 0), 0.01
 * apart, gravity (0, -20), kept awake: after 600 updates (10 s) the top
 * box is less than 0.02 (1 % of its size) from where it settled after
 * the first second, and it has not turned by more than 0.01 rad.  (Its
 * two points solved one after the other, each update would leave the
 * box turning a little, always the same way, and the stack would drift
 * and fall: solver.c's soft_pair.) */
START_TEST(a_stack_of_twenty_boxes_stands_ten_seconds)
{
    static char text[4096];
    int len = snprintf(text, sizeof text, "rect 0 -5 60 10 static\n");
    for (int i = 0; i < 20; i++)
        len += snprintf(text + len, sizeof text - len, "rect 0 %.17g 2 2\n", 1.0 + 2.01 * i);
    Game *g = game_from(text);
    const Transform *top = &g->objects.items[19].xf;
    awake_updates(g, 60);
    Vec2 settled = top->position;
    awake_updates(g, 600);
    double moved = vec2_length(vec2_sub(top->position, settled));
    ck_assert_msg(moved < 0.02, "the top box moved %g", moved);
    ck_assert_msg(fabs(top->rotation) < 0.01, "the top box turned %g", top->rotation);
    ck_assert_msg(top->position.y > 38.0, "the stack fell: its top is at %g", top->position.y);
    free_game(g);
}
END_TEST

/* Ten boxes 2.5 wide, each set 0.125 further right than the one below
 * (book/scenes/offset_stack.scene).  Two boxes' faces meet at nearly
 * equal depths, so as the stack sways the reference face passes from
 * one box to the other.  With point_ids features a point keeps its id,
 * and its warm start, through the pass: the stack stands 10 s, its top
 * box within half a box width of where it started and upright, every
 * box asleep.  With point_ids reference_face the passes throw the
 * carried impulses away, and the stack falls: its top box ends below
 * the fifth box's height. */
START_TEST(an_offset_stack_keeps_its_warm_start_and_stands)
{
    static char text[4096];
    int len = snprintf(text, sizeof text, "rect 50 4 100 3.75 static\n");
    for (int i = 0; i < 10; i++)
        len += snprintf(text + len, sizeof text - len, "rect %.17g %.17g 2.5 2.5\n",
                        50.0 + 0.125 * i, 7.125 + 2.5 * i);
    for (int rule = POINT_IDS_REFERENCE_FACE; rule <= POINT_IDS_FEATURES; rule++) {
        Game *g = game_from(text);
        g->physics.point_ids = (PointIds)rule;
        const Transform *top = &g->objects.items[9].xf;
        Vec2 start = top->position;
        idle(g, 600);
        double moved = vec2_length(vec2_sub(top->position, start));
        if (rule == POINT_IDS_FEATURES) {
            ck_assert_msg(moved < 1.25, "the top box moved %g", moved);
            ck_assert_msg(fabs(top->rotation) < 0.05, "the top box turned %g", top->rotation);
            for (int i = 0; i < 10; i++)
                ck_assert_msg(g->objects.items[i].shape.asleep, "box %d is awake after 10 s", i);
        } else {
            ck_assert_msg(top->position.y < 17.125,
                          "by the reference face's ids the top box stands at %g", top->position.y);
        }
        free_game(g);
    }
}
END_TEST

/* The same stack, counted (the trace's column lost_ids): over its first
 * 5 s, before it falls, the reference face's ids leave more than 20
 * points of pairs the last update had without their warm start, as the
 * reference face passes back and forth; the corners' ids leave none. */
START_TEST(feature_ids_keep_every_warm_start_on_the_offset_stack)
{
    char *text = support_read_command("cat book/scenes/offset_stack.scene");
    for (int rule = POINT_IDS_REFERENCE_FACE; rule <= POINT_IDS_FEATURES; rule++) {
        Game *g = game_from(text);
        g->physics.point_ids = (PointIds)rule;
        int lost = 0;
        for (int u = 0; u < 300; u++) {
            idle(g, 1);
            lost += g->world.contacts.lost_ids;
        }
        if (rule == POINT_IDS_FEATURES)
            ck_assert_msg(lost == 0, "by the corners' ids %d points lost their warm start", lost);
        else
            ck_assert_msg(lost > 20, "by the reference face's ids only %d points lost theirs",
                          lost);
        free_game(g);
    }
    free(text);
}
END_TEST

/* The benchmark's piles of 100 and 200 (bench/pile.awk): after 600
 * updates (10 s) the deepest overlap is below 0.05 (the soft contacts
 * rest a little inside each other, g / omega^2 per box of load: 0.0006
 * at 30 Hz), and the pile has come to rest: its linear kinetic energy
 * is below 0.001. */
START_TEST(the_piles_settle)
{
    const char *commands[2] = {"awk -v n=100 -f bench/pile.awk", "awk -v n=200 -f bench/pile.awk"};
    for (int c = 0; c < 2; c++) {
        char *text = support_read_command(commands[c]);
        Game *g = game_from(text);
        free(text);
        idle(g, 600);
        ck_assert_msg(deepest(g) < 0.05, "%s: deepest overlap %g", commands[c], deepest(g));
        TraceRow row;
        game_measure(g, &row);
        ck_assert_msg(row.ke_linear < 0.001, "%s: linear KE %g after 10 s", commands[c],
                      row.ke_linear);
        free_game(g);
    }
}
END_TEST

/* ---- law 4: free fall ---------------------------------------------------- */

/* g = (0, -10), from (0, 100) at v0 = (2, 3), spin 1: 120 updates of 4
 * sub-steps, k = 480 sub-steps of h = 1/240.  Symplectic Euler adds g h
 * to v, then moves by v h: after k sub-steps
 *   y = 100 + 3 k h - 10 h^2 k (k + 1) / 2 = 106 - 10 (2 + 1/240) = 85.958333...,
 * v = (2, -17), x = 4, angle = 2. */
START_TEST(free_fall_in_sub_steps)
{
    Game *g = game_from("gravity 0 -10\ncircle 0 100 1 vel=2,3 spin=1\n");
    idle(g, 120);
    const GameObject *o = &g->objects.items[0];
    double h = 1.0 / 240, k = 480;
    ck_assert_close(o->shape.v.x, 2, 1e-12);
    ck_assert_close(o->shape.v.y, -17, 1e-12);
    ck_assert_close(o->xf.position.x, 4, 1e-12);
    ck_assert_close(o->xf.position.y, 100 + 3 * k * h - 10 * h * h * k * (k + 1) / 2, 1e-12);
    ck_assert_close(o->xf.position.y, 106 - 10 * (2 + 1.0 / 240), 1e-12);
    ck_assert_close(o->xf.rotation, 2, 1e-12);
    free_game(g);
}
END_TEST

/* ---- law 5: the settings ---------------------------------------------------- */

/* The scene's words as the program reads them (program_api's hook). */
static void set_hook(void)
{
    program_api().scene_words();
}

static void unset_hook(void)
{
    scene_set_word_hook(NULL, NULL);
}

/* The defaults are Box2D v3's scaled to the workbook (physics.h), and a
 * game starts with them. */
START_TEST(settings_have_their_defaults)
{
    StepSettings d = physics_chapter_settings().step;
    ck_assert_int_eq(d.sub_steps, 4);
    ck_assert_double_eq(d.contact_hertz, 30.0);
    ck_assert_double_eq(d.contact_damping_ratio, 10.0);
    ck_assert_double_eq(d.push_out_speed, 6.0);
    ck_assert_double_eq(d.static_hertz_factor, 1.0);
    ck_assert(d.hertz_cap);
    ck_assert_int_eq(physics_chapter_settings().speculative, SPECULATIVE_GROWN);
    Game *g = game_from("circle 0 0 1\n");
    ck_assert_int_eq(steps(g)->sub_steps, 4);
    ck_assert_double_eq(steps(g)->push_out_speed, 6.0);
    free_game(g);
}
END_TEST

START_TEST(settings_are_read_from_the_scene)
{
    Scene scene = {0};
    Error err;
    StageApi api = program_api();
    ck_assert_msg(scene_parse_string(&scene,
                                     "sub_steps 8\ncontact_hertz 12.5\ncontact_damping_ratio 0\n"
                                     "push_out_speed 3\nstatic_hertz_factor 2.5\n"
                                     "speculative measured\nhertz_cap off\ncircle 0 0 1\n",
                                     "s.scene", &err),
                  "%s", err.message);
    Game *g = calloc(1, sizeof *g);
    ck_assert_ptr_nonnull(g);
    api.init(g, &scene, 1);
    ck_assert_int_eq(steps(g)->sub_steps, 8);
    ck_assert_double_eq(steps(g)->contact_hertz, 12.5);
    ck_assert_double_eq(steps(g)->contact_damping_ratio, 0.0);
    ck_assert_double_eq(steps(g)->push_out_speed, 3.0);
    ck_assert_double_eq(steps(g)->static_hertz_factor, 2.5);
    ck_assert_int_eq(g->physics.speculative, SPECULATIVE_MEASURED);
    ck_assert(!steps(g)->hertz_cap);
    ck_assert_int_eq(scene.body_count, 1);
    free_game(g);
    scene_free(&scene);
}
END_TEST

static void assert_scene_error(const char *text, const char *message)
{
    Scene scene = {0};
    Error err;
    program_api().scene_words();
    ck_assert_msg(!scene_parse_string(&scene, text, "bad.scene", &err), "accepted: %s", text);
    ck_assert_str_eq(err.message, message);
    scene_free(&scene);
}

START_TEST(bad_settings_name_the_file_and_line)
{
    assert_scene_error("circle 0 0 1\nsub_steps 0\n",
                       "bad.scene:2: sub_steps needs a whole number from 1 to 64, got '0'");
    assert_scene_error("sub_steps 2.5\n",
                       "bad.scene:1: sub_steps needs a whole number from 1 to 64, got '2.5'");
    assert_scene_error("sub_steps 65\n",
                       "bad.scene:1: sub_steps needs a whole number from 1 to 64, got '65'");
    assert_scene_error("contact_hertz 0\n",
                       "bad.scene:1: contact_hertz needs a number above 0, at most 1000, got '0'");
    assert_scene_error(
        "contact_hertz nan\n",
        "bad.scene:1: contact_hertz needs a number above 0, at most 1000, got 'nan'");
    assert_scene_error(
        "contact_damping_ratio -1\n",
        "bad.scene:1: contact_damping_ratio needs a number from 0 to 1000, got '-1'");
    assert_scene_error("push_out_speed 0\n",
                       "bad.scene:1: push_out_speed needs a number above 0, at most 1e6, got '0'");
    assert_scene_error("push_out_speed 3 m/s\n",
                       "bad.scene:1: push_out_speed needs one number, a number above 0, at most "
                       "1e6, got 2 words");
    assert_scene_error("circle 0 0 1\nspeculative grow\n",
                       "bad.scene:2: speculative needs one word, grown or measured, got 'grow'");
    assert_scene_error(
        "static_hertz_factor 0\n",
        "bad.scene:1: static_hertz_factor needs a number above 0, at most 16, got '0'");
    assert_scene_error(
        "static_hertz_factor 17\n",
        "bad.scene:1: static_hertz_factor needs a number above 0, at most 16, got '17'");
    assert_scene_error("contact_hertz 30\n\ncontact_hertz 20\n",
                       "bad.scene:3: contact_hertz given twice (first on line 1)");
}
END_TEST

/* A word the program does not take is met with the word meant, when one
 * is an edit or two away, or else with every word the program takes: the
 * engine's settings and ideas, and the materials', layers' and joints'
 * words, beside the parser's own. */
START_TEST(unknown_words_name_the_program_s_words)
{
    assert_scene_error("sub_step 4\n",
                       "bad.scene:1: unknown word 'sub_step' (did you mean sub_steps?)");
    assert_scene_error("contact_herz 60\n",
                       "bad.scene:1: unknown word 'contact_herz' (did you mean contact_hertz?)");
    assert_scene_error("rect 0 0 1 1 densty=1\n",
                       "bad.scene:1: unknown attribute 'densty' (did you mean density?)");
    assert_scene_error("rect 0 0 1 1 nmae=a\n",
                       "bad.scene:1: unknown attribute 'nmae' (did you mean name?)");
    assert_scene_error("rect 0 0 1 1 colour=red\n",
                       "bad.scene:1: unknown attribute 'colour' (expected rot, mass, vel, spin, "
                       "friction, restitution, static, material, density, layer, mask, name)");
    Scene scene = {0};
    Error err;
    program_api().scene_words();
    ck_assert(!scene_parse_string(&scene, "linear_slop 0.005\n", "bad.scene", &err));
    const char *listed[] = {"sub_steps", "contact_hertz", "contact_damping_ratio", "push_out_speed",
                            "soft_step", "column",        "material or joint)"};
    for (size_t i = 0; i < sizeof listed / sizeof listed[0]; i++)
        ck_assert_msg(strstr(err.message, listed[i]) != NULL, "%s not in: %s", listed[i],
                      err.message);
    ck_assert_msg(strstr(err.message, "did you mean") == NULL, "%s", err.message);
    scene_free(&scene);
    assert_scene_error("circle 0 0 1\ncontact_hertz = 60\n",
                       "bad.scene:2: 'contact_hertz = 60' has spaces around '=' (write "
                       "contact_hertz=60)");
}
END_TEST

/* ---- law 6: determinism ------------------------------------------------------ */

static bool same_bits(double a, double b)
{
    return memcmp(&a, &b, sizeof a) == 0;
}

static bool same_vec(Vec2 a, Vec2 b)
{
    return same_bits(a.x, b.x) && same_bits(a.y, b.y);
}

/* The same random scene with gravity and push-out, run twice: every
 * body ends bit for bit where the other run's does. */
START_TEST(the_same_scene_runs_the_same_twice)
{
    static char text[32 * 1024];
    strcpy(text, random_scene(5, 32, -20, 10, 0.5, true));
    Game *a = game_from(text);
    idle(a, 200);
    Game *b = game_from(text);
    idle(b, 200);
    for (int i = 0; i < a->objects.count; i++) {
        const RigidShape *p = &a->objects.items[i].shape, *q = &b->objects.items[i].shape;
        ck_assert(same_vec(p->xf->position, q->xf->position) && same_vec(p->v, q->v)
                  && same_bits(p->xf->rotation, q->xf->rotation) && same_bits(p->omega, q->omega));
    }
    free_game(a);
    free_game(b);
}
END_TEST

Suite *test_soft_step_suite(void)
{
    Suite *s = suite_create("variant soft_step");
    TCase *tc = tcase_create("laws");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, the_soft_contact_is_the_damped_oscillator_it_claims);
    tcase_add_test(tc, an_overlap_is_pushed_out_never_faster_than_the_cap);
    tcase_add_test(tc, kinetic_energy_never_grows_without_push_out);
    tcase_add_test(tc, a_stack_of_twenty_boxes_stands_ten_seconds);
    tcase_add_test(tc, an_offset_stack_keeps_its_warm_start_and_stands);
    tcase_add_test(tc, feature_ids_keep_every_warm_start_on_the_offset_stack);
    tcase_add_test(tc, the_piles_settle);
    tcase_add_test(tc, free_fall_in_sub_steps);
    tcase_add_test(tc, the_same_scene_runs_the_same_twice);
    suite_add_tcase(s, tc);
    TCase *settings = tcase_create("settings");
    tcase_add_checked_fixture(settings, set_hook, unset_hook);
    tcase_add_test(settings, settings_have_their_defaults);
    tcase_add_test(settings, settings_are_read_from_the_scene);
    tcase_add_test(settings, bad_settings_name_the_file_and_line);
    tcase_add_test(settings, unknown_words_name_the_program_s_words);
    suite_add_tcase(s, settings);
    return s;
}

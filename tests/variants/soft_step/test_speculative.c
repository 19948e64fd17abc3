/* test_speculative.c - contacts measured (engine/speculative.c, the
 * setting `speculative measured`) and contacts against a static body
 * stiffer (`static_hertz_factor`).
 * Laws:
 *   1. the contact functions measure the gap: two circles, a circle
 *      over a face and at a corner, a box flat over a floor and a box on
 *      its corner each give the closed form's gap as a negative depth,
 *      at the midpoint of the two surfaces, and nothing beyond the
 *      margin; the grown shapes read the corner 0.41 of their growth too
 *      deep;
 *   2. measured contacts are a subset of the grown ones (what the
 *      broad phase's boxes are grown to hold), on random pairs;
 *   3. a box resting on a static floor sags g / omega^2 with omega the
 *      contact's 2 pi f, times static_hertz_factor; with the factor 2 the
 *      offset stack stands by the reference face's ids;
 *   4. the house of cards (book/scenes/card_house.scene) stands on its
 *      feet: with contacts measured and the static contacts twice as
 *      stiff, the feet rest within 0.002 of the floor, every body is
 *      asleep after 10 s and every loaded contact is one the trace
 *      counts; grown, the feet float more than 0.01 above it; with
 *      Box2D v3's four settings together (solve_order colours and
 *      point_ids features too) it stands as well, its top within 0.1
 *      of where it started and its feet within 0.002 of the floor.
 * The two settings' defaults, words and refusals are test_soft_step.c's
 * (law 5). */
#include "check_support.h"

#include "game_support.h"
#include "rng.h"
#include "solver.h"
#include "soft_step_support.h"

/* ---- law 1: the gap, measured ---------------------------------------------- */

static RigidShape circle_at(Transform *xf, double x, double y, double r)
{
    RigidShape s;
    *xf = (Transform){.position = {x, y}};
    rigid_circle_init(&s, xf, r);
    return s;
}

static RigidShape box_at(Transform *xf, double x, double y, double w, double h, double angle)
{
    RigidShape s;
    *xf = (Transform){.position = {x, y}, .rotation = angle};
    rigid_rectangle_init(&s, xf, w, h);
    return s;
}

static void assert_point(const Manifold *m, int i, double x, double y, double depth)
{
    ck_assert_double_eq_tol(m->points[i].point.x, x, 1e-12);
    ck_assert_double_eq_tol(m->points[i].point.y, y, 1e-12);
    ck_assert_double_eq_tol(m->points[i].depth, depth, 1e-12);
}

/* Radii 1 and 2 with centres 3.05 apart: a gap of 0.05, the surfaces at
 * x = 1 and 3.05 - 2 = 1.05, the point midway at 1.025.  2.9 apart they
 * overlap by 0.1 (chapter 2's depth), the point at (1 + 0.9)/2 = 0.95.
 * 3.2 apart the gap 0.2 is beyond the margin 0.1. */
START_TEST(two_circles_give_their_gap)
{
    Transform x1, x2;
    RigidShape a = circle_at(&x1, 0, 0, 1), b = circle_at(&x2, 3.05, 0, 2);
    Manifold m;
    ck_assert(contact_measure(&a, &b, 0.1, true, &m));
    ck_assert_int_eq(m.point_count, 1);
    ck_assert_double_eq_tol(m.normal.x, 1.0, 1e-15);
    assert_point(&m, 0, 1.025, 0, -0.05);
    b = circle_at(&x2, 2.9, 0, 2);
    ck_assert(contact_measure(&a, &b, 0.1, true, &m));
    assert_point(&m, 0, 0.95, 0, 0.1);
    b = circle_at(&x2, 3.2, 0, 2);
    ck_assert(!contact_measure(&a, &b, 0.1, true, &m));
}
END_TEST

/* A 2 x 2 box at the origin and a circle of radius 0.5.  Over its top
 * face at y = 1.53: the gap 0.03 along (0, 1), the point at y = 1.015.
 * Off its corner (1, 1) along (0.6, 0.8) by 0.55: the gap 0.05 along
 * that line, the point 0.025 out.  The circle first, the normal turns
 * round and the points stay. */
START_TEST(a_circle_gives_its_gap_to_a_face_and_a_corner)
{
    Transform xb, xc;
    RigidShape box = box_at(&xb, 0, 0, 2, 2, 0), c = circle_at(&xc, 0.2, 1.53, 0.5);
    Manifold m;
    ck_assert(contact_measure(&box, &c, 0.1, true, &m));
    ck_assert_double_eq_tol(m.normal.y, 1.0, 1e-15);
    assert_point(&m, 0, 0.2, 1.015, -0.03);
    c = circle_at(&xc, 1 + 0.55 * 0.6, 1 + 0.55 * 0.8, 0.5);
    ck_assert(contact_measure(&box, &c, 0.1, true, &m));
    ck_assert_double_eq_tol(m.normal.x, 0.6, 1e-12);
    ck_assert_double_eq_tol(m.normal.y, 0.8, 1e-12);
    assert_point(&m, 0, 1 + 0.025 * 0.6, 1 + 0.025 * 0.8, -0.05);
    ck_assert(contact_measure(&c, &box, 0.1, true, &m));
    ck_assert_double_eq_tol(m.normal.x, -0.6, 1e-12);
    assert_point(&m, 0, 1 + 0.025 * 0.6, 1 + 0.025 * 0.8, -0.05);
    c = circle_at(&xc, 1 + 0.65 * 0.6, 1 + 0.65 * 0.8, 0.5);
    ck_assert(!contact_measure(&box, &c, 0.1, true, &m));
}
END_TEST

/* A 2 x 2 box flat 0.03 above a floor whose top is y = 0: two points,
 * at the box's bottom corners x = -1 and 1, midway at y = 0.015, each
 * 0.03 apart; with `manifold off` one of them.  Turned 45 degrees with
 * its corner 0.03 above the floor: one point under the corner, 0.03
 * apart.  Grown by h = 0.05 each, the floor's top rises h and the corner
 * comes down h sqrt 2 (it moves out along both its faces), so the grown
 * shapes read the gap as 0.03 - (sqrt 2 - 1) h = 0.0093. */
START_TEST(a_box_gives_its_gap_flat_and_on_a_corner)
{
    Transform xf, xb;
    RigidShape floor = box_at(&xf, 0, -5, 40, 10, 0), box = box_at(&xb, 0, 1.03, 2, 2, 0);
    Manifold m;
    ck_assert(contact_measure(&floor, &box, 0.1, true, &m));
    ck_assert_int_eq(m.point_count, 2);
    ck_assert_double_eq_tol(m.normal.y, 1.0, 1e-15);
    double x0 = m.points[0].point.x < 0.0 ? -1.0 : 1.0;
    assert_point(&m, 0, x0, 0.015, -0.03);
    assert_point(&m, 1, -x0, 0.015, -0.03);
    ck_assert(contact_measure(&floor, &box, 0.1, false, &m));
    ck_assert_int_eq(m.point_count, 1);
    box = box_at(&xb, 0, sqrt(2.0) + 0.03, 2, 2, M_PI / 4);
    ck_assert(contact_measure(&floor, &box, 0.1, true, &m));
    ck_assert_int_eq(m.point_count, 1);
    assert_point(&m, 0, 0, 0.015, -0.03);
    PhysicsSettings grown = physics_chapter_settings();
    grown.manifold = true;
    ck_assert(detect_contact(&floor, &box, 0.1, &grown, &m));
    ck_assert_double_eq_tol(m.points[0].depth, -(0.03 - (sqrt(2.0) - 1.0) * 0.05), 1e-12);
    box = box_at(&xb, 0, 1.12, 2, 2, 0);
    ck_assert(!contact_measure(&floor, &box, 0.1, true, &m));
}
END_TEST

/* ---- law 2: within the grown shapes ------------------------------------ */

/* A shape grown by h holds every point within h of the shape, so two
 * shapes less than 2h = margin apart have grown copies that overlap: a
 * pair measured as a contact is one the grown shapes find, and so one
 * the broad phase, whose boxes hold the grown shapes, hands over.  On
 * 20,000 random pairs of circles and boxes, at random angles, 0 to 0.3
 * apart with a margin of 0.1 (or overlapping). */
START_TEST(a_measured_contact_is_one_the_grown_shapes_find)
{
    Rng rng;
    rng_seed(&rng, 41);
    PhysicsSettings grown = physics_chapter_settings();
    grown.manifold = true;
    int measured = 0;
    for (int k = 0; k < 20000; k++) {
        Transform xa, xb;
        double w = 0.5 + 4 * rng_uniform(&rng), h = 0.01 + 3 * rng_uniform(&rng);
        RigidShape a = k % 3 == 0 ? circle_at(&xa, 0, 0, w / 2)
                                  : box_at(&xa, 0, 0, w, h, 2 * M_PI * rng_uniform(&rng));
        double dir = 2 * M_PI * rng_uniform(&rng), reach = a.bound_radius + 2 * rng_uniform(&rng);
        double r = 0.2 + 2 * rng_uniform(&rng);
        RigidShape b = k % 2 == 0 ? circle_at(&xb, reach * cos(dir), reach * sin(dir), r)
                                  : box_at(&xb, reach * cos(dir), reach * sin(dir), 2 * r,
                                           0.01 + rng_uniform(&rng), 2 * M_PI * rng_uniform(&rng));
        Manifold m, g;
        if (!contact_measure(&a, &b, 0.1, true, &m))
            continue;
        measured++;
        ck_assert_msg(detect_contact(&a, &b, 0.1, &grown, &g), "pair %d: measured, not grown", k);
        for (int i = 0; i < m.point_count; i++)
            ck_assert_msg(m.points[i].depth >= -0.1, "pair %d: a point %g apart", k,
                          -m.points[i].depth);
    }
    ck_assert_msg(measured > 2000, "only %d of the pairs were near", measured);
}
END_TEST

/* ---- law 3: the sag of a resting box --------------------------------------- */

/* A 2 x 2 box of mass 1 rests on a static floor.  A soft contact holds
 * it where the spring's push balances its weight, k x = m g with
 * k = m omega^2 (the effective mass of a box on its two points), so it
 * sags x = g / omega^2, omega = 2 pi f: 20 / (60 pi)^2 = 0.000563 at
 * 30 Hz, a quarter of that at twice the frequency. */
START_TEST(a_box_on_a_static_floor_sags_g_over_omega_squared)
{
    for (int factor = 1; factor <= 2; factor++) {
        Game *g = game_from("rect 0 -5 40 10 static restitution=0\nrect 0 1 2 2 restitution=0\n");
        g->physics.step.static_hertz_factor = factor;
        awake_updates(g, 120);
        double omega = 2 * M_PI * g->physics.step.contact_hertz * factor;
        double sag = 1.0 - g->objects.items[0].xf.position.y;
        ck_assert_msg(fabs(sag - 20.0 / (omega * omega)) < 1e-3 * sag, "factor %d: sags %.7g",
                      factor, sag);
        free_game(g);
    }
}
END_TEST

/* Chapter 10's offset stack (book/scenes/offset_stack.scene), which by
 * the reference face's ids falls (test_soft_step.c), stands when its
 * contacts with the floor are twice as stiff: over 10 s its top box
 * stays within half a box width (1.25) of where it started, and upright
 * within 0.1 rad. */
START_TEST(stiffer_static_contacts_hold_the_offset_stack)
{
    char *text = support_read_command("cat book/scenes/offset_stack.scene");
    Game *g = game_from(text);
    free(text);
    g->physics.step.static_hertz_factor = 2.0;
    const Transform *top = &g->objects.items[9].xf;
    Vec2 start = top->position;
    double farthest = 0.0;
    for (int u = 0; u < 600; u++) {
        idle(g, 1);
        farthest = fmax(farthest, vec2_length(vec2_sub(top->position, start)));
    }
    ck_assert_msg(farthest < 1.25, "the top box moved %g", farthest);
    ck_assert_msg(fabs(top->rotation) < 0.1, "the top box turned %g", top->rotation);
    free_game(g);
}
END_TEST

/* ---- law 4: the house of cards ---------------------------------------------- */

#define CARD_HOUSE_FLOOR 5.875 /* the floor's top: 4 + 3.75 / 2 */

static double lowest_corner(const RigidShape *s)
{
    double y = INFINITY;
    for (int i = 0; i < 4; i++)
        y = fmin(y, s->rect.vertex[i].y);
    return y;
}

/* How far above the floor the feet of the first level (the cards that
 * stand on it, below y = 6.4) rest: the lowest and the highest. */
static void feet(const Game *g, double *low, double *high)
{
    *low = INFINITY;
    *high = -INFINITY;
    for (int i = 0; i < g->objects.count; i++) {
        const RigidShape *s = &g->objects.items[i].shape;
        if (s->xf->position.y < 6.4) {
            *low = fmin(*low, lowest_corner(s) - CARD_HOUSE_FLOOR);
            *high = fmax(*high, lowest_corner(s) - CARD_HOUSE_FLOOR);
        }
    }
}

/* The contacts of the last update that carry a load. */
static int loaded_contacts(const Game *g)
{
    int n = 0;
    const ContactList *l = &g->world.contacts;
    for (int k = 0; k < l->count; k++)
        n += l->items[k].points[0].pn > 0.0
            || (l->items[k].point_count == 2 && l->items[k].points[1].pn > 0.0);
    return n;
}

START_TEST(the_house_of_cards_stands_on_its_feet)
{
    char *text = support_read_command("cat book/scenes/card_house.scene");
    for (int rule = SPECULATIVE_GROWN; rule <= SPECULATIVE_MEASURED; rule++) {
        Game *g = game_from(text);
        g->physics.speculative = (SpeculativeRule)rule;
        g->physics.step.static_hertz_factor = 2.0;
        idle(g, 600);
        double low, high;
        feet(g, &low, &high);
        if (rule == SPECULATIVE_MEASURED) {
            ck_assert_msg(fabs(low) <= 0.002 && fabs(high) <= 0.002, "feet at %g to %g", low, high);
            for (int i = 0; i < g->objects.count; i++)
                ck_assert_msg(g->objects.items[i].shape.asleep, "card %d is awake after 10 s", i);
            TraceRow row;
            game_measure(g, &row);
            ck_assert_msg(row.contacts >= loaded_contacts(g), "the trace counts %d of %d",
                          row.contacts, loaded_contacts(g));
        } else {
            ck_assert_msg(low > 0.01, "grown, the feet rest at %g", low);
        }
        free_game(g);
    }
    free(text);
}
END_TEST

/* The highest corner of any card: the top card's. */
static double top_of(const Game *g)
{
    double y = -INFINITY;
    for (int i = 0; i < g->objects.count; i++)
        for (int k = 0; k < 4; k++)
            y = fmax(y, g->objects.items[i].shape.rect.vertex[k].y);
    return y;
}

/* By colours the holds on the floor come last in each pass, and a
 * card's foot is two corners 0.004 apart, a nearly singular block:
 * solved together the load jumps between the corners and the house
 * falls (its top 1.5 lower), solved in turn it stands (0.030 lower,
 * Box2D v3's house 0.031). */
START_TEST(the_house_of_cards_stands_with_box2d_v3_s_four_settings)
{
    char *text = support_read_command("cat book/scenes/card_house.scene");
    Game *g = game_from(text);
    free(text);
    g->physics.speculative = SPECULATIVE_MEASURED;
    g->physics.step.static_hertz_factor = 2.0;
    g->physics.solve_order = SOLVE_ORDER_COLOURS;
    g->physics.point_ids = POINT_IDS_FEATURES;
    double start = top_of(g);
    idle(g, 600);
    double low, high;
    feet(g, &low, &high);
    ck_assert_msg(fabs(top_of(g) - start) < 0.1, "the top moved from %g to %g", start, top_of(g));
    ck_assert_msg(fabs(low) <= 0.002 && fabs(high) <= 0.002, "feet at %g to %g", low, high);
    free_game(g);
}
END_TEST

Suite *test_speculative_suite(void)
{
    Suite *s = suite_create("speculative");
    TCase *tc = tcase_create("laws");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, two_circles_give_their_gap);
    tcase_add_test(tc, a_circle_gives_its_gap_to_a_face_and_a_corner);
    tcase_add_test(tc, a_box_gives_its_gap_flat_and_on_a_corner);
    tcase_add_test(tc, a_measured_contact_is_one_the_grown_shapes_find);
    tcase_add_test(tc, a_box_on_a_static_floor_sags_g_over_omega_squared);
    tcase_add_test(tc, stiffer_static_contacts_hold_the_offset_stack);
    tcase_add_test(tc, the_house_of_cards_stands_on_its_feet);
    tcase_add_test(tc, the_house_of_cards_stands_with_box2d_v3_s_four_settings);
    suite_add_tcase(s, tc);
    return s;
}

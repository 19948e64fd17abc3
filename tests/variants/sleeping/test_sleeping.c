/* test_sleeping.c - the variant sleeping: islands of bodies joined by
 * contacts sleep together once all of them have been still for half a
 * second, and wake together (variants/sleeping/world.c).
 * Laws:
 *   1. a settled pile of 200 boxes sleeps within 3 s of resting;
 *   2. once asleep, an update does less than a tenth of an awake one's
 *      work (candidate pairs from the broad phase, pairs asked of the
 *      narrow phase, contacts solved and bodies integrated): none at all;
 *   3. a sleeping body's position and angle do not change by a bit;
 *   4. a box dropped onto the sleeping pile wakes it, and the pile with
 *      the box on it comes to rest and sleeps again;
 *   5. a key that moves a sleeping body, or changes its friction, wakes
 *      its whole island;
 *   6. a contact taken from the last list for a pair of resting shapes is
 *      the one the narrow phase would find, field for field: at every
 *      update the list is the one the narrow phase finds for every
 *      candidate pair;
 *   7. a static object that a key moves wakes the sleeping bodies it
 *      touched before the move and those it touches after it;
 *   8. a World made anew on a sleeping pile has nothing to copy from, so
 *      its first update finds every contact again;
 *   9. the trace's own column, "sleeping", is the number of dynamic
 *      bodies asleep, and an asleep body is drawn in the colour of the
 *      frame's one legend entry, "asleep". */
#include "check_support.h"

#include "game_support.h"
#include "program.h"
#include "solver.h"

/* plots/brick_pile.awk: 200 boxes 3.6 x 2 in 8 rows of 25 side by side,
 * 0.1 apart, laid like bricks (every other row 1 unit to the right, so a
 * box stands on two below it and the pile is one island, and the end box
 * of a shifted row still has its centre over the box below), each row
 * 0.2 above the one below: they fall onto each other and settle.  The
 * floor's top is at y = 5.875.  With `drop`, one more box 6 x 2 (the last
 * object) far above the middle, landing on the pile about 4.4 s after the
 * start. */
static Game *box_pile(bool drop)
{
    char *text = support_read_command(drop ? "awk -f plots/brick_pile.awk"
                                           : "awk -v drop=0 -f plots/brick_pile.awk");
    Game *g = game_from(text);
    free(text);
    return g;
}

typedef struct Census {
    int asleep, dynamic;
    double fastest; /* largest |v| of a dynamic body */
} Census;

static Census census(const Game *g, int count)
{
    Census c = {0};
    for (int i = 0; i < count; i++) {
        const RigidShape *s = &g->objects.items[i].shape;
        if (s->inv_mass == 0.0)
            continue;
        c.dynamic++;
        c.asleep += s->asleep;
        c.fastest = fmax(c.fastest, vec2_length(s->v));
    }
    return c;
}

/* An update's work: the candidate pairs its broad phase handed over,
 * the pairs it asked of the narrow phase, the contacts it solved and the
 * bodies it integrated (the awake dynamic ones). */
static long work(const Game *g)
{
    Census c = census(g, g->objects.count);
    return g->world.contacts.candidates + g->world.contacts.detected + g->world.contacts.solved
        + (c.dynamic - c.asleep);
}

/* Laws 1 and 2.  The pile rests from the last update a box moved faster
 * than 0.5 units/s (a quarter of a box's height per second) - from then,
 * all 200 sleep within 3 s (the bodies need ISLAND_SLEEP_TIME = 0.5 s below
 * the sleep speeds, after the last wobble has died down).  The awake
 * update's work is that of the update at rest; once asleep, an update
 * has no candidate pairs, asks the narrow phase nothing, solves nothing
 * and integrates nothing. */
START_TEST(a_settled_pile_of_200_boxes_sleeps_within_3_s)
{
    Game *g = box_pile(false);
    int rested = -1, slept = -1;
    long awake_work = 0;
    for (int u = 1; u <= 900 && slept < 0; u++) {
        idle(g, 1);
        Census c = census(g, g->objects.count);
        ck_assert_int_eq(c.dynamic, 200);
        if (c.fastest >= 0.5)
            rested = u + 1;
        if (c.asleep == 0 && work(g) > awake_work)
            awake_work = work(g);
        if (c.asleep == 200)
            slept = u;
    }
    ck_assert_msg(rested > 0, "the pile never rested");
    ck_assert_msg(slept > 0 && slept - rested <= 180, "rested at update %d, asleep at %d", rested,
                  slept);
    /* All 200, their ~450 contacts and ~500 candidate pairs, each asked
     * of the narrow phase, were at work while awake. */
    ck_assert_int_gt(awake_work, 1500);
    /* The first update asleep finds the contacts once more: the bodies
     * moved in the update they fell asleep in, and the last list was
     * found with their speeds of then.  It solves and moves nothing. */
    idle(g, 1);
    ck_assert_int_eq(g->world.contacts.solved, 0);
    ck_assert_int_eq(census(g, 200).asleep, 200);
    /* From the next on, nothing at all. */
    idle(g, 1);
    ck_assert_int_lt(10 * work(g), awake_work);
    ck_assert_int_eq(work(g), 0);
    free_game(g);
}
END_TEST

/* Law 3: from the update the pile fell asleep, for 120 updates, every
 * box's position and angle stay the same, bit for bit. */
START_TEST(a_sleeping_body_keeps_every_bit)
{
    Game *g = box_pile(false);
    for (int u = 0; u < 900 && census(g, 200).asleep < 200; u++)
        idle(g, 1);
    ck_assert_int_eq(census(g, 200).asleep, 200);
    static Transform xf[200];
    for (int i = 0; i < 200; i++)
        xf[i] = g->objects.items[i].xf;
    for (int u = 0; u < 120; u++) {
        idle(g, 1);
        for (int i = 0; i < 200; i++) {
            const Transform *t = &g->objects.items[i].xf;
            ck_assert_msg(memcmp(&t->position, &xf[i].position, sizeof(Vec2)) == 0
                              && memcmp(&t->rotation, &xf[i].rotation, sizeof(double)) == 0,
                          "box %d moved while asleep (update %d after sleeping)", i, u + 1);
        }
    }
    free_game(g);
}
END_TEST

/* Law 4: the pile sleeps; the 6 x 2 box falls from y = 220 (alone, awake:
 * its own island) and lands on it at about 4.4 s; the pile wakes (every
 * box of it: one island); by 15 s the pile with the box on it sleeps
 * again, the box at rest on the top row (its bottom within 0.05 of the
 * top row's top, y = 5.875 + 8 * 2 = 21.875, give or take the rows'
 * settling). */
START_TEST(a_box_dropped_on_the_sleeping_pile_wakes_it_and_rests_on_it)
{
    Game *g = box_pile(true);
    RigidShape *box = &g->objects.items[200].shape;
    bool pile_slept = false, woke = false;
    int u = 0;
    for (; u < 900; u++) {
        idle(g, 1);
        Census c = census(g, 200);
        if (c.asleep == 200)
            pile_slept = true;
        if (pile_slept && c.asleep == 0)
            woke = true;
        if (woke && c.asleep == 200 && box->asleep)
            break;
    }
    ck_assert_msg(pile_slept, "the pile never slept before the box came");
    ck_assert_msg(woke, "the box did not wake the whole pile");
    ck_assert_msg(u < 900, "the pile and the box did not fall asleep again in 15 s");
    double bottom = box->xf->position.y - 1.0;
    ck_assert_msg(fabs(bottom - 21.875) < 0.05, "the box rests at y = %g, not on the pile", bottom);
    ck_assert_double_eq(vec2_length(box->v), 0.0);
    free_game(g);
}
END_TEST

/* Runs g until all of its first `count` objects' dynamic bodies sleep
 * (at most 15 s). */
static void sleep_pile(Game *g, int count)
{
    for (int u = 0; u < 900; u++) {
        Census c = census(g, count);
        if (c.asleep == c.dynamic)
            return;
        idle(g, 1);
    }
    ck_abort_msg("the pile did not fall asleep in 15 s");
}

/* Law 5: the hero (object 0, a box of the bottom row) is moved by W while
 * the pile sleeps: the pile wakes whole, not just the hero.  So it does
 * when F with Down lowers the hero's friction by 0.01 (the contacts of
 * the hero must be found again with the new friction). */
START_TEST(a_key_that_moves_a_sleeping_body_wakes_its_island)
{
    Game *g = box_pile(false);
    sleep_pile(g, 200);
    ck_assert_int_eq(census(g, 200).asleep, 200);
    ck_assert_int_eq(g->selected, 0);
    press(g, KEY_W);
    ck_assert_int_eq(census(g, 200).asleep, 0);
    sleep_pile(g, 200);
    double mu = g->objects.items[0].shape.friction;
    keys(g, 2, (const Key[]){KEY_F, KEY_DOWN});
    ck_assert_double_eq_tol(g->objects.items[0].shape.friction, mu - 0.01, 1e-12);
    ck_assert_int_eq(census(g, 200).asleep, 0);
    free_game(g);
}
END_TEST

/* ---- law 6: the copied contacts are the narrow phase's ------------------ */

static bool same_bits(double a, double b)
{
    return memcmp(&a, &b, sizeof a) == 0;
}

static bool same_vec(Vec2 a, Vec2 b)
{
    return same_bits(a.x, b.x) && same_bits(a.y, b.y);
}

/* What the narrow phase decides about a contact: the pair, its normal,
 * tangent and coefficients, and each point's place, depth and feature. */
static bool same_contact(const Contact *a, const Contact *b)
{
    if (a->s1 != b->s1 || a->s2 != b->s2 || a->first != b->first || a->second != b->second
        || a->with_bound != b->with_bound || a->point_count != b->point_count
        || !same_vec(a->normal, b->normal) || !same_vec(a->tangent, b->tangent)
        || !same_bits(a->friction, b->friction) || !same_bits(a->restitution, b->restitution))
        return false;
    for (int i = 0; i < a->point_count; i++)
        if (!same_vec(a->points[i].point, b->points[i].point)
            || !same_bits(a->points[i].depth, b->points[i].depth)
            || a->points[i].id != b->points[i].id)
            return false;
    return true;
}

/* The list the narrow phase finds for every candidate pair of a broad
 * phase of the test's own (`bp`), as world_find_contacts would build it
 * with no shape resting. */
static void narrow_phase_list(Game *g, BroadPhase *bp, ContactList *want)
{
    ShapeSet *objs = &g->objects.shapes, *bounds = &g->bounds.shapes;
    int n = objs->count;
    double dt = g->physics.motion ? FIXED_DT : 0.0;
    contact_list_clear(want);
    broad_phase_update(bp, objs, bounds, SOLVER_SPECULATIVE_MARGIN, dt);
    for (int k = 0; k < bp->pair_count; k++) {
        BroadPair p = bp->pairs[k];
        bool with_bound = p.b >= n;
        int second = with_bound ? p.b - n : p.b;
        RigidShape *s2 = with_bound ? bounds->items[second] : objs->items[second];
        contact_list_add_pair(want, objs->items[p.a], s2, p.a, second, with_bound, &g->physics,
                              NULL);
    }
}

/* `updates` updates of g; before each, the list the narrow phase finds
 * for every candidate pair on the state the update finds its contacts in
 * (gravity applied to the awake bodies, no key), and after it, the
 * game's list must be that one, contact for contact.  Returns the
 * updates in which every dynamic body slept and no pair was asked of the
 * narrow phase. */
static int check_copies(Game *g, int updates, const char *what)
{
    ShapeSet *objs = &g->objects.shapes;
    Vec2 *v = malloc((objs->count + 1) * sizeof *v);
    ck_assert_ptr_nonnull(v);
    ContactList want = {0};
    BroadPhase bp = {0};
    int quiet = 0;
    for (int u = 1; u <= updates; u++) {
        for (int i = 0; i < objs->count; i++)
            v[i] = objs->items[i]->v;
        world_integrate_velocities(&g->world);
        narrow_phase_list(g, &bp, &want);
        for (int i = 0; i < objs->count; i++)
            objs->items[i]->v = v[i];
        idle(g, 1);
        const ContactList *got = &g->world.contacts;
        ck_assert_msg(got->count == want.count,
                      "%s, update %d: %d contacts, the narrow phase finds %d", what, u, got->count,
                      want.count);
        for (int k = 0; k < want.count; k++)
            ck_assert_msg(same_contact(&got->items[k], &want.items[k]),
                          "%s, update %d: contact %d (%d, %d) is not the narrow phase's", what, u,
                          k, want.items[k].first, want.items[k].second);
        Census c = census(g, objs->count);
        quiet += c.asleep == c.dynamic && got->detected == 0;
    }
    contact_list_free(&want);
    broad_phase_free(&bp);
    free(v);
    return quiet;
}

/* The brick pile with the box dropped on it (sleeps, wakes, sleeps
 * again) and the benchmark's pile of 200 (asleep after some 840
 * updates): every update, and in many the narrow phase was asked
 * nothing. */
START_TEST(copied_contacts_are_the_narrow_phases)
{
    Game *g = box_pile(true);
    int quiet = check_copies(g, 900, "brick pile");
    ck_assert_msg(quiet > 300, "brick pile: %d quiet updates", quiet);
    free_game(g);
    char *text = support_read_command("awk -v n=200 -f bench/pile.awk");
    g = game_from(text);
    free(text);
    quiet = check_copies(g, 1000, "pile of 200");
    ck_assert_msg(quiet > 100, "pile of 200: %d quiet updates", quiet);
    free_game(g);
}
END_TEST

/* 256 unit boxes, each alone on a long floor far right of where G drops
 * its minions (x 50 to 70), fill the objects' array to its capacity of
 * 256; all fall asleep.  G adds a 257th object: the array grows and
 * moves in memory, in the very update whose list copies the 256 resting
 * floor contacts from the last one.  Each copy must point at its shape
 * where it is now (the last list's pointers are to the old array). */
START_TEST(copied_contacts_point_at_the_shapes_after_the_array_moves)
{
    static char text[256 * 32 + 64];
    int len = snprintf(text, sizeof text, "rect 400 1 700 2 static\n");
    for (int i = 0; i < 256; i++)
        len += snprintf(text + len, sizeof text - len, "rect %d 2.5 1 1\n", 100 + 2 * i);
    Game *g = game_from(text);
    ck_assert_int_eq(g->objects.capacity, 256);
    sleep_pile(g, 256);
    check_copies(g, 2, "256 boxes asleep");
    press(g, KEY_G);
    ck_assert_int_gt(g->objects.capacity, 256);
    ck_assert_int_eq(census(g, 256).asleep, 256);
    check_copies(g, 60, "256 boxes and a minion");
    free_game(g);
}
END_TEST

/* ---- law 7: a static object moved by a key ------------------------------ */

/* Object 0, the selected one, made static by M with Down (mass 1 to 0 in
 * ten updates of 0.1); static, it joins no island, and the other object
 * alone falls asleep. */
static Game *static_hero_and_sleeper(const char *scene)
{
    Game *g = game_from(scene);
    ck_assert_int_eq(g->selected, 0);
    for (int u = 0; u < 10; u++)
        keys(g, 2, (const Key[]){KEY_M, KEY_DOWN});
    ck_assert_double_eq(g->objects.items[0].shape.inv_mass, 0.0);
    sleep_pile(g, 2);
    ck_assert(g->objects.items[1].shape.asleep);
    return g;
}

/* A platform 10 x 1 on the floor, made static, with a 2 x 2 box asleep
 * on it.  S lowers the platform by 0.3, into the floor (two static
 * shapes never meet) and 0.3 away from the box, more than the
 * speculative margin: the box touched it before the move and must wake
 * and fall onto it again, not hang in the air asleep. */
START_TEST(a_static_object_moved_away_wakes_what_it_held)
{
    Game *g = static_hero_and_sleeper("rect 50 2 100 2 static\n"
                                      "rect 50 3.5 10 1\n"
                                      "rect 50 5 2 2\n");
    RigidShape *platform = &g->objects.items[0].shape, *box = &g->objects.items[1].shape;
    double top = platform->xf->position.y + 0.5;
    press(g, KEY_S);
    ck_assert_msg(!box->asleep, "the box hangs asleep 0.3 above the lowered platform");
    sleep_pile(g, 2);
    /* It fell the 0.3 and rests on the platform's new top. */
    ck_assert_double_eq_tol(box->xf->position.y - 1.0, top - 0.3, 0.02);
    free_game(g);
}
END_TEST

/* Two 2 x 2 boxes on the floor, 0.5 apart; the left one made static, the
 * right one asleep.  D moves the static box 0.3 to the right: 0.2 apart,
 * beyond the speculative margin, they do not touch and the sleeper
 * sleeps on.  D again: 0.1 into it; it touches the sleeper after the
 * move, and the sleeper wakes and is pushed away. */
START_TEST(a_static_object_moved_into_a_sleeper_wakes_it)
{
    Game *g = static_hero_and_sleeper("rect 50 2 100 2 static\n"
                                      "rect 40 4 2 2\n"
                                      "rect 42.5 4 2 2\n");
    RigidShape *sleeper = &g->objects.items[1].shape;
    press(g, KEY_D);
    ck_assert_msg(sleeper->asleep, "woken by a move that left it 0.2 away");
    press(g, KEY_D);
    ck_assert_msg(!sleeper->asleep, "asleep while the static box moved into it");
    free_game(g);
}
END_TEST

/* ---- law 8: a new World ------------------------------------------------- */

/* The brick pile asleep, then its World released and a new one made on
 * the same sets and settings.  The shapes rested in the old World, but
 * the new one has no last list: nothing rests in it yet, so its first
 * update asks the narrow phase for every candidate pair and finds the
 * same contacts (law 6's comparison), and the pile sleeps on. */
START_TEST(a_new_world_finds_the_contacts_of_a_sleeping_pile)
{
    Game *g = box_pile(false);
    sleep_pile(g, 200);
    idle(g, 2);
    int count = g->world.contacts.count;
    ck_assert_int_gt(count, 400);
    world_release(&g->world);
    world_init(&g->world, &g->objects.shapes, &g->bounds.shapes, &g->physics);
    check_copies(g, 1, "a new World");
    ck_assert_int_eq(g->world.contacts.count, count);
    ck_assert_int_eq(census(g, 200).asleep, 200);
    free_game(g);
}
END_TEST

/* The frame's primitives drawn in `c`. */
static int drawn_in(const Game *g, Colour c, DrawList *dl)
{
    int n = 0;
    game_stage_api.draw(g, dl);
    for (int i = 0; i < dl->count; i++) {
        Colour k = dl->items[i].colour;
        n += k.r == c.r && k.g == c.g && k.b == c.b;
    }
    return n;
}

static double sleeping_column(const Game *g)
{
    TraceRow row = {0};
    game_stage_api.measure(g, &row);
    return row.extra;
}

/* Law 9, on the brick pile: at frame 0 nothing sleeps and nothing is
 * drawn in the legend's colour; at every update the column is the census
 * of the asleep, until all 200 sleep, and then each box is drawn as its
 * 4 edges in that colour (the selected one is outlined again in red on
 * top). */
START_TEST(the_sleeping_column_counts_the_asleep_and_they_are_drawn_apart)
{
    Game *g = box_pile(false);
    DrawList dl = {0};
    ck_assert_str_eq(game_stage_api.extra_column(g), "sleeping");
    ck_assert_double_eq(sleeping_column(g), 0.0);
    game_stage_api.draw(g, &dl);
    ck_assert_int_eq(dl.legend_count, 1);
    ck_assert_str_eq(dl.legend[0].label, "asleep");
    Colour asleep = dl.legend[0].colour;
    ck_assert_int_eq(drawn_in(g, asleep, &dl), 0);
    int most = 0;
    for (int u = 1; u <= 900 && most < 200; u++) {
        idle(g, 1);
        Census c = census(g, g->objects.count);
        ck_assert_double_eq(sleeping_column(g), c.asleep);
        most = c.asleep;
    }
    ck_assert_int_eq(most, 200);
    ck_assert_int_eq(drawn_in(g, asleep, &dl), 4 * 200);
    draw_list_free(&dl);
    free_game(g);
}
END_TEST

/* The column `narrow_phase` against `candidates` (game.h): six boxes
 * asleep on the floor while a ball falls from far above them.  The
 * broad phase hands over the boxes' pairs with the floor and with each
 * other in every update (candidates), but two resting shapes are not
 * asked of the narrow phase: their contacts are copied, so with the ball
 * far from everything nothing is asked at all. */
START_TEST(the_narrow_phase_column_counts_only_what_is_asked)
{
    const char *text = "rect 50 2 100 4 static\n"
                       "rect 30 5 4 2\nrect 40 5 4 2\nrect 50 5 4 2\n"
                       "rect 60 5 4 2\nrect 70 5 4 2\nrect 80 5 4 2\n"
                       "circle 50 900 1\n";
    StageApi api = program_api();
    for (int k = 0; k < 2; k++) {
        Game *g = game_from(text);
        Error err;
        ck_assert_msg(api.set(g, k == 0 ? "column candidates" : "column narrow_phase", &err), "%s",
                      err.message);
        idle(g, 120);
        int asleep = 0;
        for (int i = 0; i < g->objects.count; i++)
            asleep += g->objects.items[i].shape.asleep;
        ck_assert_int_eq(asleep, 6);
        TraceRow row;
        memset(&row, 0, sizeof row);
        api.measure(g, &row);
        if (k == 0)
            ck_assert_msg(row.extra >= 6, "%g candidates", row.extra);
        else
            ck_assert_double_eq(row.extra, 0.0);
        free_game(g);
    }
}
END_TEST

Suite *test_sleeping_suite(void)
{
    Suite *s = suite_create("variant sleeping");
    TCase *tc = tcase_create("sleeping");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, a_settled_pile_of_200_boxes_sleeps_within_3_s);
    tcase_add_test(tc, a_sleeping_body_keeps_every_bit);
    tcase_add_test(tc, a_box_dropped_on_the_sleeping_pile_wakes_it_and_rests_on_it);
    tcase_add_test(tc, a_key_that_moves_a_sleeping_body_wakes_its_island);
    tcase_add_test(tc, copied_contacts_are_the_narrow_phases);
    tcase_add_test(tc, copied_contacts_point_at_the_shapes_after_the_array_moves);
    tcase_add_test(tc, a_static_object_moved_away_wakes_what_it_held);
    tcase_add_test(tc, a_static_object_moved_into_a_sleeper_wakes_it);
    tcase_add_test(tc, a_new_world_finds_the_contacts_of_a_sleeping_pile);
    tcase_add_test(tc, the_sleeping_column_counts_the_asleep_and_they_are_drawn_apart);
    tcase_add_test(tc, the_narrow_phase_column_counts_only_what_is_asked);
    suite_add_tcase(s, tc);
    return s;
}

/* test_sleeping.c - the variant sleeping: islands of bodies joined by
 * contacts sleep together once all of them have been still for half a
 * second, and wake together (variants/sleeping/world.c).
 * Laws:
 *   1. a settled pile of 200 boxes sleeps within 3 s of resting;
 *   2. once asleep, an update does less than a tenth of an awake one's
 *      work (contacts solved plus bodies integrated);
 *   3. a sleeping body's position and angle do not change by a bit;
 *   4. a box dropped onto the sleeping pile wakes it, and the pile with
 *      the box on it comes to rest and sleeps again;
 *   5. a key that moves a sleeping body wakes its whole island. */
#include "check_support.h"

#include "game_support.h"
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

/* An update's work: the contacts it solved and the bodies it integrated
 * (the awake dynamic ones). */
static long work(const Game *g)
{
    Census c = census(g, g->objects.count);
    return g->contacts.solved + (c.dynamic - c.asleep);
}

/* Laws 1 and 2.  The pile rests from the last update a box moved faster
 * than 0.5 units/s (a quarter of a box's height per second) - from then,
 * all 200 sleep within 3 s (the bodies need WORLD_SLEEP_TIME = 0.5 s below
 * the sleep speeds, after the last wobble has died down).  The awake
 * update's work is that of the update at rest; once asleep, an update
 * solves nothing and integrates nothing. */
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
    /* All 200 and their ~450 contacts were at work while awake. */
    ck_assert_int_gt(awake_work, 400);
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

/* Law 5: the hero (object 0, a box of the bottom row) is moved by W while
 * the pile sleeps: the pile wakes whole, not just the hero. */
START_TEST(a_key_that_moves_a_sleeping_body_wakes_its_island)
{
    Game *g = box_pile(false);
    for (int u = 0; u < 900 && census(g, 200).asleep < 200; u++)
        idle(g, 1);
    ck_assert_int_eq(census(g, 200).asleep, 200);
    ck_assert_int_eq(g->selected, 0);
    press(g, KEY_W);
    ck_assert_int_eq(census(g, 200).asleep, 0);
    free_game(g);
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
    suite_add_tcase(s, tc);
    return s;
}

/* test_keyscript.c - key scripts: clicks, holds, the pointer's press,
 * drag and release lines, and bad lines. */
#include "check_support.h"

#include <limits.h>

#include "keyscript.h"

static KeyScript ks;
static Error err;

static InputState at_frame(int frame)
{
    InputState in;
    keyscript_input_for(&ks, frame, &in);
    return in;
}

START_TEST(test_click)
{
    /* "5 A": down and clicked on update 5 only. */
    ck_assert(keyscript_parse_string(&ks, "5 A\n", "k.txt", &err));
    ck_assert_int_eq(ks.count, 1);
    InputState in = at_frame(5);
    ck_assert(input_is_down(&in, KEY_A) && input_is_clicked(&in, KEY_A));
    ck_assert(!input_is_down(&in, KEY_B));
    in = at_frame(4);
    ck_assert(!input_is_down(&in, KEY_A) && !input_is_clicked(&in, KEY_A));
    in = at_frame(6);
    ck_assert(!input_is_down(&in, KEY_A) && !input_is_clicked(&in, KEY_A));
}
END_TEST

START_TEST(test_hold)
{
    /* "3 Left 4": down on updates 3, 4, 5, 6; clicked only on 3. */
    ck_assert(keyscript_parse_string(&ks, "3 Left 4", "k.txt", &err));
    ck_assert_int_eq(ks.events[0].frame, 3);
    ck_assert_int_eq(ks.events[0].key, KEY_LEFT);
    ck_assert_int_eq(ks.events[0].hold, 4);
    for (int f = 1; f <= 8; f++) {
        InputState in = at_frame(f);
        ck_assert_msg(input_is_down(&in, KEY_LEFT) == (f >= 3 && f <= 6), "frame %d", f);
        ck_assert_msg(input_is_clicked(&in, KEY_LEFT) == (f == 3), "frame %d", f);
    }
}
END_TEST

START_TEST(test_overlapping_events)
{
    /* W held over 2..4, clicked again on 3 by the second event; D at 3. */
    ck_assert(keyscript_parse_string(&ks, "2 W 3\n3 W\n3 D", "k.txt", &err));
    InputState in = at_frame(3);
    ck_assert(input_is_down(&in, KEY_W) && input_is_clicked(&in, KEY_W));
    ck_assert(input_is_down(&in, KEY_D) && input_is_clicked(&in, KEY_D));
    in = at_frame(4);
    ck_assert(input_is_down(&in, KEY_W) && !input_is_clicked(&in, KEY_W));
    ck_assert(!input_is_down(&in, KEY_D));
}
END_TEST

START_TEST(test_long_hold_does_not_overflow)
{
    /* frame + hold would pass INT_MAX; the key must still read as down. */
    ck_assert(keyscript_parse_string(&ks, "2000000000 Up 2000000000", "k.txt", &err));
    InputState in = at_frame(2100000000);
    ck_assert(input_is_down(&in, KEY_UP));
}
END_TEST

START_TEST(test_comments_blank_crlf)
{
    ck_assert(keyscript_parse_string(&ks, "# script\r\n1 A # go\r\n\r\n  2 Down 2\r\n", "k.txt",
                                     &err));
    ck_assert_int_eq(ks.count, 2);
    ck_assert_int_eq(ks.events[1].frame, 2);
    ck_assert_int_eq(ks.events[1].key, KEY_DOWN);
    ck_assert_int_eq(ks.events[1].hold, 2);
}
END_TEST

START_TEST(test_key_names)
{
    Key k;
    ck_assert(key_from_name("Q", &k) && k == KEY_Q);
    ck_assert(key_from_name("Right", &k) && k == KEY_RIGHT);
    ck_assert(!key_from_name("q", &k));
    ck_assert(!key_from_name("LEFT", &k));
    ck_assert(!key_from_name("", &k));
    for (int i = 0; i < KEY_COUNT; i++)
        ck_assert(key_from_name(key_name((Key)i), &k) && k == (Key)i);
    ck_assert_str_eq(key_name(KEY_UP), "Up");
}
END_TEST

static const struct {
    const char *text;
    const char *message;
} bad_scripts[] = {
    {"0 A", "k.txt:1: frame must be >= 1, got 0"},
    {"-4 A", "k.txt:1: frame must be >= 1, got -4"},
    {"x A", "k.txt:1: frame must be a whole number from 1 to 2147483647, got 'x'"},
    {"1.5 A", "k.txt:1: frame must be a whole number from 1 to 2147483647, got '1.5'"},
    {"99999999999 A",
     "k.txt:1: frame must be a whole number from 1 to 2147483647, got '99999999999'"},
    {"+5 A", "k.txt:1: frame must be a whole number from 1 to 2147483647, got '+5'"},
    {"1 A\n# c\n4 Q1", "k.txt:3: unknown key 'Q1' (expected A-Z, 1-9, Left, Right, Up, Down)"},
    {"4 space", "k.txt:1: unknown key 'space' (expected A-Z, 1-9, Left, Right, Up, Down)"},
    {"4", "k.txt:1: missing key after the frame (expected F KEY [N])"},
    {"4 A 0", "k.txt:1: hold must be >= 1, got 0"},
    {"4 A two", "k.txt:1: hold must be a whole number from 1 to 2147483647, got 'two'"},
    {"\n4 A 2 x", "k.txt:2: unexpected 'x' after the hold count (expected F KEY [N])"},
    {"4 A 2 x y", "k.txt:1: unexpected 'x' after the hold count (expected F KEY [N])"},
};

START_TEST(test_bad_line)
{
    ck_assert_msg(!keyscript_parse_string(&ks, bad_scripts[_i].text, "k.txt", &err), "accepted: %s",
                  bad_scripts[_i].text);
    ck_assert_str_eq(err.message, bad_scripts[_i].message);
}
END_TEST

START_TEST(test_event_limit)
{
    /* "1 A\n" is 4 bytes; one event over the limit fails on its line. */
    int n = KEYSCRIPT_MAX_EVENTS + 1;
    char *text = malloc((size_t)n * 4 + 1);
    ck_assert_ptr_nonnull(text);
    for (int i = 0; i < n; i++)
        memcpy(text + 4 * i, "1 A\n", 5);
    ck_assert(!keyscript_parse_string(&ks, text, "k.txt", &err));
    ck_assert_str_eq(err.message, "k.txt:4097: too many events (at most 4096)");
    text[4 * KEYSCRIPT_MAX_EVENTS] = '\0';
    ck_assert(keyscript_parse_string(&ks, text, "k.txt", &err));
    ck_assert_int_eq(ks.count, KEYSCRIPT_MAX_EVENTS);
    free(text);
}
END_TEST

START_TEST(test_load_file)
{
    char path[64];
    support_temp_path(path);
    support_write_path(path, "1 A\n2 B 3\n");
    ck_assert(keyscript_load_file(&ks, path, &err));
    ck_assert_int_eq(ks.count, 2);
    remove(path);
    ck_assert(!keyscript_load_file(&ks, "/nonexistent/keys.txt", &err));
    ck_assert_str_eq(err.message, "/nonexistent/keys.txt: cannot open: No such file or directory");
}
END_TEST

/* ---- the pointer's lines ---------------------------------------------- */

/* The pointer at update f is as expected: down, pressed, released, and
 * its target (x, y). */
static void pointer_is(int f, bool down, bool pressed, bool released, double x, double y)
{
    PointerState p = at_frame(f).pointer;
    ck_assert_msg(p.down == down && p.pressed == pressed && p.released == released,
                  "update %d: down %d pressed %d released %d", f, p.down, p.pressed, p.released);
    ck_assert_double_eq(p.target.x, x);
    ck_assert_double_eq(p.target.y, y);
}

START_TEST(test_pointer_press_drag_release)
{
    /* Pressed on 3, moved on 6, held still after it, released on 9: the
     * target holds between lines, and the release keeps the last point. */
    ck_assert(keyscript_parse_string(&ks, "3 press 10.5 -2\n4 A\n6 drag 12.25 1e1\n9 release\n",
                                     "k.txt", &err));
    ck_assert_int_eq(ks.count, 1);
    ck_assert_int_eq(ks.pointer_count, 3);
    pointer_is(2, false, false, false, 0.0, 0.0);
    pointer_is(3, true, true, false, 10.5, -2.0);
    pointer_is(5, true, false, false, 10.5, -2.0);
    pointer_is(6, true, false, false, 12.25, 10.0);
    pointer_is(8, true, false, false, 12.25, 10.0);
    pointer_is(9, false, false, true, 12.25, 10.0);
    pointer_is(10, false, false, false, 12.25, 10.0);
    ck_assert(at_frame(4).down[KEY_A] && !at_frame(3).down[KEY_A]);
    ck_assert_int_eq(keyscript_pointer_end(&ks), 9);
}
END_TEST

START_TEST(test_pointer_left_down)
{
    /* A press with no release holds the pointer to the end of the run;
     * a second press after a release is a new grab. */
    ck_assert(keyscript_parse_string(&ks, "2 press 1 1\n4 release\n7 press 5 6\n", "k.txt", &err));
    pointer_is(7, true, true, false, 5.0, 6.0);
    pointer_is(1000000, true, false, false, 5.0, 6.0);
    ck_assert_int_eq(keyscript_pointer_end(&ks), INT_MAX);
    ck_assert(keyscript_parse_string(&ks, "5 A\n", "k.txt", &err));
    ck_assert_int_eq(ks.pointer_count, 0);
    ck_assert_int_eq(keyscript_pointer_end(&ks), 0);
    pointer_is(5, false, false, false, 0.0, 0.0);
}
END_TEST

START_TEST(test_long_drag)
{
    /* A drag that moves on every update of ten minutes, far more lines
     * than KEYSCRIPT_MAX_EVENTS key lines, with keys beside it. */
    int n = 36000;
    char *text = malloc((size_t)n * 32 + 64);
    ck_assert_ptr_nonnull(text);
    int len = sprintf(text, "1 press 0 0\n1 G\n");
    for (int f = 2; f <= n; f++)
        len += sprintf(text + len, "%d drag %d.5 %d\n", f, f % 100, f % 7);
    sprintf(text + len, "%d release\n", n + 1);
    ck_assert_msg(keyscript_parse_string(&ks, text, "k.txt", &err), "%s", err.message);
    ck_assert_int_eq(ks.pointer_count, n + 1);
    pointer_is(12345, true, false, false, 45.5, 12345 % 7);
    pointer_is(n + 1, false, false, true, n % 100 + 0.5, n % 7);
    free(text);
    keyscript_free(&ks);
    ck_assert_ptr_null(ks.pointer);
}
END_TEST

static const struct {
    const char *text;
    const char *message;
} bad_pointer_scripts[] = {
    {"4 press", "k.txt:1: missing X Y after press (expected F press X Y)"},
    {"4 press 1", "k.txt:1: missing Y after press (expected F press X Y)"},
    {"1 press 1 1\n4 drag 2", "k.txt:2: missing Y after drag (expected F drag X Y)"},
    {"4 press 1 2 3", "k.txt:1: unexpected '3' after the point (expected F press X Y)"},
    {"1 press 1 1\n4 release now", "k.txt:2: unexpected 'now' after release (expected F release)"},
    {"4 press x 2", "k.txt:1: X must be a number from -1e+06 to 1e+06, got 'x'"},
    {"4 press 1 2y", "k.txt:1: Y must be a number from -1e+06 to 1e+06, got '2y'"},
    {"4 press 1 nan", "k.txt:1: Y must be a number from -1e+06 to 1e+06, got 'nan'"},
    {"4 press 1e7 0", "k.txt:1: X must be a number from -1e+06 to 1e+06, got '1e7'"},
    {"0 press 1 2", "k.txt:1: frame must be >= 1, got 0"},
    {"4 drag 1 2", "k.txt:1: drag at update 4 while the pointer is up (press it first)"},
    {"4 release", "k.txt:1: release at update 4 while the pointer is up (press it first)"},
    {"4 press 1 2\n# held\n6 press 1 2",
     "k.txt:3: press at update 6 while the pointer is down (release it first)"},
    {"4 press 1 2\n6 release\n8 release",
     "k.txt:3: release at update 8 while the pointer is up (press it first)"},
    {"4 press 1 2\n9 A\n3 drag 1 2",
     "k.txt:3: drag at update 3 after a pointer line at update 4 (pointer lines go in the "
     "order of their updates, one an update)"},
    {"4 press 1 2\n4 drag 1 3",
     "k.txt:2: drag at update 4 after a pointer line at update 4 (pointer lines go in the "
     "order of their updates, one an update)"},
    {"4 Press 1 2", "k.txt:1: unknown key 'Press' (expected A-Z, 1-9, Left, Right, Up, Down)"},
};

START_TEST(test_bad_pointer_line)
{
    ck_assert_msg(!keyscript_parse_string(&ks, bad_pointer_scripts[_i].text, "k.txt", &err),
                  "accepted: %s", bad_pointer_scripts[_i].text);
    ck_assert_str_eq(err.message, bad_pointer_scripts[_i].message);
}
END_TEST

Suite *test_keyscript_suite(void)
{
    Suite *s = suite_create("keyscript");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_click);
    tcase_add_test(tc, test_hold);
    tcase_add_test(tc, test_overlapping_events);
    tcase_add_test(tc, test_long_hold_does_not_overflow);
    tcase_add_test(tc, test_comments_blank_crlf);
    tcase_add_test(tc, test_key_names);
    tcase_add_loop_test(tc, test_bad_line, 0, (int)(sizeof bad_scripts / sizeof bad_scripts[0]));
    tcase_add_test(tc, test_event_limit);
    tcase_add_test(tc, test_load_file);
    tcase_add_test(tc, test_pointer_press_drag_release);
    tcase_add_test(tc, test_pointer_left_down);
    tcase_add_test(tc, test_long_drag);
    tcase_add_loop_test(tc, test_bad_pointer_line, 0,
                        (int)(sizeof bad_pointer_scripts / sizeof bad_pointer_scripts[0]));
    suite_add_tcase(s, tc);
    return s;
}

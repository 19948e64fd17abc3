/* test_keyscript.c - key scripts: clicks, holds, and bad lines. */
#include "check_support.h"

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
    {"1 A\n# c\n4 Q1", "k.txt:3: unknown key 'Q1' (expected A-Z, Left, Right, Up, Down)"},
    {"4 space", "k.txt:1: unknown key 'space' (expected A-Z, Left, Right, Up, Down)"},
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
    suite_add_tcase(s, tc);
    return s;
}

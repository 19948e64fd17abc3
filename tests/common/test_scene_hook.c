/* test_scene_hook.c - the scene parser's word hook (scene.h): the words
 * it is offered, where, with which body, and what each answer does.
 * Laws:
 *   1. with no hook, unknown words fail with the parser's own messages;
 *   2. an unknown attribute reaches the hook once, alone, with the body
 *      as read so far (dimensions and the attributes to its left);
 *      known attributes never do;
 *   3. an unknown first word reaches it with the whole line, body NULL;
 *   4. ACCEPTED goes on, DECLINED gives the no-hook message, FAILED
 *      gives the hook's own message;
 *   5. scene_parse_body (the probe's parser) asks the same hook. */
#include "check_support.h"

#include "scene.h"

static Scene scene;
static Error err;

/* What the test hook saw on its last call, and how often it was called. */
typedef struct Seen {
    int calls;
    int n;
    char first[64];
    char last[64];
    bool had_body;
    double body_radius, body_mass, body_friction;
    int line;
    char name[32];
} Seen;

/* The test hook: accepts "tag=K" (keeps K in extra[0]) and a line
 * "tag K" (keeps K in the context's last word); fails on "tag=bad" with
 * its own message; declines everything else. */
static SceneHookAnswer test_hook(void *context, char *const *words, int n, SceneBody *body,
                                 const char *name, int line, Error *e)
{
    Seen *seen = context;
    seen->calls++;
    seen->n = n;
    snprintf(seen->first, sizeof seen->first, "%s", words[0]);
    snprintf(seen->last, sizeof seen->last, "%s", words[n - 1]);
    seen->had_body = body != NULL;
    seen->line = line;
    snprintf(seen->name, sizeof seen->name, "%s", name);
    if (body) {
        seen->body_radius = body->radius;
        seen->body_mass = body->mass;
        seen->body_friction = body->friction;
        if (strcmp(words[0], "tag=bad") == 0) {
            error_at(e, name, line, "tag: bad is not a tag");
            return SCENE_HOOK_FAILED;
        }
        if (strncmp(words[0], "tag=", 4) == 0) {
            body->extra[0] = strtoul(words[0] + 4, NULL, 10);
            return SCENE_HOOK_ACCEPTED;
        }
        return SCENE_HOOK_DECLINED;
    }
    return strcmp(words[0], "tag") == 0 && n == 2 ? SCENE_HOOK_ACCEPTED : SCENE_HOOK_DECLINED;
}

static Seen seen;

static void no_hook(void)
{
    scene_set_word_hook(NULL, NULL);
    memset(&seen, 0, sizeof seen);
    scene_free(&scene);
}

/* The same unknown words fail the same way with no hook and with a hook
 * that declines them. */
START_TEST(declined_words_fail_as_without_a_hook)
{
    const char *texts[3] = {"circle 1 2 3 colour=red\n", "circle 1 2 3 glued\n",
                            "gravity 0 -10\nwind 3 0\n"};
    const char *messages[3] = {
        "t:1: unknown attribute 'colour' (expected rot, mass, vel, spin, friction, "
        "restitution, static)",
        "t:1: unknown attribute 'glued' (expected rot, mass, vel, spin, friction, "
        "restitution, static)",
        "t:2: unknown word 'wind' (expected gravity, motion, correction, relaxation, "
        "circle or rect)"};
    for (int i = 0; i < 3; i++) {
        ck_assert(!scene_parse_string(&scene, texts[i], "t", &err));
        ck_assert_str_eq(err.message, messages[i]);
        seen.calls = 0;
        scene_set_word_hook(test_hook, &seen);
        ck_assert(!scene_parse_string(&scene, texts[i], "t", &err));
        ck_assert_str_eq(err.message, messages[i]);
        ck_assert_int_eq(seen.calls, 1);
        scene_set_word_hook(NULL, NULL);
    }
}
END_TEST

/* A hook's words join the parser's in the messages about a word nobody
 * takes, as the list or as the word meant, and a new hook forgets them. */
START_TEST(a_hook_s_words_are_named_in_the_messages)
{
    scene_set_word_hook(test_hook, &seen);
    scene_set_hook_words("wind, tide", "glow, tag");
    const char *texts[4] = {"circle 1 2 3 colour=red\n", "circle 1 2 3 glw=1\n", "storm 3\n",
                            "wnd 3 0\n"};
    const char *messages[4] = {
        "t:1: unknown attribute 'colour' (expected rot, mass, vel, spin, friction, "
        "restitution, static, glow, tag)",
        "t:1: unknown attribute 'glw' (did you mean glow?)",
        "t:1: unknown word 'storm' (expected gravity, motion, correction, relaxation, circle, "
        "rect, wind or tide)",
        "t:1: unknown word 'wnd' (did you mean wind?)"};
    for (int i = 0; i < 4; i++) {
        ck_assert(!scene_parse_string(&scene, texts[i], "t", &err));
        ck_assert_str_eq(err.message, messages[i]);
    }
    char near[16];
    ck_assert(scene_nearest_word("tdie", "wind, tide", near, sizeof near));
    ck_assert_str_eq(near, "tide");
    ck_assert(!scene_nearest_word("tide", "wind, tide", near, sizeof near));
    ck_assert(!scene_nearest_word("breeze", "wind, tide", near, sizeof near));
    scene_set_word_hook(test_hook, &seen);
    ck_assert(!scene_parse_string(&scene, "storm 3\n", "t", &err));
    ck_assert_str_eq(err.message,
                     "t:1: unknown word 'storm' (expected gravity, motion, "
                     "correction, relaxation, circle or rect)");
}
END_TEST

/* "circle 1 2 3 mass=2 tag=7 friction=0.5": the hook sees tag=7 alone,
 * with r 3 and mass 2 already set and friction still at its default
 * 0.8; the body keeps 7 and friction 0.5 is set after the hook. */
START_TEST(unknown_attribute_reaches_the_hook_with_the_body)
{
    scene_set_word_hook(test_hook, &seen);
    ck_assert_msg(scene_parse_string(&scene, "\ncircle 1 2 3 mass=2 tag=7 friction=0.5\n",
                                     "f.scene", &err),
                  "%s", err.message);
    ck_assert_int_eq(seen.calls, 1);
    ck_assert_int_eq(seen.n, 1);
    ck_assert_str_eq(seen.first, "tag=7");
    ck_assert(seen.had_body);
    ck_assert_double_eq(seen.body_radius, 3.0);
    ck_assert_double_eq(seen.body_mass, 2.0);
    ck_assert_double_eq(seen.body_friction, 0.8);
    ck_assert_int_eq(seen.line, 2);
    ck_assert_str_eq(seen.name, "f.scene");
    ck_assert_int_eq(scene.body_count, 1);
    ck_assert_uint_eq(scene.bodies[0].extra[0], 7);
    ck_assert_double_eq(scene.bodies[0].friction, 0.5);
    /* Known attributes, settings and shapes never reach it. */
    ck_assert(scene_parse_string(&scene,
                                 "gravity 0 -1\nmotion off\ncorrection on\nrelaxation 3\n"
                                 "rect 0 0 1 1 rot=3 mass=2 vel=1,1 spin=1 friction=0 "
                                 "restitution=1\ncircle 0 0 1 static\n",
                                 "f", &err));
    ck_assert_int_eq(seen.calls, 1);
    ck_assert_uint_eq(scene.bodies[0].extra[0], 0);
}
END_TEST

/* "tag 5" on a line of its own: the whole line, no body. */
START_TEST(unknown_first_word_reaches_the_hook_with_the_line)
{
    scene_set_word_hook(test_hook, &seen);
    ck_assert_msg(scene_parse_string(&scene, "gravity 0 -1\n\n  tag 5  # note\n", "g", &err), "%s",
                  err.message);
    ck_assert_int_eq(seen.calls, 1);
    ck_assert_int_eq(seen.n, 2);
    ck_assert_str_eq(seen.first, "tag");
    ck_assert_str_eq(seen.last, "5");
    ck_assert(!seen.had_body);
    ck_assert_int_eq(seen.line, 3);
    ck_assert_int_eq(scene.body_count, 0);
    /* "tag 5 6" is declined: the parser's message. */
    ck_assert(!scene_parse_string(&scene, "tag 5 6\n", "g", &err));
    ck_assert_str_eq(err.message,
                     "g:1: unknown word 'tag' (expected gravity, motion, "
                     "correction, relaxation, circle or rect)");
}
END_TEST

START_TEST(failed_word_gives_the_hooks_message)
{
    scene_set_word_hook(test_hook, &seen);
    ck_assert(!scene_parse_string(&scene, "circle 0 0 1\nrect 0 0 1 1 tag=bad\n", "h", &err));
    ck_assert_str_eq(err.message, "h:2: tag: bad is not a tag");
}
END_TEST

START_TEST(probe_bodies_ask_the_same_hook)
{
    SceneBody b;
    scene_set_word_hook(test_hook, &seen);
    ck_assert(scene_parse_body(&b, "rect 0 0 2 4 tag=9", "probe", 4, &err));
    ck_assert_uint_eq(b.extra[0], 9);
    ck_assert_int_eq(seen.line, 4);
    scene_set_word_hook(NULL, NULL);
    ck_assert(!scene_parse_body(&b, "rect 0 0 2 4 tag=9", "probe", 4, &err));
    ck_assert_str_eq(err.message,
                     "probe:4: unknown attribute 'tag' (expected rot, mass, vel, "
                     "spin, friction, restitution, static)");
}
END_TEST

Suite *test_scene_hook_suite(void)
{
    Suite *s = suite_create("scene word hook");
    TCase *tc = tcase_create("hook");
    tcase_add_checked_fixture(tc, no_hook, no_hook);
    tcase_add_test(tc, declined_words_fail_as_without_a_hook);
    tcase_add_test(tc, a_hook_s_words_are_named_in_the_messages);
    tcase_add_test(tc, unknown_attribute_reaches_the_hook_with_the_body);
    tcase_add_test(tc, unknown_first_word_reaches_the_hook_with_the_line);
    tcase_add_test(tc, failed_word_gives_the_hooks_message);
    tcase_add_test(tc, probe_bodies_ask_the_same_hook);
    suite_add_tcase(s, tc);
    return s;
}

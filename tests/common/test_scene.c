/* test_scene.c - scene files: values, defaults, and the messages for
 * every kind of mistake. */
#include "check_support.h"

#include "scene.h"
#include "text.h"

static Scene scene; /* zeroed: each parse reuses its array of bodies */
static Error err;

static const char *spec_example =
    "gravity 0 -20\n"
    "motion on            # or off (stage 5+)\n"
    "correction on        # or off (stage 6+)\n"
    "relaxation 15        # stage 6+\n"
    "circle 50 60 2.5 rot=0 mass=1 vel=0,0 spin=0 friction=0.8 restitution=0.2\n"
    "rect 50 4 30 3.75 rot=0 mass=0\n";

START_TEST(test_spec_example)
{
    ck_assert(scene_parse_string(&scene, spec_example, "s.txt", &err));
    ck_assert_vec2_approx(scene.gravity, 0.0, -20.0);
    ck_assert(scene.motion && scene.correction);
    ck_assert_int_eq(scene.relaxation, 15);
    ck_assert_int_eq(scene.body_count, 2);

    const SceneBody *c = &scene.bodies[0];
    ck_assert_int_eq(c->kind, SCENE_CIRCLE);
    ck_assert_vec2_approx(c->position, 50.0, 60.0);
    ck_assert_approx(c->radius, 2.5);
    ck_assert_approx(c->mass, 1.0);
    ck_assert(!c->is_static);
    ck_assert_approx(c->friction, 0.8);
    ck_assert_approx(c->restitution, 0.2);
    ck_assert_int_eq(c->line, 5);

    const SceneBody *r = &scene.bodies[1];
    ck_assert_int_eq(r->kind, SCENE_RECT);
    ck_assert_vec2_approx(r->position, 50.0, 4.0);
    ck_assert_approx(r->width, 30.0);
    ck_assert_approx(r->height, 3.75);
    ck_assert(r->is_static);
    ck_assert_int_eq(r->line, 6);
}
END_TEST

START_TEST(test_every_value_read)
{
    /* Nothing here is a default, so each field proves it was parsed. */
    const char *text = "gravity 1.5 -9.81\nmotion off\ncorrection off\nrelaxation 7\n"
                       "circle -1 2e1 3 rot=45 mass=2.5 vel=-1,0.5 spin=3 friction=0.3 "
                       "restitution=0.9\n";
    ck_assert(scene_parse_string(&scene, text, "s.txt", &err));
    ck_assert_vec2_approx(scene.gravity, 1.5, -9.81);
    ck_assert(!scene.motion && !scene.correction);
    ck_assert_int_eq(scene.relaxation, 7);
    const SceneBody *b = &scene.bodies[0];
    ck_assert_vec2_approx(b->position, -1.0, 20.0);
    ck_assert_approx(b->radius, 3.0);
    ck_assert_approx(b->rot_deg, 45.0);
    ck_assert_approx(b->mass, 2.5);
    ck_assert_vec2_approx(b->velocity, -1.0, 0.5);
    ck_assert_approx(b->spin, 3.0);
    ck_assert_approx(b->friction, 0.3);
    ck_assert_approx(b->restitution, 0.9);
}
END_TEST

START_TEST(test_defaults)
{
    /* An empty file: engine defaults, no bodies. */
    ck_assert(scene_parse_string(&scene, "", "s.txt", &err));
    ck_assert_vec2_approx(scene.gravity, 0.0, DEFAULT_GRAVITY_Y);
    ck_assert(scene.motion && scene.correction);
    ck_assert_int_eq(scene.relaxation, DEFAULT_RELAXATION);
    ck_assert_int_eq(scene.body_count, 0);

    ck_assert(scene_parse_string(&scene, "rect 1 2 3 4", "s.txt", &err));
    const SceneBody *b = &scene.bodies[0];
    ck_assert_approx(b->rot_deg, 0.0);
    ck_assert_approx(b->mass, DEFAULT_MASS);
    ck_assert(!b->is_static);
    ck_assert_vec2_approx(b->velocity, 0.0, 0.0);
    ck_assert_approx(b->spin, 0.0);
    ck_assert_approx(b->friction, DEFAULT_FRICTION);
    ck_assert_approx(b->restitution, DEFAULT_RESTITUTION);
}
END_TEST

START_TEST(test_static_word_and_tiny_mass)
{
    const char *text = "circle 0 0 1 static\n"
                       "circle 0 0 1 mass=1e-12\n" /* below STATIC_MASS_EPS */
                       "circle 0 0 1 mass=1e-6\n"
                       "circle 0 0 1 static mass=0\n";
    ck_assert(scene_parse_string(&scene, text, "s.txt", &err));
    ck_assert(scene.bodies[0].is_static);
    ck_assert_approx(scene.bodies[0].mass, 0.0);
    ck_assert(scene.bodies[1].is_static);
    ck_assert(!scene.bodies[2].is_static);
    ck_assert(scene.bodies[3].is_static);
}
END_TEST

START_TEST(test_comments_blank_lines_crlf)
{
    const char *text =
        "# a scene\r\n\r\n   \t\r\ncircle 1 2 3 # the ball\r\nrect 1 2 3 4 static\r\n";
    ck_assert(scene_parse_string(&scene, text, "s.txt", &err));
    ck_assert_int_eq(scene.body_count, 2);
    ck_assert_int_eq(scene.bodies[0].line, 4);
    ck_assert_approx(scene.bodies[0].radius, 3.0);
    ck_assert_approx(scene.bodies[1].height, 4.0);
    ck_assert(scene.bodies[1].is_static);
}
END_TEST

/* Each bad scene with the exact line the person should read. */
static const struct {
    const char *text;
    const char *message;
} bad_scenes[] = {
    {"circle 1 2", "s.txt:1: circle needs X Y R, got 2 numbers"},
    {"\n\ncircle 1 2 3 colour=red",
     "s.txt:3: unknown attribute 'colour' (expected rot, mass, vel, spin, friction, restitution, static)"},
    {"rect 1 2 3 4 5", "s.txt:1: rect needs X Y W H, got 5 numbers"},
    {"rect 1 2 3", "s.txt:1: rect needs X Y W H, got 3 numbers"},
    {"circle 1 2 3 big",
     "s.txt:1: unknown attribute 'big' (expected rot, mass, vel, spin, friction, restitution, static)"},
    {"circle 1 2 abc", "s.txt:1: circle R: expected a number from -1e6 to 1e6, got 'abc'"},
    {"circle 1 2x 3", "s.txt:1: circle Y: expected a number from -1e6 to 1e6, got '2x'"},
    {"circle 1 2 inf", "s.txt:1: circle R: expected a number from -1e6 to 1e6, got 'inf'"},
    {"circle nan 2 1", "s.txt:1: circle X: expected a number from -1e6 to 1e6, got 'nan'"},
    {"circle 1e999 2 1", "s.txt:1: circle X: expected a number from -1e6 to 1e6, got '1e999'"},
    /* finite, but its square (1e400) would overflow in the geometry */
    {"rect 0 0 1e200 1", "s.txt:1: rect W: expected a number from -1e6 to 1e6, got '1e200'"},
    {"circle 0 0 0.0001", "s.txt:1: circle R must be at least 0.001, got 0.0001"},
    {"circle 1 2 0", "s.txt:1: circle R must be > 0, got 0"},
    {"rect 0 0 -1 2", "s.txt:1: rect W must be > 0, got -1"},
    {"rect 0 0 1 0", "s.txt:1: rect H must be > 0, got 0"},
    {"circle 0 0 1 mass=-1", "s.txt:1: mass must be >= 0, got -1"},
    {"circle 0 0 1 mass=", "s.txt:1: mass: expected a number from -1e6 to 1e6, got ''"},
    {"circle 0 0 1 rot=ten", "s.txt:1: rot: expected a number from -1e6 to 1e6, got 'ten'"},
    {"circle 0 0 1 friction=1.5", "s.txt:1: friction must be in [0, 1], got 1.5"},
    {"circle 0 0 1 restitution=-0.1", "s.txt:1: restitution must be in [0, 1], got -0.1"},
    {"circle 0 0 1 rot=1 rot=2", "s.txt:1: attribute 'rot' given twice"},
    {"circle 0 0 1 static static", "s.txt:1: attribute 'static' given twice"},
    {"circle 0 0 1 static mass=2", "s.txt:1: 'static' contradicts mass=2 (static means mass=0)"},
    {"circle 0 0 1 static=1", "s.txt:1: 'static' takes no value, got 'static=1'"},
    {"circle 0 0 1 spin", "s.txt:1: spin needs a value, as in spin=..."},
    {"circle 0 0 1 vel=1", "s.txt:1: vel needs VX,VY, got '1'"},
    {"circle 0 0 1 vel=1,x", "s.txt:1: vel needs VX,VY, each a number from -1e6 to 1e6, got '1,x'"},
    {"motion maybe", "s.txt:1: motion needs one word, on or off, got 'maybe'"},
    {"motion ON", "s.txt:1: motion needs one word, on or off, got 'ON'"},
    {"correction", "s.txt:1: correction needs one word, on or off, got nothing"},
    {"motion on off", "s.txt:1: motion needs one word, on or off, got 2 words"},
    {"relaxation 0", "s.txt:1: relaxation needs a whole number from 1 to 1000, got '0'"},
    {"relaxation 1001", "s.txt:1: relaxation needs a whole number from 1 to 1000, got '1001'"},
    {"relaxation 2.5", "s.txt:1: relaxation needs a whole number from 1 to 1000, got '2.5'"},
    {"relaxation", "s.txt:1: relaxation needs one whole number from 1 to 1000, got nothing"},
    {"relaxation 15 16", "s.txt:1: relaxation needs one whole number from 1 to 1000, got 2 words"},
    /* strtod would read these as hexadecimal 16 */
    {"circle 0x10 2 3", "s.txt:1: circle X: expected a number from -1e6 to 1e6, got '0x10'"},
    {"circle 1 2 3 rot=0X1p4", "s.txt:1: rot: expected a number from -1e6 to 1e6, got '0X1p4'"},
    /* a control byte in a quoted word shows as '?' */
    {"circle 1 2 3 \x1b=5",
     "s.txt:1: unknown attribute '?' (expected rot, mass, vel, spin, friction, restitution, static)"},
    {"circle 1 2 3 =5",
     "s.txt:1: '=5' has no attribute name before '=' (expected rot, mass, vel, spin, friction, restitution, static)"},
    /* one word written apart is named as the word meant */
    {"circle 0 0 1 mass = 2", "s.txt:1: 'mass = 2' has spaces around '=' (write mass=2)"},
    {"circle 0 0 1 mass =2", "s.txt:1: 'mass =2' has spaces around '=' (write mass=2)"},
    {"circle 0 0 1 mass= 2", "s.txt:1: 'mass= 2' has spaces around '=' (write mass=2)"},
    /* a word an edit or two from one the parser takes is named */
    {"circle 0 0 1 mas=2", "s.txt:1: unknown attribute 'mas' (did you mean mass?)"},
    {"circle 0 0 1 Rot=2", "s.txt:1: unknown attribute 'Rot' (did you mean rot?)"},
    {"circle 0 0 1 resitution=0.5",
     "s.txt:1: unknown attribute 'resitution' (did you mean restitution?)"},
    {"circle 0 0 1 frcition=0.5", "s.txt:1: unknown attribute 'frcition' (did you mean friction?)"},
    {"gravty 0 -10", "s.txt:1: unknown word 'gravty' (did you mean gravity?)"},
    {"relaxtion 5", "s.txt:1: unknown word 'relaxtion' (did you mean relaxation?)"},
    {"circel 0 0 1", "s.txt:1: unknown word 'circel' (did you mean circle?)"},
    {"gravity 0", "s.txt:1: gravity needs X Y, got 1 number"},
    {"gravity 0 down", "s.txt:1: gravity needs X Y, each a number from -1e6 to 1e6, got '0 down'"},
    {"gravity 0 -20\nmotion on\ngravity 0 -10", "s.txt:3: gravity already given on line 1"},
    {"circle 0 0 1\nbox 0 0 1 1",
     "s.txt:2: unknown word 'box' (expected gravity, motion, correction, relaxation, circle or rect)"},
    {"# comment\r\nCircle 0 0 1\r\n", "s.txt:2: unknown word 'Circle' (did you mean circle?)"},
};

START_TEST(test_bad_line)
{
    ck_assert_msg(!scene_parse_string(&scene, bad_scenes[_i].text, "s.txt", &err), "accepted: %s",
                  bad_scenes[_i].text);
    ck_assert_str_eq(err.message, bad_scenes[_i].message);
}
END_TEST

/* n copies of "circle 0 0 1\n", as a malloc'd string. */
static char *many_circles(int n)
{
    static const char line[] = "circle 0 0 1\n";
    char *text = malloc((size_t)n * (sizeof line - 1) + 1);
    ck_assert_ptr_nonnull(text);
    for (int i = 0; i < n; i++)
        memcpy(text + (size_t)i * (sizeof line - 1), line, sizeof line);
    return text;
}

/* No limit on bodies: 5,000 circles parse; parsing again into the same
 * scene reuses its array, and a shorter scene after a long one has only
 * its own bodies. */
START_TEST(test_no_body_limit)
{
    char *text = many_circles(5000);
    ck_assert(scene_parse_string(&scene, text, "s.txt", &err));
    ck_assert_int_eq(scene.body_count, 5000);
    ck_assert_int_eq(scene.bodies[4999].line, 5000);
    free(text);
    ck_assert(scene_parse_string(&scene, "circle 1 2 3\n", "t.txt", &err));
    ck_assert_int_eq(scene.body_count, 1);
    ck_assert_double_eq(scene.bodies[0].position.x, 1);
    ck_assert_int_ge(scene.body_capacity, 5000);
    scene_free(&scene);
    ck_assert_int_eq(scene.body_count, 0);
    ck_assert_ptr_null(scene.bodies);
}
END_TEST

START_TEST(test_parse_body)
{
    SceneBody b;
    ck_assert(scene_parse_body(&b, " rect 0 0 4 2 rot=30 ", "stdin", 9, &err));
    ck_assert_int_eq(b.kind, SCENE_RECT);
    ck_assert_approx(b.width, 4.0);
    ck_assert_approx(b.height, 2.0);
    ck_assert_approx(b.rot_deg, 30.0);
    ck_assert_int_eq(b.line, 9);

    ck_assert(!scene_parse_body(&b, "triangle 0 0 1", "stdin", 4, &err));
    ck_assert_str_eq(err.message, "stdin:4: unknown shape 'triangle' (expected circle or rect)");
    ck_assert(!scene_parse_body(&b, "  ", "stdin", 5, &err));
    ck_assert_str_contains(err.message, "stdin:5: expected a shape");
    ck_assert(!scene_parse_body(&b, "gravity 0 1", "stdin", 6, &err));
    ck_assert_str_contains(err.message, "unknown shape 'gravity'");
}
END_TEST

START_TEST(test_load_file)
{
    char path[64];
    support_temp_path(path);
    support_write_path(path, "circle 1 2 3\nrect 1 2 0 4\n");
    ck_assert(!scene_load_file(&scene, path, &err));
    /* The message names the file as given, then the line. */
    char expected[128];
    snprintf(expected, sizeof expected, "%s:2: rect W must be > 0, got 0", path);
    ck_assert_str_eq(err.message, expected);

    support_write_path(path, "circle 1 2 3\n");
    ck_assert(scene_load_file(&scene, path, &err));
    ck_assert_int_eq(scene.body_count, 1);
    remove(path);
}
END_TEST

START_TEST(test_missing_file)
{
    ck_assert(!scene_load_file(&scene, "/nonexistent/scene.txt", &err));
    ck_assert_str_eq(err.message, "/nonexistent/scene.txt: cannot open: No such file or directory");
    ck_assert_ptr_null(read_text_file("/nonexistent/scene.txt", &err));
}
END_TEST

START_TEST(test_read_text_file_large)
{
    /* Larger than the reader's first 4096-byte buffer, so it must grow. */
    char path[64];
    support_temp_path(path);
    char *text = many_circles(1000);
    support_write_path(path, text);
    char *back = read_text_file(path, &err);
    ck_assert_ptr_nonnull(back);
    ck_assert_str_eq(back, text);
    free(back);
    free(text);
    remove(path);
}
END_TEST

/* The size limit is exact: TEXT_FILE_MAX bytes (4 MiB of newlines) are
 * read, one byte more is refused, and so is twice as much (the reader's
 * buffer doubles, so a check on the buffer alone would let through files
 * of up to twice the limit). */
START_TEST(test_read_text_file_size_limit)
{
    char path[64];
    support_temp_path(path);
    const size_t sizes[] = {TEXT_FILE_MAX, TEXT_FILE_MAX + 1, 2 * TEXT_FILE_MAX - 1};
    const bool fits[] = {true, false, false};
    for (int i = 0; i < 3; i++) {
        char *text = malloc(sizes[i] + 1);
        ck_assert_ptr_nonnull(text);
        memset(text, '\n', sizes[i]);
        text[sizes[i]] = '\0';
        support_write_path(path, text);
        free(text);
        char *back = read_text_file(path, &err);
        ck_assert_msg((back != NULL) == fits[i], "%zu bytes: %s", sizes[i], err.message);
        if (back)
            ck_assert_uint_eq(strlen(back), sizes[i]);
        else {
            char expected[128];
            snprintf(expected, sizeof expected, "%s: larger than %d bytes; is this the right file?",
                     path, TEXT_FILE_MAX);
            ck_assert_str_eq(err.message, expected);
        }
        free(back);
    }
    remove(path);
}
END_TEST

/* Bytes a text parser would stumble on.  A NUL on line 2 would end the
 * C string there and silently drop the rest, so it is an error on line 2;
 * a UTF-8 byte-order mark is dropped; a directory cannot be read. */
START_TEST(test_read_text_file_odd_bytes)
{
    char path[64];
    support_temp_path(path);
    FILE *f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    static const char bytes[] = "circle 1 1 1\nrect 0 0 1 1\0\ncircle 2 2 2\n";
    fwrite(bytes, 1, sizeof bytes - 1, f);
    fclose(f);
    ck_assert(!scene_load_file(&scene, path, &err));
    char expected[128];
    snprintf(expected, sizeof expected, "%s:2: contains a NUL byte; is this a text file?", path);
    ck_assert_str_eq(err.message, expected);

    support_write_path(path,
                       "\xEF\xBB\xBF"
                       "circle 1 2 3\n");
    ck_assert_msg(scene_load_file(&scene, path, &err), "%s", err.message);
    ck_assert_double_eq(scene.bodies[0].position.x, 1.0);
    remove(path);

    ck_assert(!scene_load_file(&scene, "/", &err));
    ck_assert_str_eq(err.message, "/: cannot read: Is a directory");
}
END_TEST

Suite *test_scene_suite(void)
{
    Suite *s = suite_create("scene");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_spec_example);
    tcase_add_test(tc, test_every_value_read);
    tcase_add_test(tc, test_defaults);
    tcase_add_test(tc, test_static_word_and_tiny_mass);
    tcase_add_test(tc, test_comments_blank_lines_crlf);
    tcase_add_loop_test(tc, test_bad_line, 0, (int)(sizeof bad_scenes / sizeof bad_scenes[0]));
    tcase_add_test(tc, test_no_body_limit);
    tcase_add_test(tc, test_parse_body);
    tcase_add_test(tc, test_load_file);
    tcase_add_test(tc, test_missing_file);
    tcase_add_test(tc, test_read_text_file_large);
    tcase_add_test(tc, test_read_text_file_size_limit);
    tcase_add_test(tc, test_read_text_file_odd_bytes);
    suite_add_tcase(s, tc);
    return s;
}

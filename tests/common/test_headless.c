/* test_headless.c - the headless runner and probe, driven through a tiny
 * fake stage whose numbers are easy to predict. */
#include "check_support.h"

#include <errno.h>

#include "headless.h"
#include "loop.h"
#include "rng.h"

/* ---- the fake stage --------------------------------------------------- */

typedef struct FakeGame {
    double x;   /* first uniform of the seed, +1 per update with B down */
    int clicks; /* updates on which A was clicked */
    int updates;
    int scene_bodies; /* -1: built-in scene */
} FakeGame;

static void fake_init(void *game, const Scene *scene, uint64_t seed)
{
    FakeGame *g = game;
    Rng rng;
    rng_seed(&rng, seed);
    g->x = rng_uniform(&rng);
    g->scene_bodies = scene ? scene->body_count : -1;
}

static void fake_update(void *game, const InputState *in)
{
    FakeGame *g = game;
    g->updates++;
    g->clicks += input_is_clicked(in, KEY_A);
    g->x += input_is_down(in, KEY_B) ? 1.0 : 0.0;
}

static void fake_draw(const void *game, DrawList *dl)
{
    const FakeGame *g = game;
    draw_begin(dl, (DrawView){{50.0, 40.0}, 100.0, 0.75});
    draw_circle(dl, vec2(g->x, 0.0), 1.0);
}

/* bodies, contacts and max_depth carry the fake's state into the trace. */
static void fake_measure(const void *game, TraceRow *row)
{
    const FakeGame *g = game;
    row->bodies = g->scene_bodies;
    row->contacts = g->clicks;
    row->max_depth = g->updates;
    row->energy = g->x;
}

/* Circles by their radius, rectangles by half their width: enough to
 * answer hit or miss predictably. */
static double fake_radius(const SceneBody *b)
{
    return b->kind == SCENE_CIRCLE ? b->radius : 0.5 * b->width;
}

static void fake_probe(const SceneBody *a, const SceneBody *b, ProbeResult *out)
{
    Vec2 d = vec2_sub(b->position, a->position);
    double dist = vec2_length(d), rsum = fake_radius(a) + fake_radius(b);
    out->hit = dist < rsum && dist > 0.0;
    if (!out->hit)
        return;
    out->depth = rsum - dist;
    out->normal = vec2_scale(d, 1.0 / dist);
    out->start = vec2_sub(b->position, vec2_scale(out->normal, fake_radius(b)));
    out->end = vec2_add(out->start, vec2_scale(out->normal, out->depth));
}

/* Clicks A on updates 2 and 5 (the second held for 3 updates). */
static StageApi fake_api = {
    .name = "fake",
    .title = "Fake stage",
    .game_size = sizeof(FakeGame),
    .init = fake_init,
    .update = fake_update,
    .draw = fake_draw,
    .measure = fake_measure,
    .observation_script = "2 A\n5 A 3\n",
    .probe = fake_probe,
};

/* A stage with a column of its own (its updates) that draws a circle of
 * radius 10 at (50, 217.5), far above the view, in the first frame only,
 * and later one at the view's centre. */
static void tall_draw(const void *game, DrawList *dl)
{
    const FakeGame *g = game;
    draw_begin(dl, (DrawView){{50.0, 40.0}, 100.0, 0.75});
    draw_circle(dl, g->updates == 0 ? vec2(50.0, 217.5) : vec2(50.0, 40.0),
                g->updates == 0 ? 10.0 : 1.0);
}

static void tall_measure(const void *game, TraceRow *row)
{
    fake_measure(game, row);
    row->extra = ((const FakeGame *)game)->updates;
}

static const char *updates_column(const void *game)
{
    (void)game;
    return "updates";
}

static StageApi tall_api = {
    .name = "tall",
    .title = "Tall stage",
    .game_size = sizeof(FakeGame),
    .init = fake_init,
    .update = fake_update,
    .draw = tall_draw,
    .measure = tall_measure,
    .extra_column = updates_column,
};

/* ---- running it with stdout and stderr captured ----------------------- */

typedef struct Captured {
    int status;
    char *out, *err;
} Captured;

static Captured run_with(const StageApi *api, int argc, char **argv)
{
    FILE *out = tmpfile(), *err = tmpfile();
    ck_assert(out && err);
    fflush(stdout);
    fflush(stderr);
    int saved_out = dup(1), saved_err = dup(2);
    dup2(fileno(out), 1);
    dup2(fileno(err), 2);
    int status = headless_main(api, argc, argv);
    fflush(stdout);
    fflush(stderr);
    dup2(saved_out, 1);
    dup2(saved_err, 2);
    close(saved_out);
    close(saved_err);
    Captured c = {status, support_read_stream(out), support_read_stream(err)};
    fclose(out);
    fclose(err);
    return c;
}

static void captured_free(Captured *c)
{
    free(c->out);
    free(c->err);
}

#define RUN(...)                                                                         \
    run_with(&fake_api, (int)(sizeof((char *[]){"fake", __VA_ARGS__}) / sizeof(char *)), \
             (char *[]){"fake", __VA_ARGS__})

/* The last line of a text that ends in '\n'. */
static const char *last_line(const char *text)
{
    size_t len = strlen(text);
    ck_assert(len > 0 && text[len - 1] == '\n');
    const char *p = text + len - 1;
    while (p > text && p[-1] != '\n')
        p--;
    return p;
}

/* ---- the runner ------------------------------------------------------- */

START_TEST(test_trace_rows)
{
    char path[64];
    support_temp_path(path);
    Captured c = RUN("--frames", "10", "--trace", path, "--seed", "0");
    ck_assert_int_eq(c.status, 0);
    ck_assert_str_eq(c.err, "");
    char *trace = support_read_path(path);
    /* Header plus rows 0..10. */
    ck_assert_int_eq(support_count_char(trace, '\n'), 12);
    ck_assert_int_eq(strncmp(trace, TRACE_HEADER, strlen(TRACE_HEADER)), 0);
    ck_assert_str_contains(trace, "\n0,0,-1,0,0,");
    /* After update 10: built-in scene (-1), A clicked on updates 2 and 5,
     * 10 updates, x = the first uniform of seed 0, 0.8833108082136426. */
    char expected[256];
    snprintf(expected, sizeof expected, "10,%.17g,-1,2,10,0,0,0,0,%.17g,0,0\n", 10 * FIXED_DT,
             7956156453446585.0 / 9007199254740992.0);
    ck_assert_str_eq(last_line(trace), expected);
    free(trace);
    captured_free(&c);
    remove(path);
}
END_TEST

START_TEST(test_same_seed_same_bytes)
{
    char p1[64], p2[64], p3[64];
    support_temp_path(p1);
    support_temp_path(p2);
    support_temp_path(p3);
    Captured a = RUN("--frames", "30", "--seed", "42", "--trace", p1);
    Captured b = RUN("--frames", "30", "--seed", "42", "--trace", p2);
    Captured c = RUN("--frames", "30", "--seed", "43", "--trace", p3);
    char *t1 = support_read_path(p1), *t2 = support_read_path(p2), *t3 = support_read_path(p3);
    ck_assert_str_eq(t1, t2);
    ck_assert_str_ne(t1, t3);
    /* The summaries are byte-identical too, apart from the trace's name. */
    ck_assert_int_eq(strncmp(a.out, b.out, (size_t)(strstr(a.out, "wrote") - a.out)), 0);
    free(t1);
    free(t2);
    free(t3);
    captured_free(&a);
    captured_free(&b);
    captured_free(&c);
    remove(p1);
    remove(p2);
    remove(p3);
}
END_TEST

START_TEST(test_script_and_scene_files)
{
    char script[64], scene[64], trace[64];
    support_temp_path(script);
    support_temp_path(scene);
    support_temp_path(trace);
    /* A clicked on 1, 2 and 3; B held for 4 updates adds 4 to x. */
    support_write_path(script, "1 A\n2 A\n3 A\n2 B 4\n");
    support_write_path(scene, "circle 0 0 1\nrect 0 0 1 1 static\n");
    Captured c = RUN("--frames", "6", "--seed", "0", "--script", script, "--scene", scene,
                     "--trace", trace);
    ck_assert_int_eq(c.status, 0);
    char *text = support_read_path(trace);
    char expected[256];
    snprintf(expected, sizeof expected, "6,%.17g,2,3,6,0,0,0,0,%.17g,0,0\n", 6 * FIXED_DT,
             7956156453446585.0 / 9007199254740992.0 + 4.0);
    ck_assert_str_eq(last_line(text), expected);
    free(text);
    captured_free(&c);
    remove(script);
    remove(scene);
    remove(trace);
}
END_TEST

/* ---- a program's own scene words ------------------------------------- */

/* Takes the scene line "glow" and the body word "glow", counting them
 * since glow_words set it. */
static int glows, scene_words_calls;

static SceneHookAnswer glow_hook(void *context, char *const *words, int n, SceneBody *body,
                                 const char *name, int line, Error *err)
{
    (void)context, (void)body, (void)name, (void)line, (void)err;
    if (n != 1 || strcmp(words[0], "glow") != 0)
        return SCENE_HOOK_DECLINED;
    glows++;
    return SCENE_HOOK_ACCEPTED;
}

static void glow_words(void)
{
    scene_words_calls++;
    glows = 0;
    scene_set_word_hook(glow_hook, NULL);
}

/* StageApi.scene_words is set before the scene is read and before the
 * probe reads its bodies; a stage without it refuses the word. */
START_TEST(test_scene_words_are_set_before_reading)
{
    char scene[64];
    support_temp_path(scene);
    support_write_path(scene, "glow\ncircle 0 0 1 glow\n");
    StageApi api = fake_api;
    api.scene_words = glow_words;
    scene_words_calls = 0;
    char *argv[] = {"fake", "--frames", "1", "--scene", scene};
    Captured c = run_with(&api, 5, argv);
    ck_assert_int_eq(c.status, 0);
    ck_assert_int_eq(scene_words_calls, 1);
    ck_assert_int_eq(glows, 2);
    captured_free(&c);
    scene_set_word_hook(NULL, NULL);
    c = run_with(&fake_api, 5, argv);
    ck_assert_int_eq(c.status, 2);
    ck_assert_str_contains(c.err, ":1: ");
    captured_free(&c);
    static const char pair[] = "circle 0 0 1 glow | circle 1.5 0 1\n";
    FILE *in = fmemopen((void *)pair, sizeof pair - 1, "r"), *out = tmpfile();
    ck_assert(in && out);
    ck_assert_int_eq(probe_run(&api, in, out, "stdin"), 0);
    ck_assert_int_eq(scene_words_calls, 2);
    ck_assert_int_eq(glows, 1);
    fclose(in);
    fclose(out);
    scene_set_word_hook(NULL, NULL);
    remove(scene);
}
END_TEST

START_TEST(test_summary)
{
    Captured c = RUN("--frames", "10", "--seed", "7");
    ck_assert_int_eq(c.status, 0);
    ck_assert_str_contains(c.out, "fake - Fake stage\n");
    ck_assert_str_contains(c.out, "updates  10 ");
    ck_assert_str_contains(c.out, "seed     7\n");
    ck_assert_str_contains(c.out, "scene    built-in\n");
    ck_assert_str_contains(c.out, "script   observation script (2 events)\n");
    ck_assert_str_contains(c.out, "final    bodies=-1 contacts=2 max_depth=10 ");
    captured_free(&c);
}
END_TEST

/* A script of pointer lines says how many it holds beside its keys. */
START_TEST(test_summary_counts_pointer_lines)
{
    char script[64];
    support_temp_path(script);
    support_write_path(script, "1 press 0 0\n2 drag 1 0\n3 drag 2 0\n4 release\n5 A\n");
    Captured c = RUN("--frames", "6", "--script", script);
    ck_assert_int_eq(c.status, 0);
    ck_assert_str_contains(c.out, " (1 key event, 4 pointer lines)\n");
    captured_free(&c);
    remove(script);
}
END_TEST

START_TEST(test_plot_data_and_snapshot)
{
    char plot[64], svg[64];
    support_temp_path(plot);
    support_temp_path(svg);
    /* Frames 0, 4, 8 and the last, 10. */
    Captured c = RUN("--frames", "10", "--every", "4", "--plot-data", plot, "--snapshot", svg);
    ck_assert_int_eq(c.status, 0);
    char *data = support_read_path(plot);
    ck_assert_int_eq(support_count_substr(data, "# frame"), 4);
    ck_assert_str_contains(data, "# frame 0 view");
    ck_assert_str_contains(data, "\n# frame 4 view");
    ck_assert_str_contains(data, "\n# frame 8 view");
    ck_assert_str_contains(data, "\n# frame 10 view");
    char *pic = support_read_path(svg);
    ck_assert_int_eq(support_count_substr(pic, "<circle"), 1);
    ck_assert_str_contains(c.out, svg);
    free(data);
    free(pic);
    captured_free(&c);
    remove(plot);
    remove(svg);
}
END_TEST

/* The camera is fitted to the first frame and kept: the box of the view
 * and the far circle is x 0..100, y 2.5..227.5, 100 x 225; 225 / 0.75 =
 * 300, times 1.05 is 315 wide and 315 * 0.75 = 236.25 tall, centred on
 * (50, 115): x -107.5..207.5, y -3.125..233.125 (SVG: top at -233.125).
 * Every frame is drawn so, though the far circle is gone after frame 0.
 * The trace carries the stage's own column. */
START_TEST(test_fitted_camera_and_extra_column)
{
    char plot[64], svg[64], trace[64];
    support_temp_path(plot);
    support_temp_path(svg);
    support_temp_path(trace);
    char *argv[] = {"tall",       "--frames", "10",      "--every", "4",        "--plot-data", plot,
                    "--snapshot", svg,        "--trace", trace,     "--script", "/dev/null"};
    Captured c = run_with(&tall_api, (int)(sizeof argv / sizeof argv[0]), argv);
    ck_assert_int_eq(c.status, 0);
    char *data = support_read_path(plot);
    ck_assert_int_eq(support_count_substr(data, "view -107.5 207.5 -3.125 233.125\n"), 4);
    char *pic = support_read_path(svg);
    ck_assert_str_contains(pic, "viewBox=\"-107.5 -233.125 315 236.25\"");
    ck_assert_str_contains(pic, "<circle cx=\"50\" cy=\"40\" r=\"1\"");
    char *rows = support_read_path(trace);
    ck_assert_str_contains(rows, "energy,px,py,updates\n0,0,-1,0,0,");
    ck_assert_str_eq(last_line(rows) + strlen(last_line(rows)) - 4, ",10\n");
    free(data);
    free(pic);
    free(rows);
    captured_free(&c);
    remove(plot);
    remove(svg);
    remove(trace);
}
END_TEST

START_TEST(test_help)
{
    Captured c = RUN("--help");
    ck_assert_int_eq(c.status, 0);
    ck_assert_str_contains(c.out, "usage: fake");
    ck_assert_str_contains(c.out, "fake probe");
    captured_free(&c);
}
END_TEST

START_TEST(test_bad_inputs_exit_2)
{
    char script[64];
    support_temp_path(script);
    support_write_path(script, "1 A\n0 B\n");
    Captured c = RUN("--frames", "x");
    ck_assert_int_eq(c.status, 2);
    ck_assert_str_eq(c.err,
                     "fake: --frames: expected a whole number from 0 to 10000000, got 'x'\n");
    captured_free(&c);

    c = RUN("--scene", "/nonexistent/scene.txt");
    ck_assert_int_eq(c.status, 2);
    ck_assert_str_eq(c.err, "/nonexistent/scene.txt: cannot open: No such file or directory\n");
    ck_assert_str_eq(c.out, "");
    captured_free(&c);

    c = RUN("--script", script);
    ck_assert_int_eq(c.status, 2);
    char expected[128];
    snprintf(expected, sizeof expected, "%s:2: frame must be >= 1, got 0\n", script);
    ck_assert_str_eq(c.err, expected);
    captured_free(&c);

    c = RUN("--trace", "/nonexistent/dir/trace.csv");
    ck_assert_int_eq(c.status, 2);
    ck_assert_str_contains(c.err, "/nonexistent/dir/trace.csv: cannot open for writing: ");
    captured_free(&c);
    remove(script);
}
END_TEST

START_TEST(test_bad_observation_script)
{
    StageApi api = fake_api;
    api.observation_script = "1 A\nfive B\n";
    char *argv[] = {"fake"};
    Captured c = run_with(&api, 1, argv);
    ck_assert_int_eq(c.status, 2);
    ck_assert_str_eq(
        c.err,
        "fake:observation:2: frame must be a whole number from 1 to 2147483647, got 'five'\n");
    captured_free(&c);
}
END_TEST

START_TEST(test_probe_before_stage_2)
{
    StageApi api = fake_api;
    api.probe = NULL;
    char *argv[] = {"fake", "probe"};
    Captured c = run_with(&api, 2, argv);
    ck_assert_int_eq(c.status, 2);
    ck_assert_str_eq(c.err, "fake: probe needs a narrow phase; it starts at stage 02\n");
    captured_free(&c);
}
END_TEST

/* ---- outputs that would destroy something ----------------------------- */

/* "/tmp/x" as "/tmp/./x": another name for the same file. */
static void dotted(const char *path, char out[80])
{
    const char *slash = strrchr(path, '/');
    snprintf(out, 80, "%.*s/.%s", (int)(slash - path), path, slash);
}

static bool exists(const char *path)
{
    return access(path, F_OK) == 0;
}

/* The scene or the key script named again as an output, under another
 * name or through a link, is refused before anything is opened for
 * writing: the input keeps its bytes. */
START_TEST(test_output_over_an_input_is_refused)
{
    char scene[64], script[64], link[64], other[80];
    support_temp_path(scene);
    support_temp_path(script);
    support_temp_path(link);
    support_write_path(scene, "circle 0 0 1\n");
    support_write_path(script, "1 A\n");
    dotted(scene, other);
    Captured c = RUN("--scene", scene, "--trace", other);
    ck_assert_int_eq(c.status, 2);
    char expected[256];
    snprintf(expected, sizeof expected,
             "%s: --trace names the file given to --scene ('%s'); writing it would destroy it\n",
             other, scene);
    ck_assert_str_eq(c.err, expected);
    ck_assert_str_eq(c.out, "");
    captured_free(&c);

    remove(link);
    ck_assert_int_eq(symlink(script, link), 0);
    c = RUN("--script", script, "--snapshot", link);
    ck_assert_int_eq(c.status, 2);
    ck_assert_str_contains(c.err, "--snapshot names the file given to --script");
    captured_free(&c);

    char *text = support_read_path(scene);
    ck_assert_str_eq(text, "circle 0 0 1\n");
    free(text);
    text = support_read_path(script);
    ck_assert_str_eq(text, "1 A\n");
    free(text);
    remove(link);
    remove(scene);
    remove(script);
}
END_TEST

/* Two outputs on one file would interleave; the run stops, and the file
 * the first output had already created is removed again. */
START_TEST(test_two_outputs_on_one_file)
{
    char trace[64], other[80];
    support_temp_path(trace);
    remove(trace);
    dotted(trace, other);
    Captured c = RUN("--trace", trace, "--plot-data", other);
    ck_assert_int_eq(c.status, 2);
    ck_assert_str_contains(c.err, "--plot-data names the file given to --trace");
    ck_assert(!exists(trace));
    captured_free(&c);
}
END_TEST

/* An output that cannot be opened fails the run before it starts, and the
 * outputs opened before it do not stay behind, empty. */
START_TEST(test_failed_run_leaves_no_output)
{
    char trace[64];
    support_temp_path(trace);
    remove(trace);
    Captured c = RUN("--trace", trace, "--snapshot", "/nonexistent/dir/end.svg");
    ck_assert_int_eq(c.status, 2);
    ck_assert_str_eq(
        c.err, "/nonexistent/dir/end.svg: cannot open for writing: No such file or directory\n");
    ck_assert(!exists(trace));
    captured_free(&c);
}
END_TEST

/* A full disk (Linux's /dev/full): the trace's writes fail, the run says
 * so with the reason, and the summary, which would claim the trace was
 * written, is not printed. */
START_TEST(test_write_failure_is_reported)
{
    /* No silent pass: without the full device this check cannot run. */
    ck_assert_msg(access("/dev/full", W_OK) == 0,
                  "/dev/full is not writable: this test needs Linux's full device");
    Captured c = RUN("--frames", "30", "--trace", "/dev/full");
    ck_assert_int_eq(c.status, 2);
    char expected[128];
    snprintf(expected, sizeof expected, "/dev/full: write failed: %s\n", strerror(ENOSPC));
    ck_assert_str_eq(c.err, expected);
    ck_assert_str_eq(c.out, "");
    captured_free(&c);
}
END_TEST

/* The summary itself cannot be written: exit 2 and one line on stderr. */
START_TEST(test_stdout_failure_is_reported)
{
    /* No silent pass: without the full device this check cannot run. */
    ck_assert_msg(access("/dev/full", W_OK) == 0,
                  "/dev/full is not writable: this test needs Linux's full device");
    FILE *full = fopen("/dev/full", "w"), *err = tmpfile();
    ck_assert(full && err);
    fflush(stdout);
    fflush(stderr);
    int saved_out = dup(1), saved_err = dup(2);
    dup2(fileno(full), 1);
    dup2(fileno(err), 2);
    char *argv[] = {"fake", "--frames", "3"};
    int status = headless_main(&fake_api, 3, argv);
    clearerr(stdout);
    fflush(stderr);
    dup2(saved_out, 1);
    dup2(saved_err, 2);
    close(saved_out);
    close(saved_err);
    char *text = support_read_stream(err);
    ck_assert_int_eq(status, 2);
    char expected[128];
    snprintf(expected, sizeof expected, "stdout: write failed: %s\n", strerror(ENOSPC));
    ck_assert_str_eq(text, expected);
    free(text);
    fclose(full);
    fclose(err);
}
END_TEST

/* ---- probe ------------------------------------------------------------ */

static int probe_text(const char *input, char **output)
{
    FILE *in = fmemopen((void *)input, strlen(input), "r");
    FILE *out = tmpfile();
    ck_assert(in && out);
    int status = probe_run(&fake_api, in, out, "stdin");
    *output = support_read_stream(out);
    fclose(in);
    fclose(out);
    return status;
}

START_TEST(test_probe_answers_and_errors)
{
    const char *input = "circle 0 0 1 | circle 1.5 0 1\n" /* 1: hit */
                        "# a comment\n"
                        "\n"
                        "circle 0 0 1 | circle 5 0 1\n"                /* 4: miss */
                        "rect 0 0 | circle 0 0 1\n"                    /* 5: too few numbers */
                        "circle 0 0 1\n"                               /* 6: no bar */
                        "circle 0 0 1 | circle 1 0 1 | circle 2 0 1\n" /* 7: two bars */
                        "rect 0 0 4 2 rot=30 | circle 3 0 1.5   # trailing comment\n";
    char *out;
    ck_assert_int_eq(probe_text(input, &out), 2);
    /* Line 1: distance 1.5, radii sum 2: depth 0.5 along (1,0); start on
     * the second circle's surface, 1.5 - 1 = 0.5; end = start + 0.5 n.
     * Line 8: half width 2 + 1.5 = 3.5 > 3: depth 0.5, start 3 - 1.5. */
    const char *expected =
        "hit depth=0.5 normal=1,0 start=0.5,0 end=1,0\n"
        "miss\n"
        "error: stdin:5: rect needs X Y W H, got 2 numbers\n"
        "error: stdin:6: expected two shapes separated by one '|', as in 'rect 0 0 4 2 rot=30 | circle 3 1 1'\n"
        "error: stdin:7: expected two shapes separated by one '|', as in 'rect 0 0 4 2 rot=30 | circle 3 1 1'\n"
        "hit depth=0.5 normal=1,0 start=1.5,0 end=2,0\n";
    ck_assert_str_eq(out, expected);
    free(out);
}
END_TEST

START_TEST(test_probe_all_good_and_full_precision)
{
    /* (0,0) to (1,1), radii 1: depth 2 - sqrt(2), normal (1,1)/sqrt(2),
     * which only %.17g prints to the last bit. */
    char *out;
    ck_assert_int_eq(probe_text("circle 0 0 1 | circle 1 1 1\n", &out), 0);
    double n = 1.0 / sqrt(2.0);
    char expected[256];
    snprintf(expected, sizeof expected, "hit depth=%.17g normal=%.17g,%.17g", 2.0 - sqrt(2.0), n,
             n);
    ck_assert_int_eq(strncmp(out, expected, strlen(expected)), 0);
    ck_assert_str_contains(out, "normal=0.70710678118654746,0.70710678118654746");
    free(out);
}
END_TEST

START_TEST(test_probe_negative_zero_normalised)
{
    /* d = (-0 - 0, 0 - 1) = (-0, -1): the normal's x is -0.0. */
    char *out;
    ck_assert_int_eq(probe_text("circle 0 1 1 | circle -0 0 1\r\n", &out), 0);
    ck_assert_str_eq(out, "hit depth=1 normal=0,-1 start=0,1 end=0,0\n");
    free(out);
}
END_TEST

START_TEST(test_probe_long_line_then_continues)
{
    size_t n = 3000;
    char *input = malloc(n + 64);
    ck_assert_ptr_nonnull(input);
    memset(input, ' ', n);
    strcpy(input + n, "x\ncircle 0 0 1 | circle 5 0 1\n");
    char *out;
    ck_assert_int_eq(probe_text(input, &out), 2);
    ck_assert_str_eq(out, "error: stdin:1: line too long (at most 1023 characters)\nmiss\n");
    free(out);
    free(input);
}
END_TEST

/* A NUL inside a line is reported on that line (fmemopen with an explicit
 * size keeps the bytes after it), and the next line is still answered. */
START_TEST(test_probe_nul_byte_then_continues)
{
    static const char input[] = "circle 0 0 1 |\0 circle 1 0 1\ncircle 0 0 1 | circle 5 0 1\n";
    FILE *in = fmemopen((void *)input, sizeof input - 1, "r");
    FILE *out = tmpfile();
    ck_assert(in && out);
    ck_assert_int_eq(probe_run(&fake_api, in, out, "stdin"), 2);
    char *text = support_read_stream(out);
    ck_assert_str_eq(text, "error: stdin:1: contains a NUL byte; is this text?\nmiss\n");
    free(text);
    fclose(in);
    fclose(out);
}
END_TEST

/* Input that cannot be read (a directory) is not the end of the pairs. */
START_TEST(test_probe_read_error)
{
    FILE *in = fopen("/", "r"), *out = tmpfile();
    ck_assert(in && out);
    ck_assert_int_eq(probe_run(&fake_api, in, out, "stdin"), 2);
    char *text = support_read_stream(out);
    char expected[128];
    snprintf(expected, sizeof expected, "error: stdin: cannot read: %s\n", strerror(EISDIR));
    ck_assert_str_eq(text, expected);
    free(text);
    fclose(in);
    fclose(out);
}
END_TEST

Suite *test_headless_suite(void)
{
    Suite *s = suite_create("headless");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_trace_rows);
    tcase_add_test(tc, test_same_seed_same_bytes);
    tcase_add_test(tc, test_script_and_scene_files);
    tcase_add_test(tc, test_scene_words_are_set_before_reading);
    tcase_add_test(tc, test_summary);
    tcase_add_test(tc, test_summary_counts_pointer_lines);
    tcase_add_test(tc, test_plot_data_and_snapshot);
    tcase_add_test(tc, test_fitted_camera_and_extra_column);
    tcase_add_test(tc, test_help);
    tcase_add_test(tc, test_bad_inputs_exit_2);
    tcase_add_test(tc, test_bad_observation_script);
    tcase_add_test(tc, test_probe_before_stage_2);
    tcase_add_test(tc, test_output_over_an_input_is_refused);
    tcase_add_test(tc, test_two_outputs_on_one_file);
    tcase_add_test(tc, test_failed_run_leaves_no_output);
    tcase_add_test(tc, test_write_failure_is_reported);
    tcase_add_test(tc, test_stdout_failure_is_reported);
    tcase_add_test(tc, test_probe_read_error);
    tcase_add_test(tc, test_probe_answers_and_errors);
    tcase_add_test(tc, test_probe_all_good_and_full_precision);
    tcase_add_test(tc, test_probe_negative_zero_normalised);
    tcase_add_test(tc, test_probe_long_line_then_continues);
    tcase_add_test(tc, test_probe_nul_byte_then_continues);
    suite_add_tcase(s, tc);
    return s;
}

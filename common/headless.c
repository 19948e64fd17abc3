/* headless.c - the front end that runs a stage without a window.
 *
 * Everything a run needs is read and every output file opened before the
 * first update, so a typo in a path fails at once instead of after a long
 * run; the run itself cannot fail.
 */
/* stat and fileno are POSIX, not C11: ask for them before any header. */
#define _POSIX_C_SOURCE 200809L

#include "headless.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "cli.h"
#include "keyscript.h"
#include "loop.h"
#include "text.h"

/* The chapter's camera; a stage's draw normally sets its own view with
 * draw_begin, this only guarantees an empty, sane list if it does not. */
static const DrawView default_view = {{50.0, 40.0}, 100.0, 0.75};

/* Stable text: -0 prints as 0. */
static double unsigned_zero(double x)
{
    return x == 0.0 ? 0.0 : x;
}

/* ---- one run --------------------------------------------------------- */

/* A file the user named on the command line, as the run sees it. */
typedef struct NamedFile {
    const char *option; /* "--trace", for messages */
    const char *path;   /* NULL: not given */
    FILE *f;            /* outputs: open while the run writes */
    bool opened;        /* outputs: this run opened it for writing */
    bool regular;       /* a regular file (not /dev/null, a pipe, a terminal) */
    dev_t dev;          /* with ino, which file it is, whatever its name */
    ino_t ino;
} NamedFile;

enum {
    IN_SCENE,
    IN_SCRIPT,
    IN_COUNT
};
enum {
    OUT_TRACE,
    OUT_PLOT,
    OUT_SNAPSHOT,
    OUT_COUNT
};

typedef struct Run {
    const StageApi *api;
    const CliOptions *opt;
    Scene *scene; /* NULL: the stage's built-in scene */
    KeyScript *script;
    void *game;
    DrawList *dl;
    DrawView view;            /* the run's camera (fit_camera) */
    const char *extra_column; /* the trace's column of the program's own, or NULL */
    NamedFile in[IN_COUNT], out[OUT_COUNT];
    char told[512]; /* the program's notice as last told, "" for none */
} Run;

static void run_input(void *ctx, int frame, InputState *in)
{
    const Run *run = ctx;
    keyscript_input_for(run->script, frame, in);
}

/* The program's notice (stage_api.h), on stderr when it is new: a
 * setting held below what the scene or a key asked is told once, not
 * in every update it stays so. */
static void tell_notice(Run *run)
{
    const char *notice = run->api->notice ? run->api->notice(run->game) : NULL;
    if (notice == NULL)
        notice = "";
    if (strcmp(notice, run->told) == 0)
        return;
    snprintf(run->told, sizeof run->told, "%s", notice);
    if (notice[0])
        fprintf(stderr, "%s: %s%s%s\n", run->api->name,
                run->opt->scene_path ? run->opt->scene_path : "", run->opt->scene_path ? ": " : "",
                notice);
}

static void run_update(void *ctx, const InputState *in)
{
    Run *run = ctx;
    run->api->update(run->game, in);
    tell_notice(run);
}

static void measure(const Run *run, int frame, TraceRow *row)
{
    memset(row, 0, sizeof *row);
    run->api->measure(run->game, row);
    row->frame = frame;
    row->time = frame * FIXED_DT;
}

static void draw_frame(Run *run)
{
    draw_begin(run->dl, default_view);
    run->api->draw(run->game, run->dl);
    run->dl->view = run->view;
}

/* The camera of the whole run, fitted once to the frame after init (the
 * stage's own view when all of it shows), so that a shape flying off
 * later leaves the camera still and every frame of a plot alike. */
static void fit_camera(Run *run)
{
    draw_begin(run->dl, default_view);
    run->api->draw(run->game, run->dl);
    run->view = draw_fit_view(run->dl, run->dl->view);
}

/* A write that fails leaves the stream's error flag set; close_output
 * reports it, so the writers' own results need no checking here. */
static void run_observe(void *ctx, int frame)
{
    Run *run = ctx;
    FILE *trace = run->out[OUT_TRACE].f, *plot = run->out[OUT_PLOT].f;
    if (trace) {
        TraceRow row;
        measure(run, frame, &row);
        trace_write_row(trace, &row, run->extra_column);
    }
    if (plot && (frame % run->opt->every == 0 || frame == run->opt->frames)) {
        draw_frame(run);
        (void)draw_write_gnuplot(run->dl, frame, plot);
    }
}

/* ---- the files ------------------------------------------------------- */

static void name_files(Run *run)
{
    const CliOptions *opt = run->opt;
    run->in[IN_SCENE] = (NamedFile){.option = "--scene", .path = opt->scene_path};
    run->in[IN_SCRIPT] = (NamedFile){.option = "--script", .path = opt->script_path};
    run->out[OUT_TRACE] = (NamedFile){.option = "--trace", .path = opt->trace_path};
    run->out[OUT_PLOT] = (NamedFile){.option = "--plot-data", .path = opt->plot_data_path};
    run->out[OUT_SNAPSHOT] = (NamedFile){.option = "--snapshot", .path = opt->snapshot_path};
}

static void remember_identity(NamedFile *file, const struct stat *st)
{
    file->regular = S_ISREG(st->st_mode);
    file->dev = st->st_dev;
    file->ino = st->st_ino;
}

static bool same_regular_file(const NamedFile *a, const NamedFile *b)
{
    return a->regular && b->regular && a->dev == b->dev && a->ino == b->ino;
}

/* cli.c refuses two options that spell the same name; this catches the
 * same file under two names ("s.txt" and "./s.txt", or a link), before
 * opening the output for writing would empty it. */
static bool check_not_taken(const Run *run, const NamedFile *file, Error *err)
{
    for (int i = 0; i < IN_COUNT; i++) {
        if (same_regular_file(file, &run->in[i]))
            return error_at(err, file->path, 0,
                            "%s names the file given to %s ('%s'); writing it would destroy it",
                            file->option, run->in[i].option, run->in[i].path);
    }
    for (const NamedFile *o = run->out; o < file; o++) {
        if (o->f && same_regular_file(file, o))
            return error_at(err, file->path, 0,
                            "%s names the file given to %s ('%s'); they would overwrite each other",
                            file->option, o->option, o->path);
    }
    return true;
}

static bool open_output(Run *run, NamedFile *file, Error *err)
{
    struct stat st;
    if (file->path == NULL)
        return true;
    if (stat(file->path, &st) == 0) {
        remember_identity(file, &st);
        if (!check_not_taken(run, file, err))
            return false;
    }
    file->f = fopen(file->path, "w");
    if (file->f == NULL)
        return error_at(err, file->path, 0, "cannot open for writing: %s", strerror(errno));
    file->opened = true;
    /* A file that did not exist before has its identity only now. */
    if (fstat(fileno(file->f), &st) == 0)
        remember_identity(file, &st);
    return true;
}

/* fclose reports a write the buffer delayed, such as a full disk. */
static bool close_output(NamedFile *file, Error *err)
{
    if (file->f == NULL)
        return true;
    int reason = fflush(file->f) != 0 ? errno : 0;
    bool failed = reason != 0 || ferror(file->f);
    if (fclose(file->f) != 0 && !failed) {
        reason = errno;
        failed = true;
    }
    file->f = NULL;
    if (!failed)
        return true;
    if (reason != 0)
        return error_at(err, file->path, 0, "write failed: %s", strerror(reason));
    return error_at(err, file->path, 0, "write failed");
}

/* Closes every output; the first failure is the one reported. */
static bool close_outputs(Run *run, Error *err)
{
    bool ok = true;
    for (int i = 0; i < OUT_COUNT; i++) {
        Error e;
        if (!close_output(&run->out[i], &e) && ok) {
            *err = e;
            ok = false;
        }
    }
    return ok;
}

/* A run that failed leaves no half-written file behind: every regular
 * file it opened for writing goes again.  A file it refused to open (an
 * input named as an output) and devices such as /dev/null stay. */
static void remove_outputs(Run *run)
{
    for (int i = 0; i < OUT_COUNT; i++) {
        const NamedFile *file = &run->out[i];
        if (file->opened && file->regular)
            remove(file->path);
    }
}

/* ---- setting up ------------------------------------------------------ */

static void remember_input(NamedFile *file)
{
    struct stat st;
    if (file->path && stat(file->path, &st) == 0)
        remember_identity(file, &st);
}

static bool load_inputs(Run *run, Error *err)
{
    const StageApi *api = run->api;
    for (int i = 0; i < IN_COUNT; i++)
        remember_input(&run->in[i]);
    if (run->opt->scene_path) {
        run->scene = calloc(1, sizeof *run->scene);
        if (run->scene == NULL)
            return error_at(err, api->name, 0, "out of memory");
        if (api->scene_words)
            api->scene_words();
        if (!scene_load_file(run->scene, run->opt->scene_path, err))
            return false;
        if (api->scene_check && !api->scene_check(run->scene, err))
            return false;
    }
    if (run->opt->set_count > 0 && api->set == NULL)
        return error_at(err, api->name, 0, "--set: this program has no settings of its own");
    for (int k = 0; k < run->opt->set_count; k++)
        if (!api->set(NULL, run->opt->set_lines[k], err))
            return false;
    if (run->opt->script_path)
        return keyscript_load_file(run->script, run->opt->script_path, err);
    char name[128];
    snprintf(name, sizeof name, "%s:observation", api->name);
    return keyscript_parse_string(run->script,
                                  api->observation_script ? api->observation_script : "", name,
                                  err);
}

static bool set_up(Run *run, Error *err)
{
    run->script = calloc(1, sizeof *run->script);
    run->dl = calloc(1, sizeof *run->dl);
    run->game = calloc(1, run->api->game_size ? run->api->game_size : 1);
    if (run->script == NULL || run->dl == NULL || run->game == NULL)
        return error_at(err, run->api->name, 0, "out of memory");
    if (!load_inputs(run, err))
        return false;
    for (int i = 0; i < OUT_COUNT; i++) {
        if (!open_output(run, &run->out[i], err))
            return false;
    }
    return true;
}

/* The game is zeroed until init runs, and release copes with that. */
static void free_run(Run *run)
{
    if (run->scene)
        scene_free(run->scene);
    free(run->scene);
    if (run->script)
        keyscript_free(run->script);
    free(run->script);
    if (run->dl)
        draw_list_free(run->dl);
    free(run->dl);
    if (run->game && run->api->release)
        run->api->release(run->game);
    free(run->game);
}

/* ---- reporting ------------------------------------------------------- */

static void print_file(const char *what, const char *path)
{
    if (path)
        printf("  %-10s %s\n", what, path);
}

static void print_summary(const Run *run)
{
    const CliOptions *opt = run->opt;
    TraceRow row;
    measure(run, opt->frames, &row);
    printf("%s - %s\n", run->api->name, run->api->title);
    printf("updates  %d (%.6g s at dt = 1/60 s)\n", opt->frames, opt->frames * FIXED_DT);
    printf("seed     %" PRIu64 "\n", opt->seed);
    printf("scene    %s\n", opt->scene_path ? opt->scene_path : "built-in");
    const char *script = opt->script_path ? opt->script_path : "observation script";
    if (run->script->pointer_count > 0)
        printf("script   %s (%d key %s, %d pointer %s)\n", script, run->script->count,
               run->script->count == 1 ? "event" : "events", run->script->pointer_count,
               run->script->pointer_count == 1 ? "line" : "lines");
    else
        printf("script   %s (%d events)\n", script, run->script->count);
    printf("final    bodies=%d contacts=%d max_depth=%.6g energy=%.6g\n", row.bodies, row.contacts,
           unsigned_zero(row.max_depth), unsigned_zero(row.energy));
    if (opt->trace_path || opt->plot_data_path || opt->snapshot_path)
        printf("wrote\n");
    print_file("trace", opt->trace_path);
    print_file("plot data", opt->plot_data_path);
    print_file("snapshot", opt->snapshot_path);
}

/* ---- the benchmark's clock ------------------------------------------ */

/* With BENCH_UPDATE_TIME=1 in the environment (make bench sets it), the
 * run also prints on stderr how long the loop of updates took on the
 * wall clock, so a benchmark can time the updates alone, without start-up
 * and scene parsing.  Nothing else changes: no trace, summary or picture
 * ever holds a time.  The loop includes the trace's rows when --trace is
 * given; the benchmark runs without one. */
static bool read_update_clock(const char *name, bool *on, Error *err)
{
    const char *v = getenv("BENCH_UPDATE_TIME");
    *on = v != NULL && strcmp(v, "1") == 0;
    if (v == NULL || *on || strcmp(v, "") == 0 || strcmp(v, "0") == 0)
        return true;
    return error_at(err, name, 0,
                    "BENCH_UPDATE_TIME must be 1 (time the updates) or unset, not '%s'", v);
}

static double wall_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* ---- the entry points ------------------------------------------------ */

static void run_stage(Run *run, bool clock_updates)
{
    FixedStepHooks hooks = {run, run_input, run_update, run_observe};
    FILE *trace = run->out[OUT_TRACE].f, *snapshot = run->out[OUT_SNAPSHOT].f;
    run->api->init(run->game, run->scene, run->opt->seed);
    for (int k = 0; k < run->opt->set_count; k++) {
        Error unused;
        (void)run->api->set(run->game, run->opt->set_lines[k], &unused);
    }
    tell_notice(run);
    run->extra_column = run->api->extra_column ? run->api->extra_column(run->game) : NULL;
    fit_camera(run);
    if (trace)
        trace_write_header(trace, run->extra_column);
    double start = clock_updates ? wall_seconds() : 0.0;
    run_fixed_steps(run->opt->frames, &hooks);
    if (clock_updates)
        fprintf(stderr, "update loop: %.6f s for %d updates\n", wall_seconds() - start,
                run->opt->frames);
    if (snapshot) {
        draw_frame(run);
        (void)draw_write_svg(run->dl, snapshot);
    }
}

/* The summary is printed only once every output is safely closed, so it
 * never announces a file that a full disk cut short. */
static int run_headless(const StageApi *api, const CliOptions *opt)
{
    Error err, close_err;
    Run run = {.api = api, .opt = opt};
    name_files(&run);
    bool clock_updates = false;
    bool ok = read_update_clock(api->name, &clock_updates, &err) && set_up(&run, &err);
    if (ok)
        run_stage(&run, clock_updates);
    if (!close_outputs(&run, &close_err) && ok) {
        err = close_err;
        ok = false;
    }
    if (ok)
        print_summary(&run);
    else
        remove_outputs(&run);
    free_run(&run);
    if (!ok)
        fprintf(stderr, "%s\n", err.message);
    return ok ? 0 : EXIT_BAD_INPUT;
}

/* What went to stdout (the summary, the probe's answers, the usage) has
 * to arrive: a full disk or a broken pipe makes the run a failure.  Only
 * a run that has not already reported a problem says so, keeping to one
 * line on stderr. */
static int finish_stdout(int status)
{
    int reason = fflush(stdout) != 0 ? errno : 0;
    if (reason == 0 && !ferror(stdout))
        return status;
    if (status == 0)
        fprintf(stderr, "stdout: write failed%s%s\n", reason ? ": " : "",
                reason ? strerror(reason) : "");
    return EXIT_BAD_INPUT;
}

int headless_main(const StageApi *api, int argc, char **argv)
{
    CliOptions opt;
    Error err;
    if (!cli_parse(&opt, argc, argv, api->name, &err)) {
        fprintf(stderr, "%s\n", err.message);
        return EXIT_BAD_INPUT;
    }
    if (opt.help) {
        cli_print_usage(api->name, api->probe != NULL, api->set != NULL);
        return finish_stdout(0);
    }
    if (opt.probe && api->probe == NULL) {
        fprintf(stderr, "%s: probe needs a narrow phase; it starts at stage 02\n", api->name);
        return EXIT_BAD_INPUT;
    }
    if (opt.probe)
        return finish_stdout(probe_run(api, stdin, stdout, "stdin"));
    return finish_stdout(run_headless(api, &opt));
}

/* ---- probe ----------------------------------------------------------- */

static void print_probe(FILE *out, const ProbeResult *r)
{
    if (!r->hit) {
        fprintf(out, "miss\n");
        return;
    }
    fprintf(out, "hit depth=%.17g normal=%.17g,%.17g start=%.17g,%.17g end=%.17g,%.17g\n",
            unsigned_zero(r->depth), unsigned_zero(r->normal.x), unsigned_zero(r->normal.y),
            unsigned_zero(r->start.x), unsigned_zero(r->start.y), unsigned_zero(r->end.x),
            unsigned_zero(r->end.y));
}

/* Answers one "SHAPE | SHAPE" line; false (with err) when malformed. */
static bool probe_line(const StageApi *api, char *line, FILE *out, const char *name, int line_no,
                       Error *err)
{
    char *bar = strchr(line, '|');
    if (bar == NULL || strchr(bar + 1, '|') != NULL)
        return error_at(err, name, line_no,
                        "expected two shapes separated by one '|', as in "
                        "'rect 0 0 4 2 rot=30 | circle 3 1 1'");
    *bar = '\0';
    SceneBody a, b;
    ProbeResult r = {false, 0.0, {0.0, 0.0}, {0.0, 0.0}, {0.0, 0.0}};
    if (!scene_parse_body(&a, line, name, line_no, err)
        || !scene_parse_body(&b, bar + 1, name, line_no, err))
        return false;
    api->probe(&a, &b, &r);
    print_probe(out, &r);
    return true;
}

typedef enum LineFault {
    LINE_OK,
    LINE_TOO_LONG,
    LINE_HAS_NUL
} LineFault;

/* Reads one line into buf (TEXT_LINE_MAX bytes) without its line break or
 * comment.  A line too long for buf, or holding a NUL byte, is consumed
 * whole and flagged.  False at the end of the input. */
static bool read_probe_line(FILE *in, char *buf, LineFault *fault)
{
    size_t len = 0;
    int c;
    *fault = LINE_OK;
    while ((c = fgetc(in)) != EOF && c != '\n') {
        if (c == '\0')
            *fault = LINE_HAS_NUL;
        else if (len < TEXT_LINE_MAX - 1)
            buf[len++] = (char)c;
        else if (*fault == LINE_OK)
            *fault = LINE_TOO_LONG;
    }
    buf[len] = '\0';
    buf[strcspn(buf, "#")] = '\0';
    return c != EOF || len > 0 || *fault != LINE_OK;
}

static bool line_fault_error(LineFault fault, const char *name, int line_no, Error *err)
{
    if (fault == LINE_TOO_LONG)
        return error_at(err, name, line_no, "line too long (at most %d characters)",
                        TEXT_LINE_MAX - 1);
    if (fault == LINE_HAS_NUL)
        return error_at(err, name, line_no, "contains a NUL byte; is this text?");
    return true;
}

static bool is_blank(const char *s)
{
    return s[strspn(s, " \t\r\v\f")] == '\0';
}

int probe_run(const StageApi *api, FILE *in, FILE *out, const char *name)
{
    char line[TEXT_LINE_MAX];
    LineFault fault;
    bool any_bad = false;
    Error err;
    if (api->probe == NULL) {
        fprintf(out, "error: %s: probe needs a narrow phase; it starts at stage 02\n", api->name);
        return EXIT_BAD_INPUT;
    }
    if (api->scene_words)
        api->scene_words();
    for (int line_no = 1; read_probe_line(in, line, &fault); line_no++) {
        bool ok = line_fault_error(fault, name, line_no, &err);
        if (ok && is_blank(line))
            continue;
        ok = ok && probe_line(api, line, out, name, line_no, &err);
        if (!ok)
            fprintf(out, "error: %s\n", err.message);
        any_bad = any_bad || !ok;
    }
    /* The loop also ends when reading fails (stdin is a directory, say):
     * not the end of the pairs, so it is answered like a bad line. */
    if (ferror(in)) {
        fprintf(out, "error: %s: cannot read: %s\n", name, strerror(errno ? errno : EIO));
        return EXIT_BAD_INPUT;
    }
    return any_bad ? EXIT_BAD_INPUT : 0;
}

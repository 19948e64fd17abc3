/* soak.c - random valid scenes in a closed room, run by one stage.
 *
 * Each scene is written as scene-file text (so it goes through the same
 * parser as a reader's file): 1-200 circles and rectangles of sizes
 * 0.5-10, masses 0.01-100 or static, random rotations, velocities, spins,
 * friction and restitution, relaxation 1-30, inside a square room of four
 * static walls as thick as the room is wide.  After every update the
 * trace must be finite and, from the draw list, no shape may stick out of
 * the room by more than its own size.
 *
 * Only the program's StageApi table is used (soak_api.h: a stage's
 * game_stage_api, or a preset's program_api()), rather than the
 * program's headers; the same source is linked once per program.
 *
 *   soak [--scenes N] [--updates U] [--seed S] [--scene-seed S]
 *        [--mass-decades D] [--print-scene] [--no-room] [--keep-going]
 *
 * --updates is what a one-body scene runs; bigger scenes run fewer (at
 * least U/8).  --scene-seed reruns the one scene a failure names.
 * --keep-going reports every failed scene instead of stopping at the first.
 * --no-room checks finiteness only (stage 5 detects collisions but does
 * not act on them, so its shapes fall through the floor by design).
 * --mass-decades D draws the dynamic masses from 10^-D/2 to 10^D/2
 * (default 4: 0.01 to 100).  The chapter's solver cannot hold a body
 * much lighter than what presses on it: with D = 4 a few scenes in a
 * hundred crush a 0.02 shape under a 40 one through a wall, so the room
 * is checked with D = 2 (make soak) and finiteness with D = 4.
 */
#include <inttypes.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"
#include "error.h"
#include "input.h"
#include "rng.h"
#include "scene.h"
#include "soak_api.h"
#include "stage_api.h"

#define game_stage_api (*soak_api())

#define SOAK_MAX_BODIES 200 /* the stages hold 256 per set; walls go to bounds */
#define SOAK_MAX_SIZE 10.0
#define SOAK_MIN_SIZE 0.5
#define SOAK_TEXT_MAX (64 * 1024)

typedef struct Options {
    int scenes, updates;
    uint64_t seed, scene_seed;
    bool one_scene, print_scene, room, keep_going;
    double mass_decades;
} Options;

/* The inner room: x in [-half, half], y in [0, 2 half]. */
typedef struct Room {
    double half;
} Room;

typedef struct Soak {
    const Options *opt;
    uint64_t scene_seed;
    int body_count; /* walls included */
    int updates;
    Room room;
} Soak;

static Scene scene;
static DrawList draw_list;
static char scene_text[SOAK_TEXT_MAX];
static jmp_buf next_scene; /* --keep-going: where a failed scene ends */
static void *game;

/* ---- the scene ----------------------------------------------------------- */

static double uniform(Rng *rng, double lo, double hi)
{
    return lo + (hi - lo) * rng_uniform(rng);
}

static int pick(Rng *rng, int n)
{
    return (int)(rng_next_u64(rng) % (uint64_t)n);
}

typedef struct Text {
    char *buf;
    size_t len, cap;
} Text;

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void
append(Text *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(t->buf + t->len, t->cap - t->len, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= t->cap - t->len) {
        fprintf(stderr, "soak: scene text longer than %zu bytes\n", t->cap);
        exit(EXIT_FAILURE);
    }
    t->len += (size_t)n;
}

/* A wall as thick as the room is wide: nothing crosses it in one update,
 * and a shape pushed into it is always nearer the inner face. */
static void add_walls(Text *t, Rng *rng, Room room)
{
    double h = room.half, thick = 2.0 * h, span = 2.0 * h + 2.0 * thick;
    const double walls[4][4] = {
        {0.0, -thick / 2.0, span, thick},          /* floor */
        {0.0, 2.0 * h + thick / 2.0, span, thick}, /* ceiling */
        {-h - thick / 2.0, h, thick, span},        /* left */
        {h + thick / 2.0, h, thick, span},         /* right */
    };
    for (int i = 0; i < 4; i++)
        append(t, "rect %.9g %.9g %.9g %.9g static friction=%.6f restitution=%.6f\n", walls[i][0],
               walls[i][1], walls[i][2], walls[i][3], rng_uniform(rng), rng_uniform(rng));
}

static void add_mass(Text *t, Rng *rng, double decades)
{
    if (pick(rng, 10) == 0)
        append(t, " static");
    else
        append(t, " mass=%.9g", pow(10.0, uniform(rng, -decades / 2.0, decades / 2.0)));
}

/* One body wholly inside the room: its centre is kept half a diagonal of
 * the largest shape (10 x 10) away from the walls. */
static void add_body(Text *t, Rng *rng, Room room, double mass_decades)
{
    double margin = SOAK_MAX_SIZE * sqrt(0.5) + 0.01;
    double x = uniform(rng, -room.half + margin, room.half - margin);
    double y = uniform(rng, margin, 2.0 * room.half - margin);
    if (pick(rng, 2) == 0)
        append(t, "circle %.9g %.9g %.9g", x, y, uniform(rng, SOAK_MIN_SIZE, SOAK_MAX_SIZE) / 2.0);
    else
        append(t, "rect %.9g %.9g %.9g %.9g", x, y, uniform(rng, SOAK_MIN_SIZE, SOAK_MAX_SIZE),
               uniform(rng, SOAK_MIN_SIZE, SOAK_MAX_SIZE));
    append(t, " rot=%.9g", uniform(rng, 0.0, 360.0));
    add_mass(t, rng, mass_decades);
    append(t, " vel=%.9g,%.9g spin=%.9g", uniform(rng, -30.0, 30.0), uniform(rng, -30.0, 30.0),
           uniform(rng, -10.0, 10.0));
    append(t, " friction=%.6f restitution=%.6f\n", rng_uniform(rng), rng_uniform(rng));
}

/* The room grows with the number of bodies so they fill about a tenth of
 * it on average. */
static void write_scene(Soak *s, Rng *rng)
{
    Text t = {scene_text, 0, sizeof scene_text};
    int n = 1 + pick(rng, SOAK_MAX_BODIES);
    s->room.half = 16.0 + 6.0 * sqrt((double)n);
    append(&t, "gravity 0 -20\nmotion on\ncorrection on\nrelaxation %d\n", 1 + pick(rng, 30));
    add_walls(&t, rng, s->room);
    for (int i = 0; i < n; i++)
        add_body(&t, rng, s->room, s->opt->mass_decades);
    s->body_count = n + 4;
    s->updates = s->opt->updates * 20 / (n + 20);
    if (s->updates < s->opt->updates / 8)
        s->updates = s->opt->updates / 8;
    if (s->updates < 1)
        s->updates = 1;
}

/* ---- the checks ----------------------------------------------------------- */

static void fail(const Soak *s, int update, const char *what)
{
    fprintf(stderr, "soak: %s: scene seed 0x%016" PRIx64 " (%d bodies), after update %d: %s\n",
            game_stage_api.name, s->scene_seed, s->body_count, update, what);
    fprintf(stderr, "soak: rerun with --scene-seed 0x%016" PRIx64 " --updates %d --print-scene%s\n",
            s->scene_seed, s->opt->updates, s->opt->room ? "" : " --no-room");
    if (s->opt->keep_going)
        longjmp(next_scene, 1);
    exit(EXIT_FAILURE);
}

static void check_trace(const Soak *s, const void *game, int update)
{
    TraceRow row;
    memset(&row, 0, sizeof row);
    game_stage_api.measure(game, &row);
    const struct {
        const char *name;
        double v;
    } values[] = {
        {"max_depth", row.max_depth},
        {"sum_depth", row.sum_depth},
        {"ke_linear", row.ke_linear},
        {"ke_angular", row.ke_angular},
        {"pe", row.pe},
        {"energy", row.energy},
        {"px", row.px},
        {"py", row.py},
    };
    for (size_t i = 0; i < sizeof values / sizeof values[0]; i++) {
        if (!isfinite(values[i].v)) {
            char what[128];
            snprintf(what, sizeof what, "trace value %s is %g", values[i].name, values[i].v);
            fail(s, update, what);
        }
    }
}

/* How far `p` lies outside the room (0 inside; NaN stays NaN). */
static double outside(Room room, Vec2 p)
{
    double h = room.half;
    double dx = fmax(fmax(-h - p.x, p.x - h), 0.0);
    double dy = fmax(fmax(-p.y, p.y - 2.0 * h), 0.0);
    return isfinite(p.x) && isfinite(p.y) ? fmax(dx, dy) : NAN;
}

static void check_point(const Soak *s, int update, Vec2 p, double size, const char *shape)
{
    double d = outside(s->room, p);
    if (d <= size) /* false for NaN */
        return;
    char what[200];
    snprintf(what, sizeof what,
             "a %s of size %g has a point at (%g, %g), %g outside the room "
             "[%g, %g] x [0, %g]",
             shape, size, p.x, p.y, d, -s->room.half, s->room.half, 2.0 * s->room.half);
    fail(s, update, what);
}

static bool is_closed_quad(const DrawItem *it)
{
    for (int k = 0; k < 4; k++) {
        const DrawItem *a = &it[k], *b = &it[(k + 1) % 4];
        if (a->kind != DRAW_LINE || a->b.x != b->a.x || a->b.y != b->a.y
            || !(vec2_length(vec2_sub(a->b, a->a)) > 0.0))
            return false;
    }
    return true;
}

/* A rectangle is drawn as four lines closing a loop, a circle as a circle
 * (plus one radius line, which is inside the circle anyway).  Collision
 * infos and the selection cross are lines and crosses that close no loop
 * (four touching contacts of depth 0 would, hence the sides > 0), so they
 * are not taken for shapes.  Returns the number of shapes seen. */
static int check_shapes(const Soak *s, int update)
{
    const DrawList *dl = &draw_list;
    int shapes = 0;
    for (int i = 0; i < dl->count; i++) {
        const DrawItem *it = &dl->items[i];
        if (it->kind == DRAW_CIRCLE) {
            double size = 2.0 * it->radius;
            check_point(s, update, vec2_add(it->a, vec2(it->radius, 0.0)), size, "circle");
            check_point(s, update, vec2_add(it->a, vec2(-it->radius, 0.0)), size, "circle");
            check_point(s, update, vec2_add(it->a, vec2(0.0, it->radius)), size, "circle");
            check_point(s, update, vec2_add(it->a, vec2(0.0, -it->radius)), size, "circle");
            shapes++;
        } else if (i + 4 <= dl->count && is_closed_quad(it)) {
            double size = 0.0;
            for (int k = 0; k < 4; k++)
                size = fmax(size, vec2_length(vec2_sub(it[k].b, it[k].a)));
            for (int k = 0; k < 4; k++)
                check_point(s, update, it[k].a, size, "rectangle");
            shapes++;
            i += 3;
        }
    }
    return shapes;
}

static void check_room(const Soak *s, const void *game, int update)
{
    game_stage_api.draw(game, &draw_list);
    int shapes = check_shapes(s, update);
    if (shapes < s->body_count) {
        char what[128];
        snprintf(what, sizeof what, "the draw list shows %d shapes for %d bodies", shapes,
                 s->body_count);
        fail(s, update, what);
    }
}

/* ---- the run ----------------------------------------------------------------- */

/* Runs one scene; returns its number of updates. */
static int soak_scene(const Options *opt, uint64_t scene_seed)
{
    Soak s = {.opt = opt, .scene_seed = scene_seed};
    Rng rng;
    rng_seed(&rng, scene_seed);
    write_scene(&s, &rng);
    if (opt->print_scene)
        fputs(scene_text, stdout);
    Error err;
    if (game_stage_api.scene_words)
        game_stage_api.scene_words();
    if (!scene_parse_string(&scene, scene_text, "soak", &err)) {
        fprintf(stderr, "soak: generated an invalid scene: %s\n", err.message);
        exit(EXIT_FAILURE);
    }
    if (game)
        game_stage_api.release(game);
    free(game);
    game = calloc(1, game_stage_api.game_size);
    if (game == NULL) {
        fprintf(stderr, "soak: out of memory\n");
        exit(EXIT_FAILURE);
    }
    game_stage_api.init(game, &scene, scene_seed);
    InputState in;
    input_clear(&in);
    for (int update = 0; update <= s.updates; update++) {
        if (update > 0)
            game_stage_api.update(game, &in);
        check_trace(&s, game, update);
        if (opt->room)
            check_room(&s, game, update);
    }
    return s.updates;
}

/* soak_scene, where a failure under --keep-going comes back as false. */
static bool soak_guarded(const Options *opt, uint64_t scene_seed, long *total_updates)
{
    if (setjmp(next_scene) != 0)
        return false;
    *total_updates += soak_scene(opt, scene_seed);
    return true;
}

static bool parse_count(const char *text, int *out)
{
    char *end;
    long v = strtol(text, &end, 10);
    if (end == text || *end != '\0' || v < 1 || v > 1000000)
        return false;
    *out = (int)v;
    return true;
}

static bool parse_decades(const char *text, double *out)
{
    char *end;
    double v = strtod(text, &end);
    if (end == text || *end != '\0' || !(v >= 0.0 && v <= 6.0))
        return false;
    *out = v;
    return true;
}

static bool parse_seed(const char *text, uint64_t *out)
{
    char *end;
    if (text[0] == '-')
        return false;
    *out = strtoull(text, &end, 0);
    return end != text && *end == '\0';
}

static bool parse_options(int argc, char **argv, Options *opt)
{
    *opt = (Options){.scenes = 50, .updates = 300, .seed = 1, .room = true, .mass_decades = 4.0};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        bool ok = true;
        if (strcmp(a, "--print-scene") == 0)
            opt->print_scene = true;
        else if (strcmp(a, "--keep-going") == 0)
            opt->keep_going = true;
        else if (strcmp(a, "--no-room") == 0)
            opt->room = false;
        else if (v != NULL && strcmp(a, "--mass-decades") == 0)
            ok = parse_decades(argv[++i], &opt->mass_decades);
        else if (v != NULL && strcmp(a, "--scenes") == 0)
            ok = parse_count(argv[++i], &opt->scenes);
        else if (v != NULL && strcmp(a, "--updates") == 0)
            ok = parse_count(argv[++i], &opt->updates);
        else if (v != NULL && strcmp(a, "--seed") == 0)
            ok = parse_seed(argv[++i], &opt->seed);
        else if (v != NULL && strcmp(a, "--scene-seed") == 0)
            ok = opt->one_scene = parse_seed(argv[++i], &opt->scene_seed);
        else
            ok = false;
        if (!ok) {
            fprintf(
                stderr,
                "soak: bad argument '%s'; usage: soak [--scenes N] [--updates U] "
                "[--seed S] [--scene-seed S] [--mass-decades D] [--print-scene] [--no-room] [--keep-going]\n",
                a);
            return false;
        }
    }
    return true;
}

int main(int argc, char **argv)
{
    Options opt;
    if (!parse_options(argc, argv, &opt))
        return EXIT_BAD_INPUT;
    long total_updates = 0;
    int scenes = opt.one_scene ? 1 : opt.scenes;
    int failed = 0;
    Rng seeds;
    rng_seed(&seeds, opt.seed);
    for (int i = 0; i < scenes; i++) {
        uint64_t scene_seed = opt.one_scene ? opt.scene_seed : rng_next_u64(&seeds);
        if (!soak_guarded(&opt, scene_seed, &total_updates))
            failed++;
    }
    if (game)
        game_stage_api.release(game);
    free(game);
    scene_free(&scene);
    draw_list_free(&draw_list);
    if (failed > 0) {
        printf("soak: %s: %d of %d scenes failed\n", game_stage_api.name, failed, scenes);
        return EXIT_FAILURE;
    }
    printf("soak: %s: %d scenes, %ld updates, masses over %g decades, all finite, %s\n",
           game_stage_api.name, scenes, total_updates, opt.mass_decades,
           opt.room ? "all inside" : "room not checked");
    return EXIT_SUCCESS;
}

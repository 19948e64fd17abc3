/* pile_scene.c - a small reader of the workbook's scene files for the
 * peer harnesses, their command line, clock and state line (see
 * pile_scene.h). */
/* clock_gettime is POSIX, not C11: ask for it before any header. */
#define _POSIX_C_SOURCE 200809L

#include "pile_scene.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum {
    LINE_MAX_CHARS = 1024,
    WORDS_MAX = 16
};

static void fail(const char *path, int line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (line > 0)
        fprintf(stderr, "%s:%d: ", path, line);
    else
        fprintf(stderr, "%s: ", path);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(2);
}

static double number(const char *text, const char *path, int line)
{
    char *end = NULL;
    errno = 0;
    double v = strtod(text, &end);
    if (end == text || *end != '\0' || errno != 0 || !isfinite(v) || fabs(v) > 1e6)
        fail(path, line, "not a number within +-1e6: '%s'", text);
    return v;
}

static int split(char *text, char **words)
{
    int n = 0;
    for (char *w = strtok(text, " \t\r\n"); w; w = strtok(NULL, " \t\r\n")) {
        if (n == WORDS_MAX)
            return WORDS_MAX + 1;
        words[n++] = w;
    }
    return n;
}

static void attribute(PileBody *b, char *word, const char *path, int line)
{
    if (strcmp(word, "static") == 0) {
        b->mass = 0.0;
        return;
    }
    char *eq = strchr(word, '=');
    if (!eq)
        fail(path, line, "unknown word '%s'", word);
    *eq = '\0';
    const char *value = eq + 1;
    if (strcmp(word, "rot") == 0)
        b->rot_deg = number(value, path, line);
    else if (strcmp(word, "mass") == 0)
        b->mass = number(value, path, line);
    else if (strcmp(word, "spin") == 0)
        b->spin = number(value, path, line);
    else if (strcmp(word, "friction") == 0)
        b->friction = number(value, path, line);
    else if (strcmp(word, "restitution") == 0)
        b->restitution = number(value, path, line);
    else if (strcmp(word, "vel") == 0) {
        char *comma = strchr(value, ',');
        if (!comma)
            fail(path, line, "vel needs VX,VY");
        *comma = '\0';
        b->vx = number(value, path, line);
        b->vy = number(comma + 1, path, line);
    } else
        fail(path, line, "unknown attribute '%s'", word);
    if (b->mass < 0.0)
        fail(path, line, "mass must be >= 0");
}

static void body(PileScene *s, char **w, int n, const char *path, int line)
{
    PileBody b = {.mass = 1.0, .friction = 0.8, .restitution = 0.2};
    b.is_circle = strcmp(w[0], "circle") == 0;
    int fixed = b.is_circle ? 4 : 5;
    if (n < fixed)
        fail(path, line, "%s needs %s", w[0], b.is_circle ? "X Y R" : "X Y W H");
    b.x = number(w[1], path, line);
    b.y = number(w[2], path, line);
    if (b.is_circle)
        b.radius = number(w[3], path, line);
    else {
        b.width = number(w[3], path, line);
        b.height = number(w[4], path, line);
    }
    if (b.radius < 0.0 || b.width < 0.0 || b.height < 0.0)
        fail(path, line, "sizes must be positive");
    for (int i = fixed; i < n; i++)
        attribute(&b, w[i], path, line);
    PileBody *grown = realloc(s->bodies, (size_t)(s->count + 1) * sizeof *grown);
    if (!grown)
        fail(path, line, "out of memory");
    s->bodies = grown;
    s->bodies[s->count++] = b;
}

static void statement(PileScene *s, char *text, const char *path, int line)
{
    char *hash = strchr(text, '#');
    if (hash)
        *hash = '\0';
    char *w[WORDS_MAX];
    int n = split(text, w);
    if (n == 0)
        return;
    if (n > WORDS_MAX)
        fail(path, line, "too many words");
    if (strcmp(w[0], "gravity") == 0 && n == 3) {
        s->gravity_x = number(w[1], path, line);
        s->gravity_y = number(w[2], path, line);
    } else if (strcmp(w[0], "circle") == 0 || strcmp(w[0], "rect") == 0)
        body(s, w, n, path, line);
    else if ((strcmp(w[0], "motion") == 0 || strcmp(w[0], "correction") == 0
              || strcmp(w[0], "relaxation") == 0)
             && n == 2)
        return; /* the teaching engine's settings: nothing to do here */
    else
        fail(path, line, "cannot read '%s'", w[0]);
}

void pile_scene_load(PileScene *s, const char *path)
{
    *s = (PileScene){.gravity_x = 0.0, .gravity_y = -20.0};
    FILE *f = fopen(path, "r");
    if (!f)
        fail(path, 0, "cannot read: %s", strerror(errno));
    char text[LINE_MAX_CHARS];
    int line = 0;
    while (fgets(text, sizeof text, f)) {
        line++;
        if (!strchr(text, '\n') && !feof(f))
            fail(path, line, "line too long");
        statement(s, text, path, line);
    }
    fclose(f);
}

void pile_scene_free(PileScene *s)
{
    free(s->bodies);
    s->bodies = NULL;
    s->count = 0;
}

static int file_is_empty(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f)
        fail(path, 0, "cannot read: %s", strerror(errno));
    int empty = fgetc(f) == EOF;
    fclose(f);
    return empty;
}

void pile_args_parse(PileArgs *a, int argc, char **argv)
{
    *a = (PileArgs){.scene = NULL, .frames = 600, .sleep = 0};
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--sleep") == 0) {
            a->sleep = 1;
            continue;
        }
        if (i + 1 >= argc)
            fail(argv[0], 0, "%s needs a value", argv[i]);
        const char *v = argv[++i];
        if (strcmp(argv[i - 1], "--scene") == 0)
            a->scene = v;
        else if (strcmp(argv[i - 1], "--script") == 0) {
            if (!file_is_empty(v))
                fail(v, 0, "the peer harnesses take no keys: the script must be empty");
        } else if (strcmp(argv[i - 1], "--frames") == 0) {
            char *end = NULL;
            a->frames = strtol(v, &end, 10);
            if (end == v || *end != '\0' || a->frames < 0 || a->frames > 10000000)
                fail(argv[0], 0, "--frames needs a whole number in 0..10000000, got '%s'", v);
        } else
            fail(argv[0], 0,
                 "unknown option '%s' (takes [--sleep] --scene FILE --script FILE --frames N)",
                 argv[i - 1]);
    }
    if (!a->scene)
        fail(argv[0], 0, "--scene FILE is required");
}

int pile_update_clock_wanted(const char *program)
{
    const char *v = getenv("BENCH_UPDATE_TIME");
    if (v == NULL || strcmp(v, "") == 0 || strcmp(v, "0") == 0)
        return 0;
    if (strcmp(v, "1") != 0)
        fail(program, 0, "BENCH_UPDATE_TIME must be 1 (time the updates) or unset, not '%s'", v);
    return 1;
}

double pile_wall_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

void pile_print_state(const char *program, const PileState *st)
{
    printf("%s state: ke_linear=%.9g max_depth=%.9g\n", program, st->ke_linear, st->max_depth);
}

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

static void attribute(PileBody *b, char *word, int names, const char *path, int line)
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
    else if (names && strcmp(word, "name") == 0) {
        if (strlen(value) >= sizeof b->name)
            fail(path, line, "name longer than %d characters", (int)sizeof b->name - 1);
        strcpy(b->name, value);
    } else if (strcmp(word, "vel") == 0) {
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

/* A joint line's A and B as written, resolved when the file is read. */
typedef struct JointRefs {
    char side[2][32];
    int line;
} JointRefs;

typedef struct Reader {
    PileScene *scene;
    int joints; /* pile_scene_load_joints: joint lines and name= read */
    JointRefs *refs;
} Reader;

static void body(Reader *r, char **w, int n, const char *path, int line)
{
    PileScene *s = r->scene;
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
        attribute(&b, w[i], r->joints, path, line);
    PileBody *grown = realloc(s->bodies, (size_t)(s->count + 1) * sizeof *grown);
    if (!grown)
        fail(path, line, "out of memory");
    s->bodies = grown;
    s->bodies[s->count++] = b;
}

static void on_off(int *flag, const char *value, const char *path, int line)
{
    if (strcmp(value, "on") == 0)
        *flag = 1;
    else if (strcmp(value, "off") == 0)
        *flag = 0;
    else
        fail(path, line, "collide_connected needs on or off, got '%s'", value);
}

/* joint revolute A B X Y [hertz=F] [damping=Z] [collide_connected=V] */
static void joint(Reader *r, char **w, int n, const char *path, int line)
{
    PileScene *s = r->scene;
    if (n < 6 || strcmp(w[1], "revolute") != 0)
        fail(path, line, "only 'joint revolute A B X Y' is read here");
    PileJoint j = {.body = {-1, -1}, .damping = 0.7};
    JointRefs refs = {.line = line};
    for (int k = 0; k < 2; k++) {
        if (strlen(w[2 + k]) >= sizeof refs.side[k])
            fail(path, line, "no body '%s'", w[2 + k]);
        strcpy(refs.side[k], w[2 + k]);
    }
    j.x = number(w[4], path, line);
    j.y = number(w[5], path, line);
    int damping_given = 0;
    for (int i = 6; i < n; i++) {
        char *eq = strchr(w[i], '=');
        if (!eq)
            fail(path, line, "unknown word '%s'", w[i]);
        *eq = '\0';
        if (strcmp(w[i], "hertz") == 0) {
            j.hertz = number(eq + 1, path, line);
            if (j.hertz <= 0.0)
                fail(path, line, "hertz must be > 0");
        } else if (strcmp(w[i], "damping") == 0) {
            j.damping = number(eq + 1, path, line);
            damping_given = 1;
            if (j.damping < 0.0)
                fail(path, line, "damping must be >= 0");
        } else if (strcmp(w[i], "collide_connected") == 0)
            on_off(&j.collide_connected, eq + 1, path, line);
        else
            fail(path, line, "joint attribute '%s' is not read here", w[i]);
    }
    if (damping_given && j.hertz == 0.0)
        fail(path, line, "damping needs hertz");
    PileJoint *grown = realloc(s->joints, (size_t)(s->joint_count + 1) * sizeof *grown);
    JointRefs *more = realloc(r->refs, (size_t)(s->joint_count + 1) * sizeof *more);
    if (grown)
        s->joints = grown;
    if (more)
        r->refs = more;
    if (!grown || !more)
        fail(path, line, "out of memory");
    r->refs[s->joint_count] = refs;
    s->joints[s->joint_count++] = j;
}

/* A joint's side: world or ground, a body's number from 1, or its name. */
static int joint_body(const PileScene *s, const char *ref, const char *path, int line)
{
    if (strcmp(ref, "world") == 0 || strcmp(ref, "ground") == 0)
        return -1;
    char *end = NULL;
    long n = strtol(ref, &end, 10);
    if (end != ref && *end == '\0') {
        if (n < 1 || n > s->count)
            fail(path, line, "no body %s (the file has %d)", ref, s->count);
        return (int)n - 1;
    }
    for (int i = 0; i < s->count; i++)
        if (strcmp(s->bodies[i].name, ref) == 0)
            return i;
    fail(path, line, "no body named '%s'", ref);
    return -1;
}

static void resolve_joints(Reader *r, const char *path)
{
    PileScene *s = r->scene;
    for (int k = 0; k < s->joint_count; k++) {
        PileJoint *j = &s->joints[k];
        int line = r->refs[k].line;
        for (int side = 0; side < 2; side++)
            j->body[side] = joint_body(s, r->refs[k].side[side], path, line);
        int moving = 0;
        for (int side = 0; side < 2; side++)
            moving += j->body[side] >= 0 && s->bodies[j->body[side]].mass > 0.0;
        if (j->body[0] == j->body[1] || moving == 0)
            fail(path, line, "a joint needs two bodies, at least one of them moving");
    }
}

static void statement(Reader *r, char *text, const char *path, int line)
{
    PileScene *s = r->scene;
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
        body(r, w, n, path, line);
    else if (r->joints && strcmp(w[0], "joint") == 0)
        joint(r, w, n, path, line);
    else if ((strcmp(w[0], "motion") == 0 || strcmp(w[0], "correction") == 0
              || strcmp(w[0], "relaxation") == 0)
             && n == 2)
        return; /* the teaching engine's settings: nothing to do here */
    else
        fail(path, line, "cannot read '%s'", w[0]);
}

static void load(PileScene *s, const char *path, int joints)
{
    *s = (PileScene){.gravity_x = 0.0, .gravity_y = -20.0};
    Reader r = {.scene = s, .joints = joints, .refs = NULL};
    FILE *f = fopen(path, "r");
    if (!f)
        fail(path, 0, "cannot read: %s", strerror(errno));
    char text[LINE_MAX_CHARS];
    int line = 0;
    while (fgets(text, sizeof text, f)) {
        line++;
        if (!strchr(text, '\n') && !feof(f))
            fail(path, line, "line too long");
        statement(&r, text, path, line);
    }
    fclose(f);
    resolve_joints(&r, path);
    free(r.refs);
}

void pile_scene_load(PileScene *s, const char *path)
{
    load(s, path, 0);
}

void pile_scene_load_joints(PileScene *s, const char *path)
{
    load(s, path, 1);
}

void pile_scene_free(PileScene *s)
{
    free(s->bodies);
    free(s->joints);
    s->bodies = NULL;
    s->joints = NULL;
    s->count = 0;
    s->joint_count = 0;
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

/* joint_scene.c - joint lines and body names in scene files (see
 * joint_scene.h). */
#include "joint_scene.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grow.h"

JointSceneReader joint_scene_reader(void)
{
    return (JointSceneReader){.file = ""};
}

void joint_scene_reader_free(JointSceneReader *r)
{
    free(r->lines);
    free(r->names);
    *r = joint_scene_reader();
}

/* ---- words --------------------------------------------------------------- */

/* A name: a letter, then letters, digits or _, shorter than
 * JOINT_NAME_SIZE. */
static bool is_name(const char *word)
{
    size_t n = strlen(word);
    if (n == 0 || n >= JOINT_NAME_SIZE || !isalpha((unsigned char)word[0]))
        return false;
    for (size_t i = 1; i < n; i++)
        if (!isalnum((unsigned char)word[i]) && word[i] != '_')
            return false;
    return true;
}

static bool is_world_word(const char *word)
{
    return strcmp(word, "world") == 0 || strcmp(word, "ground") == 0;
}

/* A body as a joint line names it: world, a number from 1, or a name. */
static bool read_body_ref(const char *word, BodyRef *ref)
{
    snprintf(ref->word, sizeof ref->word, "%s", word);
    if (is_world_word(word)) {
        ref->number = -1;
        return true;
    }
    if (isdigit((unsigned char)word[0])) {
        char *end;
        errno = 0;
        long v = strtol(word, &end, 10);
        if (*end != '\0' || errno == ERANGE || v < 1 || v > 1000000000L)
            return false;
        ref->number = (int)v;
        return true;
    }
    ref->number = 0;
    return is_name(word);
}

/* ---- names ----------------------------------------------------------------- */

/* The entry of `name`, or NULL. */
static const BodyName *find_name(const JointSceneReader *r, const char *name)
{
    for (int i = 0; i < r->name_count; i++)
        if (strcmp(r->names[i].name, name) == 0)
            return &r->names[i];
    return NULL;
}

/* name=NAME on the line of `body`. */
static SceneHookAnswer read_name(JointSceneReader *r, const char *value, const SceneBody *body,
                                 const char *file, Error *err)
{
    int line = body->line;
    if (!is_name(value) || is_world_word(value)) {
        error_at(err, file, line,
                 "name needs a letter, then letters, digits or _ (at most %d, not world or "
                 "ground), got '%s'",
                 JOINT_NAME_SIZE - 1, value);
        return SCENE_HOOK_FAILED;
    }
    for (int i = 0; i < r->name_count; i++)
        if (r->names[i].line == line) {
            error_at(err, file, line, "name given twice");
            return SCENE_HOOK_FAILED;
        }
    const BodyName *was = find_name(r, value);
    if (was) {
        error_at(err, file, line, "name '%s' is already the body's on line %d", value, was->line);
        return SCENE_HOOK_FAILED;
    }
    r->names = grow_array(r->names, &r->name_capacity, r->name_count + 1, sizeof *r->names,
                          "body names");
    BodyName *b = &r->names[r->name_count++];
    snprintf(b->name, sizeof b->name, "%s", value);
    b->line = line;
    return SCENE_HOOK_ACCEPTED;
}

/* ---- joint lines ------------------------------------------------------------ */

typedef enum Option {
    OPT_LOWER,
    OPT_UPPER,
    OPT_MOTOR_SPEED,
    OPT_MAX_TORQUE,
    OPT_LENGTH,
    OPT_MIN,
    OPT_MAX,
    OPT_HERTZ,
    OPT_DAMPING,
    OPT_SPRING_HERTZ,
    OPT_SPRING_DAMPING,
    OPT_COLLIDE_CONNECTED,
    OPT_COUNT
} Option;

static const char *const option_names[OPT_COUNT] = {
    "lower", "upper", "motor_speed", "max_torque",   "length",         "min",
    "max",   "hertz", "damping",     "spring_hertz", "spring_damping", "collide_connected",
};

#define OPT(o) (1u << (o))

/* Each kind: its word, how many points its line gives, the options it
 * takes, and its joint. */
typedef struct KindWords {
    const char *word;
    int points;
    unsigned options;
    JointKind kind;
} KindWords;

static const KindWords kinds[] = {
    {"revolute", 1,
     OPT(OPT_LOWER) | OPT(OPT_UPPER) | OPT(OPT_MOTOR_SPEED) | OPT(OPT_MAX_TORQUE) | OPT(OPT_HERTZ)
         | OPT(OPT_DAMPING) | OPT(OPT_SPRING_HERTZ) | OPT(OPT_SPRING_DAMPING)
         | OPT(OPT_COLLIDE_CONNECTED),
     JOINT_REVOLUTE},
    {"weld", 1, OPT(OPT_HERTZ) | OPT(OPT_DAMPING) | OPT(OPT_COLLIDE_CONNECTED), JOINT_WELD},
    {"distance", 2,
     OPT(OPT_LENGTH) | OPT(OPT_MIN) | OPT(OPT_MAX) | OPT(OPT_HERTZ) | OPT(OPT_DAMPING)
         | OPT(OPT_COLLIDE_CONNECTED),
     JOINT_DISTANCE},
    {"rope", 2, OPT(OPT_MAX) | OPT(OPT_COLLIDE_CONNECTED), JOINT_DISTANCE},
};
#define KIND_COUNT ((int)(sizeof kinds / sizeof kinds[0]))

/* Where a joint line is being read, for its messages. */
typedef struct JointWhere {
    const char *file;
    int line;
    const char *kind;
    Error *err;
} JointWhere;

/* The options a line gave: their values, and which it gave. */
typedef struct Options {
    double value[OPT_COUNT];
    unsigned given;
} Options;

static bool has(const Options *o, Option k)
{
    return (o->given & OPT(k)) != 0;
}

/* "lower, upper or hertz": the options of a kind, for a message. */
static void option_list(unsigned options, char *buf, size_t size)
{
    int total = 0, seen = 0;
    for (int k = 0; k < OPT_COUNT; k++)
        total += (options & OPT(k)) != 0;
    buf[0] = '\0';
    for (int k = 0; k < OPT_COUNT; k++) {
        if (!(options & OPT(k)))
            continue;
        seen++;
        const char *sep = seen == 1 ? "" : seen == total ? " or " : ", ";
        size_t used = strlen(buf);
        snprintf(buf + used, size - used, "%s%s", sep, option_names[k]);
    }
}

/* An on|off option's value: 1 for on, 0 for off. */
static bool read_switch(const JointWhere *at, const char *name, const char *word, double *value)
{
    if (strcmp(word, "on") != 0 && strcmp(word, "off") != 0)
        return error_at(at->err, at->file, at->line, "joint %s: %s needs on or off, got '%s'",
                        at->kind, name, word);
    *value = strcmp(word, "on") == 0;
    return true;
}

/* One option word, key=value, of a kind that takes `options`. */
static bool read_option(const JointWhere *at, const char *word, unsigned options, Options *o)
{
    const char *eq = strchr(word, '=');
    size_t key_len = (size_t)(eq - word);
    int k = 0;
    while (k < OPT_COUNT
           && !(strlen(option_names[k]) == key_len && strncmp(word, option_names[k], key_len) == 0))
        k++;
    if (k == OPT_COUNT || !(options & OPT(k))) {
        char expected[128];
        option_list(options, expected, sizeof expected);
        return error_at(at->err, at->file, at->line,
                        "joint %s: unknown option '%.*s' (expected %s)", at->kind, (int)key_len,
                        word, expected);
    }
    if (o->given & OPT(k))
        return error_at(at->err, at->file, at->line, "joint %s: %s given twice", at->kind,
                        option_names[k]);
    o->given |= OPT(k);
    if (k == OPT_COLLIDE_CONNECTED)
        return read_switch(at, option_names[k], eq + 1, &o->value[k]);
    if (!scene_read_number(eq + 1, &o->value[k]))
        return error_at(at->err, at->file, at->line,
                        "joint %s: %s needs a number from -1e6 to 1e6, got '%s'", at->kind,
                        option_names[k], eq + 1);
    return true;
}

/* A soft joint's spring: hertz above 0, damping from 0, and damping
 * only with hertz. */
static bool read_spring(const JointWhere *at, const Options *o, JointDef *def)
{
    if (has(o, OPT_DAMPING) && !has(o, OPT_HERTZ))
        return error_at(at->err, at->file, at->line,
                        "joint %s: damping needs hertz (a rigid joint has no spring)", at->kind);
    if (!has(o, OPT_HERTZ))
        return true;
    def->hertz = o->value[OPT_HERTZ];
    def->damping_ratio = has(o, OPT_DAMPING) ? o->value[OPT_DAMPING] : JOINT_DEFAULT_DAMPING_RATIO;
    if (def->hertz <= 0.0)
        return error_at(at->err, at->file, at->line,
                        "joint %s: hertz must be above 0, got %g (leave it out for a rigid joint)",
                        at->kind, def->hertz);
    if (def->damping_ratio < 0.0)
        return error_at(at->err, at->file, at->line, "joint %s: damping must be >= 0, got %g",
                        at->kind, def->damping_ratio);
    return true;
}

/* The revolute's angular spring: spring_hertz above 0, spring_damping
 * from 0 (0.7 by default, as damping's) and only with spring_hertz. */
static bool read_angular_spring(const JointWhere *at, const Options *o, JointDef *def)
{
    if (has(o, OPT_SPRING_DAMPING) && !has(o, OPT_SPRING_HERTZ))
        return error_at(at->err, at->file, at->line,
                        "joint %s: spring_damping needs spring_hertz (the angular spring)",
                        at->kind);
    if (!has(o, OPT_SPRING_HERTZ))
        return true;
    def->spring_hertz = o->value[OPT_SPRING_HERTZ];
    def->spring_damping_ratio = has(o, OPT_SPRING_DAMPING) ? o->value[OPT_SPRING_DAMPING]
                                                           : JOINT_DEFAULT_DAMPING_RATIO;
    if (def->spring_hertz <= 0.0)
        return error_at(at->err, at->file, at->line,
                        "joint %s: spring_hertz must be above 0, got %g (leave it out for no "
                        "angular spring)",
                        at->kind, def->spring_hertz);
    if (def->spring_damping_ratio < 0.0)
        return error_at(at->err, at->file, at->line,
                        "joint %s: spring_damping must be >= 0, got %g", at->kind,
                        def->spring_damping_ratio);
    return true;
}

/* The revolute's limits (degrees, both or neither, lower <= upper),
 * motor (max_torque >= 0; motor_speed only with it) and angular spring. */
static bool read_revolute(const JointWhere *at, const Options *o, JointDef *def)
{
    if (has(o, OPT_LOWER) != has(o, OPT_UPPER))
        return error_at(at->err, at->file, at->line, "joint %s: %s needs %s", at->kind,
                        has(o, OPT_LOWER) ? "lower" : "upper",
                        has(o, OPT_LOWER) ? "upper" : "lower");
    if (has(o, OPT_LOWER) && o->value[OPT_LOWER] > o->value[OPT_UPPER])
        return error_at(at->err, at->file, at->line, "joint %s: lower=%g is above upper=%g",
                        at->kind, o->value[OPT_LOWER], o->value[OPT_UPPER]);
    if (has(o, OPT_MOTOR_SPEED) && !has(o, OPT_MAX_TORQUE))
        return error_at(at->err, at->file, at->line,
                        "joint %s: motor_speed needs max_torque (the motor's strength)", at->kind);
    if (has(o, OPT_MAX_TORQUE) && o->value[OPT_MAX_TORQUE] < 0.0)
        return error_at(at->err, at->file, at->line, "joint %s: max_torque must be >= 0, got %g",
                        at->kind, o->value[OPT_MAX_TORQUE]);
    def->limit = has(o, OPT_LOWER);
    def->lower = deg_to_rad(o->value[OPT_LOWER]);
    def->upper = deg_to_rad(o->value[OPT_UPPER]);
    def->motor = has(o, OPT_MAX_TORQUE);
    def->motor_speed = o->value[OPT_MOTOR_SPEED];
    def->max_torque = o->value[OPT_MAX_TORQUE];
    return read_angular_spring(at, o, def);
}

/* A length option: at least SCENE_MIN_SIZE. */
static bool long_enough(const JointWhere *at, const char *what, double v)
{
    if (v >= SCENE_MIN_SIZE)
        return true;
    return error_at(at->err, at->file, at->line, "joint %s: %s must be at least %g, got %g",
                    at->kind, what, SCENE_MIN_SIZE, v);
}

/* The rope: no longer than max (the anchors' distance by default). */
static bool read_rope(const JointWhere *at, const Options *o, JointDef *def, double apart)
{
    def->has_max = true;
    def->max_length = has(o, OPT_MAX) ? o->value[OPT_MAX] : apart;
    return long_enough(at, has(o, OPT_MAX) ? "max" : "the anchors' distance (give max=)",
                       def->max_length);
}

/* A spring's rest length lies between its min and max, where given. */
static bool read_spring_range(const JointWhere *at, const JointDef *def)
{
    if ((def->has_min && def->length < def->min_length)
        || (def->has_max && def->length > def->max_length))
        return error_at(at->err, at->file, at->line,
                        "joint %s: the length %g is not between min and max", at->kind,
                        def->length);
    return true;
}

/* The rod or the spring: length (the anchors' distance by default); with
 * min= or max= and no spring, the range the distance is free in instead
 * of a length (so length= is refused beside them). */
static bool read_distance(const JointWhere *at, const Options *o, JointDef *def, double apart)
{
    bool range = (has(o, OPT_MIN) || has(o, OPT_MAX)) && !has(o, OPT_HERTZ);
    if (range && has(o, OPT_LENGTH))
        return error_at(at->err, at->file, at->line,
                        "joint %s: length needs hertz beside min or max (without a spring the "
                        "distance is free between them)",
                        at->kind);
    def->length = has(o, OPT_LENGTH) ? o->value[OPT_LENGTH] : apart;
    if (!range
        && !long_enough(at, has(o, OPT_LENGTH) ? "length" : "the anchors' distance (give length=)",
                        def->length))
        return false;
    def->has_min = has(o, OPT_MIN);
    def->has_max = has(o, OPT_MAX);
    def->min_length = o->value[OPT_MIN];
    def->max_length = o->value[OPT_MAX];
    if (def->has_min && def->min_length < 0.0)
        return error_at(at->err, at->file, at->line, "joint %s: min must be >= 0, got %g", at->kind,
                        def->min_length);
    if (def->has_max && !long_enough(at, "max", def->max_length))
        return false;
    if (def->has_min && def->has_max && def->min_length > def->max_length)
        return error_at(at->err, at->file, at->line, "joint %s: min=%g is above max=%g", at->kind,
                        def->min_length, def->max_length);
    return range || read_spring_range(at, def);
}

/* The words after the kind: A B, the points, then the options. */
static bool read_joint_words(const JointWhere *at, const KindWords *kind, char *const *words, int n,
                             JointLine *jl)
{
    int fixed = 2 + 2 * kind->points, given = 0;
    while (given < n && strchr(words[given], '=') == NULL)
        given++;
    if (given != fixed)
        return error_at(at->err, at->file, at->line, "joint %s needs %s, got %d %s", at->kind,
                        kind->points == 1 ? "A B X Y" : "A B AX AY BX BY", given,
                        given == 1 ? "word" : "words");
    for (int k = 0; k < 2; k++)
        if (!read_body_ref(words[k], &jl->ref[k]))
            return error_at(at->err, at->file, at->line,
                            "joint %s: '%s' is no body (a body's number from 1, a name given by "
                            "name=, or world)",
                            at->kind, words[k]);
    double p[4] = {0.0, 0.0, 0.0, 0.0};
    for (int i = 0; i < 2 * kind->points; i++)
        if (!scene_read_number(words[2 + i], &p[i]))
            return error_at(at->err, at->file, at->line,
                            "joint %s: a point needs numbers from -1e6 to 1e6, got '%s'", at->kind,
                            words[2 + i]);
    jl->def.anchor[0] = vec2(p[0], p[1]);
    jl->def.anchor[1] = kind->points == 2 ? vec2(p[2], p[3]) : jl->def.anchor[0];
    Options o = {.given = 0};
    for (int i = fixed; i < n; i++)
        if (!read_option(at, words[i], kind->options, &o))
            return false;
    double apart = vec2_distance(jl->def.anchor[0], jl->def.anchor[1]);
    jl->def.collide_connected = has(&o, OPT_COLLIDE_CONNECTED)
        ? o.value[OPT_COLLIDE_CONNECTED] != 0.0
        : JOINT_DEFAULT_COLLIDE_CONNECTED;
    if (!read_spring(at, &o, &jl->def))
        return false;
    if (kind->kind == JOINT_REVOLUTE)
        return read_revolute(at, &o, &jl->def);
    if (kind->kind == JOINT_DISTANCE && strcmp(kind->word, "rope") == 0)
        return read_rope(at, &o, &jl->def, apart);
    if (kind->kind == JOINT_DISTANCE)
        return read_distance(at, &o, &jl->def, apart);
    return true;
}

static SceneHookAnswer read_joint(JointSceneReader *r, char *const *words, int n, const char *file,
                                  int line, Error *err)
{
    const KindWords *kind = NULL;
    for (int k = 0; k < KIND_COUNT && n >= 2; k++)
        if (strcmp(words[1], kinds[k].word) == 0)
            kind = &kinds[k];
    if (kind == NULL) {
        error_at(err, file, line,
                 "joint needs a kind, revolute, weld, distance or rope, got %s%s%s",
                 n >= 2 ? "'" : "", n >= 2 ? words[1] : "nothing", n >= 2 ? "'" : "");
        return SCENE_HOOK_FAILED;
    }
    JointWhere at = {file, line, kind->word, err};
    JointLine jl = {.def = {.kind = kind->kind}, .kind = kind->word, .line = line};
    if (!read_joint_words(&at, kind, words + 2, n - 2, &jl))
        return SCENE_HOOK_FAILED;
    snprintf(r->file, sizeof r->file, "%s", file);
    r->lines = grow_array(r->lines, &r->capacity, r->count + 1, sizeof *r->lines, "joint lines");
    r->lines[r->count++] = jl;
    return SCENE_HOOK_ACCEPTED;
}

SceneHookAnswer joint_scene_word_hook(void *context, char *const *words, int n, SceneBody *body,
                                      const char *name, int line, Error *err)
{
    JointSceneReader *r = context;
    if (body != NULL) {
        if (strncmp(words[0], "name=", 5) != 0)
            return SCENE_HOOK_DECLINED;
        snprintf(r->file, sizeof r->file, "%s", name);
        return read_name(r, words[0] + 5, body, name, err);
    }
    if (strcmp(words[0], "joint") != 0)
        return SCENE_HOOK_DECLINED;
    return read_joint(r, words, n, name, line, err);
}

/* ---- the bodies -------------------------------------------------------------- */

/* The index in scene->bodies of the body ref names, -1 for the world;
 * false when there is none. */
static bool find_body(const JointSceneReader *r, const Scene *scene, const BodyRef *ref, int *index)
{
    if (ref->number != 0) {
        *index = ref->number > 0 ? ref->number - 1 : -1;
        return ref->number <= scene->body_count;
    }
    const BodyName *named = find_name(r, ref->word);
    for (int i = 0; named && i < scene->body_count; i++)
        if (scene->bodies[i].line == named->line) {
            *index = i;
            return true;
        }
    return false;
}

/* Where the game puts scene body i: the static bodies in the bounds and
 * the others in the objects, each set in the file's order. */
static JointBody game_body(const Scene *scene, int i)
{
    if (i < 0)
        return (JointBody){JOINT_WORLD, 0};
    bool is_static = scene->bodies[i].is_static;
    int before = 0;
    for (int k = 0; k < i; k++)
        before += scene->bodies[k].is_static == is_static;
    return (JointBody){is_static ? JOINT_BOUND : JOINT_OBJECT, before};
}

static bool cannot_move(const Scene *scene, int i)
{
    return i < 0 || scene->bodies[i].is_static;
}

static bool resolve_line(const JointSceneReader *r, const Scene *scene, JointLine *jl, Error *err)
{
    int index[2];
    const char *kind = jl->kind;
    for (int k = 0; k < 2; k++) {
        if (find_body(r, scene, &jl->ref[k], &index[k]))
            continue;
        if (jl->ref[k].number > 0)
            return error_at(err, r->file, jl->line,
                            "joint %s: there is no body %d (the file has %d)", kind,
                            jl->ref[k].number, scene->body_count);
        return error_at(err, r->file, jl->line, "joint %s: no body is named '%s'", kind,
                        jl->ref[k].word);
    }
    if (index[0] == index[1])
        return error_at(err, r->file, jl->line, "joint %s: %s is joined to itself", kind,
                        index[0] < 0 ? "the world" : "a body");
    if (cannot_move(scene, index[0]) && cannot_move(scene, index[1]))
        return error_at(err, r->file, jl->line,
                        "joint %s: neither %s nor %s can move (static or the world)", kind,
                        jl->ref[0].word, jl->ref[1].word);
    for (int k = 0; k < 2; k++)
        jl->def.body[k] = game_body(scene, index[k]);
    return true;
}

bool joint_scene_resolve(JointSceneReader *r, const Scene *scene, Error *err)
{
    for (int i = 0; i < r->count; i++)
        if (!resolve_line(r, scene, &r->lines[i], err))
            return false;
    return true;
}

void joint_scene_add(const JointSceneReader *r, World *w)
{
    for (int i = 0; i < r->count; i++)
        world_add_joint(w, &r->lines[i].def);
}

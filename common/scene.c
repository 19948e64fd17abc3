/* scene.c - the scene-file parser.
 *
 * Every rejection names the file and line and says what was expected, so
 * the person who wrote the scene can fix it without reading this code.
 */
#include "scene.h"

#include "grow.h"
#include "text.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WORDS_MAX 32
#define ATTRIBUTE_LIST "rot, mass, vel, spin, friction, restitution, static"
#define LINE_WORD_LIST "gravity, motion, correction, relaxation, circle, rect"
#define NUMBER_TEXT "a number from -1e6 to 1e6"

/* ---- text ------------------------------------------------------------ */

/* The whole word must be a decimal number within SCENE_MAX_MAGNITUDE:
 * "1.5x", "", "inf" and "nan" are not (strtod alone would accept a prefix
 * or the infinities), nor is 1e200, whose square would overflow in the
 * geometry, nor "0x10", which strtod would read as hexadecimal 16. */
bool scene_read_number(const char *word, double *out)
{
    char *end;
    if (strpbrk(word, "xX") != NULL)
        return false;
    double v = strtod(word, &end);
    if (end == word || *end != '\0' || !isfinite(v) || fabs(v) > SCENE_MAX_MAGNITUDE)
        return false;
    *out = v;
    return true;
}

static bool parse_whole(const char *word, long *out)
{
    char *end;
    errno = 0;
    long v = strtol(word, &end, 10);
    if (end == word || *end != '\0' || errno == ERANGE)
        return false;
    *out = v;
    return true;
}

static const char *plural(int n, const char *one, const char *many)
{
    return n == 1 ? one : many;
}

/* ---- a word meant ---------------------------------------------------- */

#define WORD_LONGEST 40

/* The edits that turn a into b: letters put in, taken out, changed, or
 * two neighbours swapped (the optimal string alignment distance, each
 * row of the table from the two above it); WORD_LONGEST + 1 for a word
 * longer than WORD_LONGEST. */
static int word_distance(const char *a, size_t la, const char *b, size_t lb)
{
    if (la > WORD_LONGEST || lb > WORD_LONGEST)
        return WORD_LONGEST + 1;
    int d[WORD_LONGEST + 1][WORD_LONGEST + 1];
    for (size_t i = 0; i <= la; i++)
        for (size_t j = 0; j <= lb; j++) {
            if (i == 0 || j == 0) {
                d[i][j] = (int)(i + j);
                continue;
            }
            int cost = a[i - 1] != b[j - 1];
            int best = d[i - 1][j - 1] + cost;
            if (d[i - 1][j] + 1 < best)
                best = d[i - 1][j] + 1;
            if (d[i][j - 1] + 1 < best)
                best = d[i][j - 1] + 1;
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]
                && d[i - 2][j - 2] + 1 < best)
                best = d[i - 2][j - 2] + 1;
            d[i][j] = best;
        }
    return d[la][lb];
}

/* The first word of `list` (words parted by ", " or " or ") nearest to
 * the first len characters of word, into out, when it is one edit away
 * (two for a word of five letters or more) and not the word itself;
 * *best holds the distance to beat and is lowered when one is found. */
static void nearest_in(const char *list, const char *word, size_t len, int *best, char *out,
                       size_t size)
{
    for (const char *p = list; p && *p;) {
        size_t n = strcspn(p, ", ");
        int d = n > 0 ? word_distance(word, len, p, n) : *best;
        if (d > 0 && d < *best) {
            *best = d;
            snprintf(out, size, "%.*s", (int)n, p);
        }
        p += n;
        p += strspn(p, ", ");
        if (strncmp(p, "or ", 3) == 0)
            p += 3;
    }
}

bool scene_nearest_word(const char *word, const char *list, char *out, size_t size)
{
    size_t len = strlen(word);
    int best = len >= 5 ? 3 : 2;
    char found[WORD_LONGEST + 1] = "";
    nearest_in(list, word, len, &best, found, sizeof found);
    snprintf(out, size, "%s", found);
    return found[0] != '\0';
}

/* What a message says after an unknown word, into out: "did you mean
 * W?" for the word of the two lists nearest to word's first len
 * characters, or else "expected " and both lists, the last word after
 * "or" when or_last. */
static const char *expected_words(const char *word, size_t len, const char *own, const char *hook,
                                  bool or_last, char *out, size_t size)
{
    char found[WORD_LONGEST + 1] = "";
    int best = len >= 5 ? 3 : 2;
    nearest_in(own, word, len, &best, found, sizeof found);
    nearest_in(hook, word, len, &best, found, sizeof found);
    if (found[0] != '\0') {
        snprintf(out, size, "did you mean %s?", found);
        return out;
    }
    snprintf(out, size, "expected %s%s%s", own, hook ? ", " : "", hook ? hook : "");
    char *last = or_last ? strrchr(out, ',') : NULL;
    if (last && strlen(out) + 3 < size) {
        memmove(last + 3, last + 1, strlen(last + 1) + 1);
        memcpy(last, " or", 3);
    }
    return out;
}

/* ---- the word hook (scene.h) ----------------------------------------- */

static SceneWordHook word_hook = NULL;
static void *word_hook_context = NULL;
static const char *hook_line_words = NULL;
static const char *hook_attribute_words = NULL;

void scene_set_word_hook(SceneWordHook hook, void *context)
{
    word_hook = hook;
    word_hook_context = context;
    hook_line_words = NULL;
    hook_attribute_words = NULL;
}

void scene_set_hook_words(const char *line_words, const char *attribute_words)
{
    hook_line_words = line_words;
    hook_attribute_words = attribute_words;
}

/* DECLINED when there is no hook, so the caller reports the word itself. */
static SceneHookAnswer ask_word_hook(char *const *words, int n, SceneBody *body, const char *name,
                                     int line, Error *err)
{
    if (word_hook == NULL)
        return SCENE_HOOK_DECLINED;
    return word_hook(word_hook_context, words, n, body, name, line, err);
}

/* ---- defaults -------------------------------------------------------- */

void scene_init_defaults(Scene *scene)
{
    memset(scene, 0, sizeof *scene);
    scene->gravity = vec2(0.0, DEFAULT_GRAVITY_Y);
    scene->motion = true;
    scene->correction = true;
    scene->relaxation = DEFAULT_RELAXATION;
}

void scene_free(Scene *scene)
{
    free(scene->bodies);
    scene_init_defaults(scene);
}

void scene_body_defaults(SceneBody *body, SceneShapeKind kind)
{
    memset(body, 0, sizeof *body);
    body->kind = kind;
    body->mass = DEFAULT_MASS;
    body->friction = DEFAULT_FRICTION;
    body->restitution = DEFAULT_RESTITUTION;
}

/* ---- bodies ---------------------------------------------------------- */

/* Where a body line is being read, for messages. */
typedef struct Where {
    const char *name;
    int line;
    Error *err;
} Where;

typedef enum Attribute {
    ATTR_ROT,
    ATTR_MASS,
    ATTR_VEL,
    ATTR_SPIN,
    ATTR_FRICTION,
    ATTR_RESTITUTION,
    ATTR_STATIC,
    ATTR_COUNT
} Attribute;

static const char *const attribute_names[ATTR_COUNT] = {
    "rot", "mass", "vel", "spin", "friction", "restitution", "static",
};

static bool is_attribute_word(const char *word)
{
    return strchr(word, '=') != NULL || strcmp(word, "static") == 0;
}

static bool parse_unit_interval(const Where *at, const char *key, const char *value, double *out)
{
    if (!scene_read_number(value, out))
        return error_at(at->err, at->name, at->line, "%s: expected " NUMBER_TEXT ", got '%s'", key,
                        value);
    if (*out < 0.0 || *out > 1.0)
        return error_at(at->err, at->name, at->line, "%s must be in [0, 1], got %g", key, *out);
    return true;
}

static bool parse_velocity(const Where *at, const char *value, Vec2 *out)
{
    char copy[TEXT_LINE_MAX];
    snprintf(copy, sizeof copy, "%s", value);
    char *comma = strchr(copy, ',');
    if (comma == NULL || strchr(comma + 1, ',') != NULL)
        return error_at(at->err, at->name, at->line, "vel needs VX,VY, got '%s'", value);
    *comma = '\0';
    if (!scene_read_number(copy, &out->x) || !scene_read_number(comma + 1, &out->y))
        return error_at(at->err, at->name, at->line,
                        "vel needs VX,VY, each " NUMBER_TEXT ", got '%s'", value);
    return true;
}

static bool parse_attribute_value(const Where *at, Attribute a, const char *value, SceneBody *body)
{
    const char *key = attribute_names[a];
    if (a == ATTR_VEL)
        return parse_velocity(at, value, &body->velocity);
    if (a == ATTR_FRICTION)
        return parse_unit_interval(at, key, value, &body->friction);
    if (a == ATTR_RESTITUTION)
        return parse_unit_interval(at, key, value, &body->restitution);
    double v;
    if (!scene_read_number(value, &v))
        return error_at(at->err, at->name, at->line, "%s: expected " NUMBER_TEXT ", got '%s'", key,
                        value);
    if (a == ATTR_MASS && v < 0.0)
        return error_at(at->err, at->name, at->line, "mass must be >= 0, got %g", v);
    if (a == ATTR_MASS && body->mass_word)
        return error_at(at->err, at->name, at->line, "mass= and %s= both set the mass (give one)",
                        body->mass_word);
    if (a == ATTR_ROT)
        body->rot_deg = v;
    else if (a == ATTR_MASS) {
        body->mass = v;
        body->mass_word = key;
    } else
        body->spin = v;
    return true;
}

/* The attribute whose name is the first key_len characters of word, or
 * ATTR_COUNT when none is. */
static int attribute_named(const char *word, size_t key_len)
{
    int i = 0;
    while (i < ATTR_COUNT
           && !(strlen(attribute_names[i]) == key_len
                && strncmp(word, attribute_names[i], key_len) == 0))
        i++;
    return i;
}

/* Finds which attribute `word` ("key=value" or "static") sets and where its
 * value starts. */
static bool lookup_attribute(const Where *at, const char *word, Attribute *a, const char **value)
{
    size_t key_len = strcspn(word, "=");
    bool has_value = word[key_len] == '=';
    if (key_len == 0)
        return error_at(at->err, at->name, at->line,
                        "'%s' has no attribute name before '=' (expected %s)", word,
                        ATTRIBUTE_LIST);
    int i = attribute_named(word, key_len);
    char expected[TEXT_LINE_MAX];
    if (i == ATTR_COUNT)
        return error_at(at->err, at->name, at->line, "unknown attribute '%.*s' (%s)", (int)key_len,
                        word,
                        expected_words(word, key_len, ATTRIBUTE_LIST, hook_attribute_words, false,
                                       expected, sizeof expected));
    const char *name = attribute_names[i];
    if (i == ATTR_STATIC && has_value)
        return error_at(at->err, at->name, at->line, "'static' takes no value, got '%s'", word);
    if (i != ATTR_STATIC && !has_value)
        return error_at(at->err, at->name, at->line, "%s needs a value, as in %s=...", name, name);
    *a = (Attribute)i;
    *value = has_value ? word + key_len + 1 : NULL;
    return true;
}

/* Whether `word` names none of the attributes: the words the hook is
 * offered (a word with nothing before its '=' is malformed, not unknown). */
static bool is_unknown_attribute(const char *word)
{
    size_t key_len = strcspn(word, "=");
    return key_len > 0 && attribute_named(word, key_len) == ATTR_COUNT;
}

static bool parse_attributes(const Where *at, char **words, int n, SceneBody *body)
{
    bool seen[ATTR_COUNT] = {false};
    for (int i = 0; i < n; i++) {
        Attribute a = ATTR_ROT; /* set by lookup_attribute; gcc -O2 cannot see it */
        const char *value = NULL;
        if (is_unknown_attribute(words[i])) {
            SceneHookAnswer answer = ask_word_hook(words + i, 1, body, at->name, at->line, at->err);
            if (answer == SCENE_HOOK_ACCEPTED)
                continue;
            if (answer == SCENE_HOOK_FAILED)
                return false;
        }
        if (!lookup_attribute(at, words[i], &a, &value))
            return false;
        if (seen[a])
            return error_at(at->err, at->name, at->line, "attribute '%s' given twice",
                            attribute_names[a]);
        seen[a] = true;
        if (a != ATTR_STATIC && !parse_attribute_value(at, a, value, body))
            return false;
    }
    /* `static` means mass 0, so a positive mass next to it is a
     * contradiction the person should resolve. */
    if (seen[ATTR_STATIC] && seen[ATTR_MASS] && body->mass != 0.0)
        return error_at(at->err, at->name, at->line,
                        "'static' contradicts mass=%g (static means mass=0)", body->mass);
    if (seen[ATTR_STATIC])
        body->mass = 0.0;
    body->is_static = body->mass < STATIC_MASS_EPS;
    return true;
}

/* The shape's leading numbers: X Y R for a circle, X Y W H for a rect. */
static bool parse_dimensions(const Where *at, const char *kind, const char *const *labels,
                             int needed, char **words, int given, double *values)
{
    for (int i = 0; i < needed && i < given; i++) {
        if (!scene_read_number(words[i], &values[i]))
            return error_at(at->err, at->name, at->line,
                            "%s %s: expected " NUMBER_TEXT ", got '%s'", kind, labels[i], words[i]);
    }
    if (given != needed) {
        const char *usage = needed == 3 ? "X Y R" : "X Y W H";
        return error_at(at->err, at->name, at->line, "%s needs %s, got %d %s", kind, usage, given,
                        plural(given, "number", "numbers"));
    }
    for (int i = 2; i < needed; i++) {
        if (values[i] <= 0.0)
            return error_at(at->err, at->name, at->line, "%s %s must be > 0, got %g", kind,
                            labels[i], values[i]);
        if (values[i] < SCENE_MIN_SIZE)
            return error_at(at->err, at->name, at->line, "%s %s must be at least %g, got %g", kind,
                            labels[i], SCENE_MIN_SIZE, values[i]);
    }
    return true;
}

/* Leading words that are not attributes; past the needed count, a word
 * that is not a number is reported as an unknown attribute instead. */
static int count_dimension_words(char **words, int n, int needed)
{
    int given = 0;
    double ignored;
    while (given < n && !is_attribute_word(words[given])
           && (given < needed || scene_read_number(words[given], &ignored)))
        given++;
    return given;
}

static bool parse_body_words(const Where *at, char **words, int n, SceneBody *body)
{
    static const char *const circle_labels[] = {"X", "Y", "R"};
    static const char *const rect_labels[] = {"X", "Y", "W", "H"};
    bool circle = strcmp(words[0], "circle") == 0;
    int needed = circle ? 3 : 4;
    double v[4];
    int given = count_dimension_words(words + 1, n - 1, needed);
    scene_body_defaults(body, circle ? SCENE_CIRCLE : SCENE_RECT);
    body->line = at->line;
    if (!parse_dimensions(at, words[0], circle ? circle_labels : rect_labels, needed, words + 1,
                          given, v))
        return false;
    body->position = vec2(v[0], v[1]);
    if (circle) {
        body->radius = v[2];
    } else {
        body->width = v[2];
        body->height = v[3];
    }
    return parse_attributes(at, words + 1 + given, n - 1 - given, body);
}

/* ---- one word written apart ------------------------------------------ */

static bool is_bare_name(const char *word)
{
    if (!((word[0] >= 'a' && word[0] <= 'z') || (word[0] >= 'A' && word[0] <= 'Z')))
        return false;
    for (const char *c = word; *c; c++)
        if (!(*c == '_' || (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z')
              || (*c >= '0' && *c <= '9')))
            return false;
    return true;
}

/* "hertz = 2", "hertz =2" and "hertz= 2" are the word hertz=2 with
 * spaces in it, which every reader would otherwise take for three or two
 * other words: false, naming the word meant, when the line has one. */
static bool no_spaced_equals(const Where *at, char **words, int n)
{
    for (int i = 0; i + 1 < n; i++) {
        const char *w = words[i], *next = words[i + 1];
        size_t len = strlen(w);
        bool equals_next = next[0] == '=' && is_bare_name(w);
        bool equals_last = len > 1 && strchr(w, '=') == w + len - 1 && strchr(next, '=') == NULL;
        if (!equals_next && !equals_last)
            continue;
        bool alone = strcmp(next, "=") == 0 && i + 2 < n;
        const char *value = alone ? words[i + 2] : "";
        return error_at(at->err, at->name, at->line,
                        "'%s %s%s%s' has spaces around '=' (write %s%s%s)", w, next,
                        alone ? " " : "", value, w, next, value);
    }
    return true;
}

static bool is_shape_word(const char *word)
{
    return strcmp(word, "circle") == 0 || strcmp(word, "rect") == 0;
}

bool scene_parse_body(SceneBody *body, const char *text, const char *name, int line, Error *err)
{
    Where at = {name, line, err};
    char buf[TEXT_LINE_MAX];
    char *words[WORDS_MAX] = {NULL};
    if (strlen(text) >= sizeof buf)
        return error_at(err, name, line, "line too long (at most %d characters)",
                        TEXT_LINE_MAX - 1);
    memcpy(buf, text, strlen(text) + 1);
    int n = text_split_words(buf, words, WORDS_MAX);
    if (n > WORDS_MAX)
        return error_at(err, name, line, "too many words (at most %d)", WORDS_MAX);
    if (n == 0)
        return error_at(err, name, line,
                        "expected a shape (circle X Y R or rect X Y W H), got nothing");
    if (!is_shape_word(words[0]))
        return error_at(err, name, line, "unknown shape '%s' (expected circle or rect)", words[0]);
    return no_spaced_equals(&at, words, n) && parse_body_words(&at, words, n, body);
}

/* ---- settings -------------------------------------------------------- */

/* Line on which each setting was given, 0 when not yet; a second
 * `gravity` is more likely a slip than an intended override. */
typedef struct SettingLines {
    int gravity, motion, correction, relaxation;
} SettingLines;

/* What followed a setting's name, for a message: "nothing", "'maybe'" or
 * "3 words". */
static const char *given_words(char **words, int n, char *buf, size_t size)
{
    if (n < 2)
        snprintf(buf, size, "nothing");
    else if (n == 2)
        snprintf(buf, size, "'%s'", words[1]);
    else
        snprintf(buf, size, "%d words", n - 1);
    return buf;
}

static bool parse_switch(const Where *at, char **words, int n, bool *out)
{
    char given[TEXT_LINE_MAX + 2];
    if (n == 2 && strcmp(words[1], "on") == 0)
        *out = true;
    else if (n == 2 && strcmp(words[1], "off") == 0)
        *out = false;
    else
        return error_at(at->err, at->name, at->line, "%s needs one word, on or off, got %s",
                        words[0], given_words(words, n, given, sizeof given));
    return true;
}

static bool parse_gravity(const Where *at, char **words, int n, Vec2 *out)
{
    if (n != 3)
        return error_at(at->err, at->name, at->line, "gravity needs X Y, got %d %s", n - 1,
                        plural(n - 1, "number", "numbers"));
    if (!scene_read_number(words[1], &out->x) || !scene_read_number(words[2], &out->y))
        return error_at(at->err, at->name, at->line,
                        "gravity needs X Y, each " NUMBER_TEXT ", got '%s %s'", words[1], words[2]);
    return true;
}

static bool parse_relaxation(const Where *at, char **words, int n, int *out)
{
    long v = 0;
    char given[TEXT_LINE_MAX + 2];
    if (n != 2)
        return error_at(at->err, at->name, at->line,
                        "relaxation needs one whole number from 1 to 1000, got %s",
                        given_words(words, n, given, sizeof given));
    if (!parse_whole(words[1], &v) || v < 1 || v > 1000)
        return error_at(at->err, at->name, at->line,
                        "relaxation needs a whole number from 1 to 1000, got '%s'", words[1]);
    *out = (int)v;
    return true;
}

static bool once(const Where *at, const char *setting, int *seen_line)
{
    if (*seen_line > 0)
        return error_at(at->err, at->name, at->line, "%s already given on line %d", setting,
                        *seen_line);
    *seen_line = at->line;
    return true;
}

static bool parse_setting(const Where *at, char **words, int n, Scene *scene, SettingLines *seen)
{
    const char *w = words[0];
    if (strcmp(w, "gravity") == 0)
        return once(at, w, &seen->gravity) && parse_gravity(at, words, n, &scene->gravity);
    if (strcmp(w, "motion") == 0)
        return once(at, w, &seen->motion) && parse_switch(at, words, n, &scene->motion);
    if (strcmp(w, "correction") == 0)
        return once(at, w, &seen->correction) && parse_switch(at, words, n, &scene->correction);
    if (strcmp(w, "relaxation") == 0)
        return once(at, w, &seen->relaxation) && parse_relaxation(at, words, n, &scene->relaxation);
    SceneHookAnswer answer = ask_word_hook(words, n, NULL, at->name, at->line, at->err);
    if (answer != SCENE_HOOK_DECLINED)
        return answer == SCENE_HOOK_ACCEPTED;
    char expected[TEXT_LINE_MAX];
    return error_at(at->err, at->name, at->line, "unknown word '%s' (%s)", w,
                    expected_words(w, strlen(w), LINE_WORD_LIST, hook_line_words, true, expected,
                                   sizeof expected));
}

/* ---- files ----------------------------------------------------------- */

static bool parse_scene_line(const Where *at, char *line, Scene *scene, SettingLines *seen)
{
    char *words[WORDS_MAX] = {NULL};
    int n = text_split_words(line, words, WORDS_MAX);
    if (n > WORDS_MAX)
        return error_at(at->err, at->name, at->line, "too many words (at most %d)", WORDS_MAX);
    if (n == 0)
        return true;
    if (!no_spaced_equals(at, words, n))
        return false;
    if (!is_shape_word(words[0]))
        return parse_setting(at, words, n, scene, seen);
    scene->bodies = grow_array(scene->bodies, &scene->body_capacity, scene->body_count + 1,
                               sizeof *scene->bodies, "scene bodies");
    if (!parse_body_words(at, words, n, &scene->bodies[scene->body_count]))
        return false;
    scene->body_count++;
    return true;
}

bool scene_parse_string(Scene *scene, const char *text, const char *name, Error *err)
{
    SettingLines seen = {0, 0, 0, 0};
    char line[TEXT_LINE_MAX];
    Where at = {name, 0, err};
    SceneBody *bodies = scene->bodies;
    int capacity = scene->body_capacity;
    scene_init_defaults(scene);
    scene->bodies = bodies;
    scene->body_capacity = capacity;
    for (const char *p = text; p != NULL;) {
        bool too_long;
        p = text_take_line(p, line, &too_long);
        at.line++;
        if (too_long)
            return error_at(err, name, at.line, "line too long (at most %d characters)",
                            TEXT_LINE_MAX - 1);
        if (!parse_scene_line(&at, line, scene, &seen))
            return false;
    }
    return true;
}

bool scene_load_file(Scene *scene, const char *path, Error *err)
{
    char *text = read_text_file(path, err);
    if (text == NULL)
        return false;
    bool ok = scene_parse_string(scene, text, path, err);
    free(text);
    return ok;
}

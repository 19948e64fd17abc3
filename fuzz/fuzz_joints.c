/* fuzz_joints.c - scene_parse_string on arbitrary text with the word
 * hooks of the variant joints (variants/joints/joint_scene.h: joint lines
 * and body names, after soft_step's settings, chained as its main.c
 * chains them), then joint_scene_resolve, and an accepted scene of at
 * most FUZZ_MAX_BODIES bodies run by the variant for FUZZ_UPDATES
 * updates.
 *
 * Besides the sanitizers' findings: a scene accepted whole must keep
 * what joint_scene.h promises of every joint (its bodies in the game's
 * sets, not one body twice, one of them able to move; the limits in
 * order, the springs, torques and lengths in their ranges), and every
 * traced quantity of its run must stay finite; a refusal must name the
 * input ("fuzz:LINE: ...") in one line. */
#include <stdio.h>
#include <string.h>

#include "fuzz_input.h"
#include "fuzz_scene_check.h"
#include "game.h"
#include "joint_scene.h"
#include "step_settings.h"

#define FUZZ_MAX_BODIES 24
#define FUZZ_UPDATES 60

static Scene scene;
static StepSettingsReader steps;
static JointSceneReader joints;

static SceneHookAnswer scene_words(void *context, char *const *words, int n, SceneBody *body,
                                   const char *name, int line, Error *err)
{
    (void)context;
    SceneHookAnswer answer = step_settings_word_hook(&steps, words, n, body, name, line, err);
    if (answer == SCENE_HOOK_DECLINED)
        answer = joint_scene_word_hook(&joints, words, n, body, name, line, err);
    return answer;
}

/* How many of the scene's bodies are static (in the bounds), or not. */
static int bodies_in(int want_static)
{
    int n = 0;
    for (int i = 0; i < scene.body_count; i++)
        n += scene.bodies[i].is_static == want_static;
    return n;
}

static int side_ok(JointBody b)
{
    if (b.set == JOINT_WORLD)
        return 1;
    int count = bodies_in(b.set == JOINT_BOUND);
    return b.index >= 0 && b.index < count;
}

static int joint_ok(const JointDef *d)
{
    const JointBody *b = d->body;
    const double m = SCENE_MAX_MAGNITUDE;
    if (!side_ok(b[0]) || !side_ok(b[1]) || (b[0].set != JOINT_OBJECT && b[1].set != JOINT_OBJECT))
        return 0;
    if (b[0].set == b[1].set && (b[0].set == JOINT_WORLD || b[0].index == b[1].index))
        return 0;
    for (int k = 0; k < 2; k++)
        if (!within(d->anchor[k].x, -m, m) || !within(d->anchor[k].y, -m, m))
            return 0;
    if (!(d->hertz == 0.0 || within(d->hertz, 0.0, m)) || !within(d->damping_ratio, 0.0, m))
        return 0;
    if (d->limit && !(isfinite(d->lower) && isfinite(d->upper) && d->lower <= d->upper))
        return 0;
    if (d->motor && !(within(d->max_torque, 0.0, m) && within(d->motor_speed, -m, m)))
        return 0;
    if (d->kind != JOINT_DISTANCE)
        return 1;
    /* A default length is the anchors' distance, up to 2 sqrt(2) 1e6. */
    const double longest = 3.0 * m;
    int rope = d->hertz == 0.0 && d->has_max;
    if (!rope && !within(d->length, SCENE_MIN_SIZE, longest))
        return 0;
    if (d->has_min && !(within(d->min_length, 0.0, m) && d->min_length <= d->length))
        return 0;
    if (d->has_max && !within(d->max_length, SCENE_MIN_SIZE, longest))
        return 0;
    return rope || !d->has_max || d->length <= d->max_length;
}

static int row_finite(const TraceRow *r)
{
    const double v[] = {r->max_depth, r->sum_depth, r->ke_linear, r->ke_angular,
                        r->pe,        r->energy,    r->px,        r->py};
    for (size_t i = 0; i < sizeof v / sizeof v[0]; i++)
        if (!isfinite(v[i]))
            return 0;
    return 1;
}

static void check_row(const Game *g, int frame)
{
    TraceRow row = {0};
    game_measure(g, &row);
    if (!row_finite(&row)) {
        fprintf(stderr, "fuzz_joints: non-finite trace after update %d: ke_linear=%g pe=%g\n",
                frame, row.ke_linear, row.pe);
        abort();
    }
}

/* The scene and its joints, run as the variant's main.c starts them. */
static void run(void)
{
    static Game *g;
    if (g == NULL && (g = malloc(sizeof *g)) == NULL)
        abort();
    memset(g, 0, sizeof *g);
    game_init(g, &scene, 1);
    g->physics.step = steps.settings;
    joint_scene_add(&joints, &g->world);
    check_row(g, 0);
    InputState in;
    input_clear(&in);
    for (int frame = 1; frame <= FUZZ_UPDATES; frame++) {
        game_update(g, &in);
        check_row(g, frame);
    }
    game_release(g);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    steps = step_settings_reader();
    joint_scene_reader_free(&joints);
    scene_set_word_hook(scene_words, NULL);
    Error err;
    err.message[0] = '\0';
    bool ok = scene_parse_string(&scene, text, "fuzz", &err);
    ok = ok && joint_scene_resolve(&joints, &scene, &err);
    scene_set_word_hook(NULL, NULL);
    free(text);
    if (ok) {
        for (int i = 0; i < scene.body_count; i++)
            if (!body_ok(&scene.bodies[i]))
                abort();
        for (int k = 0; k < joints.count; k++)
            if (!joint_ok(&joints.lines[k].def))
                abort();
        if (scene.body_count <= FUZZ_MAX_BODIES)
            run();
    } else if (strncmp(err.message, "fuzz:", 5) != 0 || strchr(err.message, '\n') != NULL) {
        abort(); /* one line that names the input */
    }
    joint_scene_reader_free(&joints);
    return 0;
}

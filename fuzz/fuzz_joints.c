/* fuzz_joints.c - scene_parse_string on arbitrary text with the
 * engine's scene words (engine/program.h: its settings, and joint lines
 * and body names, engine/joint_scene.h) as the preset joints' front ends
 * set them, then the scene's check, and an accepted scene of at most
 * FUZZ_MAX_BODIES bodies run by the preset for FUZZ_UPDATES updates.
 *
 * Besides the sanitizers' findings: a scene accepted whole must keep
 * what joint_scene.h promises of every joint (its bodies in the game's
 * sets, not one body twice, one of them able to move; the limits in
 * order, the springs (the angular one too), torques and lengths in their
 * ranges), and every traced quantity of its run must stay finite; a
 * refusal must name the
 * input ("fuzz:LINE: ...") in one line. */
#include <stdio.h>
#include <string.h>

#include "fuzz_input.h"
#include "fuzz_scene_check.h"
#include "game.h"
#include "program.h"

#define FUZZ_MAX_BODIES 24
#define FUZZ_UPDATES 60

static Scene scene;

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
    if (!(d->spring_hertz == 0.0 || within(d->spring_hertz, 0.0, m))
        || !within(d->spring_damping_ratio, 0.0, m))
        return 0;
    if (d->kind != JOINT_DISTANCE)
        return 1;
    /* A default length is the anchors' distance, up to 2 sqrt(2) 1e6. */
    const double longest = 3.0 * m;
    /* A rope, or a rigid range: free between its bounds, no length. */
    int free_length = d->hertz == 0.0 && (d->has_min || d->has_max);
    if (!free_length && !within(d->length, SCENE_MIN_SIZE, longest))
        return 0;
    if (d->has_min && !within(d->min_length, 0.0, m))
        return 0;
    if (d->has_max && !within(d->max_length, SCENE_MIN_SIZE, longest))
        return 0;
    if (d->has_min && d->has_max && d->min_length > d->max_length)
        return 0;
    return free_length
        || ((!d->has_min || d->min_length <= d->length)
            && (!d->has_max || d->length <= d->max_length));
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

/* The scene and its joints, started as the program's main.c starts them:
 * every joint the game holds must keep joint_scene.h's promises, and
 * the run stay finite. */
static void run(const StageApi *api)
{
    static Game *g;
    if (g == NULL && (g = malloc(sizeof *g)) == NULL)
        abort();
    memset(g, 0, sizeof *g);
    api->init(g, &scene, 1);
    for (int k = 0; k < g->world.joints.count; k++)
        if (!joint_ok(&g->world.joints.items[k].def))
            abort();
    check_row(g, 0);
    InputState in;
    input_clear(&in);
    for (int frame = 1; frame <= FUZZ_UPDATES; frame++) {
        api->update(g, &in);
        check_row(g, frame);
    }
    api->release(g);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    StageApi api = program_api();
    api.scene_words();
    Error err;
    err.message[0] = '\0';
    bool ok = scene_parse_string(&scene, text, "fuzz", &err) && api.scene_check(&scene, &err);
    scene_set_word_hook(NULL, NULL);
    free(text);
    if (ok) {
        for (int i = 0; i < scene.body_count; i++)
            if (!body_ok(&scene.bodies[i]))
                abort();
        if (scene.body_count <= FUZZ_MAX_BODIES)
            run(&api);
    } else if (strncmp(err.message, "fuzz:", 5) != 0 || strchr(err.message, '\n') != NULL) {
        abort(); /* one line that names the input */
    }
    return 0;
}

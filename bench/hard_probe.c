/* hard_probe.c - the workbook's side of make bench-hard (bench/hard.sh):
 * a scene run by the variant joints' own program (program.h: its scene
 * words, settings and joints, its game and update, as build/variant_joints
 * runs them with no keys), writing after set-up and after each update
 * what bench/hard.awk measures, in the dump both sides of the table write
 * (bench/peers/box2d_v3_hard.c writes the same lines for Box2D v3):
 *
 *   hard_probe SCENE UPDATES > dump
 *
 *   ground TOP                 once: the highest corner of the static
 *                              bodies (the floor's top)
 *   b U I X Y W LOW HIGH AWAKE after update U (0: the start), for the
 *                              I-th moving body (from 1, in the file's
 *                              order): its centre, |angular velocity|,
 *                              its lowest and highest points, 1 unless
 *                              asleep
 *   j U K GAP                  the K-th joint (from 1): the distance
 *                              between its two anchors, each its body's
 *                              centre plus its offset turned by the
 *                              body's rotation (joint_support.h's, the
 *                              tests' measure)
 *   energy E                   once, at the end: the trace's energy
 *                              column of the last update, to %.17g, which
 *                              bench/hard.sh checks against
 *                              build/variant_joints's trace of the same
 *                              run, so the probe's run is the program's
 *
 * The trace has no positions and the plot data gives 6 digits (1e-4 at
 * x = 50), too coarse for feet a thousandth above the floor; these are
 * the doubles, to 9 digits.  Bad input: one line naming the file and
 * line, exit status 2. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "error.h"
#include "game.h"
#include "program.h"
#include "scene.h"

/* The lowest and highest y of a shape, from its centre and rotation. */
static void extent(const RigidShape *s, double *low, double *high)
{
    double y = s->xf->position.y;
    if (s->kind == SHAPE_CIRCLE) {
        *low = y - s->circle.r;
        *high = y + s->circle.r;
        return;
    }
    double c = cos(s->xf->rotation), sn = sin(s->xf->rotation);
    double half = 0.5 * (fabs(sn) * s->rect.w + fabs(c) * s->rect.h);
    *low = y - half;
    *high = y + half;
}

static void write_update(const Game *g, long u)
{
    for (int i = 0; i < g->objects.count; i++) {
        const RigidShape *s = &g->objects.items[i].shape;
        if (s->inv_mass == 0.0)
            continue;
        double low, high;
        extent(s, &low, &high);
        printf("b %ld %d %.9f %.9f %.9g %.9f %.9f %d\n", u, i + 1, s->xf->position.x,
               s->xf->position.y, fabs(s->omega), low, high, !s->asleep);
    }
    for (int k = 0; k < g->world.joints.count; k++) {
        const Joint *j = &g->world.joints.items[k];
        printf("j %ld %d %.9g\n", u, k + 1,
               vec2_distance(joint_anchor(j, 0, &g->objects.shapes, &g->bounds.shapes),
                             joint_anchor(j, 1, &g->objects.shapes, &g->bounds.shapes)));
    }
}

int main(int argc, char **argv)
{
    Error err;
    char *end = NULL;
    long updates = argc == 3 ? strtol(argv[2], &end, 10) : -1;
    if (argc != 3 || *end != '\0' || updates < 0) {
        fprintf(stderr, "usage: hard_probe SCENE UPDATES\n");
        return EXIT_BAD_INPUT;
    }
    StageApi api = program_api();
    Scene scene;
    if (!program_read_scene(&scene, argv[1], &err)) {
        fprintf(stderr, "%s\n", err.message);
        scene_free(&scene);
        return EXIT_BAD_INPUT;
    }
    static Game g;
    api.init(&g, &scene, 1);
    double top = -INFINITY;
    for (int i = 0; i < g.bounds.count; i++) {
        double low, high;
        extent(&g.bounds.items[i].shape, &low, &high);
        top = fmax(top, high);
    }
    printf("ground %.9f\n", top);
    InputState in;
    input_clear(&in);
    write_update(&g, 0);
    for (long u = 1; u <= updates; u++) {
        api.update(&g, &in);
        write_update(&g, u);
    }
    TraceRow row = {0};
    api.measure(&g, &row);
    printf("energy %.17g\n", row.energy);
    api.release(&g);
    scene_free(&scene);
    return 0;
}

/* joint_gaps.c - the data of chapter 14's figures: how far a scene's
 * hinges open, update by update, and how low its lowest body hangs.
 *
 *   joint_gaps SCENE UPDATES > gaps.csv
 *
 * runs SCENE (a scene file with soft_step's settings and joint lines) for
 * UPDATES updates with no keys, through the variant joints' own program
 * (program.h: its scene words, its game and update, as
 * build/variant_joints runs them), writing after each
 *   update,time,widest_gap,mean_gap,lowest_y,max_depth,energy,asleep,bodies
 * where a gap is the distance between the two anchors of a revolute or
 * weld joint (each anchor its body's centre plus its offset turned by
 * the body's rotation: where the joint's drawing puts it), widest and
 * mean over those joints; lowest_y is the lowest centre among the moving
 * bodies; max_depth, energy, asleep and bodies (those that move) are the
 * trace's (asleep: its column `sleeping`).  The plot data a run draws
 * gives 6 digits, 1e-4 at x = 50, too coarse for gaps of a few
 * thousandths; these are the doubles.  Built against the variant's headers and
 * library (plots/track.mk builds it).  Bad input: one line naming the
 * file and line, exit status 2. */
#include <stdio.h>
#include <stdlib.h>

#include "error.h"
#include "game.h"
#include "program.h"
#include "scene.h"

static void write_row(const StageApi *api, const Game *g, long update)
{
    double widest = 0.0, sum = 0.0, lowest = INFINITY;
    int count = 0;
    for (int k = 0; k < g->world.joints.count; k++) {
        const Joint *j = &g->world.joints.items[k];
        if (j->def.kind != JOINT_REVOLUTE && j->def.kind != JOINT_WELD)
            continue;
        double gap = vec2_distance(joint_anchor(j, 0, &g->objects.shapes, &g->bounds.shapes),
                                   joint_anchor(j, 1, &g->objects.shapes, &g->bounds.shapes));
        widest = fmax(widest, gap);
        sum += gap;
        count++;
    }
    for (int i = 0; i < g->objects.count; i++) {
        const RigidShape *s = &g->objects.items[i].shape;
        if (s->inv_mass > 0.0)
            lowest = fmin(lowest, s->xf->position.y);
    }
    TraceRow row = {0};
    api->measure(g, &row);
    printf("%ld,%.17g,%.17g,%.17g,%.17g,%.17g,%.17g,%.17g,%d\n", update, update * FIXED_DT, widest,
           count > 0 ? sum / count : 0.0, lowest, row.max_depth, row.energy, row.extra, row.bodies);
}

int main(int argc, char **argv)
{
    Error err;
    char *end = NULL;
    long updates = argc == 3 ? strtol(argv[2], &end, 10) : -1;
    if (argc != 3 || *end != '\0' || updates < 0) {
        fprintf(stderr, "usage: joint_gaps SCENE UPDATES\n");
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
    InputState in;
    input_clear(&in);
    printf("update,time,widest_gap,mean_gap,lowest_y,max_depth,energy,asleep,bodies\n");
    write_row(&api, &g, 0);
    for (long u = 1; u <= updates; u++) {
        api.update(&g, &in);
        write_row(&api, &g, u);
    }
    api.release(&g);
    scene_free(&scene);
    return 0;
}

/* joint_gaps.c - the data of chapter 13's figures: how far a scene's
 * hinges open, update by update, and how low its lowest body hangs.
 *
 *   joint_gaps SCENE UPDATES > gaps.csv
 *
 * runs SCENE (a scene file with soft_step's settings and joint lines, as
 * build/variant_joints reads it) for UPDATES updates of the variant
 * joints (the game's update, no keys), writing after each
 *   update,time,widest_gap,mean_gap,lowest_y,max_depth,energy,asleep,bodies
 * where a gap is the distance between the two anchors of a revolute or
 * weld joint (each anchor its body's centre plus its offset turned by
 * the body's rotation: where the joint's drawing puts it), widest and
 * mean over those joints; lowest_y is the lowest centre among the moving
 * bodies; max_depth, energy and bodies (those that move) are the
 * trace's, and asleep the bodies asleep (its column `sleeping`).  The plot data a run draws gives 6
 * digits, 1e-4 at x = 50, too coarse for gaps of a few thousandths;
 * these are the doubles.  Built against the variant's headers and
 * library (plots/track.mk builds it).  Bad input: one line naming the
 * file and line, exit status 2. */
#include <stdio.h>
#include <stdlib.h>

#include "error.h"
#include "game.h"
#include "joint_scene.h"
#include "scene.h"
#include "step_settings.h"

static StepSettingsReader steps;
static JointSceneReader joints;

/* The settings' words first, then the joints', as main.c reads them. */
static SceneHookAnswer scene_words(void *context, char *const *words, int n, SceneBody *body,
                                   const char *name, int line, Error *err)
{
    (void)context;
    SceneHookAnswer answer = step_settings_word_hook(&steps, words, n, body, name, line, err);
    if (answer == SCENE_HOOK_DECLINED)
        answer = joint_scene_word_hook(&joints, words, n, body, name, line, err);
    return answer;
}

/* Where joint j's side k has its anchor now (the world's is the point). */
static Vec2 anchor(const Game *g, const Joint *j, int k)
{
    const JointBody *b = &j->def.body[k];
    const RigidShape *s = b->set == JOINT_OBJECT ? &g->objects.items[b->index].shape
        : b->set == JOINT_BOUND                  ? &g->bounds.items[b->index].shape
                                                 : NULL;
    if (s == NULL)
        return j->local[k];
    return vec2_add(s->xf->position, vec2_rotate(j->local[k], s->xf->rotation));
}

static void write_row(const Game *g, long update)
{
    double widest = 0.0, sum = 0.0, lowest = INFINITY;
    int count = 0, asleep = 0;
    for (int k = 0; k < g->world.joints.count; k++) {
        const Joint *j = &g->world.joints.items[k];
        if (j->def.kind != JOINT_REVOLUTE && j->def.kind != JOINT_WELD)
            continue;
        double gap = vec2_distance(anchor(g, j, 0), anchor(g, j, 1));
        widest = fmax(widest, gap);
        sum += gap;
        count++;
    }
    for (int i = 0; i < g->objects.count; i++) {
        const RigidShape *s = &g->objects.items[i].shape;
        if (s->inv_mass > 0.0)
            lowest = fmin(lowest, s->xf->position.y);
        asleep += s->asleep;
    }
    TraceRow row;
    game_measure(g, &row);
    printf("%ld,%.17g,%.17g,%.17g,%.17g,%.17g,%.17g,%d,%d\n", update, update * FIXED_DT, widest,
           count > 0 ? sum / count : 0.0, lowest, row.max_depth, row.energy, asleep, row.bodies);
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
    Scene scene;
    scene_init_defaults(&scene);
    steps = step_settings_reader();
    scene_set_word_hook(scene_words, NULL);
    bool ok = scene_load_file(&scene, argv[1], &err) && joint_scene_resolve(&joints, &scene, &err);
    scene_set_word_hook(NULL, NULL);
    if (!ok) {
        fprintf(stderr, "%s\n", err.message);
        joint_scene_reader_free(&joints);
        return EXIT_BAD_INPUT;
    }
    static Game g;
    game_init(&g, &scene, 1);
    g.physics.step = steps.settings;
    joint_scene_add(&joints, &g.world);
    joint_scene_reader_free(&joints);
    InputState in;
    input_clear(&in);
    printf("update,time,widest_gap,mean_gap,lowest_y,max_depth,energy,asleep,bodies\n");
    write_row(&g, 0);
    for (long u = 1; u <= updates; u++) {
        game_update(&g, &in);
        write_row(&g, u);
    }
    game_release(&g);
    scene_free(&scene);
    return 0;
}

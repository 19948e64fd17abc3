/* residual.c - the data of out/track/residual.png: how much of the
 * velocity constraints the sweeps leave undone, sweep by sweep, with and
 * without warm starting, on one state of a resting pile.
 *
 *   residual SCENE UPDATES > residual.csv
 *
 * runs SCENE (a scene file) for UPDATES updates of the variant
 * warm_starting (the game's update, no keys), then applies gravity once,
 * finds the contacts (the World keeps the last update's list beside
 * them) and sweeps that one state twice: from the kept contacts'
 * impulses (warm) and from zero (cold), writing after each sweep
 * k = 1..15
 *   sweep,warm,cold
 * with contact_residual (solver.c: the largest velocity error of a
 * normal or friction constraint, units/s).  Built against the variant's
 * headers and library (plots/track.mk builds it); no sweep
 * moves a shape, so both runs start from the same positions. */
#include <stdio.h>
#include <stdlib.h>

#include "error.h"
#include "game.h"
#include "scene.h"
#include "solver.h"

#define SWEEPS 15

/* One update's sweeps of the contacts the World found last (`now`),
 * from the game's state: res[k - 1] after k.  The pre-step sets every
 * impulse to zero; warm, the kept list's impulses are carried. */
static void sweep(Game *g, bool warm, double res[SWEEPS])
{
    static const ContactList none;
    ContactList *now = &g->world.contacts;
    contact_pre_step(now);
    contact_warm_start(now, warm ? &g->world.last : &none);
    for (int k = 1; k <= SWEEPS; k++) {
        contact_velocity_iteration(now, g->physics.correction, FIXED_DT);
        res[k - 1] = contact_residual(now, FIXED_DT);
    }
}

int main(int argc, char **argv)
{
    Error err;
    Scene scene = {0};
    char *end = NULL;
    long updates = argc == 3 ? strtol(argv[2], &end, 10) : -1;
    if (argc != 3 || *end != '\0' || updates < 0) {
        fprintf(stderr, "usage: residual SCENE UPDATES\n");
        return 2;
    }
    if (!scene_load_file(&scene, argv[1], &err)) {
        fprintf(stderr, "%s\n", err.message);
        return 2;
    }
    Game g;
    game_init(&g, &scene, 1);
    InputState in;
    input_clear(&in);
    for (long u = 0; u < updates; u++)
        game_update(&g, &in);
    world_integrate_velocities(&g.world);
    world_find_contacts(&g.world, NULL);
    int n = g.objects.count;
    Vec2 *v = malloc((size_t)n * sizeof *v);
    double *omega = malloc((size_t)n * sizeof *omega);
    if (n > 0 && (!v || !omega)) {
        fprintf(stderr, "residual: out of memory\n");
        return 2;
    }
    for (int i = 0; i < n; i++) {
        v[i] = g.objects.items[i].shape.v;
        omega[i] = g.objects.items[i].shape.omega;
    }
    double warm[SWEEPS], cold[SWEEPS];
    sweep(&g, true, warm);
    for (int i = 0; i < n; i++) {
        RigidShape *s = &g.objects.items[i].shape;
        s->v = v[i];
        s->omega = omega[i];
        s->v_bias = vec2(0.0, 0.0);
        s->omega_bias = 0.0;
    }
    sweep(&g, false, cold);
    printf("sweep,warm,cold\n");
    for (int k = 1; k <= SWEEPS; k++)
        printf("%d,%.17g,%.17g\n", k, warm[k - 1], cold[k - 1]);
    free(v);
    free(omega);
    game_release(&g);
    scene_free(&scene);
    return 0;
}

/* chipmunk_pile.c - the benchmark's pile run by Chipmunk 7 (Debian's
 * libchipmunk-dev), for comparison with the teaching engine.
 *
 *   chipmunk [--sleep] --scene pile_N.scene --script EMPTY --frames F
 *
 * Same world as the stages: gravity from the scene (0, -20), a fixed step
 * of 1/60 s, mass 1 for every moving shape with the moment of inertia of
 * a uniform disc or plate, friction 0.8 and restitution 0.2 per pair.
 * Chipmunk multiplies the two shapes' coefficients, so each shape gets the
 * square root (sqrt(0.8) * sqrt(0.8) = 0.8), which gives every pair the
 * workbook's averaged values.
 *
 * Solver settings: Chipmunk's defaults - 10 iterations per step, its
 * bounding-box tree as broad phase, no sleeping (the default idle-time
 * threshold is infinite).  --sleep sets the idle-time threshold to 0.5 s,
 * Box2D's time to sleep (and what Chipmunk's own demos use); the speed
 * below which a body counts as idle stays Chipmunk's default, estimated
 * from the gravity.
 *
 * It prints a one-line summary (where the shapes ended up) so a run can be
 * checked by eye, and the state line of pile_scene.h: the linear kinetic
 * energy of the dynamic bodies and the deepest overlap among the touching
 * contacts, from Chipmunk's own arbiters (the contact points' distances,
 * negative when overlapping; Chipmunk lets shapes overlap by its
 * collision slop, 0.1, before it pushes them apart).  With
 * BENCH_UPDATE_TIME=1 it also prints the time of its loop of steps on
 * stderr (pile_scene.h). */
#include <chipmunk/chipmunk.h>

#include <math.h>
#include <stdio.h>

#include "pile_scene.h"

static const double PI = 3.14159265358979323846;

/* Static shapes hang off their own static body, so that one can carry a
 * position and an angle like a dynamic one. */
static void add_body(cpSpace *space, const PileBody *p)
{
    cpBody *body;
    if (p->mass > 0.0) {
        cpFloat moment = p->is_circle ? cpMomentForCircle(p->mass, 0.0, p->radius, cpvzero)
                                      : cpMomentForBox(p->mass, p->width, p->height);
        body = cpSpaceAddBody(space, cpBodyNew(p->mass, moment));
        cpBodySetVelocity(body, cpv(p->vx, p->vy));
        cpBodySetAngularVelocity(body, p->spin);
    } else {
        body = cpSpaceAddBody(space, cpBodyNewStatic());
    }
    cpBodySetPosition(body, cpv(p->x, p->y));
    cpBodySetAngle(body, p->rot_deg * PI / 180.0);
    cpShape *shape = p->is_circle ? cpCircleShapeNew(body, p->radius, cpvzero)
                                  : cpBoxShapeNew(body, p->width, p->height, 0.0);
    cpShapeSetFriction(shape, sqrt(p->friction));
    cpShapeSetElasticity(shape, sqrt(p->restitution));
    cpSpaceAddShape(space, shape);
    if (p->mass <= 0.0)
        cpSpaceReindexShapesForBody(space, body);
}

typedef struct Tally {
    int moving, inside;
    double sum_y;
} Tally;

static void tally_body(cpBody *body, void *data)
{
    Tally *t = data;
    if (cpBodyGetType(body) != CP_BODY_TYPE_DYNAMIC)
        return;
    cpVect p = cpBodyGetPosition(body);
    t->moving++;
    t->sum_y += p.y;
    if (p.x > 0.0 && p.x < 100.0 && p.y > 4.0)
        t->inside++;
}

/* A dynamic body's touching contacts (a sleeping body keeps its own;
 * an arbiter that did not touch this step counts none) and its motion. */
static void deepest_contact(cpBody *body, cpArbiter *arb, void *data)
{
    (void)body;
    PileState *st = data;
    cpContactPointSet set = cpArbiterGetContactPointSet(arb);
    for (int i = 0; i < set.count; i++)
        if (-set.points[i].distance > st->max_depth)
            st->max_depth = -set.points[i].distance;
}

static void state_body(cpBody *body, void *data)
{
    PileState *st = data;
    if (cpBodyGetType(body) != CP_BODY_TYPE_DYNAMIC)
        return;
    cpVect v = cpBodyGetVelocity(body);
    st->ke_linear += 0.5 * cpBodyGetMass(body) * cpvdot(v, v);
    cpBodyEachArbiter(body, deepest_contact, st);
}

static void free_shape(cpBody *body, cpShape *shape, void *space)
{
    (void)body;
    cpSpaceRemoveShape(space, shape);
    cpShapeFree(shape);
}

static void free_body(cpBody *body, void *space)
{
    cpBodyEachShape(body, free_shape, space);
    cpSpaceRemoveBody(space, body);
    cpBodyFree(body);
}

/* Chipmunk forbids removing while it iterates, so collect first. */
static void collect_body(cpBody *body, void *list)
{
    cpBody ***cursor = list;
    *(*cursor)++ = body;
}

static void free_space(cpSpace *space, int count)
{
    cpBody **bodies = malloc((size_t)count * sizeof *bodies);
    cpBody **cursor = bodies;
    if (bodies) {
        cpSpaceEachBody(space, collect_body, &cursor);
        for (cpBody **b = bodies; b < cursor; b++)
            free_body(*b, space);
        free(bodies);
    }
    cpSpaceFree(space);
}

int main(int argc, char **argv)
{
    PileArgs args;
    pile_args_parse(&args, argc, argv);
    PileScene scene;
    pile_scene_load(&scene, args.scene);

    const char *name = args.sleep ? "chipmunk_sleep" : "chipmunk";
    int clock_steps = pile_update_clock_wanted(name);

    cpSpace *space = cpSpaceNew();
    cpSpaceSetGravity(space, cpv(scene.gravity_x, scene.gravity_y));
    if (args.sleep)
        cpSpaceSetSleepTimeThreshold(space, 0.5);
    for (int i = 0; i < scene.count; i++)
        add_body(space, &scene.bodies[i]);

    const cpFloat dt = 1.0 / 60.0;
    double start = pile_wall_seconds();
    for (long f = 0; f < args.frames; f++)
        cpSpaceStep(space, dt);
    if (clock_steps)
        fprintf(stderr, "update loop: %.6f s for %ld updates\n", pile_wall_seconds() - start,
                args.frames);

    Tally t = {0, 0, 0.0};
    cpSpaceEachBody(space, tally_body, &t);
    printf("%s: %d moving shapes, %ld updates, %d inside the room, mean height %.2f\n", name,
           t.moving, args.frames, t.inside, t.moving ? t.sum_y / t.moving : 0.0);
    PileState st = {0.0, 0.0};
    cpSpaceEachBody(space, state_body, &st);
    pile_print_state(name, &st);
    free_space(space, scene.count);
    pile_scene_free(&scene);
    return 0;
}

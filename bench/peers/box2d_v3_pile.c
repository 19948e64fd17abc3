/* box2d_v3_pile.c - the benchmark's pile run by Box2D v3 (a build of
 * Box2D's own repository; bench/README.md says how to make one), for
 * comparison with the teaching engine and with Box2D 2.4.
 *
 *   box2d_v3 [--sleep] --scene pile_N.scene --script EMPTY --frames F
 *
 * The same world as box2d_pile.cpp: the scene's units taken as metres,
 * unscaled (shapes 2 to 5 m across, within the sizes Box2D is tuned
 * for), gravity from the scene (0, -20), a fixed step of 1/60 s, mass 1
 * for every moving shape (density = 1 / area), friction 0.8 and
 * restitution 0.2 on every shape; Box2D v3 mixes a pair's values as
 * sqrt(f1 f2) and max(e1, e2), the workbook's averages here.
 *
 * Solver settings: 4 sub-steps per step (Box2D v3's recommended count;
 * v3 has no iteration counts), one worker and no task callbacks, so the
 * step runs on the calling thread alone.  Sleeping is off unless --sleep
 * is given, as for the other peers (rows box2d_v3 and box2d_v3_sleep);
 * with it a body sleeps with its island after B2_TIME_TO_SLEEP (0.5 s)
 * below the body's sleep threshold (0.05 m/s), Box2D v3's defaults.
 * Continuous collision stays on, the library's default.
 *
 * Whether the library was built with SIMD is fixed when it is built;
 * the build compiles this file once per library and names each program
 * with PILE_NAME (box2d_v3, box2d_v3_nosimd).
 *
 * It prints the summary line and the state line of the other harnesses:
 * the deepest overlap comes from Box2D v3's own manifolds (the
 * separations of the touching contacts' points, negative when
 * overlapping; Box2D lets shapes rest overlapping by about its linear
 * slop, 0.005).  With BENCH_UPDATE_TIME=1 it also prints the time of its
 * loop of steps on stderr (pile_scene.h). */
#include <box2d/box2d.h>

#include <stdio.h>
#include <stdlib.h>

#include "pile_scene.h"

#ifndef PILE_NAME
#define PILE_NAME "box2d_v3"
#endif

static const double PI = 3.14159265358979323846;

static b2BodyId add_body(b2WorldId world, const PileBody *p)
{
    b2BodyDef def = b2DefaultBodyDef();
    def.type = p->mass > 0.0 ? b2_dynamicBody : b2_staticBody;
    def.position = (b2Vec2){(float)p->x, (float)p->y};
    def.rotation = b2MakeRot((float)(p->rot_deg * PI / 180.0));
    def.linearVelocity = (b2Vec2){(float)p->vx, (float)p->vy};
    def.angularVelocity = (float)p->spin;
    b2BodyId body = b2CreateBody(world, &def);

    double area = p->is_circle ? PI * p->radius * p->radius : p->width * p->height;
    b2ShapeDef shape = b2DefaultShapeDef();
    shape.density = p->mass > 0.0 ? (float)(p->mass / area) : 0.0f;
    shape.material.friction = (float)p->friction;
    shape.material.restitution = (float)p->restitution;
    if (p->is_circle) {
        b2Circle circle = {{0.0f, 0.0f}, (float)p->radius};
        b2CreateCircleShape(body, &shape, &circle);
    } else {
        b2Polygon box = b2MakeBox((float)(p->width / 2.0), (float)(p->height / 2.0));
        b2CreatePolygonShape(body, &shape, &box);
    }
    return body;
}

/* A contact between two moving bodies is listed on both; the deepest
 * point is the same either way. */
static void deepest_contact(b2BodyId body, PileState *st)
{
    int capacity = b2Body_GetContactCapacity(body);
    if (capacity == 0)
        return;
    b2ContactData *contacts = malloc((size_t)capacity * sizeof *contacts);
    if (!contacts) {
        fprintf(stderr, "%s: out of memory\n", PILE_NAME);
        exit(1);
    }
    int count = b2Body_GetContactData(body, contacts, capacity);
    for (int c = 0; c < count; c++) {
        const b2Manifold *m = &contacts[c].manifold;
        for (int i = 0; i < m->pointCount; i++)
            if (-(double)m->points[i].separation > st->max_depth)
                st->max_depth = -(double)m->points[i].separation;
    }
    free(contacts);
}

static void print_end(const char *name, const b2BodyId *moving, int count, long frames)
{
    int inside = 0;
    double sum_y = 0.0;
    PileState st = {0.0, 0.0};
    for (int i = 0; i < count; i++) {
        b2Vec2 p = b2Body_GetPosition(moving[i]);
        b2Vec2 v = b2Body_GetLinearVelocity(moving[i]);
        sum_y += p.y;
        if (p.x > 0.0f && p.x < 100.0f && p.y > 4.0f)
            inside++;
        st.ke_linear += 0.5 * (double)b2Body_GetMass(moving[i])
            * ((double)v.x * v.x + (double)v.y * v.y);
        deepest_contact(moving[i], &st);
    }
    printf("%s: %d moving shapes, %ld updates, %d inside the room, mean height %.2f\n", name, count,
           frames, inside, count ? sum_y / count : 0.0);
    pile_print_state(name, &st);
}

int main(int argc, char **argv)
{
    PileArgs args;
    pile_args_parse(&args, argc, argv);
    PileScene scene;
    pile_scene_load(&scene, args.scene);

    const char *name = args.sleep ? PILE_NAME "_sleep" : PILE_NAME;
    int clock_steps = pile_update_clock_wanted(name);

    b2WorldDef def = b2DefaultWorldDef();
    def.gravity = (b2Vec2){(float)scene.gravity_x, (float)scene.gravity_y};
    def.enableSleep = args.sleep != 0;
    def.workerCount = 1;
    b2WorldId world = b2CreateWorld(&def);
    b2BodyId *moving = malloc((size_t)(scene.count ? scene.count : 1) * sizeof *moving);
    if (!moving) {
        fprintf(stderr, "%s: out of memory\n", name);
        return 1;
    }
    int count = 0;
    for (int i = 0; i < scene.count; i++) {
        b2BodyId body = add_body(world, &scene.bodies[i]);
        if (scene.bodies[i].mass > 0.0)
            moving[count++] = body;
    }

    const float dt = 1.0f / 60.0f;
    double start = pile_wall_seconds();
    for (long f = 0; f < args.frames; f++)
        b2World_Step(world, dt, 4);
    if (clock_steps)
        fprintf(stderr, "update loop: %.6f s for %ld updates\n", pile_wall_seconds() - start,
                args.frames);

    print_end(name, moving, count, args.frames);
    free(moving);
    b2DestroyWorld(world);
    pile_scene_free(&scene);
    return 0;
}

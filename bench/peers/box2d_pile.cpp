// box2d_pile.cpp - the benchmark's pile run by Box2D 2.4 (Debian's
// libbox2d-dev), for comparison with the teaching engine.
//
//   box2d [--sleep] --scene pile_N.scene --script EMPTY --frames F
//
// Same world as the stages: gravity from the scene (0, -20), a fixed step
// of 1/60 s, mass 1 for every moving shape (density = 1 / area), friction
// 0.8 and restitution 0.2 on every shape.  Box2D mixes a pair's friction
// as sqrt(f1 f2) and its restitution as max(e1, e2), both 0.8 and 0.2
// here, the same as the workbook's averages.
//
// Solver settings: Box2D's recommended 8 velocity and 3 position
// iterations per step, with or without sleeping.  Sleeping is off unless
// --sleep is given: the teaching engine has no sleeping, and a pile at
// rest would otherwise cost Box2D almost nothing, which measures a
// different thing (the rows box2d and box2d_sleep of the benchmark).
// With --sleep a body sleeps, with its island, after 0.5 s below Box2D's
// speed thresholds (b2_timeToSleep, b2_linearSleepTolerance,
// b2_angularSleepTolerance, the library's defaults).
//
// It prints a one-line summary (where the shapes ended up) so a run can be
// checked by eye, and the state line of pile_scene.h: the linear kinetic
// energy of the dynamic bodies and the deepest overlap among the touching
// contacts, the separations of Box2D's own world manifolds (negative:
// overlapping; they include Box2D's skin of 0.01 around each polygon, so
// two boxes resting on each other read about -0.005, Box2D's linear
// slop).  With BENCH_UPDATE_TIME=1 it also prints the time of its loop of
// steps on stderr (pile_scene.h).
#include <box2d/box2d.h>

#include <cmath>
#include <cstdio>

#include "pile_scene.h"

static const double kPi = 3.14159265358979323846;

static void add_body(b2World &world, const PileBody &p)
{
    b2BodyDef def;
    def.type = p.mass > 0.0 ? b2_dynamicBody : b2_staticBody;
    def.position.Set((float)p.x, (float)p.y);
    def.angle = (float)(p.rot_deg * kPi / 180.0);
    def.linearVelocity.Set((float)p.vx, (float)p.vy);
    def.angularVelocity = (float)p.spin;
    b2Body *body = world.CreateBody(&def);

    b2CircleShape circle;
    b2PolygonShape box;
    b2FixtureDef fix;
    double area;
    if (p.is_circle) {
        circle.m_radius = (float)p.radius;
        fix.shape = &circle;
        area = kPi * p.radius * p.radius;
    } else {
        box.SetAsBox((float)(p.width / 2.0), (float)(p.height / 2.0));
        fix.shape = &box;
        area = p.width * p.height;
    }
    fix.density = p.mass > 0.0 ? (float)(p.mass / area) : 0.0f;
    fix.friction = (float)p.friction;
    fix.restitution = (float)p.restitution;
    body->CreateFixture(&fix);
}

static PileState final_state(b2World &world)
{
    PileState st = { 0.0, 0.0 };
    for (b2Body *b = world.GetBodyList(); b; b = b->GetNext()) {
        if (b->GetType() != b2_dynamicBody)
            continue;
        b2Vec2 v = b->GetLinearVelocity();
        st.ke_linear += 0.5 * (double)b->GetMass() * ((double)v.x * v.x + (double)v.y * v.y);
    }
    for (b2Contact *c = world.GetContactList(); c; c = c->GetNext()) {
        if (!c->IsTouching())
            continue;
        b2WorldManifold wm;
        c->GetWorldManifold(&wm);
        for (int i = 0; i < c->GetManifold()->pointCount; i++)
            if (-(double)wm.separations[i] > st.max_depth)
                st.max_depth = -(double)wm.separations[i];
    }
    return st;
}

static void print_summary(b2World &world, long frames)
{
    int moving = 0, inside = 0;
    double sum_y = 0.0;
    for (b2Body *b = world.GetBodyList(); b; b = b->GetNext()) {
        if (b->GetType() != b2_dynamicBody)
            continue;
        b2Vec2 p = b->GetPosition();
        moving++;
        sum_y += p.y;
        if (p.x > 0.0f && p.x < 100.0f && p.y > 4.0f)
            inside++;
    }
    std::printf("%s: %d moving shapes, %ld updates, %d inside the room, mean height %.2f\n",
                world.GetAllowSleeping() ? "box2d_sleep" : "box2d", moving, frames, inside, moving ? sum_y / moving : 0.0);
}

int main(int argc, char **argv)
{
    PileArgs args;
    pile_args_parse(&args, argc, argv);
    PileScene scene;
    pile_scene_load(&scene, args.scene);

    const char *name = args.sleep ? "box2d_sleep" : "box2d";
    int clock_steps = pile_update_clock_wanted(name);

    b2World world(b2Vec2((float)scene.gravity_x, (float)scene.gravity_y));
    world.SetAllowSleeping(args.sleep != 0);
    for (int i = 0; i < scene.count; i++)
        add_body(world, scene.bodies[i]);

    const float dt = 1.0f / 60.0f;
    double start = pile_wall_seconds();
    for (long f = 0; f < args.frames; f++)
        world.Step(dt, 8, 3);
    if (clock_steps)
        std::fprintf(stderr, "update loop: %.6f s for %ld updates\n", pile_wall_seconds() - start,
                     args.frames);

    print_summary(world, args.frames);
    PileState st = final_state(world);
    pile_print_state(name, &st);
    pile_scene_free(&scene);
    return 0;
}

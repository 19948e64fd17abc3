// box2d_pile.cpp - the benchmark's pile run by Box2D 2.4 (Debian's
// libbox2d-dev), for comparison with the teaching engine.
//
//   box2d --scene pile_N.scene --script EMPTY --frames F
//
// Same world as the stages: gravity from the scene (0, -20), a fixed step
// of 1/60 s, mass 1 for every moving shape (density = 1 / area), friction
// 0.8 and restitution 0.2 on every shape.  Box2D mixes a pair's friction
// as sqrt(f1 f2) and its restitution as max(e1, e2), both 0.8 and 0.2
// here, the same as the workbook's averages.
//
// Solver settings: Box2D's recommended 8 velocity and 3 position
// iterations per step.  Sleeping is switched off: the teaching engine has
// no sleeping, and a pile at rest would otherwise cost Box2D almost
// nothing, which would measure a different thing.
//
// It prints a one-line summary (where the shapes ended up) so a run can be
// checked by eye; the benchmark throws it away.
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
    std::printf("box2d: %d moving shapes, %ld updates, %d inside the room, mean height %.2f\n",
                moving, frames, inside, moving ? sum_y / moving : 0.0);
}

int main(int argc, char **argv)
{
    PileArgs args;
    pile_args_parse(&args, argc, argv);
    PileScene scene;
    pile_scene_load(&scene, args.scene);

    b2World world(b2Vec2((float)scene.gravity_x, (float)scene.gravity_y));
    world.SetAllowSleeping(false);
    for (int i = 0; i < scene.count; i++)
        add_body(world, scene.bodies[i]);

    const float dt = 1.0f / 60.0f;
    for (long f = 0; f < args.frames; f++)
        world.Step(dt, 8, 3);

    print_summary(world, args.frames);
    pile_scene_free(&scene);
    return 0;
}

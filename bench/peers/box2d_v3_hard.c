/* box2d_v3_hard.c - Box2D v3's side of make bench-hard (bench/hard.sh):
 * a workbook scene with rect, circle and revolute joint lines, built in
 * Box2D v3 (a build of Box2D's own repository; bench/README.md says how
 * to make one), writing the dump bench/hard_probe.c writes for the
 * workbook, in the workbook's units, for bench/hard.awk to measure:
 *
 *   box2d_v3_hard [--sleep] --scene FILE [--frames N]
 *
 * Units: Box2D's gravity is 10 m/s^2 and the workbook's 20 units/s^2, so
 * a metre is 2 units (the scale of chapter 12's settings): every length
 * is halved going in and doubled coming out; a second is a second, so
 * angular velocities and hertz stay as they are.  A moving body's mass
 * is the scene's (density = mass / area in m^2).
 *
 * Materials: friction and restitution mixed as the workbook's default
 * mixing (average) mixes them, their means, instead of Box2D's
 * sqrt(f1 f2) and max(e1, e2).
 *
 * Joints: a revolute joint at the hinge's world point, each body's
 * local frame that point seen from the body; a side that is the world
 * is a static body at the origin.  A rigid hinge keeps Box2D's default
 * joint softness (60 Hz, damping ratio 2, the workbook's
 * JOINT_RIGID_HERTZ too); hertz=F damping=Z set the joint's constraint
 * softness, which Box2D v3 applies as the workbook applies a soft
 * hinge's, to the point in the solve alone and on the joint's own
 * effective mass, so the same numbers mean the same spring.
 * collide_connected=on lets the two bodies collide (off, both engines'
 * default: they pass through each other).
 *
 * Step: 1/60 s, 4 sub-steps (Box2D v3's recommended count, the
 * workbook's default), one worker and no task callbacks, so the step
 * runs on the calling thread alone.  Sleeping is on with --sleep (the
 * variant joints' preset sleeps), with Box2D's defaults.
 *
 * The dump, after set-up (update 0) and after each step:
 *   ground TOP, b U I X Y W LOW HIGH AWAKE, j U K GAP
 * as bench/hard_probe.c documents them: I counts the moving bodies in
 * the file's order, K the joints, LOW and HIGH are the lowest and highest
 * corner (a circle's centre -+ its radius).  Bad input: one line naming
 * the file and line, exit status 2 (pile_scene.c). */
#include <box2d/box2d.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "pile_scene.h"

static const double PI = 3.14159265358979323846;
static const double METRE = 2.0; /* workbook units per metre */

static float mix_average(float a, uint64_t material_a, float b, uint64_t material_b)
{
    (void)material_a;
    (void)material_b;
    return 0.5f * (a + b);
}

static b2Pos metres(double x, double y)
{
    return (b2Pos){(float)(x / METRE), (float)(y / METRE)};
}

static b2BodyId add_body(b2WorldId world, const PileBody *p)
{
    b2BodyDef def = b2DefaultBodyDef();
    def.type = p->mass > 0.0 ? b2_dynamicBody : b2_staticBody;
    def.position = metres(p->x, p->y);
    def.rotation = b2MakeRot((float)(p->rot_deg * PI / 180.0));
    def.linearVelocity = (b2Vec2){(float)(p->vx / METRE), (float)(p->vy / METRE)};
    def.angularVelocity = (float)p->spin;
    b2BodyId body = b2CreateBody(world, &def);

    double r = p->radius / METRE, hw = p->width / (2.0 * METRE), hh = p->height / (2.0 * METRE);
    double area = p->is_circle ? PI * r * r : 4.0 * hw * hh;
    b2ShapeDef shape = b2DefaultShapeDef();
    shape.density = p->mass > 0.0 ? (float)(p->mass / area) : 0.0f;
    shape.material.friction = (float)p->friction;
    shape.material.restitution = (float)p->restitution;
    if (p->is_circle) {
        b2Circle circle = {{0.0f, 0.0f}, (float)r};
        b2CreateCircleShape(body, &shape, &circle);
    } else {
        b2Polygon box = b2MakeBox((float)hw, (float)hh);
        b2CreatePolygonShape(body, &shape, &box);
    }
    return body;
}

static b2JointId add_joint(b2WorldId world, b2BodyId origin, const b2BodyId *bodies,
                           const PileJoint *j)
{
    b2RevoluteJointDef def = b2DefaultRevoluteJointDef();
    b2BodyId a = j->body[0] >= 0 ? bodies[j->body[0]] : origin;
    b2BodyId b = j->body[1] >= 0 ? bodies[j->body[1]] : origin;
    b2Pos at = metres(j->x, j->y);
    def.base.bodyIdA = a;
    def.base.bodyIdB = b;
    def.base.localFrameA.p = b2Body_GetLocalPoint(a, at);
    def.base.localFrameB.p = b2Body_GetLocalPoint(b, at);
    def.base.collideConnected = j->collide_connected != 0;
    if (j->hertz > 0.0) {
        def.base.constraintHertz = (float)j->hertz;
        def.base.constraintDampingRatio = (float)j->damping;
    }
    return b2CreateRevoluteJoint(world, &def);
}

/* The lowest and highest y of body i, in units. */
static void extent(b2BodyId id, const PileBody *p, double *low, double *high)
{
    if (p->is_circle) {
        double y = (double)b2Body_GetPosition(id).y * METRE;
        *low = y - p->radius;
        *high = y + p->radius;
        return;
    }
    *low = INFINITY;
    *high = -INFINITY;
    for (int c = 0; c < 4; c++) {
        b2Vec2 corner = {(float)((c & 1 ? 0.5 : -0.5) * p->width / METRE),
                         (float)((c & 2 ? 0.5 : -0.5) * p->height / METRE)};
        double y = (double)b2Body_GetWorldPoint(id, corner).y * METRE;
        *low = fmin(*low, y);
        *high = fmax(*high, y);
    }
}

static void write_update(const PileScene *scene, const b2BodyId *bodies, b2BodyId origin,
                         const b2JointId *joints, long u)
{
    int moving = 0;
    for (int i = 0; i < scene->count; i++) {
        const PileBody *p = &scene->bodies[i];
        if (p->mass <= 0.0)
            continue;
        b2Pos c = b2Body_GetPosition(bodies[i]);
        double low, high;
        extent(bodies[i], p, &low, &high);
        printf("b %ld %d %.9f %.9f %.9g %.9f %.9f %d\n", u, ++moving, (double)c.x * METRE,
               (double)c.y * METRE, fabs((double)b2Body_GetAngularVelocity(bodies[i])), low, high,
               b2Body_IsAwake(bodies[i]) ? 1 : 0);
    }
    for (int k = 0; k < scene->joint_count; k++) {
        const PileJoint *j = &scene->joints[k];
        b2BodyId a = j->body[0] >= 0 ? bodies[j->body[0]] : origin;
        b2BodyId b = j->body[1] >= 0 ? bodies[j->body[1]] : origin;
        b2Pos pa = b2Body_GetWorldPoint(a, b2Joint_GetLocalFrameA(joints[k]).p);
        b2Pos pb = b2Body_GetWorldPoint(b, b2Joint_GetLocalFrameB(joints[k]).p);
        printf("j %ld %d %.9g\n", u, k + 1,
               METRE * hypot((double)pa.x - (double)pb.x, (double)pa.y - (double)pb.y));
    }
}

int main(int argc, char **argv)
{
    PileArgs args;
    pile_args_parse(&args, argc, argv);
    PileScene scene;
    pile_scene_load_joints(&scene, args.scene);

    b2WorldDef def = b2DefaultWorldDef();
    def.gravity = (b2Vec2){(float)(scene.gravity_x / METRE), (float)(scene.gravity_y / METRE)};
    def.enableSleep = args.sleep != 0;
    def.workerCount = 1;
    def.frictionCallback = mix_average;
    def.restitutionCallback = mix_average;
    b2WorldId world = b2CreateWorld(&def);

    size_t n = (size_t)(scene.count ? scene.count : 1),
           nj = (size_t)(scene.joint_count ? scene.joint_count : 1);
    b2BodyId *bodies = malloc(n * sizeof *bodies);
    b2JointId *joints = malloc(nj * sizeof *joints);
    if (!bodies || !joints) {
        fprintf(stderr, "box2d_v3_hard: out of memory\n");
        return 1;
    }
    double top = -INFINITY;
    for (int i = 0; i < scene.count; i++) {
        bodies[i] = add_body(world, &scene.bodies[i]);
        if (scene.bodies[i].mass <= 0.0) {
            double low, high;
            extent(bodies[i], &scene.bodies[i], &low, &high);
            top = fmax(top, high);
        }
    }
    b2BodyDef origin_def = b2DefaultBodyDef();
    b2BodyId origin = b2CreateBody(world, &origin_def);
    for (int k = 0; k < scene.joint_count; k++)
        joints[k] = add_joint(world, origin, bodies, &scene.joints[k]);

    printf("ground %.9f\n", top);
    write_update(&scene, bodies, origin, joints, 0);
    for (long u = 1; u <= args.frames; u++) {
        b2World_Step(world, 1.0f / 60.0f, 4);
        write_update(&scene, bodies, origin, joints, u);
    }
    free(joints);
    free(bodies);
    b2DestroyWorld(world);
    pile_scene_free(&scene);
    return 0;
}

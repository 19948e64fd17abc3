/* joint.h - joints: two bodies, or a body and the world, held to each
 * other, solved with the contacts in the soft step's sub-steps (chapter
 * 13; the setting `joints`).
 *
 * The kinds:
 *   revolute  a hinge: a point of each body held at one place, about
 *             which the two turn freely; optionally within limits on
 *             their relative angle, optionally driven by a motor (a
 *             target relative angular velocity, and the most torque it
 *             may spend reaching it), optionally pulled back to the
 *             angle it was made at by an angular spring;
 *   distance  a rod (the distance between an anchor on each body held),
 *             a spring (pulled towards a rest length by a spring of f
 *             hertz and damping ratio zeta, optionally kept between a
 *             shortest and a longest length), or a rope (never longer
 *             than its length, slack when shorter);
 *   weld      a point of each body held together and their relative
 *             angle held: the two move as one;
 *   mouse     a point of a body pulled towards a target by a spring,
 *             with no more than a given force (world_mouse_grab).
 * Any of them may be soft (JointDef: hertz > 0), a spring and a damper
 * in solver.h's implicit form; a rigid one is solved with a stiff
 * spring's push (JOINT_RIGID_HERTZ, below, says why).
 *
 * In every sub-step, with the contacts (solve_soft_step.c): the joints are warm
 * started with their accumulated impulses, solved once with the push
 * that closes their error (joint_solve), moved with the positions, and
 * relaxed once without that push (joint_relax); the accumulated impulses
 * are kept for the next update.  A joint's two bodies sleep and wake as
 * one island (island.c).
 *
 * The pieces every joint is built from (joint.c), and each kind's pass
 * (revolute_joint.c, distance_joint.c, weld_joint.c, mouse_joint.c):
 * a joint holds its bodies a and b by a few constraints, each an error C
 * it drives to zero (a limit: keeps from going below zero), through C's
 * rate Cdot, a relative velocity of the two bodies:
 *   point  C = (c_b + r_b) - (c_a + r_a), a vector: how far apart the
 *          anchors are (c a centre, r the lever arm to the anchor);
 *   angle  C = (angle_b - angle_a) - reference angle;
 *   axis   C = |d| - L, d the anchors' gap and u = d / |d| its direction.
 * An impulse P on b (and -P on a) along the constraint changes Cdot by
 * K P, K the constraint's effective inverse mass (joint.c derives
 * each).  Each is solved in the form of the contacts' soft step
 * (solver.h derives it), on P, the accumulated impulse of the
 * sub-step:
 *   dP = -K^-1 mass_scale (Cdot + bias_rate C) - impulse_scale P:
 * a soft joint's spring in both passes, but a soft hinge's only in the
 * solve (revolute_joint.c says why); a rigid joint's stiff push in the
 * solve and JOINT_NO_PUSH in the relax, which asks only Cdot = 0.
 *
 * Why a rigid joint is pushed by a stiff spring and not by C / h.  An
 * error a sub-step leaves (the anchors drift apart as the bodies turn)
 * could be asked away in one sub-step, bias C / h.  But a pass solves a
 * chain's joints one after another: each full correction moves the
 * anchors of its neighbours, whose corrections then overshoot, and what
 * the pushes put into the velocities stays as energy.  A spring taken
 * implicitly closes a share of the error in each sub-step however stiff
 * it is, never more than all of it, and so cannot ring; the relax then
 * takes the push out of the velocities, so the positions are corrected
 * without energy being added.  Box2D v3 pushes its rigid joints so, with
 * a spring twice as stiff as its contacts'.
 *
 * One joint per pair of bodies (the world and the static bodies counting
 * as one) is what the solver is built for.  Two joints holding the same
 * pair, say two hinges, over-constrain it: their impulses along the line
 * between them pull against each other and move nothing, and with a
 * pass per sub-step, warm started, they can grow from one sub-step to the
 * next when the anchors lie far apart for the bodies' size.  A weld holds
 * a pair rigidly in one joint.
 */
#ifndef JOINT_H
#define JOINT_H

#include "draw.h"
#include "rigid_shape.h"
#include "solver.h"

typedef enum JointKind {
    JOINT_REVOLUTE,
    JOINT_DISTANCE,
    JOINT_WELD,
    JOINT_MOUSE,
    JOINT_KIND_COUNT
} JointKind;

/* Which of the world's sets holds a joint's body. */
typedef enum JointSet {
    JOINT_WORLD,  /* no body: the world itself, which never moves */
    JOINT_OBJECT, /* objects->items[index] */
    JOINT_BOUND   /* bounds->items[index] */
} JointSet;

typedef struct JointBody {
    JointSet set;
    int index; /* into the set (not read for the world) */
} JointBody;

/* What a joint holds, said in world terms at the moment it is made
 * (world_add_joint).  Bodies a and b are body[0] and body[1]; an angle is
 * b's rotation less a's, measured from what it was when the joint was
 * made.  A distance joint is
 *   a spring   with hertz > 0: pulled towards `length`, and held within
 *              [min_length, max_length] where has_min, has_max say;
 *   a rod      with hertz 0 and neither limit: `length` held;
 *   a rope     with hertz 0 and max_length alone: never longer;
 *   a range    with hertz 0 and min_length: never shorter, and never
 *              longer than max_length where has_max says, free between. */
typedef struct JointDef {
    JointKind kind;
    JointBody body[2];
    /* Each body's anchor, a world point: for a revolute and a weld the
     * same point; for a mouse, body[0] is the world and anchor[0] the
     * target. */
    Vec2 anchor[2];
    bool collide_connected; /* its two bodies still collide with each other */
    double hertz;           /* > 0: soft, a spring of this frequency; 0: rigid */
    double damping_ratio;   /* zeta of a soft joint's damper */
    /* revolute */
    bool limit;
    double lower, upper; /* the angle's limits, radians, lower <= upper */
    bool motor;
    double motor_speed; /* rad/s, of b relative to a */
    double max_torque;  /* >= 0 */
    /* An angular spring on the relative angle, pulling it back to the
     * angle at the joint's making: spring_hertz > 0, or none. */
    double spring_hertz;
    double spring_damping_ratio;
    /* distance */
    double length; /* the rod's length, the spring's rest length */
    bool has_min, has_max;
    double min_length, max_length;
    /* mouse */
    double max_force; /* >= 0 */
} JointDef;

/* A joint as the solver keeps it. */
typedef struct Joint {
    JointDef def;
    /* Each anchor on its body, as an offset from the centre in the body's
     * own (unturned) frame; the world's is the world point itself. */
    Vec2 local[2];
    double reference_angle; /* b's rotation less a's when the joint was made */
    /* Worked out once per update (joint_prepare): */
    RigidShape *s[2];           /* the bodies; the world is JointList's ground */
    int turn[2];                /* the object whose turn moves the anchor, or -1 */
    Vec2 r0[2];                 /* the lever arms as the update begins */
    double axial_mass;          /* 1 / (1/I_a + 1/I_b): the angle's effective mass */
    SoftContact spring;         /* a soft joint's own coefficients (hertz > 0) */
    SoftContact angular_spring; /* a revolute's angular spring (spring_hertz > 0) */
    bool awake;                 /* a body of it is dynamic and awake: it is solved */
    /* The accumulated impulses of a sub-step, kept from update to update
     * (each sub-step's warm start applies them): */
    Vec2 linear_impulse;                 /* the point: revolute, weld, mouse */
    double angular_impulse;              /* the weld's angle */
    double axial_impulse;                /* the distance's rod or spring */
    double lower_impulse, upper_impulse; /* the limits: angle or length, >= 0 */
    double motor_impulse;                /* |motor_impulse| <= max_torque h */
    double spring_impulse;               /* the revolute's angular spring */
} Joint;

/* The joints of a world, in the order they were added.  Start from a
 * zeroed list. */
typedef struct JointList {
    int count;
    int capacity;
    Joint *items;
    int awake_count; /* of them, those the sub-steps solve (joint_prepare) */
    /* The world as a body, for the joints that hold one: no mass, at the
     * origin, unturned, so its anchor is the world point itself. */
    RigidShape ground;
    Transform ground_xf;
    SoftContact push; /* a rigid joint's push in this update's solves */
} JointList;

/* Adds the joint def describes, its anchors and reference angle taken
 * from where its bodies are now (the caller checks the bodies exist:
 * world_add_joint); returns its index. */
int joint_list_add(JointList *list, const JointDef *def, const ShapeSet *objects,
                   const ShapeSet *bounds);
/* Removes joint k; the joints after it move down one place. */
void joint_list_remove(JointList *list, int k);
void joint_list_free(JointList *list);

/* The update's start, before the sub-steps of length h: each joint's
 * bodies, lever arms, effective masses and springs, the constraints'
 * hertz held to hertz_cap (solver.h's step_hertz_cap: a quarter of the
 * sub-step rate, or INFINITY); the accumulated impulses are kept.
 * Returns whether a joint is awake. */
bool joint_prepare(JointList *list, const ShapeSet *objects, const ShapeSet *bounds, double h,
                   double hertz_cap);
/* A sub-step's start: each awake joint's accumulated impulses applied to
 * its bodies.  turns[i] is how far objects->items[i] has turned since
 * the update began (solve_soft_step.c's move_shapes). */
void joint_warm_start(JointList *list, const Rot *turns);
/* One pass over the awake joints in a sub-step of length h, each error
 * pushed closed: a soft joint by its spring, a rigid one by the stiff
 * push. */
void joint_solve(JointList *list, const Rot *turns, double h);
/* The same pass once the positions moved: a rigid joint without push, so
 * that the velocities keep none; a soft joint is its spring in both. */
void joint_relax(JointList *list, const Rot *turns, double h);

/* Where side k of j has its anchor now: its body's centre and its
 * offset turned by the body's rotation (the world's: the point itself),
 * where the drawing puts it; the distance between a joint's two is how
 * far it is open. */
Vec2 joint_anchor(const Joint *j, int k, const ShapeSet *objects, const ShapeSet *bounds);

/* The joints drawn: each anchor, the segments from the centres to them
 * and between them, a revolute's limits as an arc and a mouse's target. */
void joint_list_draw(const JointList *list, const ShapeSet *objects, const ShapeSet *bounds,
                     DrawList *dl);

/* ---- the pieces (joint.c) and the kinds' passes ---------------------------- */

/* The stiff spring of a rigid joint's push: twice the contacts' 30 Hz
 * (physics.h), so that a joint holds harder than a contact pushes,
 * and a quarter of the 240 Hz sub-steps (omega h = 1.57, a sub-step
 * follows the spring), the most a joint gets (solver.h's hertz cap;
 * fewer sub-steps hold it lower).  Damped past critical (zeta 2), the
 * error closes without overshoot: a quarter of it in each sub-step
 * (joint.c's joint_pushes says how much). */
#define JOINT_RIGID_HERTZ 60.0
#define JOINT_RIGID_DAMPING_RATIO 2.0
/* The relax's push: none, the rigid impulse on Cdot alone. */
#define JOINT_NO_PUSH ((SoftContact){.bias_rate = 0.0, .mass_scale = 1.0, .impulse_scale = 0.0})

/* The fastest a joint lets its bodies go: 800 units/s (Box2D v3's
 * 400 m/s, faster than sound) and a quarter turn in a sub-step (Box2D
 * v3's too; a lever arm turned by more than that is no longer near the
 * straight line a sub-step's row takes it along).  A body a joint holds
 * is brought back to them after each of the joint's rows.  Nothing a
 * scene should do comes near them; they are the joints' safety net: a
 * pass meets each joint once, and where a few joints hold a body at
 * lever arms far longer than the body (joint.h), the pushes of one
 * sub-step can overshoot the next ever more, and without a bound the
 * bodies would leave at speeds that overflow. */
#define JOINT_MAX_SPEED 800.0
#define JOINT_MAX_TURN (0.25 * M_PI)

/* How a pass treats the joints. */
typedef struct JointPass {
    const Rot *turns; /* each object's turn since the update began */
    double h;         /* the sub-step */
    SoftContact push; /* a rigid joint's push: the stiff spring, or JOINT_NO_PUSH */
    bool relax;       /* the relax pass, which pushes nothing */
} JointPass;

/* The passes of joint_solve and joint_relax, to visit the joints one at
 * a time (solve_soft_step.c's passes by colours, solve_order.h). */
static inline JointPass joint_solve_pass(const JointList *list, const Rot *turns, double h)
{
    return (JointPass){turns, h, list->push, false};
}

static inline JointPass joint_relax_pass(const Rot *turns, double h)
{
    return (JointPass){turns, h, JOINT_NO_PUSH, true};
}

/* One awake joint in a pass: its kind's rows, then its bodies held to
 * the caps. */
void joint_visit(Joint *j, const JointPass *pass);

/* Side k's lever arm in this sub-step: the update's arm turned by how
 * far its body has turned since (a bound and the world never turn). */
static inline Vec2 joint_arm(const Joint *j, int k, const Rot *turns)
{
    return j->turn[k] >= 0 ? rot_apply(turns[j->turn[k]], j->r0[k]) : j->r0[k];
}

/* The point constraint's C: b's anchor less a's. */
static inline Vec2 joint_gap(const Joint *j, Vec2 ra, Vec2 rb)
{
    return vec2_sub(vec2_add(j->s[1]->xf->position, rb), vec2_add(j->s[0]->xf->position, ra));
}

/* The angle constraint's C: b's rotation less a's, less the reference. */
static inline double joint_angle(const Joint *j)
{
    return (j->s[1]->xf->rotation - j->s[0]->xf->rotation) - j->reference_angle;
}

/* The push an equality constraint of j gets in this pass: its own
 * spring when soft, else the pass's. */
static inline SoftContact joint_push(const Joint *j, const JointPass *pass)
{
    return j->def.hertz > 0.0 ? j->spring : pass->push;
}

/* The velocity of the point at lever arm r of s: v + omega x r. */
static inline Vec2 anchor_velocity(const RigidShape *s, Vec2 r)
{
    return vec2_add(s->v, vec2_cross_sv(s->omega, r));
}

/* The anchors' relative velocity, the point constraint's Cdot. */
static inline Vec2 relative_anchor_velocity(const Joint *j, Vec2 ra, Vec2 rb)
{
    return vec2_sub(anchor_velocity(j->s[1], rb), anchor_velocity(j->s[0], ra));
}

/* The impulse p at the anchors: +p on b at rb, -p on a at ra, each
 * changing v by p/m and omega by (r x p)/I. */
static inline void apply_point_impulse(Joint *j, Vec2 ra, Vec2 rb, Vec2 p)
{
    RigidShape *a = j->s[0], *b = j->s[1];
    a->v = vec2_sub(a->v, vec2_scale(p, a->inv_mass));
    a->omega -= vec2_cross(ra, p) * a->inv_inertia;
    b->v = vec2_add(b->v, vec2_scale(p, b->inv_mass));
    b->omega += vec2_cross(rb, p) * b->inv_inertia;
}

/* The angular impulse p: +p on b, -p on a. */
static inline void apply_angular_impulse(Joint *j, double p)
{
    j->s[0]->omega -= p * j->s[0]->inv_inertia;
    j->s[1]->omega += p * j->s[1]->inv_inertia;
}

/* The soft coefficients of a rigid joint's push, a spring of `hertz`
 * (JOINT_RIGID_HERTZ, held to the cap), in a sub-step of h. */
SoftContact joint_pushes(double hertz, double h);
/* The point constraint's impulse increment: C = c and accumulated
 * impulse acc, with the push k. */
Vec2 point_impulse(const Joint *j, Vec2 ra, Vec2 rb, Vec2 c, SoftContact k, Vec2 acc);
/* The effective mass 1/k(u) of the anchors along the unit u. */
double axis_mass(const Joint *j, Vec2 ra, Vec2 rb, Vec2 u);
/* An equality row's impulse increment: effective mass `mass`, rate cdot,
 * error c, accumulated impulse acc, push k. */
double row_impulse(double mass, double cdot, double c, SoftContact k, double acc);
/* A limit's impulse increment, keeping c >= 0 (c the room left before
 * the limit, cdot its rate) with an accumulated *acc >= 0. */
double limit_impulse(double mass, double cdot, double c, const JointPass *pass, double *acc);

/* Each kind's pass over one awake joint (its file says how). */
void revolute_pass(Joint *j, const JointPass *pass);
void distance_pass(Joint *j, const JointPass *pass);
void weld_pass(Joint *j, const JointPass *pass);
void mouse_pass(Joint *j, const JointPass *pass);
/* The distance joint's warm start, along its axis of this sub-step. */
void distance_warm_start(Joint *j, const Rot *turns);

#endif

/* joint.h - joints: two bodies, or a body and the world, held to each
 * other, solved with the contacts in the same sub-steps (the variant
 * joints, chapter 13).
 *
 * The kinds:
 *   revolute  a hinge: a point of each body held at one place, about
 *             which the two turn freely; optionally within limits on
 *             their relative angle, optionally driven by a motor (a
 *             target relative angular velocity, and the most torque it
 *             may spend reaching it);
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
 * in soft_contact.h's implicit form; a rigid one is solved with a stiff
 * spring's push (JOINT_RIGID_HERTZ, constraint.h says why).
 *
 * In every sub-step, with the contacts (world.c): the joints are warm
 * started with their accumulated impulses, solved once with the push
 * that closes their error (joint_solve), moved with the positions, and
 * relaxed once without that push (joint_relax); the accumulated impulses
 * are kept for the next update.  A joint's two bodies sleep and wake as
 * one island (island.c).
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
#include "soft_contact.h"

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
 *   a rope     with hertz 0 and max_length alone: never longer. */
typedef struct JointDef {
    JointKind kind;
    JointBody body[2];
    /* Each body's anchor, a world point: for a revolute and a weld the
     * same point; for a mouse, body[0] is the world and anchor[0] the
     * target. */
    Vec2 anchor[2];
    double hertz;         /* > 0: soft, a spring of this frequency; 0: rigid */
    double damping_ratio; /* zeta of a soft joint's damper */
    /* revolute */
    bool limit;
    double lower, upper; /* the angle's limits, radians, lower <= upper */
    bool motor;
    double motor_speed; /* rad/s, of b relative to a */
    double max_torque;  /* >= 0 */
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
    RigidShape *s[2];   /* the bodies; the world is JointList's ground */
    int turn[2];        /* the object whose turn moves the anchor, or -1 */
    Vec2 r0[2];         /* the lever arms as the update begins */
    double axial_mass;  /* 1 / (1/I_a + 1/I_b): the angle's effective mass */
    SoftContact spring; /* a soft joint's own coefficients (hertz > 0) */
    bool awake;         /* a body of it is dynamic and awake: it is solved */
    /* The accumulated impulses of a sub-step, kept from update to update
     * (each sub-step's warm start applies them): */
    Vec2 linear_impulse;                 /* the point: revolute, weld, mouse */
    double angular_impulse;              /* the weld's angle */
    double axial_impulse;                /* the distance's rod or spring */
    double lower_impulse, upper_impulse; /* the limits: angle or length, >= 0 */
    double motor_impulse;                /* |motor_impulse| <= max_torque h */
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
 * bodies, lever arms and effective masses; the accumulated impulses are
 * kept.  Returns whether a joint is awake. */
bool joint_prepare(JointList *list, const ShapeSet *objects, const ShapeSet *bounds, double h);
/* A sub-step's start: each awake joint's accumulated impulses applied to
 * its bodies.  turns[i] is how far objects->items[i] has turned since
 * the update began (world.c's move_shapes). */
void joint_warm_start(JointList *list, const Rot *turns);
/* One pass over the awake joints in a sub-step of length h, each error
 * pushed closed: a soft joint by its spring, a rigid one by the stiff
 * push. */
void joint_solve(JointList *list, const Rot *turns, double h);
/* The same pass once the positions moved: a rigid joint without push, so
 * that the velocities keep none; a soft joint is its spring in both. */
void joint_relax(JointList *list, const Rot *turns, double h);

/* The joints drawn: each anchor, the segments from the centres to them
 * and between them, a revolute's limits as an arc and a mouse's target. */
void joint_list_draw(const JointList *list, const ShapeSet *objects, const ShapeSet *bounds,
                     DrawList *dl);

#endif

/* constraint.h - the pieces every joint is built from (constraint.c),
 * and each kind's pass (revolute_joint.c, distance_joint.c,
 * weld_joint.c, mouse_joint.c).
 *
 * A joint holds its bodies a and b by a few constraints, each an error C
 * it drives to zero (a limit: keeps from going below zero), through C's
 * rate Cdot, a relative velocity of the two bodies:
 *   point  C = (c_b + r_b) - (c_a + r_a), a vector: how far apart the
 *          anchors are (c a centre, r the lever arm to the anchor);
 *   angle  C = (angle_b - angle_a) - reference angle;
 *   axis   C = |d| - L, d the anchors' gap and u = d / |d| its direction.
 * An impulse P on b (and -P on a) along the constraint changes Cdot by
 * K P, K the constraint's effective inverse mass (constraint.c derives
 * each).  Each is solved in the form of the contacts' soft step
 * (soft_contact.h derives it), on P, the accumulated impulse of the
 * sub-step:
 *   dP = -K^-1 mass_scale (Cdot + bias_rate C) - impulse_scale P:
 * a soft joint's spring in both passes; a rigid joint's stiff push in the
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
 */
#ifndef CONSTRAINT_H
#define CONSTRAINT_H

#include "joint.h"

/* The stiff spring of a rigid joint's push: twice the contacts' 30 Hz
 * (step_settings.h), so that a joint holds harder than a contact pushes,
 * and a quarter of the 240 Hz sub-steps (omega h = 1.57, a sub-step
 * follows the spring).  Damped past critical (zeta 2), the error closes
 * without overshoot: a quarter of it in each sub-step (constraint.c's
 * joint_pushes says how much). */
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
} JointPass;

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

/* The soft coefficients of a rigid joint's push in a sub-step of h. */
SoftContact joint_pushes(double h);
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

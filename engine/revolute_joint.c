/* revolute_joint.c - the hinge: one point held, the angle free within
 * its limits, a motor, an angular spring (see joint.h). */
#include "joint.h"

/* The angular spring pulls the angle C = joint_angle back to 0, the
 * angle the hinge was made at: a soft row on C with the spring's own
 * coefficients (solver.h: f spring_hertz, zeta spring_damping_ratio) and
 * the angle's effective mass 1 / (1/I_a + 1/I_b), in both passes, as the
 * distance joint's spring: it is a torque between the bodies, not a push
 * that closes an error.  Its stiffness is axial_mass omega^2, so a body
 * turning about its own centre (the other one static) swings at f, and
 * one hinged away from its centre, whose inertia about the hinge is
 * larger, more slowly. */
static void revolute_spring(Joint *j)
{
    double cdot = j->s[1]->omega - j->s[0]->omega;
    double dp = row_impulse(j->axial_mass, cdot, joint_angle(j), j->angular_spring,
                            j->spring_impulse);
    j->spring_impulse += dp;
    apply_angular_impulse(j, dp);
}

/* The motor drives the relative angular velocity towards motor_speed:
 *   Cdot = omega_b - omega_a - motor_speed,   dP = -Cdot / (1/I_a + 1/I_b),
 * a rigid row with no error to close.  A motor is only as strong as its
 * torque: over a sub-step it may give an impulse of max_torque h at
 * most, so the accumulated impulse is clamped to [-max_torque h,
 * max_torque h], and a load that needs more turns the motor back. */
static void revolute_motor(Joint *j, double h)
{
    double cdot = j->s[1]->omega - j->s[0]->omega - j->def.motor_speed;
    double most = j->def.max_torque * h;
    double total = fmin(fmax(j->motor_impulse - j->axial_mass * cdot, -most), most);
    double dp = total - j->motor_impulse;
    j->motor_impulse = total;
    apply_angular_impulse(j, dp);
}

/* The limits, two one-sided rows on the angle: the room above the lower
 * limit, angle - lower, pushed by a positive angular impulse on b; the
 * room below the upper, upper - angle, whose rate is omega_a - omega_b,
 * pushed by the opposite one. */
static void revolute_limits(Joint *j, const JointPass *pass)
{
    double angle = joint_angle(j);
    double cdot = j->s[1]->omega - j->s[0]->omega;
    double dp = limit_impulse(j->axial_mass, cdot, angle - j->def.lower, pass, &j->lower_impulse);
    apply_angular_impulse(j, dp);
    cdot = j->s[0]->omega - j->s[1]->omega;
    dp = limit_impulse(j->axial_mass, cdot, j->def.upper - angle, pass, &j->upper_impulse);
    apply_angular_impulse(j, -dp);
}

/* A hinge's hertz softens how its point is pushed together, not a force
 * between its bodies (a spring of the distance joint is one): it gives
 * the solve's push, as the stiff spring does for a rigid hinge, and the
 * relax holds the point rigidly, Cdot = 0, taking the push's velocity
 * out again.  Soft in the relax too, the hinge would keep a share of the
 * velocity its spring gave and swing through its rest farther. */
static SoftContact hinge_push(const Joint *j, const JointPass *pass)
{
    return pass->relax ? JOINT_NO_PUSH : joint_push(j, pass);
}

/* The spring and the motor first and the limits after them, so that a
 * limit has the last word over both, and the point last of all: a pass
 * meets each row once, and the one solved last is the one met best. */
void revolute_pass(Joint *j, const JointPass *pass)
{
    if (j->def.spring_hertz > 0.0)
        revolute_spring(j);
    if (j->def.motor)
        revolute_motor(j, pass->h);
    if (j->def.limit)
        revolute_limits(j, pass);
    Vec2 ra = joint_arm(j, 0, pass->turns), rb = joint_arm(j, 1, pass->turns);
    Vec2 c = joint_gap(j, ra, rb);
    Vec2 dp = point_impulse(j, ra, rb, c, hinge_push(j, pass), j->linear_impulse);
    j->linear_impulse = vec2_add(j->linear_impulse, dp);
    apply_point_impulse(j, ra, rb, dp);
}

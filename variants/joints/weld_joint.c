/* weld_joint.c - two bodies held as one: the point and the angle (see
 * joint.h, constraint.h). */
#include "constraint.h"

/* The angle first, the point after it: the angle's impulse turns the
 * bodies about their centres and so moves the anchors, which the point's
 * row then puts back, in the same pass.  (Two rows solved one after the
 * other, as Box2D v3's weld does, in place of one 3 x 3 block: with a
 * pass per sub-step each is met closely, and the relax meets both
 * again.)  C = angle_b - angle_a - reference, Cdot = omega_b - omega_a,
 * K = 1/I_a + 1/I_b. */
void weld_pass(Joint *j, const JointPass *pass)
{
    SoftContact k = joint_push(j, pass);
    double cdot = j->s[1]->omega - j->s[0]->omega;
    double dp = row_impulse(j->axial_mass, cdot, joint_angle(j), k, j->angular_impulse);
    j->angular_impulse += dp;
    apply_angular_impulse(j, dp);
    Vec2 ra = joint_arm(j, 0, pass->turns), rb = joint_arm(j, 1, pass->turns);
    Vec2 dl = point_impulse(j, ra, rb, joint_gap(j, ra, rb), k, j->linear_impulse);
    j->linear_impulse = vec2_add(j->linear_impulse, dl);
    apply_point_impulse(j, ra, rb, dl);
}

/* mouse_joint.c - a body's point pulled towards a target, no harder
 * than a force (see joint.h). */
#include "joint.h"

/* The point constraint from the world's anchor (the target) to the
 * body's, always as the joint's own spring, in both passes: the drag is
 * the spring and nothing rigid.  A force F acts over a sub-step as the
 * impulse F h, so the accumulated impulse is held to |P| <= max_force h,
 * shortened along its own direction when longer, and the increment is
 * what that leaves: however far the target runs ahead, the body is
 * pulled with max_force at most. */
void mouse_pass(Joint *j, const JointPass *pass)
{
    Vec2 ra = joint_arm(j, 0, pass->turns), rb = joint_arm(j, 1, pass->turns);
    Vec2 was = j->linear_impulse;
    Vec2 total = vec2_add(was, point_impulse(j, ra, rb, joint_gap(j, ra, rb), j->spring, was));
    double most = j->def.max_force * pass->h, size = vec2_length(total);
    if (size > most)
        total = vec2_scale(total, most / size);
    j->linear_impulse = total;
    apply_point_impulse(j, ra, rb, vec2_sub(total, was));
}

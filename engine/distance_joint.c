/* distance_joint.c - the rod, the spring and the rope: the distance
 * between two anchors (see joint.h). */
#include "joint.h"

/* Anchors closer than this have no direction between them to push
 * along: the pass leaves the joint alone until they part (a rod or a
 * rope is at least SCENE_MIN_SIZE long, so only a spring pulled to a
 * rest length near 0 gets there). */
#define DISTANCE_MIN_GAP 1e-9

/* The joint's axis in a sub-step: the unit u from a's anchor to b's, and
 * the distance between them; false when they are too close for one. */
typedef struct Axis {
    Vec2 ra, rb, u;
    double length;
} Axis;

static bool distance_axis(const Joint *j, const Rot *turns, Axis *ax)
{
    ax->ra = joint_arm(j, 0, turns);
    ax->rb = joint_arm(j, 1, turns);
    Vec2 d = joint_gap(j, ax->ra, ax->rb);
    ax->length = vec2_length(d);
    if (!(ax->length > DISTANCE_MIN_GAP))
        return false;
    ax->u = vec2_scale(d, 1.0 / ax->length);
    return true;
}

/* The length's rate: the anchors' relative velocity along u. */
static double axis_rate(const Joint *j, const Axis *ax)
{
    return vec2_dot(relative_anchor_velocity(j, ax->ra, ax->rb), ax->u);
}

static void push_along(Joint *j, const Axis *ax, double p)
{
    apply_point_impulse(j, ax->ra, ax->rb, vec2_scale(ax->u, p));
}

void distance_warm_start(Joint *j, const Rot *turns)
{
    Axis ax;
    if (distance_axis(j, turns, &ax))
        push_along(j, &ax, j->axial_impulse + j->lower_impulse - j->upper_impulse);
}

/* The length C = |d| - L: a spring's in both passes (its own
 * coefficients), a rod's with the rigid push (none in the relax); a rope
 * has neither, only its longest length.  The limits are one-sided rows
 * as the revolute's: the room above the shortest length, |d| - min,
 * pushed apart along u, and below the longest, max - |d|, pulled
 * together. */
void distance_pass(Joint *j, const JointPass *pass)
{
    Axis ax;
    if (!distance_axis(j, pass->turns, &ax))
        return;
    double mass = axis_mass(j, ax.ra, ax.rb, ax.u);
    bool spring = j->def.hertz > 0.0, rod = !spring && !j->def.has_min && !j->def.has_max;
    if (spring || rod) {
        double c = ax.length - j->def.length;
        double dp = row_impulse(mass, axis_rate(j, &ax), c, joint_push(j, pass), j->axial_impulse);
        j->axial_impulse += dp;
        push_along(j, &ax, dp);
    }
    if (j->def.has_min) {
        double c = ax.length - j->def.min_length;
        push_along(j, &ax, limit_impulse(mass, axis_rate(j, &ax), c, pass, &j->lower_impulse));
    }
    if (j->def.has_max) {
        double c = j->def.max_length - ax.length;
        push_along(j, &ax, -limit_impulse(mass, -axis_rate(j, &ax), c, pass, &j->upper_impulse));
    }
}

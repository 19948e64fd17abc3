/* weld_joint.c - two bodies held as one: the point and the angle, in one
 * block (see joint.h). */
#include "joint.h"

/* The weld's K, 3 x 3: the point's two rows and the angle's.  The
 * impulse (P, L) on b (and minus it on a), P at the anchor and L a pure
 * turn, changes v_b by P / m_b and omega_b by (r_b x P + L) / I_b, so
 * the anchor's velocity u_b = v_b + omega_b (-r_b.y, r_b.x) and omega_b
 * by
 *   du_b.x   = (1/m_b + r_b.y^2/I_b) P.x - (r_b.x r_b.y/I_b) P.y - (r_b.y/I_b) L,
 *   du_b.y   = -(r_b.x r_b.y/I_b) P.x + (1/m_b + r_b.x^2/I_b) P.y + (r_b.x/I_b) L,
 *   domega_b = -(r_b.y/I_b) P.x + (r_b.x/I_b) P.y + (1/I_b) L,
 * and a's by minus the same with a's values: the rows of
 * (u_b - u_a, omega_b - omega_a) change by K (P, L), the point's 2 x 2
 * (joint.c) bordered by
 *   k13 = -(r_a.y/I_a + r_b.y/I_b),  k23 = r_a.x/I_a + r_b.x/I_b,
 *   k33 = 1/I_a + 1/I_b.
 * Solved as one block, by Cramer's rule: two rows solved one after the
 * other fight when the anchor is far from the bodies' centres (the
 * angle's turn swings the anchor by its lever arm, the point's row swings
 * it back, and a pass per sub-step never settles them), as a small body
 * welded at an arm's length would.  Singular only when neither body can
 * move: then nothing is done. */
typedef struct Block {
    double k11, k12, k13, k22, k23, k33;
} Block;

static Block weld_block(const Joint *j, Vec2 ra, Vec2 rb)
{
    const RigidShape *a = j->s[0], *b = j->s[1];
    double ma = a->inv_mass, mb = b->inv_mass, ia = a->inv_inertia, ib = b->inv_inertia;
    return (Block){
        .k11 = ma + mb + ra.y * ra.y * ia + rb.y * rb.y * ib,
        .k12 = -ra.x * ra.y * ia - rb.x * rb.y * ib,
        .k13 = -ra.y * ia - rb.y * ib,
        .k22 = ma + mb + ra.x * ra.x * ia + rb.x * rb.x * ib,
        .k23 = ra.x * ia + rb.x * ib,
        .k33 = ia + ib,
    };
}

/* K^-1 w by Cramer's rule: x_i = det(K with column i replaced by w) /
 * det K; false when det K is not positive (K is positive semi-definite). */
static bool solve_block(const Block *k, const double w[3], double x[3])
{
    double c11 = k->k22 * k->k33 - k->k23 * k->k23;
    double c12 = k->k13 * k->k23 - k->k12 * k->k33;
    double c13 = k->k12 * k->k23 - k->k13 * k->k22;
    double det = k->k11 * c11 + k->k12 * c12 + k->k13 * c13;
    if (!(det > 0.0))
        return false;
    double c22 = k->k11 * k->k33 - k->k13 * k->k13;
    double c23 = k->k12 * k->k13 - k->k11 * k->k23;
    double c33 = k->k11 * k->k22 - k->k12 * k->k12;
    x[0] = (c11 * w[0] + c12 * w[1] + c13 * w[2]) / det;
    x[1] = (c12 * w[0] + c22 * w[1] + c23 * w[2]) / det;
    x[2] = (c13 * w[0] + c23 * w[1] + c33 * w[2]) / det;
    return true;
}

/* C = (the anchors' gap, angle_b - angle_a - reference) and Cdot = (u_b -
 * u_a, omega_b - omega_a); the soft increment of joint.h with the
 * block's K, one spring for all three rows. */
void weld_pass(Joint *j, const JointPass *pass)
{
    SoftContact k = joint_push(j, pass);
    Vec2 ra = joint_arm(j, 0, pass->turns), rb = joint_arm(j, 1, pass->turns);
    Vec2 c = joint_gap(j, ra, rb), cdot = relative_anchor_velocity(j, ra, rb);
    double w[3] = {
        cdot.x + k.bias_rate * c.x,
        cdot.y + k.bias_rate * c.y,
        j->s[1]->omega - j->s[0]->omega + k.bias_rate * joint_angle(j),
    };
    Block block = weld_block(j, ra, rb);
    double x[3];
    if (!solve_block(&block, w, x))
        return;
    Vec2 dl = vec2(-k.mass_scale * x[0] - k.impulse_scale * j->linear_impulse.x,
                   -k.mass_scale * x[1] - k.impulse_scale * j->linear_impulse.y);
    double da = -k.mass_scale * x[2] - k.impulse_scale * j->angular_impulse;
    j->linear_impulse = vec2_add(j->linear_impulse, dl);
    j->angular_impulse += da;
    apply_point_impulse(j, ra, rb, dl);
    apply_angular_impulse(j, da);
}

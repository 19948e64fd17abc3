/* constraint.c - the pieces every joint is built from (see
 * constraint.h). */
#include "constraint.h"

/* With omega h = 2 pi 60 / 240 = 1.57 and zeta = 2, soft_contact.h's
 * a1 = 2 zeta + omega h = 5.57 and a2 = omega h a1 = 8.75: the push asks
 * for the velocity -bias_rate C = -(omega / a1) C and gets mass_scale =
 * a2 / (1 + a2) = 0.90 of it, so a sub-step moves the anchors by
 *   h (omega / a1) 0.90 C = 0.25 C,
 * a quarter of the error, and the four sub-steps of an update close
 * 1 - 0.75^4 = 69 % of it. */
SoftContact joint_pushes(double h)
{
    return soft_coefficients(JOINT_RIGID_HERTZ, JOINT_RIGID_DAMPING_RATIO, h);
}

/* The point constraint's K.  b's anchor moves with u_b = v_b + omega_b x
 * r_b = v_b + omega_b (-r_b.y, r_b.x).  The impulse P on b changes v_b
 * by P / m_b and omega_b by (r_b x P) / I_b = (r_b.x P.y - r_b.y P.x) /
 * I_b, so u_b by
 *   du_b.x = (1/m_b + r_b.y^2 / I_b) P.x - (r_b.x r_b.y / I_b) P.y,
 *   du_b.y = -(r_b.x r_b.y / I_b) P.x + (1/m_b + r_b.x^2 / I_b) P.y.
 * The -P on a changes u_a by minus a's matrix times P, so the anchors'
 * relative velocity u_b - u_a changes by K P with
 *   K = (1/m_a + 1/m_b) 1 + (1/I_a) [ r_a.y^2       -r_a.x r_a.y ]
 *                                   [ -r_a.x r_a.y   r_a.x^2     ]  + (the same for b),
 * symmetric, and positive definite as soon as one body has a mass (its
 * 1/m on the diagonal); both static, it is 0 and nothing moves.  The
 * impulse that changes the relative velocity by w is P = K^-1 w, and for
 * a 2 x 2
 *   K^-1 w = (1 / det) (k22 w.x - k12 w.y, k11 w.y - k12 w.x),
 *   det = k11 k22 - k12^2.
 * The soft increment is then -mass_scale K^-1 (Cdot + bias_rate C) -
 * impulse_scale P (constraint.h), as a contact's is with its 1 x 1 K. */
Vec2 point_impulse(const Joint *j, Vec2 ra, Vec2 rb, Vec2 c, SoftContact k, Vec2 acc)
{
    const RigidShape *a = j->s[0], *b = j->s[1];
    double ma = a->inv_mass, mb = b->inv_mass, ia = a->inv_inertia, ib = b->inv_inertia;
    double k11 = ma + mb + ra.y * ra.y * ia + rb.y * rb.y * ib;
    double k12 = -ra.x * ra.y * ia - rb.x * rb.y * ib;
    double k22 = ma + mb + ra.x * ra.x * ia + rb.x * rb.x * ib;
    double det = k11 * k22 - k12 * k12;
    if (det <= 0.0)
        return vec2(0.0, 0.0);
    Vec2 w = vec2_add(relative_anchor_velocity(j, ra, rb), vec2_scale(c, k.bias_rate));
    Vec2 x = vec2_scale(vec2(k22 * w.x - k12 * w.y, k11 * w.y - k12 * w.x), 1.0 / det);
    return vec2_sub(vec2_scale(x, -k.mass_scale), vec2_scale(acc, k.impulse_scale));
}

/* Along the unit u, an impulse p u at the anchors changes their relative
 * velocity along u by p k(u) (the contact's effective_inv_mass, solver.c):
 *   k(u) = 1/m_a + 1/m_b + (r_a x u)^2 / I_a + (r_b x u)^2 / I_b;
 * 0 (two static bodies) gives a mass of 0, and nothing moves. */
double axis_mass(const Joint *j, Vec2 ra, Vec2 rb, Vec2 u)
{
    const RigidShape *a = j->s[0], *b = j->s[1];
    double ca = vec2_cross(ra, u), cb = vec2_cross(rb, u);
    double k = a->inv_mass + b->inv_mass + ca * ca * a->inv_inertia + cb * cb * b->inv_inertia;
    return k > 0.0 ? 1.0 / k : 0.0;
}

double row_impulse(double mass, double cdot, double c, SoftContact k, double acc)
{
    return -mass * k.mass_scale * (cdot + k.bias_rate * c) - k.impulse_scale * acc;
}

/* A limit is a one-sided constraint, as a contact is: c >= 0 is the room
 * left (c < 0: past the limit), and its impulse may only push back,
 * acc >= 0.  Room c > 0 may close by c in this sub-step and no more,
 * rigidly, bias c / h (a speculative contact's rule: a body coming at
 * its limit stops at it instead of past it).  Past it, the rigid
 * joint's push (none in the relax).  The clamp holds the accumulated
 * impulse at >= 0, so a limit may take back what it pushed once it is no
 * longer met. */
double limit_impulse(double mass, double cdot, double c, const JointPass *pass, double *acc)
{
    SoftContact k = pass->push;
    double bias = k.bias_rate * c;
    if (c > 0.0) {
        k = JOINT_NO_PUSH;
        bias = c / pass->h;
    }
    double dp = -mass * k.mass_scale * (cdot + bias) - k.impulse_scale * *acc;
    double total = fmax(*acc + dp, 0.0);
    dp = total - *acc;
    *acc = total;
    return dp;
}

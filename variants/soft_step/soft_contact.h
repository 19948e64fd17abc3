/* soft_contact.h - a contact as a spring and a damper, in the implicit
 * form the sub-steps solve it in (the variant soft_step, chapter 12).
 *
 * A point with separation s < 0 (an overlap) is pushed out by a spring
 * of stiffness k and a damper c on the effective mass m of its normal:
 *   m a = -k s - c v,   omega = 2 pi f = sqrt(k/m),   zeta = c / (2 m omega).
 * Taken implicitly over a sub-step h (the spring and damper at the end of
 * the sub-step, s' = s + h v'):
 *   v' = v - h omega^2 (s + h v') - 2 h zeta omega v'.
 * With a1 = 2 zeta + h omega and a2 = h omega a1 this is
 *   v' (1 + a2) = v - h omega^2 s,
 * and with a3 = 1 / (1 + a2), since h omega^2 / a2 = omega / a1,
 *   v' - v = -a2 a3 (v + (omega / a1) s).
 * As an impulse on the effective mass: m (v' - v) = -m a2 a3 (v + bias),
 * bias = bias_rate s with bias_rate = omega / a1, mass_scale = a2 a3.
 * That v is the velocity before the contact pushed; a solve that finds
 * the point already pushed by an accumulated impulse P sees
 * v_seen = v + P/m, and the increment that brings the total to the same
 * value is
 *   -m a2 a3 (v_seen + bias) - (1 - a2 a3) P = -m mass_scale (v_seen + bias) - a3 P,
 * since 1 - a2 a3 = a3: impulse_scale = a3.  A rigid contact is
 * mass_scale 1, impulse_scale 0 and no bias, the limit of an infinitely
 * stiff spring: the relax pass solves that way. */
#ifndef SOFT_CONTACT_H
#define SOFT_CONTACT_H

typedef struct SoftContact {
    double bias_rate;     /* omega / a1, 1/s: bias = bias_rate * s */
    double mass_scale;    /* a2 a3, of the rigid impulse */
    double impulse_scale; /* a3, of the accumulated impulse */
} SoftContact;

/* The coefficients of a contact of `hertz` (f) and damping ratio `zeta`
 * solved once per sub-step of length h. */
SoftContact soft_coefficients(double hertz, double zeta, double h);

#endif

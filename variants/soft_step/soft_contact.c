/* soft_contact.c - a spring and a damper as sub-step coefficients
 * (soft_contact.h derives them). */
#include "soft_contact.h"

#include "vec2.h"

SoftContact soft_coefficients(double hertz, double zeta, double h)
{
    double omega = 2.0 * M_PI * hertz;
    double a1 = 2.0 * zeta + h * omega;
    double a2 = h * omega * a1;
    double a3 = 1.0 / (1.0 + a2);
    return (SoftContact){.bias_rate = omega / a1, .mass_scale = a2 * a3, .impulse_scale = a3};
}

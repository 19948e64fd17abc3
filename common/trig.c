/* trig.c - sine and cosine from + - * / alone, the same bits everywhere.
 *
 * Plan.  Write x = k*(pi/2) + r with k a whole number and |r| <= pi/4, then
 *
 *   k mod 4 :    0        1        2        3
 *   sin x   :  sin r    cos r   -sin r   -cos r
 *   cos x   :  cos r   -sin r   -cos r    sin r
 *
 * and on |r| <= pi/4 a short polynomial is as good as a double can hold.
 * Every step below is an IEEE-754 operation with one correctly rounded
 * result (or a conversion to int, which truncates), so the bits depend on
 * nothing but the input.  This file must be compiled with
 * -ffp-contract=off (the Makefile does): a fused multiply-add rounds once
 * where we round twice and would change the last bit.
 */
#include "trig.h"

#include <float.h>

/* x87 arithmetic (32-bit x86 without SSE2) keeps doubles in 80 bits and
 * rounds them later, at the compiler's whim: no determinism to be had. */
#if !defined(FLT_EVAL_METHOD) || FLT_EVAL_METHOD != 0
/* clang-format off */
#error "trig.c needs double expressions evaluated in double (FLT_EVAL_METHOD 0); on 32-bit x86 build with -msse2 -mfpmath=sse"
/* clang-format on */
#endif

/* ---- the constants -------------------------------------------------------
 *
 * pi/2 = P1 + P2 + P3 + t,  |t| < 1.1e-37 < 2^-122.
 *
 * P1 is pi/2 cut after 2^-32: a 31-bit integer times 2^-30.  P2 is the
 * rest cut after 2^-65: a 32-bit integer times 2^-65.  P3 is the double
 * nearest to what is then left.  Written in hexadecimal so that the
 * compiler stores exactly these bits (a hex-float is exact by definition).
 * Because P1 has 31 significant bits and P2 32, k*P1 and k*P2 are exact
 * in 53 bits for every whole k below 2^21; we only ever use k < 2^20.  */
static const double P1 = 0x1.921fb544p+0;       /* 1.5707963267341256 */
static const double P2 = 0x1.0b4611a6p-34;      /* 6.077100506303966e-11 */
static const double P3 = 0x1.3198a2e037073p-69; /* 2.0222662487959506e-21 */

/* 2/pi rounded, used only to choose k: an error in it can only make k the
 * neighbouring integer at an exact half, which leaves |r| a hair over pi/4
 * (by less than 2^-31); the polynomials below are bounded up to there. */
static const double TWO_OVER_PI = 0x1.45f306dc9c883p-1;

/* Past 2^20 radians k*P1 would no longer be exact (see trig_reduce_large). */
static const double REDUCE_LIMIT = 0x1p20;

/* The double nearest 2*pi (2*M_PI exactly). */
static const double TWO_PI_DOUBLE = 0x1.921fb54442d18p+2;

/* Taylor coefficients (-1)^j / n!, each the double nearest to it (relative
 * error below 2^-53; the hex digits come from exact rational arithmetic).
 *
 * Why Taylor and how many terms: on |r| <= pi/4 the series of sin and cos
 * alternate with terms shrinking in size, so the error of stopping is
 * smaller than the first term left out:
 *
 *   sin: stop after r^17, error < r^19/19! < 8.4e-20; divided by
 *        sin r >= 0.89 r that is a relative error below 2^-62.
 *        (Stopping after r^15 would leave 6.5e-17 relative: too much.)
 *   cos: stop after r^16, error < r^18/18! < 2.1e-18; cos r >= 0.707, so
 *        relative error below 2^-58.  (Stopping after r^14: 2^-49.)
 *
 * Both are far below the 2^-53 of one rounding, so a minimax fit, which
 * would save a term, is not needed for accuracy. */
static const double S3 = -0x1.5555555555555p-3;   /* -1/3!  */
static const double S5 = 0x1.1111111111111p-7;    /*  1/5!  */
static const double S7 = -0x1.a01a01a01a01ap-13;  /* -1/7!  */
static const double S9 = 0x1.71de3a556c734p-19;   /*  1/9!  */
static const double S11 = -0x1.ae64567f544e4p-26; /* -1/11! */
static const double S13 = 0x1.6124613a86d09p-33;  /*  1/13! */
static const double S15 = -0x1.ae7f3e733b81fp-41; /* -1/15! */
static const double S17 = 0x1.952c77030ad4ap-49;  /*  1/17! */

static const double C4 = 0x1.5555555555555p-5;    /*  1/4!  */
static const double C6 = -0x1.6c16c16c16c17p-10;  /* -1/6!  */
static const double C8 = 0x1.a01a01a01a01ap-16;   /*  1/8!  */
static const double C10 = -0x1.27e4fb7789f5cp-22; /* -1/10! */
static const double C12 = 0x1.1eed8eff8d898p-29;  /*  1/12! */
static const double C14 = -0x1.93974a8c07c9dp-37; /* -1/14! */
static const double C16 = 0x1.ae7f3e733b81fp-45;  /*  1/16! */

/* The reduced angle as an unevaluated sum hi + lo (|lo| << |hi|), and the
 * quadrant k mod 4. */
typedef struct Reduced {
    double hi, lo;
    int quadrant;
} Reduced;

/* a + b = s + err exactly, s = fl(a + b) (Knuth's two-sum: six operations,
 * no branch, valid for any order of magnitudes). */
static double two_sum(double a, double b, double *err)
{
    double s = a + b;
    double bb = s - a;
    *err = (a - (s - bb)) + (b - bb);
    return s;
}

/* x mod 2*pi_d for x > 0, computed exactly: subtract m = 2*pi_d * 2^j for
 * j from large to 0.  Keeping x < 2m, each subtraction has m <= x < 2m,
 * so x - m is exact (Sterbenz: a - b is exact when b/2 <= a <= 2b), and
 * doubling or halving m is exact.  At most about 1020 rounds, only for
 * |x| > 2^20, where an angle has no physical meaning left anyway. */
static double trig_reduce_large(double x)
{
    double m = TWO_PI_DOUBLE;
    while (m <= 0.5 * x)
        m *= 2.0;
    for (; m >= TWO_PI_DOUBLE; m *= 0.5)
        if (x >= m)
            x -= m;
    return x;
}

/* Cody-Waite reduction of 0 <= x <= 2^20.
 *
 *   k  = nearest integer to x * 2/pi                 (k < 2^20)
 *   y1 = x - k*P1       exact: k*P1 is exact, and for k >= 1 it lies
 *                       within a factor 2 of x (Sterbenz); for k = 0
 *                       nothing changes
 *   y2 = y1 - k*P2      k*P2 exact; the sum's rounding error e1 is kept
 *   r  = y2 - k*P3      k*P3 rounded (error <= k * 2^-121.6); the sum's
 *                       rounding error e2 is kept
 *   hi = r, lo = e1 + e2
 *
 * hi + lo differs from x - k*pi/2 by at most k*|t| + k*2^-121.6 <
 * k * 2^-121.  For |x| <= 4096 (k <= 2608) and every double x, checking
 * the double nearest each k*pi/2 with 450-bit arithmetic shows
 * |x - k*pi/2| >= 2^-60.49 (the closest: x = 45.553..., k = 29), and the
 * worst ratio k*2^-121 / |x - k*pi/2| is 2^-55.7: the reduced angle is
 * correct to better than 1/6 ulp even beside a zero of sin or cos.  Up to
 * 2^20 the same ratio reaches 2^-49 (k = 204551), i.e. tiny results near
 * a zero may be some 16 ulps off, while the absolute error stays < 2^-100. */
static Reduced trig_reduce(double x)
{
    Reduced out;
    int k = (int)(x * TWO_OVER_PI + 0.5);
    double kd = (double)k;
    double e1, e2;
    double y1 = x - kd * P1;
    double y2 = two_sum(y1, -(kd * P2), &e1);
    out.hi = two_sum(y2, -(kd * P3), &e2);
    out.lo = e1 + e2;
    out.quadrant = k & 3;
    return out;
}

/* sin(hi + lo) with |hi| <= pi/4 + 2^-31 and |lo| <= 2^-52 |hi|.
 *
 *   sin(hi + lo) = sin hi + lo cos hi + O(lo^2)
 *                = hi + hi z (S3 + z (S5 + ... + z S17)) + lo (1 - z/2) + O(lo hi^4)
 *   with z = hi^2.
 *
 * hi is added last: everything else is at most |hi|^3/6 (an eighth of the
 * result), so its rounding errors are scaled down by that much and the
 * final addition's half ulp dominates. */
static double sin_kernel(double hi, double lo)
{
    double z = hi * hi;
    double p = S15 + z * S17;
    p = S13 + z * p;
    p = S11 + z * p;
    p = S9 + z * p;
    p = S7 + z * p;
    p = S5 + z * p;
    p = S3 + z * p;
    return hi + ((hi * z) * p + (lo - lo * (0.5 * z)));
}

/* cos(hi + lo), same ranges.
 *
 *   cos(hi + lo) = cos hi - lo sin hi + O(lo^2)
 *                = 1 - z/2 + z^2 (C4 + z (C6 + ... + z C16)) - lo hi + O(lo hi^3)
 *
 * 1 - z/2 is the big part; it is formed as w = fl(1 - h), h = z/2 <= 0.31,
 * and its rounding error (1 - w) - h is recovered exactly (1 - w is exact
 * by Sterbenz since 1/2 <= w <= 1, and then so is the difference with h)
 * and added back with the small terms. */
static double cos_kernel(double hi, double lo)
{
    double z = hi * hi;
    double p = C14 + z * C16;
    p = C12 + z * p;
    p = C10 + z * p;
    p = C8 + z * p;
    p = C6 + z * p;
    p = C4 + z * p;
    double h = 0.5 * z;
    double w = 1.0 - h;
    return w + (((1.0 - w) - h) + ((z * z) * p - hi * lo));
}

/* Error budget for |x| <= 4096, in ulps of the result:
 *   final addition (hi + small, w + small)            0.5
 *   the small part's own roundings and coefficients   sin < 0.5 at worst
 *                                                     (|small| <= 0.081,
 *                                                     about six roundings),
 *                                                     cos < 0.1
 *   polynomial truncation                             < 2^-5
 *   reduction                                         < 1/6
 * The sum of worst cases is a little above 1 for sin near pi/4, but they
 * do not all line up: against 160-bit arithmetic the largest error found
 * on 2 x 10^5 random angles in [-4000, 4000] is 0.77 ulp, and on the
 * doubles nearest each k pi/2 (k <= 2608), where results are tiny, 0.50
 * ulp.  The tests check that every result is the C library's or one of
 * its two neighbours. */

/* x - x is 0 for every finite x and NaN for NaN and +-inf. */
static int is_finite(double x)
{
    return x - x == 0.0;
}

/* |x| for a finite nonzero x, reduced. */
static Reduced reduce_abs(double ax)
{
    if (ax > REDUCE_LIMIT)
        ax = trig_reduce_large(ax);
    return trig_reduce(ax);
}

void trig_sincos(double x, double *s, double *c)
{
    if (!is_finite(x)) {
        *s = *c = x - x;
        return;
    }
    if (x == 0.0) { /* keeps the sign of zero: sin(-0) = -0 */
        *s = x;
        *c = 1.0;
        return;
    }
    Reduced r = reduce_abs(x < 0.0 ? -x : x);
    double sr = sin_kernel(r.hi, r.lo), cr = cos_kernel(r.hi, r.lo);
    double sa, ca; /* sin and cos of |x| */
    switch (r.quadrant) {
    case 0:
        sa = sr;
        ca = cr;
        break;
    case 1:
        sa = cr;
        ca = -sr;
        break;
    case 2:
        sa = -sr;
        ca = -cr;
        break;
    default:
        sa = -cr;
        ca = sr;
        break;
    }
    /* sin is odd and cos even, exactly, because both were computed on |x|. */
    *s = x < 0.0 ? -sa : sa;
    *c = ca;
}

double trig_sin(double x)
{
    if (!is_finite(x))
        return x - x;
    if (x == 0.0)
        return x;
    Reduced r = reduce_abs(x < 0.0 ? -x : x);
    double v;
    switch (r.quadrant) {
    case 0: v = sin_kernel(r.hi, r.lo); break;
    case 1: v = cos_kernel(r.hi, r.lo); break;
    case 2: v = -sin_kernel(r.hi, r.lo); break;
    default: v = -cos_kernel(r.hi, r.lo); break;
    }
    return x < 0.0 ? -v : v;
}

double trig_cos(double x)
{
    if (!is_finite(x))
        return x - x;
    if (x == 0.0)
        return 1.0;
    Reduced r = reduce_abs(x < 0.0 ? -x : x);
    switch (r.quadrant) {
    case 0: return cos_kernel(r.hi, r.lo);
    case 1: return -sin_kernel(r.hi, r.lo);
    case 2: return -cos_kernel(r.hi, r.lo);
    default: return sin_kernel(r.hi, r.lo);
    }
}

/* test_trig.c - the workbook's own sine and cosine: accurate, and the same
 * bits everywhere.
 *
 * The C library's sin and cos serve as the reference.  glibc's are within
 * half an ulp or so of the exact value and ours within 0.8 ulp (trig.c), so
 * the two results are the same double or neighbours: at most one step
 * apart when the doubles are counted in order. */
#include "check_support.h"

#include <float.h>
#include <stdint.h>

#include "trig.h"
#include "vec2.h"

/* Doubles in order as integers: adjacent doubles differ by 1, also across
 * a power of two and across zero (-0 and +0 both map to 0). */
static int64_t ordinal(double x)
{
    int64_t i;
    memcpy(&i, &x, sizeof i);
    return i < 0 ? INT64_MIN - i : i;
}

static int64_t steps_apart(double a, double b)
{
    int64_t d = ordinal(a) - ordinal(b);
    return d < 0 ? -d : d;
}

static uint64_t bits_of(double x)
{
    uint64_t u;
    memcpy(&u, &x, sizeof u);
    return u;
}

static void check_against_libm(double x)
{
    double s = trig_sin(x), c = trig_cos(x);
    ck_assert_msg(steps_apart(s, sin(x)) <= 1, "trig_sin(%a) = %a, sin = %a", x, s, sin(x));
    ck_assert_msg(steps_apart(c, cos(x)) <= 1, "trig_cos(%a) = %a, cos = %a", x, c, cos(x));
}

START_TEST(test_exact_at_zero)
{
    ck_assert(bits_of(trig_sin(0.0)) == bits_of(0.0));
    ck_assert(bits_of(trig_sin(-0.0)) == bits_of(-0.0));
    ck_assert(trig_cos(0.0) == 1.0 && trig_cos(-0.0) == 1.0);
    double s = 2.0, c = 2.0;
    trig_sincos(-0.0, &s, &c);
    ck_assert(bits_of(s) == bits_of(-0.0) && c == 1.0);
}
END_TEST

/* The nearest double to pi/2 is 6.1e-17 short of it: the exact sine is
 * 1 - 1.9e-33 and the exact cosine of the double nearest pi is
 * -1 + 7.5e-33, both 1 (in size) once rounded. */
START_TEST(test_exact_at_right_angles)
{
    ck_assert(trig_sin(M_PI / 2.0) == 1.0);
    ck_assert(trig_sin(deg_to_rad(90.0)) == 1.0);
    ck_assert(trig_sin(-deg_to_rad(90.0)) == -1.0);
    ck_assert(trig_cos(M_PI) == -1.0);
    ck_assert(trig_cos(deg_to_rad(180.0)) == -1.0);
}
END_TEST

/* sin is odd and cos even, bit for bit, because both work on |x|. */
START_TEST(test_symmetry_bitwise)
{
    for (int i = 1; i <= 100000; i++) {
        double x = 0.0437 * i;
        ck_assert(bits_of(trig_sin(-x)) == bits_of(-trig_sin(x)));
        ck_assert(bits_of(trig_cos(-x)) == bits_of(trig_cos(x)));
    }
}
END_TEST

/* 10^6 + 1 evenly spaced angles over [-4000, 4000] radians. */
START_TEST(test_dense_sweep_matches_libm)
{
    const long n = 1000000;
    for (long i = 0; i <= n; i++)
        check_against_libm(-4000.0 + 8000.0 * (double)i / (double)n);
    /* and densely over one turn, where the polynomials do all the work */
    for (long i = 0; i <= n / 4; i++)
        check_against_libm(-M_PI + 2.0 * M_PI * (double)i / (n / 4));
}
END_TEST

/* Multiples of pi/2, pi/4 and pi/6 as a program computes them: there the
 * reduced angle is tiny (the result is next to a zero) or exactly where
 * two quadrants meet. */
START_TEST(test_special_angles_match_libm)
{
    for (int k = -2500; k <= 2500; k++) {
        check_against_libm(k * (M_PI / 2.0));
        check_against_libm(k * (M_PI / 4.0));
        check_against_libm(k * (M_PI / 6.0));
        check_against_libm(k * M_PI);
    }
}
END_TEST

/* Rotations in the scenes are degrees through deg_to_rad (common/vec2.h). */
START_TEST(test_degree_steps_match_libm)
{
    for (int tenth = -3600; tenth <= 3600; tenth++)
        check_against_libm(deg_to_rad(tenth / 10.0));
    for (int deg = 0; deg <= 360; deg++)
        check_against_libm(deg_to_rad((double)deg));
}
END_TEST

START_TEST(test_sincos_agrees)
{
    for (int i = -20000; i <= 20000; i++) {
        double x = 0.1913 * i, s, c;
        trig_sincos(x, &s, &c);
        ck_assert(bits_of(s) == bits_of(trig_sin(x)));
        ck_assert(bits_of(c) == bits_of(trig_cos(x)));
    }
}
END_TEST

/* s^2 + c^2 = 1: each of s, c is within 1 ulp (< 2^-53) of the truth,
 * so s^2 + c^2 is within 2(|s| + |c|) 2^-53 + three roundings < 2^-50. */
START_TEST(test_pythagoras)
{
    for (int i = -100000; i <= 100000; i++) {
        double x = 0.0397 * i, s = trig_sin(x), c = trig_cos(x);
        double e = s * s + c * c - 1.0;
        ck_assert_msg(e <= 0x1p-50 && e >= -0x1p-50, "x = %a: s^2 + c^2 - 1 = %a", x, e);
    }
}
END_TEST

/* 4096 < |x| <= 2^20: the reduction is still exact in its big steps, the
 * absolute error stays far below 2^-52 (trig.c). */
START_TEST(test_long_spins_match_libm)
{
    for (int i = 0; i <= 100000; i++) {
        double x = 4096.0 + (0x1p20 - 4096.0) * i / 100000.0;
        ck_assert(fabs(trig_sin(x) - sin(x)) <= 0x1p-52);
        ck_assert(fabs(trig_cos(x) - cos(x)) <= 0x1p-52);
    }
}
END_TEST

/* Past 2^20 the angle is first reduced exactly modulo the double nearest
 * 2 pi (2*M_PI), so a whole number of those turns changes nothing. */
START_TEST(test_beyond_range_is_well_defined)
{
    double turns = 0x1p20 * (2.0 * M_PI); /* exact: times a power of 2 */
    ck_assert(trig_sin(turns) == 0.0 && trig_cos(turns) == 1.0);
    ck_assert(bits_of(trig_sin(turns + 1.0)) == bits_of(trig_sin(1.0)));
    ck_assert(bits_of(trig_cos(-(turns + 1.0))) == bits_of(trig_cos(1.0)));
    const double big[] = {0x1p20 + 0.5, 1e7, 1e15, 0x1p60, 1e300, DBL_MAX, -DBL_MAX};
    for (size_t i = 0; i < sizeof big / sizeof big[0]; i++) {
        double s = trig_sin(big[i]), c = trig_cos(big[i]);
        ck_assert_msg(s >= -1.0 && s <= 1.0 && c >= -1.0 && c <= 1.0, "x = %a", big[i]);
    }
}
END_TEST

START_TEST(test_nan_and_infinity_give_nan)
{
    const double bad[] = {NAN, -NAN, INFINITY, -INFINITY};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        double s = 0.0, c = 0.0;
        ck_assert(isnan(trig_sin(bad[i])) && isnan(trig_cos(bad[i])));
        trig_sincos(bad[i], &s, &c);
        ck_assert(isnan(s) && isnan(c));
    }
}
END_TEST

/* The exact bits for chosen inputs.  Any change to the constants, the
 * order of operations or the compiler's treatment of them shows here; the
 * web build prints the same table to be compared.  The values up to 1e6
 * are within 0.8 ulp of the exact ones (checked with 160-bit arithmetic);
 * at -2.5 glibc's sin is one step away (the exact value is between). */
static const struct {
    double x;
    uint64_t sin_bits, cos_bits;
} PINNED[] = {
    {0x1p+0, 0x3feaed548f090ceeULL, 0x3fe14a280fb5068cULL},
    {0x1p-1, 0x3fdeaee8744b05f0ULL, 0x3fec1528065b7d50ULL},
    {-0x1.4p+1, 0xbfe326af0dcfcab0ULL, 0xbfe9a2f7ef858b7dULL},
    {0x1.0c152382d7365p-1, 0x3fdfffffffffffffULL, 0x3febb67ae8584cabULL},   /* 30 degrees */
    {0x1.92p+6, 0xbf9fb3f833470ff1ULL, 0x3feffc12adaecec2ULL},              /* 100.5 */
    {0x1.f44p+9, 0x3fefd948c50a7a0dULL, 0x3fb8dbff75eb664fULL},             /* 1000.5 */
    {0x1.f3ep+11, 0x3fcf59e20b491bddULL, 0xbfef067a1572e67bULL},            /* 3999 */
    {0x1.6c6cbc45dc8dep+5, 0x3ff0000000000000ULL, 0xbc26d61b58c99c43ULL},   /* ~29 pi/2 */
    {0x1.e848p+19, 0xbfd6664b2568d867ULL, 0x3fedf9df9906d32cULL},           /* 1e6 */
    {0x1.312dp+23, 0x3fdaea414a28fc0bULL, 0xbfed085be7bf7ca3ULL},           /* 1e7 */
    {0x1.7e43c8800759cp+996, 0xbfe52ec076f4df9dULL, 0x3fe7fc3f18dde1daULL}, /* 1e300 */
};

START_TEST(test_pinned_bits)
{
    for (size_t i = 0; i < sizeof PINNED / sizeof PINNED[0]; i++) {
        double x = PINNED[i].x;
        ck_assert_msg(bits_of(trig_sin(x)) == PINNED[i].sin_bits, "trig_sin(%a) = %a", x,
                      trig_sin(x));
        ck_assert_msg(bits_of(trig_cos(x)) == PINNED[i].cos_bits, "trig_cos(%a) = %a", x,
                      trig_cos(x));
    }
}
END_TEST

Suite *test_trig_suite(void)
{
    Suite *s = suite_create("trig");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_exact_at_zero);
    tcase_add_test(tc, test_exact_at_right_angles);
    tcase_add_test(tc, test_symmetry_bitwise);
    tcase_add_test(tc, test_dense_sweep_matches_libm);
    tcase_add_test(tc, test_special_angles_match_libm);
    tcase_add_test(tc, test_degree_steps_match_libm);
    tcase_add_test(tc, test_sincos_agrees);
    tcase_add_test(tc, test_pythagoras);
    tcase_add_test(tc, test_long_spins_match_libm);
    tcase_add_test(tc, test_beyond_range_is_well_defined);
    tcase_add_test(tc, test_nan_and_infinity_give_nan);
    tcase_add_test(tc, test_pinned_bits);
    suite_add_tcase(s, tc);
    return s;
}

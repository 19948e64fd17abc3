/* test_rng.c - SplitMix64 against its published reference values. */
#include "check_support.h"

#include "rng.h"

START_TEST(test_reference_values_seed_0)
{
    /* The first outputs of the reference splitmix64.c (Vigna) for state 0. */
    Rng rng;
    rng_seed(&rng, 0);
    ck_assert_uint_eq(rng_next_u64(&rng), UINT64_C(0xe220a8397b1dcdaf));
    ck_assert_uint_eq(rng_next_u64(&rng), UINT64_C(0x6e789e6aa1b965f4));
    ck_assert_uint_eq(rng_next_u64(&rng), UINT64_C(0x06c45d188009454f));
}
END_TEST

START_TEST(test_state_advances_by_golden_ratio)
{
    Rng rng;
    rng_seed(&rng, 5);
    rng_next_u64(&rng);
    rng_next_u64(&rng);
    ck_assert_uint_eq(rng.state, 5 + 2 * UINT64_C(0x9E3779B97F4A7C15));
}
END_TEST

START_TEST(test_uniform_first_value)
{
    /* (0xe220a8397b1dcdaf >> 11) * 2^-53 = 7956156453446585 / 2^53
     * = 0.8833108082136426 (computed with exact integers). */
    Rng rng;
    rng_seed(&rng, 0);
    ck_assert_double_eq(rng_uniform(&rng), 7956156453446585.0 / 9007199254740992.0);
    rng_seed(&rng, 0);
    ck_assert_double_eq_tol(rng_uniform(&rng), 0.8833108082136426, 1e-16);
}
END_TEST

START_TEST(test_uniform_in_unit_interval)
{
    /* 100000 draws: all in [0,1), and their mean near 1/2 (standard error
     * 1/sqrt(12 * 100000) = 0.0009, so 0.01 is over ten sigma). */
    Rng rng;
    double sum = 0.0;
    rng_seed(&rng, 12345);
    for (int i = 0; i < 100000; i++) {
        double u = rng_uniform(&rng);
        ck_assert(u >= 0.0 && u < 1.0);
        sum += u;
    }
    ck_assert_double_eq_tol(sum / 100000.0, 0.5, 0.01);
}
END_TEST

START_TEST(test_same_seed_same_sequence)
{
    Rng a, b, c;
    rng_seed(&a, 42);
    rng_seed(&b, 42);
    rng_seed(&c, 43);
    int differ = 0;
    for (int i = 0; i < 1000; i++) {
        uint64_t x = rng_next_u64(&a);
        ck_assert_uint_eq(x, rng_next_u64(&b));
        differ += x != rng_next_u64(&c);
    }
    ck_assert_int_eq(differ, 1000);
}
END_TEST

Suite *test_rng_suite(void)
{
    Suite *s = suite_create("rng");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_reference_values_seed_0);
    tcase_add_test(tc, test_state_advances_by_golden_ratio);
    tcase_add_test(tc, test_uniform_first_value);
    tcase_add_test(tc, test_uniform_in_unit_interval);
    tcase_add_test(tc, test_same_seed_same_sequence);
    suite_add_tcase(s, tc);
    return s;
}

/* rng.c - SplitMix64 (Steele, Lea and Flood, OOPSLA 2014). */
#include "rng.h"

void rng_seed(Rng *rng, uint64_t seed)
{
    rng->state = seed;
}

uint64_t rng_next_u64(Rng *rng)
{
    /* The counter walks the golden-ratio Weyl sequence, which visits every
     * 64-bit value once; the mixing rounds (the MurmurHash3 finaliser with
     * Stafford's "variant 13" constants) make consecutive outputs look
     * independent. */
    uint64_t z = (rng->state += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

double rng_uniform(Rng *rng)
{
    /* 53 random bits fill a double's mantissa exactly; scaling by 2^-53
     * gives multiples of 2^-53 in [0, 1), so 1.0 itself never comes out. */
    return (double)(rng_next_u64(rng) >> 11) * (1.0 / 9007199254740992.0);
}

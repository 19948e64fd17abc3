/* rng.h - the one seeded random generator every random choice comes from.
 *
 * Algorithm: SplitMix64 (Steele, Lea and Flood, "Fast splittable
 * pseudorandom number generators", OOPSLA 2014).  The state is a 64-bit
 * counter advanced by the golden-ratio constant 0x9E3779B97F4A7C15 and
 * scrambled by two xor-shift-multiply rounds.  It uses only 64-bit integer
 * arithmetic, so the same seed gives the same sequence on every platform.
 * rng_uniform() keeps the top 53 bits, the precision of a double.
 */
#ifndef RNG_H
#define RNG_H

#include <stdint.h>

typedef struct Rng {
    uint64_t state;
} Rng;

void rng_seed(Rng *rng, uint64_t seed);
uint64_t rng_next_u64(Rng *rng);
/* Uniform in [0, 1): (next >> 11) * 2^-53. */
double rng_uniform(Rng *rng);

#endif

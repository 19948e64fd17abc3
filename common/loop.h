/* loop.h - the fixed-step driver.
 *
 * One update advances the world by exactly FIXED_DT = 1/60 s, whatever
 * the wall clock says, so a run is the same on every machine.  Before
 * update k (k = 1..frames) the driver asks the input source for the state
 * of the keys during that update; after it, the observer sees the result.
 */
#ifndef LOOP_H
#define LOOP_H

#include "input.h"
#include "physics_constants.h" /* FIXED_DT */

typedef struct FixedStepHooks {
    void *ctx;
    void (*input)(void *ctx, int frame, InputState *in); /* may be NULL: no keys */
    void (*update)(void *ctx, const InputState *in);
    void (*observe)(void *ctx, int frame); /* may be NULL */
} FixedStepHooks;

/* Calls observe(0), then for k = 1..frames: input(k), update, observe(k). */
void run_fixed_steps(int frames, const FixedStepHooks *hooks);

#endif

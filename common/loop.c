/* loop.c - the fixed-step driver. */
#include "loop.h"

void run_fixed_steps(int frames, const FixedStepHooks *hooks)
{
    InputState in;
    if (hooks->observe)
        hooks->observe(hooks->ctx, 0);
    for (int k = 1; k <= frames; k++) {
        input_clear(&in);
        if (hooks->input)
            hooks->input(hooks->ctx, k, &in);
        hooks->update(hooks->ctx, &in);
        if (hooks->observe)
            hooks->observe(hooks->ctx, k);
    }
}

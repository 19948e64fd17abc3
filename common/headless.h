/* headless.h - the headless front end every stage's main.c calls.
 *
 * It reads the arguments, scene and key script, runs the fixed-step loop
 * on the stage's library, writes the trace, snapshot and plot data, and
 * prints a short summary.  Returns the process exit status: 0, or
 * EXIT_BAD_INPUT (2) after printing one line naming the bad input.
 */
#ifndef HEADLESS_H
#define HEADLESS_H

#include "stage_api.h"

int headless_main(const StageApi *api, int argc, char **argv);

/* The probe loop: reads "SHAPE | SHAPE" lines from `in` (named `name` in
 * messages), answers each on `out`; returns 2 when a line was malformed or
 * `in` could not be read (both reported on `out` as "error: ..."). */
#include <stdio.h>
int probe_run(const StageApi *api, FILE *in, FILE *out, const char *name);

#endif

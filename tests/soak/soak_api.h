/* soak_api.h - the program the soak runs: a stage's game_stage_api
 * (soak_stage.c) or a preset's program_api() (soak_program.c), linked
 * with soak.c. */
#ifndef SOAK_API_H
#define SOAK_API_H

#include "stage_api.h"

const StageApi *soak_api(void);

#endif

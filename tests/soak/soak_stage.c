/* soak_stage.c - the soak's program is a stage's game (soak_api.h). */
#include "soak_api.h"

extern const StageApi game_stage_api;

const StageApi *soak_api(void)
{
    return &game_stage_api;
}

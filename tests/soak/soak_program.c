/* soak_program.c - the soak's program is a preset's (soak_api.h). */
#include "program.h"
#include "soak_api.h"

const StageApi *soak_api(void)
{
    static StageApi api;
    if (api.name == NULL)
        api = program_api();
    return &api;
}

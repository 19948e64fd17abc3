/* fuzz_stage8_run.c - any scene the parser accepts, with at most
 * FUZZ_MAX_BODIES bodies, run by stage 8 for FUZZ_UPDATES updates; every
 * traced quantity must stay finite.
 *
 * Only the StageApi table is used, declared here rather than through the
 * stage's headers, so the harness survives a reshuffle of those headers. */
#include <math.h>
#include <stdio.h>

#include "fuzz_input.h"
#include "scene.h"
#include "stage_api.h"

#define FUZZ_MAX_BODIES 24
#define FUZZ_UPDATES 60

extern const StageApi game_stage_api;

static Scene scene;

static int row_finite(const TraceRow *r)
{
    const double v[] = {r->max_depth, r->sum_depth, r->ke_linear, r->ke_angular,
                        r->pe,        r->energy,    r->px,        r->py};
    for (size_t i = 0; i < sizeof v / sizeof v[0]; i++)
        if (!isfinite(v[i]))
            return 0;
    return 1;
}

static void check_row(const void *game, int frame)
{
    TraceRow row = {0};
    game_stage_api.measure(game, &row);
    if (!row_finite(&row)) {
        fprintf(stderr,
                "fuzz_stage8_run: non-finite trace after update %d: max_depth=%g "
                "sum_depth=%g ke_linear=%g ke_angular=%g pe=%g energy=%g px=%g py=%g\n",
                frame, row.max_depth, row.sum_depth, row.ke_linear, row.ke_angular, row.pe,
                row.energy, row.px, row.py);
        abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static void *game;
    char *text = fuzz_text(data, size);
    Error err;
    int ok = scene_parse_string(&scene, text, "fuzz", &err);
    free(text);
    if (!ok || scene.body_count > FUZZ_MAX_BODIES)
        return 0;
    if (game == NULL && (game = malloc(game_stage_api.game_size)) == NULL)
        abort();
    memset(game, 0, game_stage_api.game_size); /* the front end's promise */
    game_stage_api.init(game, &scene, 1);
    check_row(game, 0);
    InputState in;
    input_clear(&in);
    for (int frame = 1; frame <= FUZZ_UPDATES; frame++) {
        game_stage_api.update(game, &in);
        check_row(game, frame);
    }
    game_stage_api.release(game); /* and the leak checker sees it */
    return 0;
}

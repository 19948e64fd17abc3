/* fuzz_step_settings.c - scene_parse_string on arbitrary text with the
 * engine's scene words (engine/program.h: its settings, materials,
 * layers, joints and body names) set, as a program's front ends set
 * them, and the game started from what it accepts.
 *
 * Besides the sanitizers' findings, a scene the parser accepts must give
 * a game whose settings keep the ranges physics.h promises (sub_steps a
 * whole number 1..64, contact_hertz in (0, 1000], contact_damping_ratio
 * in [0, 1000], push_out_speed in (0, 1e6], static_hertz_factor in
 * (0, 16], correction_rate in (0, 1], correction_slop and
 * restitution_threshold in [0, 1e6], each choice one of its words) and
 * scene.h's promises for every body; its notice, when it has one (a
 * spring held below what was asked), must be one line; a refusal must
 * name the input ("fuzz:LINE: ...") in one line. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_input.h"
#include "fuzz_scene_check.h"
#include "game.h"
#include "program.h"

static Scene scene;

static int settings_ok(const PhysicsSettings *p)
{
    const StepSettings *s = &p->step;
    return s->sub_steps >= 1 && s->sub_steps <= 64 && within(s->contact_hertz, 0.0, 1000.0)
        && s->contact_hertz > 0.0 && within(s->contact_damping_ratio, 0.0, 1000.0)
        && within(s->push_out_speed, 0.0, SCENE_MAX_MAGNITUDE) && s->push_out_speed > 0.0
        && within(s->static_hertz_factor, 0.0, 16.0) && s->static_hertz_factor > 0.0
        && within(p->correction_rate, 0.0, 1.0) && p->correction_rate > 0.0
        && within(p->correction_slop, 0.0, SCENE_MAX_MAGNITUDE)
        && within(p->restitution_threshold, 0.0, SCENE_MAX_MAGNITUDE)
        && (unsigned)p->solver < SOLVER_KIND_COUNT
        && (p->mixing == MIXING_AVERAGE || p->mixing == MIXING_MATERIALS)
        && (p->friction_law == FRICTION_CHAPTER || p->friction_law == FRICTION_COULOMB)
        && (p->bounds == BOUND_CIRCLES || p->bounds == BOUND_BOXES)
        && (p->point_ids == POINT_IDS_REFERENCE_FACE || p->point_ids == POINT_IDS_FEATURES)
        && (p->speculative == SPECULATIVE_GROWN || p->speculative == SPECULATIVE_MEASURED)
        && (p->solve_order == SOLVE_ORDER_SEQUENTIAL || p->solve_order == SOLVE_ORDER_COLOURS);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static Game game;
    char *text = fuzz_text(data, size);
    StageApi api = program_api();
    api.scene_words();
    Error err;
    err.message[0] = '\0';
    bool ok = scene_parse_string(&scene, text, "fuzz", &err) && api.scene_check(&scene, &err);
    scene_set_word_hook(NULL, NULL);
    free(text);
    if (ok) {
        for (int i = 0; i < scene.body_count; i++)
            if (!body_ok(&scene.bodies[i]))
                abort();
        memset(&game, 0, sizeof game);
        api.init(&game, &scene, 1);
        if (!settings_ok(&game.physics))
            abort();
        const char *notice = api.notice(&game);
        if (notice != NULL && (notice[0] == '\0' || strchr(notice, '\n') != NULL))
            abort(); /* a notice is one line, or none */
        api.release(&game);
    } else if (strncmp(err.message, "fuzz:", 5) != 0 || strchr(err.message, '\n') != NULL) {
        abort(); /* one line that names the input */
    }
    return 0;
}

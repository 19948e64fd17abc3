/* presets.h - the engine's presets: each one a program of the book
 * (build/variant_NAME, its tests, its live page), and each the preset it
 * grows from (its parent) with one idea switched on.
 *
 * A preset's idea is a few settings lines (physics.h's words, as a scene
 * file gives them); its settings are stage 8's engine
 * (physics_chapter_settings) with the ideas of its parent's line, from
 * the first, and then its own.  Switching its idea off gives its
 * parent's settings back, and so its parent's trace.  Chapter 9's
 * presets each change one method of stage 8; from chapter 10 on each
 * grows from the one before it, the track.
 *
 * The list, in the book's order, one PRESET(NAME, CHAPTER, PARENT,
 * TITLE, IDEA) a line: the Makefile, the live pages and the figures read
 * these lines too (keep each on one line). */
#ifndef PRESETS_H
#define PRESETS_H

#include <stdbool.h>

#include "physics.h"

/* clang-format off */
#define PRESET_LIST(PRESET) \
    PRESET(coulomb_friction, 9, stage08, "Coulomb friction", "friction_law coulomb") \
    PRESET(slop_correction, 9, stage08, "Slop correction", "correction_slop 0.05\ncorrection_rate 0.4") \
    PRESET(materials, 9, stage08, "Materials", "mixing materials") \
    PRESET(aabb_layers, 9, stage08, "AABB layers", "bounds boxes") \
    PRESET(time_of_impact, 9, stage08, "Time of impact", "solver time_of_impact") \
    PRESET(contact_manifold, 10, stage08, "Contact manifold", "manifold on") \
    PRESET(sequential_impulses, 10, contact_manifold, "Sequential impulses", "solver sequential_impulses") \
    PRESET(warm_starting, 10, sequential_impulses, "Warm starting", "warm_start on") \
    PRESET(broad_phase, 11, warm_starting, "Broad phase", "broad_phase on") \
    PRESET(sleeping, 11, broad_phase, "Sleeping", "sleep on") \
    PRESET(soft_step, 12, sleeping, "Soft step", "solver soft_step") \
    PRESET(joints, 14, soft_step, "Joints", "joints on")
/* clang-format on */

typedef enum PresetId {
#define PRESET_ID(name, chapter, parent, title, idea) PRESET_##name,
    PRESET_LIST(PRESET_ID)
#undef PRESET_ID
    PRESET_COUNT
} PresetId;

typedef struct Preset {
    const char *name;    /* "warm_starting" */
    const char *program; /* "variant_warm_starting" */
    int chapter;         /* the book's chapter that builds it */
    const char *parent;  /* the preset it grows from, or "stage08" */
    const char *title;   /* "Warm starting" */
    const char *idea;    /* its settings lines over its parent's */
} Preset;

extern const Preset presets[PRESET_COUNT];

/* The preset called name, or NULL (stage08 is none: it is the start). */
const Preset *preset_named(const char *name);
/* Its parent, or NULL when it grows from stage 8. */
const Preset *preset_parent(const Preset *p);
/* Its settings: stage 8's with its line's ideas on. */
PhysicsSettings preset_settings(const Preset *p);
/* Its idea applied to ps (on) or taken back to its parent's values
 * (off). */
void preset_switch(const Preset *p, PhysicsSettings *ps, bool on);
/* Does ps hold p's idea, on the line of presets that ends with `last`
 * (its own settings, or a later idea's that overrides them)? */
bool preset_idea_on(const Preset *p, const Preset *last, const PhysicsSettings *ps);

/* The program's own preset: the Makefile builds each program with one
 * (program_preset.c, compiled with -DPRESET=NAME). */
const Preset *program_preset(void);

#endif

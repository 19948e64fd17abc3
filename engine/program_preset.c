/* program_preset.c - which preset a program is (presets.h): the Makefile
 * compiles this file once for every program, with PRESET its preset's
 * name (make's variant_NAME), and links the engine with it. */
#include "presets.h"

#ifndef PRESET
/* clang-format off */
#error "PRESET (the program's preset, a name of presets.h) comes from the Makefile"
/* clang-format on */
#endif

#define PRESET_INDEX(name) PRESET_INDEX_(name)
#define PRESET_INDEX_(name) PRESET_##name

const Preset *program_preset(void)
{
    return &presets[PRESET_INDEX(PRESET)];
}

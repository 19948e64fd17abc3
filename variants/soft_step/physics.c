/* physics.c - the physics system's default settings. */
#include "physics.h"

PhysicsSettings physics_default_settings(void)
{
    return (PhysicsSettings){
        .gravity = {0.0, DEFAULT_GRAVITY_Y},
        .motion = true,
        .correction = true,
        .relaxation = DEFAULT_RELAXATION,
        .step = step_settings_default(),
    };
}

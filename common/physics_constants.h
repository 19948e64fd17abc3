/* physics_constants.h - the chapter's numbers, defined once.
 *
 * The engine gives these to every new shape and every new physics
 * system, and a scene file that leaves a value out gets the same one, so
 * both read them from here rather than from each other (the engine never
 * includes the scene parser).
 */
#ifndef PHYSICS_CONSTANTS_H
#define PHYSICS_CONSTANTS_H

/* One update advances the world by exactly this many seconds. */
#define FIXED_DT (1.0 / 60.0)

/* A new physics system: the system acceleration (0, DEFAULT_GRAVITY_Y)
 * in L/s^2 and the passes of every process call. */
#define DEFAULT_GRAVITY_Y (-20.0)
#define DEFAULT_RELAXATION 15

/* A new shape: mass, friction and restitution. */
#define DEFAULT_MASS 1.0
#define DEFAULT_FRICTION 0.8
#define DEFAULT_RESTITUTION 0.2

/* A mass this close to zero (or below it) makes a shape static: stepping
 * a mass of 1 down by 0.1 ten times lands on about 1e-16, not on 0. */
#define STATIC_MASS_EPS 1e-9

#endif

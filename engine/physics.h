/* physics.h - the engine's settings: every idea of the track and of
 * chapter 9's sidebars is one of them, read from a scene file, the
 * command line (--set) or a key of the live page in the same words.
 *
 * A scene line sets one:
 *   solver relaxation | time_of_impact | sequential_impulses | soft_step
 *   manifold on|off        two rectangles meet at a clipped manifold
 *   warm_start on|off      contacts start from last update's impulses
 *   broad_phase on|off     candidate pairs from sort and sweep
 *   sleep on|off           still islands sleep
 *   joints on|off          joint lines are solved (soft_step)
 *   solve_order sequential|colours  the soft step's passes, in index
 *                          order or colour by colour (solve_order.h)
 *   friction_law chapter|coulomb   the relaxation's friction impulse
 *   mixing average|materials       a pair's friction and restitution
 *   bounds circles|boxes           the relaxation's bound test
 *   correction_rate R      fraction of a depth one projection removes
 *   correction_slop S      depth a projection leaves alone
 *   restitution_threshold V  slowest approach that bounces (contact lists)
 *   point_ids reference_face|features  what names a manifold's point
 *   speculative grown|measured  how contacts a little apart are found
 *   sub_steps N, contact_hertz F, contact_damping_ratio Z,
 *   push_out_speed V, static_hertz_factor K
 *                          the soft step's (solve_soft_step.c)
 *   hertz_cap on|off       springs held to what a sub-step follows
 * (physics.c holds the words, their ranges and their messages).  The
 * physics system's own settings, gravity, motion, correction and
 * relaxation, are the scene parser's (scene.h).  A program's defaults
 * are its preset's (presets.h): stage 8's engine with the ideas of its
 * chapters switched on.
 */
#ifndef PHYSICS_H
#define PHYSICS_H

#include <stdbool.h>

#include "error.h"
#include "physics_constants.h"
#include "vec2.h"

/* The chapter's correction rate: each pass removes 80 % of a depth. */
#define PHYSICS_CORRECTION_RATE 0.8
/* Restitution acts only on points that approached faster than this, in
 * units/s (the contact lists' solvers; solver.h).  A resting shape gains
 * g dt = 20/60 = 0.33 units/s per update from gravity and gives it back
 * to its contact; below 1 unit/s that is never mistaken for an impact, so
 * a resting pile does not bounce. */
#define PHYSICS_RESTITUTION_THRESHOLD 1.0

/* How an update is solved (solver.h): the chapter's relaxation of pair
 * after pair; the same, backed up to the time of impact; sequential
 * impulses on a contact list; the soft step's sub-steps. */
typedef enum SolverKind {
    SOLVER_RELAXATION,
    SOLVER_TIME_OF_IMPACT,
    SOLVER_SEQUENTIAL_IMPULSES,
    SOLVER_SOFT_STEP,
    SOLVER_KIND_COUNT
} SolverKind;

/* The relaxation's friction: the chapter's (a fraction mu of the sliding
 * speed, from the velocities before the normal impulse) or Coulomb's
 * (solve_relaxation.c). */
typedef enum FrictionLaw {
    FRICTION_CHAPTER,
    FRICTION_COULOMB
} FrictionLaw;

/* A pair's coefficients from its two shapes': both averaged (the
 * chapter's), or the smaller restitution and the geometric mean of the
 * frictions (collision.c: pair_restitution, pair_friction). */
typedef enum Mixing {
    MIXING_AVERAGE,
    MIXING_MATERIALS
} Mixing;

/* The relaxation's bound test: the chapter's bounding circles, or
 * axis-aligned bounding boxes (collision.h). */
typedef enum BoundKind {
    BOUND_CIRCLES,
    BOUND_BOXES
} BoundKind;

/* Which points of two rectangles' manifolds are the same point from one
 * update to the next (collision_info.h): those of the same reference
 * face, incident face and end, or those between the same two corners,
 * one of each rectangle, whichever rectangle holds the reference face. */
typedef enum PointIds {
    POINT_IDS_REFERENCE_FACE,
    POINT_IDS_FEATURES
} PointIds;

/* How the contact list finds its speculative contacts, the pairs a
 * little apart (collision.h): both shapes grown by half the reach and met
 * by the narrow phase, or each point's gap measured by the contact
 * functions (speculative.c), which grow nothing. */
typedef enum SpeculativeRule {
    SPECULATIVE_GROWN,
    SPECULATIVE_MEASURED
} SpeculativeRule;
/* The order in which the soft step's passes visit the joints and the
 * contacts (solve_order.h): every joint and then every contact in
 * index order, or colour by colour, no two constraints of a colour
 * holding the same moving body. */
typedef enum SolveOrderKind {
    SOLVE_ORDER_SEQUENTIAL,
    SOLVE_ORDER_COLOURS
} SolveOrderKind;

/* The soft step's sub-steps and springs (solve_soft_step.c).  The
 * defaults are Box2D v3's (4 sub-steps, 30 Hz, zeta 10, 3 m/s) in the
 * workbook's units.  Its second is ours (both update at 60 Hz), so the
 * sub-steps, the hertz and the damping ratio (a pure number) stay.  Its
 * gravity is 10 m/s^2 and ours 20 units/s^2, and its boxes 1 m wide
 * where ours are 2 to 10 units: a metre is 2 units, and 3 m/s of
 * push-out is 6 units/s.  30 Hz is an eighth of the 240 Hz of the
 * sub-steps, so a sub-step follows the spring closely (omega h = 0.79). */
#define STEP_DEFAULT_SUB_STEPS 4
#define STEP_DEFAULT_CONTACT_HERTZ 30.0
#define STEP_DEFAULT_CONTACT_DAMPING_RATIO 10.0
#define STEP_DEFAULT_PUSH_OUT_SPEED 6.0
/* The largest sub_steps and contact_hertz a scene line or a key
 * (program.c) may set. */
#define STEP_MAX_SUB_STEPS 64
#define STEP_MAX_CONTACT_HERTZ 1000.0

typedef struct StepSettings {
    int sub_steps;                /* an update is this many sub-steps */
    double contact_hertz;         /* f, 1/s */
    double contact_damping_ratio; /* zeta */
    double push_out_speed;        /* units/s */
    double static_hertz_factor;   /* a contact with a static body: f times this */
    bool hertz_cap;               /* springs held to what a sub-step follows (solver.h) */
} StepSettings;

/* The physics system's settings, owned by the game (not globals, so a
 * test can make its own); the game's keys switch them. */
typedef struct PhysicsSettings {
    Vec2 gravity;                 /* system acceleration, L/s^2; engine default (0, -20) */
    bool motion;                  /* integrate the dynamic shapes on every update */
    bool correction;              /* push overlapping shapes apart (P) */
    int relaxation;               /* passes of every process call, or sweeps, >= 1; default 15 */
    double correction_rate;       /* fraction of the depth removed per pass */
    double correction_slop;       /* depth a pass leaves alone (0: the chapter's) */
    double restitution_threshold; /* units/s: a slower approach does not bounce */
    SolverKind solver;
    bool manifold;    /* two rectangles meet at a manifold (collision.h) */
    bool warm_start;  /* sequential impulses and the soft step start warm */
    bool broad_phase; /* candidate pairs by sort and sweep (broad_phase.h) */
    bool sleep;       /* still islands sleep (island.h) */
    bool joints;      /* the soft step solves the joints (joint.h) */
    FrictionLaw friction_law;
    Mixing mixing;
    BoundKind bounds;
    PointIds point_ids;
    SpeculativeRule speculative;
    SolveOrderKind solve_order;
    StepSettings step;
} PhysicsSettings;

/* The program's defaults: stage 8's engine (gravity (0,
 * DEFAULT_GRAVITY_Y), motion and correction on, DEFAULT_RELAXATION
 * passes, PHYSICS_CORRECTION_RATE, the relaxation with every idea off)
 * with its preset's ideas on (presets.h). */
PhysicsSettings physics_default_settings(void);
/* Stage 8's engine, every idea off: the settings every preset starts
 * from. */
PhysicsSettings physics_chapter_settings(void);

/* ---- the words ---------------------------------------------------------- */

/* One of the settings above, by its index in the table of words
 * (physics.c): a scene line `NAME VALUE` sets it. */
typedef int SettingId;
#define SETTING_NONE (-1)
/* There are fewer settings than this. */
#define SETTING_MAX 32

/* The setting a line's first word names, or SETTING_NONE. */
SettingId setting_named(const char *name);
int setting_count(void);
/* The word of setting id ("sub_steps"); "" for none. */
const char *setting_name(SettingId id);
/* Reads `NAME VALUE` (n = 2 words) into ps: false, with a message naming
 * `where` and `line` ("scene.txt:4: ...", line 0: where alone), when
 * the value is not one the setting takes. */
bool setting_read(PhysicsSettings *ps, SettingId id, char *const *words, int n, const char *where,
                  int line, Error *err);
/* The setting's value in ps, in the words a scene line gives it ("on",
 * "soft_step", "0.05"); valid until the next call. */
const char *setting_value(const PhysicsSettings *ps, SettingId id);
/* Copies setting id's value from `from` into `to`. */
void setting_copy(PhysicsSettings *to, const PhysicsSettings *from, SettingId id);
/* Does setting id have the same value in a and b? */
bool setting_same(const PhysicsSettings *a, const PhysicsSettings *b, SettingId id);

#endif

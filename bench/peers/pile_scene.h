/* pile_scene.h - the part of the workbook's scene syntax the peer
 * harnesses need: gravity, and circle/rect lines with their attributes.
 * Written for bench/pile.awk's files; the settings the teaching engine
 * alone has (motion, correction, relaxation) are accepted and ignored.
 * Unlike the stages there is no limit on the number of bodies.
 * pile_scene_load_joints reads revolute joint lines and body names too,
 * for bench/peers/box2d_v3_hard.c; pile_scene_load refuses them, so a
 * pile harness never runs a scene whose joints it would leave out. */
#ifndef PILE_SCENE_H
#define PILE_SCENE_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct PileBody {
    int is_circle;
    double x, y;
    double radius;        /* circle */
    double width, height; /* rect */
    double rot_deg;
    double mass; /* 0 = static */
    double vx, vy, spin;
    double friction, restitution;
    char name[32]; /* name=, "" without */
} PileBody;

/* `joint revolute A B X Y` with the attributes book/scenes/joints/ uses
 * (engine/joint_scene.c reads the rest, which this reader refuses):
 * hertz=F (0 here: rigid), damping=Z (0.7 when hertz is given, as the
 * engine's default), collide_connected=on|off (off by default). */
typedef struct PileJoint {
    int body[2];  /* indices into bodies, -1 for the world */
    double x, y;  /* the hinge's world point at the start */
    double hertz; /* 0: rigid */
    double damping;
    int collide_connected;
} PileJoint;

typedef struct PileScene {
    double gravity_x, gravity_y;
    int count;
    PileBody *bodies;
    int joint_count;
    PileJoint *joints;
} PileScene;

/* Reads `path`; on bad input prints "path:line: reason" to stderr and
 * exits with status 2.  pile_scene_load refuses joint lines and name=;
 * pile_scene_load_joints reads them, a joint's A and B each a body's
 * number (from 1, in the file's order, static bodies counted), its name
 * or world (ground), resolved once the whole file is read. */
void pile_scene_load(PileScene *scene, const char *path);
void pile_scene_load_joints(PileScene *scene, const char *path);
void pile_scene_free(PileScene *scene);

/* The command line every benchmarked program takes:
 *   PROGRAM [--sleep] --scene FILE [--script FILE] [--frames N]
 * The key script must be empty (the peers have no keys).  --sleep lets
 * the engine put bodies at rest to sleep (off by default: the teaching
 * engine has no sleeping).  Exits with status 2 on a bad argument. */
typedef struct PileArgs {
    const char *scene;
    long frames; /* default 600 */
    int sleep;   /* --sleep given */
} PileArgs;
void pile_args_parse(PileArgs *args, int argc, char **argv);

/* BENCH_UPDATE_TIME=1 in the environment asks a benchmarked program to
 * print the wall-clock time of its loop of updates on stderr, as the
 * workbook's programs do (common/headless.c):
 *   update loop: SECONDS s for N updates
 * pile_update_clock_wanted() says whether it is set (exits with status 2
 * on a value other than 1, 0 or empty); pile_wall_seconds() is the clock
 * (CLOCK_MONOTONIC). */
int pile_update_clock_wanted(const char *program);
double pile_wall_seconds(void);

/* What a run ends with, the two numbers of the benchmark's state table
 * (bench/state.sh), printed on stdout after the summary as one line
 *   PROGRAM state: ke_linear=K max_depth=D
 *   ke_linear  the sum of 1/2 m |v|^2 over the dynamic bodies
 *   max_depth  the deepest overlap among the contacts that touch (0 when
 *              none overlaps), as the engine itself measures it */
typedef struct PileState {
    double ke_linear, max_depth;
} PileState;
void pile_print_state(const char *program, const PileState *state);

#ifdef __cplusplus
}
#endif

#endif

/* pile_scene.h - the part of the workbook's scene syntax the peer
 * harnesses need: gravity, and circle/rect lines with their attributes.
 * Written for bench/pile.awk's files; the settings the teaching engine
 * alone has (motion, correction, relaxation) are accepted and ignored.
 * Unlike the stages there is no limit on the number of bodies. */
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
    double mass;          /* 0 = static */
    double vx, vy, spin;
    double friction, restitution;
} PileBody;

typedef struct PileScene {
    double gravity_x, gravity_y;
    int count;
    PileBody *bodies;
} PileScene;

/* Reads `path`; on bad input prints "path:line: reason" to stderr and
 * exits with status 2. */
void pile_scene_load(PileScene *scene, const char *path);
void pile_scene_free(PileScene *scene);

/* The command line every benchmarked program takes:
 *   PROGRAM --scene FILE [--script FILE] [--frames N]
 * The key script must be empty (the peers have no keys).  Exits with
 * status 2 on a bad argument. */
typedef struct PileArgs {
    const char *scene;
    long frames; /* default 600 */
} PileArgs;
void pile_args_parse(PileArgs *args, int argc, char **argv);

#ifdef __cplusplus
}
#endif

#endif

/* joint_scene.h - joints in scene files, and the names of bodies (the
 * joints of chapter 14), read through the scene parser's word hook
 * (common/scene.h):
 *
 *   joint revolute A B X Y [lower=DEG upper=DEG] [motor_speed=W max_torque=T]
 *                          [hertz=F damping=Z] [spring_hertz=F spring_damping=Z]
 *   joint weld A B X Y [hertz=F damping=Z]
 *   joint distance A B AX AY BX BY [length=L] [hertz=F damping=Z] [min=L] [max=L]
 *   joint rope A B AX AY BX BY [max=L]
 *   circle ... name=NAME      rect ... name=NAME
 *
 * A and B are the joint's two bodies: a number N, the N-th body line of
 * the file counting from 1 (static bodies counted too); a NAME given on a
 * body's line by name=NAME (a letter, then letters, digits or _, at most
 * 31); or `world` (or `ground`), the world itself.  A joint line may
 * come before the bodies it names.  Points are world points where the
 * bodies are when the scene starts; each value is a number within 1e6.
 *   revolute  a hinge at (X, Y).  lower and upper (degrees, both or
 *             neither, lower <= upper) limit the angle B turns by
 *             relative to A from the start; motor_speed (rad/s, as the
 *             bodies' spin=) is the speed a motor drives B at relative to
 *             A, with at most max_torque (>= 0; max_torque alone is a
 *             brake, a motor of speed 0); spring_hertz (> 0) an angular
 *             spring of that frequency pulling the angle back to 0,
 *             damping ratio spring_damping (>= 0; 0.7 by default, only
 *             with spring_hertz);
 *   weld      A and B held together at (X, Y), as one body;
 *   distance  A's anchor at (AX, AY), B's at (BX, BY): a rod of their
 *             distance, or of length=L; with hertz a spring of rest
 *             length L (the anchors' distance by default), held between
 *             min= and max= where given (min <= L <= max); rigid with
 *             min= or max= (min <= max), free between them, with no
 *             length=;
 *   rope      as distance, but never longer than max= (the anchors'
 *             distance by default) and slack when shorter.
 * hertz=F (> 0) makes a revolute, weld or distance joint soft, a spring
 * of F hertz with damping ratio damping=Z (>= 0; 0.7 by default, the
 * damping of Box2D-Lite's soft joints); without it the joint is rigid.
 * collide_connected=on|off, on every kind: whether the joint's two
 * bodies collide with each other (off by default, as in Box2D, so a
 * hinge's bodies may overlap about it; world.h's
 * world_joint_keeps_apart).
 * Lengths are at least SCENE_MIN_SIZE.  Each option is given at most
 * once.  Every bad line fails the parse with one message naming the file
 * and line: a kind, option or number that is not one, an option repeated
 * or out of its range, a name given to two bodies; and, once the whole
 * file is read (joint_scene_resolve), a body that does not exist, a
 * joint of a body to itself, or of two bodies that cannot move (static,
 * or the world).
 */
#ifndef JOINT_SCENE_H
#define JOINT_SCENE_H

#include "scene.h"
#include "world.h"

/* A name is shorter than this (with its terminating NUL). */
#define JOINT_NAME_SIZE 32
#define JOINT_DEFAULT_DAMPING_RATIO 0.7
/* Joined bodies do not collide with each other unless the line says
 * collide_connected=on (Box2D's default). */
#define JOINT_DEFAULT_COLLIDE_CONNECTED false

/* A body as a joint line names it. */
typedef struct BodyRef {
    int number;                 /* > 0: the body line; 0: by name; -1: the world */
    char word[JOINT_NAME_SIZE]; /* the word as written: the name, or the number */
} BodyRef;

/* A joint line as read: the joint but for its bodies, which
 * joint_scene_resolve looks up. */
typedef struct JointLine {
    JointDef def;
    BodyRef ref[2];
    const char *kind; /* the line's kind as written, for messages */
    int line;
} JointLine;

/* A name, and the line of the body that has it. */
typedef struct BodyName {
    char name[JOINT_NAME_SIZE];
    int line;
} BodyName;

/* What a scene's lines said.  Start from joint_scene_reader(), free with
 * joint_scene_reader_free. */
typedef struct JointSceneReader {
    char file[256]; /* the file the lines came from, for messages */
    JointLine *lines;
    int count, capacity;
    BodyName *names;
    int name_count, name_capacity;
} JointSceneReader;

JointSceneReader joint_scene_reader(void);
void joint_scene_reader_free(JointSceneReader *r);

/* The scene parser's word hook (SceneWordHook); context is a
 * JointSceneReader.  It takes `joint` lines and name= on body lines;
 * every other word it declines. */
SceneHookAnswer joint_scene_word_hook(void *context, char *const *words, int n, SceneBody *body,
                                      const char *name, int line, Error *err);

/* The bodies of every joint line, looked up in `scene`, the scene its
 * lines came from: false, with a message naming the file and the line
 * of the first joint that names a body the scene does not have, one body
 * twice, or two that cannot move. */
bool joint_scene_resolve(JointSceneReader *r, const Scene *scene, Error *err);

/* The resolved joints added to w, whose sets hold the scene's bodies as
 * the game adds them: the static ones in the bounds and the others in
 * the objects, each in the file's order. */
void joint_scene_add(const JointSceneReader *r, World *w);

#endif

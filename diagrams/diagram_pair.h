/* diagram_pair.h - the two shapes a diagram is drawn on, and the program
 * every diagram is:
 *
 *   DIAGRAM 'SHAPE | SHAPE' OUT.svg
 *
 * The two shapes are written as in a scene file ("rect 0 0 4 2 rot=45"),
 * the first is A (s1), the second B (s2).  Every number a figure shows
 * comes from the engine functions of the program that draws it, called
 * on A and B, so a figure cannot disagree with the code it illustrates:
 * change the engine and `make demo` redraws it.  Each diagram's file
 * (diagrams.mk names it) is compiled against the headers of the stage or
 * preset that draws it and linked with its library, as the tests are;
 * so is this file, once for each of them, since a shape is that
 * program's RigidShape.
 *
 * Bad input (a malformed shape, a pair of the wrong kinds, a pair the
 * diagram cannot draw) is one line on stderr and exit status 2.
 */
#ifndef DIAGRAM_PAIR_H
#define DIAGRAM_PAIR_H

#include <stdbool.h>

#include "collision_info.h"
#include "diagram_svg.h"
#include "error.h"
#include "rigid_shape.h"
#include "scene.h"

/* A shape standing alone, with its own transform. */
typedef struct Body {
    Transform xf;
    RigidShape s;
} Body;

/* A diagram: draws A and B into f, or says why it cannot. */
typedef bool (*DiagramFn)(Fig *f, Body *a, Body *b, Error *err);
/* What a program with motion (stage 5 on, the engine) takes from a
 * scene line besides the shape (diagram_motion.h); NULL: the shape
 * alone. */
typedef void (*BodyMotion)(Body *b, const SceneBody *sb);

/* The command line above: reads the pair, makes A and B as the stage's
 * probe makes a shape from a scene line (then `motion`, when not NULL),
 * draws them with `draw` and writes the SVG; returns main's status. */
int diagram_main(int argc, char **argv, DiagramFn draw, BodyMotion motion);

/* Starts a figure around two shapes: their extent sets the length of a
 * unit arrow and the size of the labels. */
void fig_start(Fig *f, const RigidShape *a, const RigidShape *b);
void fig_include_shape(Fig *f, const RigidShape *s);
/* A in blue, B in green. */
void draw_pair(Fig *f, const RigidShape *a, const RigidShape *b);
/* "A" and "B" at the centres, with a dot, across the line between them. */
void label_centres(Fig *f, const RigidShape *a, const RigidShape *b);
/* The info as the engine reports it: the magenta segment (drawn by
 * collision_info_draw), start and end, and the normal continuing it;
 * include_info makes room for its normal and label. */
void draw_info(Fig *f, const CollisionInfo *info);
void include_info(Fig *f, const CollisionInfo *info);
/* The info's depth and normal, two lines of the legend. */
void legend_info(Fig *f, const CollisionInfo *info);
/* false, with a message, unless A and B are rectangles. */
bool both_rectangles(const Body *a, const Body *b, Error *err);

#endif

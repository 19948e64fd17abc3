/* collision_info.h - what the narrow phase reports about one overlap
 * (collision.c holds its functions).
 *
 * Two overlapping shapes are separated by the shortest move that pulls
 * them apart.  CollisionInfo keeps that move: its length `depth`, its
 * direction `normal` (unit), and the segment start -> end it spans, where
 * start lies on one shape's surface and end on the other's, so
 * end = start + depth * normal.
 */
#ifndef COLLISION_INFO_H
#define COLLISION_INFO_H

#include "draw.h"
#include "vec2.h"

/* One point of a contact manifold: the point `start` lies on the
 * boundary of one shape, start + depth * normal on the other's,
 * like the info's own start and end.  `id` names the clipping
 * feature that made it (reference face, incident edge, which end),
 * and `pair_id` the two corners it lies between, so the same point can
 * be recognised in the next update (below). */
typedef struct ContactPoint {
    Vec2 start;
    double depth; /* >= 0 */
    int id;
    int pair_id;
} ContactPoint;

/* A contact manifold: where two shapes touch, as one or two points that
 * share the normal.  The info's own depth, start and end are its deepest
 * point's, so everything that read one point still reads the same thing.
 * Two rectangles resting face on face touch along a segment; its two
 * ends are the manifold (collision.c clips them out); a circle touches
 * at one point.
 * The feature id of a point made by rectangle-rectangle clipping is
 *   id = ((ref_box * 4 + ref_face) * 4 + inc_face) * 2 + end
 * with ref_box 0 when the reference face is the first rectangle's (as
 * collide_rect_rect is called), 1 when the second's, ref_face and
 * inc_face the faces' indices (face i runs vertex i -> i+1), and end 0
 * or 1 the end of the incident face (vertex inc_face or inc_face + 1)
 * that the point stands for, clipped or not; ids run 0..63.
 * Its pair id names a corner of each rectangle:
 *   pair_id = 4 * corner of the first + corner of the second
 * The point of end k stands for incident corner inc_face + k and for
 * the reference face's corner it is clipped at, ref_face + 1 - k (the
 * incident face runs against the reference face, so its first end lies
 * towards the reference face's second corner); both taken mod 4, pair
 * ids run 0..15.  When the reference face passes to the other
 * rectangle, the same two corners meet at the same place, so the pair
 * id stays where the id changes.  Every other point has both 0. */
typedef struct CollisionInfo {
    double depth;    /* the deepest point's depth, >= 0 */
    Vec2 normal;     /* unit, from s1 towards s2 */
    Vec2 start;      /* the deepest point's start */
    Vec2 end;        /* start + depth * normal */
    int point_count; /* 1 or 2 */
    ContactPoint points[2];
} CollisionInfo;

/* The infos found during one update, for drawing: as many as there are.
 * Start from a zeroed list; clearing it keeps its memory. */
typedef struct CollisionList {
    int count;
    int capacity;
    CollisionInfo *items;
} CollisionList;

/* Sets depth, normal and start and derives end from them, so the three
 * always agree; the manifold is that one point (id 0). */
void collision_info_set(CollisionInfo *info, double depth, Vec2 normal, Vec2 start);
/* The same overlap seen from the other shape: the normal turns round and
 * the segment runs the other way, at every point of the manifold. */
void collision_info_change_dir(CollisionInfo *info);
/* Each point's segment start -> start + depth n in magenta. */
void collision_info_draw(const CollisionInfo *info, DrawList *dl);

void collision_list_clear(CollisionList *list);
void collision_list_add(CollisionList *list, const CollisionInfo *info);
void collision_list_draw(const CollisionList *list, DrawList *dl);
/* Frees the infos; the list is zeroed. */
void collision_list_free(CollisionList *list);

#endif

/* collision_info.h - what the narrow phase reports about one overlap.
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

typedef struct CollisionInfo {
    double depth; /* how far the shapes overlap along the normal, >= 0 */
    Vec2 normal;  /* unit direction of the separating move */
    Vec2 start;   /* on the surface of one shape */
    Vec2 end;     /* start + depth * normal, on the other's surface */
} CollisionInfo;

/* The infos found during one update, for drawing: as many as there are.
 * Start from a zeroed list; clearing it keeps its memory. */
typedef struct CollisionList {
    int count;
    int capacity;
    CollisionInfo *items;
} CollisionList;

/* Sets depth, normal and start and derives end from them, so the three
 * always agree. */
void collision_info_set(CollisionInfo *info, double depth, Vec2 normal, Vec2 start);
/* The same overlap seen from the other shape: the normal turns round and
 * the segment runs the other way. */
void collision_info_change_dir(CollisionInfo *info);
/* The segment start -> end in magenta. */
void collision_info_draw(const CollisionInfo *info, DrawList *dl);

void collision_list_clear(CollisionList *list);
void collision_list_add(CollisionList *list, const CollisionInfo *info);
void collision_list_draw(const CollisionList *list, DrawList *dl);
/* Frees the infos; the list is zeroed. */
void collision_list_free(CollisionList *list);

#endif

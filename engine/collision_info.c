/* collision_info.c - setting, turning round and drawing collision infos. */
#include "collision_info.h"

#include <assert.h>
#include <stdlib.h>

#include "grow.h"

/* The info's invariants, which every reader of it relies on: an overlap
 * (depth >= 0) along a unit normal (to rounding), and end = start +
 * depth * normal (made so here); the manifold is that one point. */
void collision_info_set(CollisionInfo *info, double depth, Vec2 normal, Vec2 start)
{
    assert(depth >= 0.0);
    assert(fabs(vec2_dot(normal, normal) - 1.0) < 1e-9);
    info->depth = depth;
    info->normal = normal;
    info->start = start;
    info->end = vec2_add(start, vec2_scale(normal, depth));
    info->point_count = 1;
    info->points[0] = (ContactPoint){.start = start, .depth = depth, .id = 0};
}

/* With n' = -n, s' = e and e' = s:  s' + depth n' = (s + depth n) - depth n
 * = s = e', so the invariant survives the swap (up to rounding: within
 * 1e-9 of the points' size).  Each point of the manifold (one or two)
 * turns the same way: its start moves to the other boundary,
 * s_i' = s_i + depth_i n (the old n), and keeps its depth. */
void collision_info_change_dir(CollisionInfo *info)
{
    assert(info->point_count == 1 || info->point_count == 2);
    Vec2 start = info->start;
    for (int i = 0; i < info->point_count; i++) {
        ContactPoint *pt = &info->points[i];
        pt->start = vec2_add(pt->start, vec2_scale(info->normal, pt->depth));
    }
    info->normal = vec2_neg(info->normal);
    info->start = info->end;
    info->end = start;
    assert(vec2_length(vec2_sub(vec2_add(info->start, vec2_scale(info->normal, info->depth)),
                                info->end))
           <= 1e-9 * (1.0 + vec2_length(info->start)));
}

/* The segment from start to end is the depth to scale, which after
 * correction is often a hundredth of a unit: less than a pixel.  So the
 * start gets a cross, and a segment shorter than a fixed share of the
 * view is drawn that long along the normal: every info shows, at any
 * depth, where it starts and which way it points.  Both sizes follow the
 * view's width, so a zoomed-in figure draws its infos to scale. */
#define INFO_MIN_LENGTH_SHARE (1.0 / 80.0) /* 10 pixels of an 800-pixel view */
#define INFO_MARK_SHARE (1.0 / 60.0)

/* Every point of the manifold as the stages draw an info: a cross at its
 * start and its segment along the normal, at least the minimum length. */
void collision_info_draw(const CollisionInfo *info, DrawList *dl)
{
    assert(info->point_count == 1 || info->point_count == 2);
    double min_length = INFO_MIN_LENGTH_SHARE * dl->view.width;
    draw_set_colour(dl, COLOUR_MAGENTA);
    for (int i = 0; i < info->point_count; i++) {
        const ContactPoint *pt = &info->points[i];
        double length = pt->depth < min_length ? min_length : pt->depth;
        draw_cross(dl, pt->start, INFO_MARK_SHARE * dl->view.width);
        draw_line(dl, pt->start, vec2_add(pt->start, vec2_scale(info->normal, length)));
    }
}

void collision_list_clear(CollisionList *list)
{
    list->count = 0;
}

void collision_list_add(CollisionList *list, const CollisionInfo *info)
{
    list->items = grow_array(list->items, &list->capacity, list->count + 1, sizeof *list->items,
                             "collision infos");
    list->items[list->count++] = *info;
}

void collision_list_draw(const CollisionList *list, DrawList *dl)
{
    for (int i = 0; i < list->count; i++)
        collision_info_draw(&list->items[i], dl);
}

void collision_list_free(CollisionList *list)
{
    free(list->items);
    *list = (CollisionList){0};
}

/* physics.c - the physics component: which pairs collide, and how. */
#include "physics.h"

#include "collision.h"

/* The narrow phase chooses a normal without knowing which shape the caller
 * calls first.  Centres on the normal's side of each other tell: when
 * c2 - c1 points against n, n points from s2 to s1, so turn it round. */
bool detect_collision(const RigidShape *s1, const RigidShape *s2, CollisionInfo *info)
{
    if (!rigid_shape_bound_test(s1, s2) || !collision_test(s1, s2, info))
        return false;
    Vec2 s1_to_s2 = vec2_sub(rigid_shape_centre(s2), rigid_shape_centre(s1));
    if (vec2_dot(s1_to_s2, info->normal) < 0.0)
        collision_info_change_dir(info);
    return true;
}

bool collide_shape(RigidShape *s1, RigidShape *s2, CollisionList *infos)
{
    CollisionInfo info;
    if (s1 == s2 || !detect_collision(s1, s2, &info))
        return false;
    if (infos)
        collision_list_add(infos, &info);
    return true;
}

bool process_obj_to_set(RigidShape *s, ShapeSet *set, CollisionList *infos)
{
    bool any = false;
    for (int j = 0; j < set->count; j++)
        any = collide_shape(s, set->items[j], infos) || any;
    return any;
}

bool process_set_to_set(ShapeSet *a, ShapeSet *b, CollisionList *infos)
{
    bool any = false;
    for (int i = 0; i < a->count; i++)
        for (int j = 0; j < b->count; j++)
            any = collide_shape(a->items[i], b->items[j], infos) || any;
    return any;
}

bool process_set(ShapeSet *set, CollisionList *infos)
{
    bool any = false;
    for (int i = 0; i < set->count; i++)
        for (int j = i + 1; j < set->count; j++)
            any = collide_shape(set->items[i], set->items[j], infos) || any;
    return any;
}

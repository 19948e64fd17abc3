/* physics.c - the physics component: which pairs collide, and how. */
#include "physics.h"

#include "collision.h"

PhysicsSettings physics_default_settings(void)
{
    return (PhysicsSettings){
        .gravity = {0.0, DEFAULT_GRAVITY_Y},
        .motion = true,
        .correction = true,
        .relaxation = DEFAULT_RELAXATION,
        .correction_rate = PHYSICS_CORRECTION_RATE,
    };
}

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

/* Projection, the chapter's "Collision Position Correction": move the
 * two shapes apart along the normal n (from s1 to s2) by the fraction
 * `rate` of the depth d, shared in inverse proportion to their masses:
 *   k   = d / (im1 + im2) * rate
 *   p1 -= n k im1,   p2 += n k im2
 * The moves add up to k (im1 + im2) = rate d along n, so the overlap
 * shrinks to (1 - rate) d; and m1 dp1 + m2 dp2 = -n k + n k = 0, so the
 * pair's centre of mass stays where it was.  A static shape (im = 0)
 * does not move, and two of them (im1 + im2 = 0) cannot share a move.
 * The rectangle's vertices follow at once. */
void positional_correction(RigidShape *s1, RigidShape *s2, const CollisionInfo *info,
                           double rate)
{
    double im1 = s1->inv_mass, im2 = s2->inv_mass;
    if (im1 + im2 == 0.0)
        return;
    double k = info->depth / (im1 + im2) * rate;
    rigid_shape_adjust_position(s1, vec2_scale(info->normal, -k * im1));
    rigid_shape_adjust_position(s2, vec2_scale(info->normal, k * im2));
}

/* Two static shapes never move, so there is nothing to resolve. */
bool collide_shape(RigidShape *s1, RigidShape *s2, const PhysicsSettings *ps,
                   CollisionList *infos)
{
    CollisionInfo info;
    if (s1 == s2 || (s1->inv_mass == 0.0 && s2->inv_mass == 0.0))
        return false;
    if (!detect_collision(s1, s2, &info))
        return false;
    if (ps && ps->correction)
        positional_correction(s1, s2, &info, ps->correction_rate);
    if (infos)
        collision_list_add(infos, &info);
    return true;
}

/* Relaxation: one correction removes 80 % of one overlap, but moving a
 * shape out of one overlap can push it into another.  Repeating the whole
 * pair loop lets the corrections settle together; every pass starts from
 * the positions the previous one left. */
static int relaxation_count(const PhysicsSettings *ps)
{
    return ps ? ps->relaxation : 1;
}

bool process_obj_to_set(RigidShape *s, ShapeSet *set, const PhysicsSettings *ps,
                        CollisionList *infos)
{
    bool any = false;
    for (int r = 0; r < relaxation_count(ps); r++)
        for (int j = 0; j < set->count; j++)
            any = collide_shape(s, set->items[j], ps, infos) || any;
    return any;
}

bool process_set_to_set(ShapeSet *a, ShapeSet *b, const PhysicsSettings *ps,
                        CollisionList *infos)
{
    bool any = false;
    for (int r = 0; r < relaxation_count(ps); r++)
        for (int i = 0; i < a->count; i++)
            for (int j = 0; j < b->count; j++)
                any = collide_shape(a->items[i], b->items[j], ps, infos) || any;
    return any;
}

bool process_set(ShapeSet *set, const PhysicsSettings *ps, CollisionList *infos)
{
    bool any = false;
    for (int r = 0; r < relaxation_count(ps); r++)
        for (int i = 0; i < set->count; i++)
            for (int j = i + 1; j < set->count; j++)
                any = collide_shape(set->items[i], set->items[j], ps, infos) || any;
    return any;
}

/* resolved.c - what resolve_collision does to a pair (resolved.h). */
#include "resolved.h"

#include "collision.h"
#include "physics.h"

bool resolved_detect(Body *a, Body *b, Resolved *r, Error *err)
{
    RigidShape *s1 = &a->s, *s2 = &b->s;
    if (!detect_collision(s1, s2, &r->info))
        return error_at(err, "diagram", 0, "the shapes do not collide");
    if (s1->inv_mass + s2->inv_mass == 0.0)
        return error_at(err, "diagram", 0, "two static shapes have nothing to resolve");
    return true;
}

bool resolved_impulse(Body *a, Body *b, Vec2 u1, Vec2 u2, Resolved *r, Error *err)
{
    RigidShape *s1 = &a->s, *s2 = &b->s;
    Vec2 n = r->info.normal;
    double im1 = s1->inv_mass, im2 = s2->inv_mass;
    r->vr = vec2_sub(u2, u1);
    r->vn = vec2_dot(r->vr, n);
    if (r->vn > 0.0)
        return error_at(err, "diagram", 0, "the shapes already separate: no impulse");
    /* The tangent as resolve_collision forms it. */
    r->t = vec2_normalize(vec2_sub(vec2_scale(n, r->vn), r->vr));
    r->vt = vec2_dot(r->vr, r->t);
    RigidShape c1 = *s1, c2 = *s2;
    resolve_collision(&c1, &c2, &r->info);
    r->j = im2 > 0.0 ? vec2_scale(vec2_sub(c2.v, s2->v), 1.0 / im2)
                     : vec2_scale(vec2_sub(c1.v, s1->v), -1.0 / im1);
    r->jn = vec2_dot(r->j, n);
    r->jt = vec2_dot(r->j, r->t);
    r->dw1 = c1.omega - s1->omega;
    r->dw2 = c2.omega - s2->omega;
    return true;
}

/* vec2.h - 2D vectors as plain values.
 *
 * World units, y points up, angles in radians, counter-clockwise positive.
 * Every operation is a small static inline function on values, so a reader
 * can follow the arithmetic without chasing pointers.
 */
#ifndef VEC2_H
#define VEC2_H

#include <math.h>

#include "trig.h"

/* -std=c11 hides the POSIX constant M_PI; keep a fallback so the headers
 * build without feature-test macros. */
#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

typedef struct Vec2 {
    double x, y;
} Vec2;

static inline Vec2 vec2(double x, double y)
{
    return (Vec2){x, y};
}
static inline Vec2 vec2_add(Vec2 a, Vec2 b)
{
    return (Vec2){a.x + b.x, a.y + b.y};
}
static inline Vec2 vec2_sub(Vec2 a, Vec2 b)
{
    return (Vec2){a.x - b.x, a.y - b.y};
}
static inline Vec2 vec2_scale(Vec2 a, double s)
{
    return (Vec2){a.x * s, a.y * s};
}
static inline Vec2 vec2_neg(Vec2 a)
{
    return (Vec2){-a.x, -a.y};
}
static inline double vec2_dot(Vec2 a, Vec2 b)
{
    return a.x * b.x + a.y * b.y;
}

/* The z component of the 3D cross product (a.x, a.y, 0) x (b.x, b.y, 0). */
static inline double vec2_cross(Vec2 a, Vec2 b)
{
    return a.x * b.y - a.y * b.x;
}

/* w x r for a scalar angular velocity w about the z axis: (0,0,w) x (r,0)
 * = (-w r.y, w r.x).  The velocity of a point at lever arm r. */
static inline Vec2 vec2_cross_sv(double w, Vec2 r)
{
    return (Vec2){-w * r.y, w * r.x};
}

static inline double vec2_length(Vec2 a)
{
    return sqrt(vec2_dot(a, a));
}
static inline double vec2_distance(Vec2 a, Vec2 b)
{
    return vec2_length(vec2_sub(a, b));
}

/* Unit vector along a; the zero vector stays zero (there is no direction). */
static inline Vec2 vec2_normalize(Vec2 a)
{
    double len = vec2_length(a);
    return len > 0.0 ? vec2_scale(a, 1.0 / len) : (Vec2){0.0, 0.0};
}

/* A rotation by an angle t, kept as its cosine and sine: worked out once,
 * it turns any number of points by t (Box2D keeps rotations this way).
 * The cosine and sine are the workbook's own (trig.h), so a rotation has
 * the same bits on every machine. */
typedef struct Rot {
    double c, s; /* cos t, sin t */
} Rot;

static inline Rot rot_from_angle(double t)
{
    Rot q;
    trig_sincos(t, &q.s, &q.c);
    return q;
}

/* Rotation about the origin:
 *   [x']   [cos t  -sin t] [x]
 *   [y'] = [sin t   cos t] [y]                                            */
static inline Vec2 rot_apply(Rot q, Vec2 a)
{
    return (Vec2){a.x * q.c - a.y * q.s, a.x * q.s + a.y * q.c};
}

static inline Vec2 vec2_rotate(Vec2 a, double t)
{
    return rot_apply(rot_from_angle(t), a);
}

/* Rotation about the point `centre`: move the centre to the origin,
 * rotate, move back. */
static inline Vec2 rot_apply_about(Rot q, Vec2 a, Vec2 centre)
{
    return vec2_add(centre, rot_apply(q, vec2_sub(a, centre)));
}

static inline Vec2 vec2_rotate_about(Vec2 a, Vec2 centre, double t)
{
    return rot_apply_about(rot_from_angle(t), a, centre);
}

static inline double deg_to_rad(double deg)
{
    return deg * (M_PI / 180.0);
}
static inline double rad_to_deg(double rad)
{
    return rad * (180.0 / M_PI);
}

#endif

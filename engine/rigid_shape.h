/* rigid_shape.h - the simplified geometry that stands in for a game object
 * in the physics: a circle or a rectangle, plus its bounding circle.
 *
 * A RigidShape refers to its owner's Transform.  The shape keeps its own
 * dimensions (radius, or width and height), and its derived geometry
 * (rectangle vertices and face normals, bound radius) is recomputed by
 * every function that changes the position, rotation or size, so it is
 * never stale.
 */
#ifndef RIGID_SHAPE_H
#define RIGID_SHAPE_H

#include <stdbool.h>

#include "draw.h"
#include "physics_constants.h"
#include "transform.h"
#include "vec2.h"

/* Y/U shrink a shape no further than this (world units). */
#define RIGID_SHAPE_MIN_SIZE 0.1

/* Collision layers are 32 bits, the same on every machine: a new shape
 * is in layer 1 and its mask holds every layer. */
#define LAYER_DEFAULT 1UL
#define LAYER_ALL 0xffffffffUL

typedef enum ShapeKind {
    SHAPE_CIRCLE,
    SHAPE_RECTANGLE,
    SHAPE_KIND_COUNT
} ShapeKind;

typedef struct Circle {
    double r;
} Circle;

/* Vertices counter-clockwise from the bottom-left corner (before rotation):
 * v0 = c + (-w/2,-h/2), v1 = c + (w/2,-h/2), v2 = c + (w/2,h/2),
 * v3 = c + (-w/2,h/2).  Face i runs v[i] -> v[i+1]; face_normal[i] is its
 * outward unit normal (unrotated: (0,-1), (1,0), (0,1), (-1,0)). */
typedef struct Rectangle {
    double w, h;
    Vec2 vertex[4];
    Vec2 face_normal[4];
    /* The rotation the vertices were last turned by, with its cosine and
     * sine: a correction only moves a rectangle, so the next update finds
     * the same angle and need not work them out again (NaN: none yet). */
    double turn_angle;
    Rot turn;
} Rectangle;

/* The motion state uses world units L and seconds s.  Mass and inertia
 * are stored inverted: a static shape (a platform, a wall) has infinite
 * mass, inv_mass = inv_inertia = 0, so an impulse J changes its velocity
 * by J * inv_mass = 0 and no special case is needed. */
typedef struct RigidShape {
    ShapeKind kind;
    Transform *xf;       /* the owner's transform: centre and rotation */
    double bound_radius; /* radius of the bounding circle about the centre */
    Vec2 v;              /* velocity of the centre, L/s */
    double omega;        /* angular velocity, rad/s, counter-clockwise positive */
    /* Pseudo velocities (split impulses, solve_sequential_impulses.c): what the solver adds
     * to move overlapping shapes apart in one position update; zero
     * between updates, never part of the kinetic energy. */
    Vec2 v_bias;
    double omega_bias;
    Vec2 a;             /* acceleration, L/s^2: the system's, (0,0) when static */
    double inv_mass;    /* 1/m; 0 = static */
    double inv_inertia; /* 1/I, I the moment of inertia about the centre; 0 = static */
    double friction;    /* friction coefficient mu, 0..1 */
    double restitution; /* coefficient of restitution e (bounciness), 0..1 */
    union {
        Circle circle;
        Rectangle rect;
    };
    /* Collision layers: a pair meets only when each shape's layer bits
     * meet the other's mask (layer 1 and every mask bit by default). */
    unsigned long layer, mask;
    /* Sleeping (island.c, world.c; after the fields the solvers' passes
     * read, so that those lie together): an asleep shape is neither
     * integrated nor solved; still_time is how long, in seconds, it has
     * moved slower than the speeds of sleep.  A resting shape has not
     * moved or changed since the last contact list was built and had,
     * then as now, no velocity (static, or asleep since then): its
     * contacts with other resting shapes are the ones that list holds. */
    bool asleep;
    double still_time;
    bool resting;
} RigidShape;

/* A set of shapes as the physics walks it: the rigid shapes of a set of
 * game objects, in the set's order (the shapes stay in their objects).
 * It holds as many as are added; start from a zeroed set. */
typedef struct ShapeSet {
    int count;
    int capacity;
    RigidShape **items;
} ShapeSet;

void shape_set_add(ShapeSet *set, RigidShape *s);
/* Frees the list (not the shapes); the set is zeroed. */
void shape_set_free(ShapeSet *set);

/* A new shape is at rest with mass 1, friction 0.8, restitution 0.2 and
 * the engine's default acceleration (0, -20) (the chapter's defaults). */
void rigid_circle_init(RigidShape *s, Transform *xf, double r);
void rigid_rectangle_init(RigidShape *s, Transform *xf, double w, double h);

static inline Vec2 rigid_shape_centre(const RigidShape *s)
{
    return s->xf->position;
}
static inline double rigid_shape_rotation(const RigidShape *s)
{
    return s->xf->rotation;
}

/* Recomputes the derived geometry from the transform and the dimensions.
 * Call it after changing the transform directly. */
void rigid_shape_update(RigidShape *s);

void rigid_shape_set_position(RigidShape *s, Vec2 p);
void rigid_shape_adjust_position(RigidShape *s, Vec2 delta);
void rigid_shape_adjust_rotation(RigidShape *s, double delta_radians);
/* Grows (delta > 0) or shrinks the radius, or both width and height, by
 * delta; never below RIGID_SHAPE_MIN_SIZE.  The inertia follows. */
void rigid_shape_inc_size(RigidShape *s, double delta);

/* set_mass: m > 0 makes the shape dynamic with inv_mass = 1/m and the
 * system acceleration system_a; m <= 0 or |m| < STATIC_MASS_EPS
 * makes it static (inv_mass 0, a = 0, at rest).  The inertia follows. */
void rigid_shape_set_mass(RigidShape *s, double m, Vec2 system_a);
/* The moment of inertia about the centre of s with mass m, for a uniform
 * density: m r^2 / 2 for a circle, m (w^2 + h^2) / 12 for a rectangle. */
double moment_of_inertia(const RigidShape *s, double m);
/* Recomputes inv_inertia from the mass and the current dimensions. */
void rigid_shape_update_inertia(RigidShape *s);
/* m and I (0 for a static shape, which has no finite mass). */
double rigid_shape_mass(const RigidShape *s);
double rigid_shape_inertia(const RigidShape *s);
/* One step dt of symplectic Euler: v += a dt, p += v dt, angle += omega dt. */
void rigid_shape_travel(RigidShape *s, double dt);

/* Broad phase: two bounding circles (centres ca, cb, radii ra, rb) are
 * apart only when the centres are farther apart than the radii reach
 * together; touching counts as overlapping:
 *     apart  <=>  |ca - cb| > ra + rb,  |d| = sqrt(d . d) rounded.
 * Most pairs of a scene are far apart or well inside each other, so the
 * square root is taken only near the edge.  With r = ra + rb, and every
 * product rounded to within 2^-53 of its value (sqrt too: IEEE-754 rounds
 * it correctly):
 *     d.d > r r (1 + 2^-50)  gives  sqrt(d.d) > r (1 + 2^-51.4), more than
 *                            half a unit in the last place above r, so
 *                            the rounded root is above r: apart;
 *     d.d < r r (1 - 2^-50)  gives  sqrt(d.d) < r: touching;
 * and in between the rounded root decides, as it always did, so the
 * answer is the same bit for bit as comparing the rounded distance.
 * bound_circles_surely_apart is the first of the three, the cheap one:
 * the pair loops of solve_relaxation.c run it over their copies of the
 * circles. */
static inline bool bound_circles_surely_apart(double dx, double dy, double r)
{
    return dx * dx + dy * dy > r * r * (1.0 + 0x1p-50);
}

static inline bool bound_circles_touch(Vec2 ca, double ra, Vec2 cb, double rb)
{
    Vec2 d = vec2_sub(ca, cb);
    double r = ra + rb;
    if (bound_circles_surely_apart(d.x, d.y, r))
        return false;
    double dd = vec2_dot(d, d);
    if (dd < r * r * (1.0 - 0x1p-50))
        return true;
    return !(sqrt(dd) > r);
}

static inline bool rigid_shape_bound_test(const RigidShape *a, const RigidShape *b)
{
    return bound_circles_touch(rigid_shape_centre(a), a->bound_radius, rigid_shape_centre(b),
                               b->bound_radius);
}

/* An axis-aligned bounding box, corners min and max. */
typedef struct Aabb {
    Vec2 min, max;
} Aabb;

/* The bounding box of s grown by `margin` on every side: a circle's is
 * its centre +- r on both axes, a rectangle's runs from the least to the
 * greatest of its four vertices' coordinates, so it turns with it (a
 * box lying flat has a box of its own size, where its bounding circle
 * reaches half a diagonal out on every side). */
static inline Aabb rigid_shape_aabb(const RigidShape *s, double margin)
{
    Aabb b = {rigid_shape_centre(s), rigid_shape_centre(s)};
    if (s->kind == SHAPE_RECTANGLE) {
        b = (Aabb){s->rect.vertex[0], s->rect.vertex[0]};
        for (int i = 1; i < 4; i++) {
            Vec2 v = s->rect.vertex[i];
            b.min = vec2(fmin(b.min.x, v.x), fmin(b.min.y, v.y));
            b.max = vec2(fmax(b.max.x, v.x), fmax(b.max.y, v.y));
        }
    } else {
        b.min = vec2_sub(b.min, vec2(s->circle.r, s->circle.r));
        b.max = vec2_add(b.max, vec2(s->circle.r, s->circle.r));
    }
    b.min = vec2_sub(b.min, vec2(margin, margin));
    b.max = vec2_add(b.max, vec2(margin, margin));
    return b;
}

/* Do two boxes overlap?  Touching counts. */
static inline bool aabbs_overlap(Aabb a, Aabb b)
{
    return a.min.x <= b.max.x && b.min.x <= a.max.x && a.min.y <= b.max.y && b.min.y <= a.max.y;
}

/* The layer rule: a meets b when a's layer is in b's mask and b's layer
 * in a's; one-sided interest is not enough (so a ghost with mask 0
 * passes through everything, whatever the others' masks say). */
static inline bool rigid_shape_layers_meet(const RigidShape *a, const RigidShape *b)
{
    return (a->layer & b->mask) != 0 && (b->layer & a->mask) != 0;
}

void rigid_shape_draw(const RigidShape *s, DrawList *dl);
/* The bounding circle and a cross of size 0.2 x bound radius at the centre. */
void rigid_shape_draw_bound(const RigidShape *s, DrawList *dl);

#endif

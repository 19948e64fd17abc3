/* rigid_shape.c - circles and rectangles that follow a transform. */
#include "rigid_shape.h"

#include <stdlib.h>

#include "grow.h"

static void circle_update(RigidShape *s)
{
    s->bound_radius = s->circle.r;
}

/* The cosine and sine of the rectangle's rotation, worked out again only
 * when the angle changed (bit for bit: -0 and +0 have different sines). */
static Rot rectangle_turn(Rectangle *rc, double t)
{
    if (!(t == rc->turn_angle && signbit(t) == signbit(rc->turn_angle))) {
        rc->turn = rot_from_angle(t);
        rc->turn_angle = t;
    }
    return rc->turn;
}

/* Corners of the unrotated rectangle, rotated about the centre; the normal
 * of face i points from v[i+2] to v[i+1], the side of face i away from the
 * opposite face, so it is outward. */
static void rectangle_update(RigidShape *s)
{
    Rectangle *rc = &s->rect;
    Vec2 c = rigid_shape_centre(s);
    double hw = rc->w / 2.0, hh = rc->h / 2.0;
    Rot q = rectangle_turn(rc, rigid_shape_rotation(s));
    const Vec2 corner[4] = {{-hw, -hh}, {hw, -hh}, {hw, hh}, {-hw, hh}};

    for (int i = 0; i < 4; i++)
        rc->vertex[i] = rot_apply_about(q, vec2_add(c, corner[i]), c);
    for (int i = 0; i < 4; i++) {
        Vec2 edge = vec2_sub(rc->vertex[(i + 1) % 4], rc->vertex[(i + 2) % 4]);
        rc->face_normal[i] = vec2_normalize(edge);
    }
    /* Half the diagonal reaches every corner. */
    s->bound_radius = sqrt(rc->w * rc->w + rc->h * rc->h) / 2.0;
}

void rigid_shape_update(RigidShape *s)
{
    switch (s->kind) {
    case SHAPE_CIRCLE: circle_update(s); break;
    case SHAPE_RECTANGLE: rectangle_update(s); break;
    case SHAPE_KIND_COUNT: break;
    }
}

/* The chapter's defaults: at rest, mass 1, friction 0.8, restitution 0.2,
 * falling with the engine's default gravity; in layer 1 and meeting every
 * layer, so that in a scene naming no layers every pair meets. */
static void set_motion_defaults(RigidShape *s)
{
    s->layer = LAYER_DEFAULT;
    s->mask = LAYER_ALL;
    s->v = vec2(0.0, 0.0);
    s->omega = 0.0;
    s->a = vec2(0.0, DEFAULT_GRAVITY_Y);
    s->inv_mass = 1.0 / DEFAULT_MASS;
    s->friction = DEFAULT_FRICTION;
    s->restitution = DEFAULT_RESTITUTION;
    rigid_shape_update_inertia(s);
}

void rigid_circle_init(RigidShape *s, Transform *xf, double r)
{
    *s = (RigidShape){.kind = SHAPE_CIRCLE, .xf = xf, .circle = {.r = r}};
    set_motion_defaults(s);
    rigid_shape_update(s);
}

void rigid_rectangle_init(RigidShape *s, Transform *xf, double w, double h)
{
    *s = (RigidShape){.kind = SHAPE_RECTANGLE,
                      .xf = xf,
                      .rect = {.w = w, .h = h, .turn_angle = NAN}};
    set_motion_defaults(s);
    rigid_shape_update(s);
}

void shape_set_add(ShapeSet *set, RigidShape *s)
{
    set->items = grow_array(set->items, &set->capacity, set->count + 1, sizeof *set->items,
                            "shapes");
    set->items[set->count++] = s;
}

void shape_set_free(ShapeSet *set)
{
    free(set->items);
    *set = (ShapeSet){0};
}

/* ---- mass, inertia and motion ------------------------------------------ */

double rigid_shape_mass(const RigidShape *s)
{
    return s->inv_mass > 0.0 ? 1.0 / s->inv_mass : 0.0;
}

double rigid_shape_inertia(const RigidShape *s)
{
    return s->inv_inertia > 0.0 ? 1.0 / s->inv_inertia : 0.0;
}

void rigid_shape_set_mass(RigidShape *s, double m, Vec2 system_a)
{
    if (m > 0.0 && fabs(m) >= STATIC_MASS_EPS) {
        s->inv_mass = 1.0 / m;
        s->a = system_a;
    } else {
        /* Static: infinite mass, no acceleration.  It also stops, so it
         * hands no velocity of its own to the shapes that hit it. */
        s->inv_mass = 0.0;
        s->a = vec2(0.0, 0.0);
        s->v = vec2(0.0, 0.0);
        s->omega = 0.0;
    }
    rigid_shape_update_inertia(s);
}

/* Moment of inertia about the centre, I = integral of d^2 dm over the body
 * (d = distance to the centre), for uniform density:
 *   circle (disc of radius r):  I = m r^2 / 2
 *   rectangle (w x h plate):    I = m (w^2 + h^2) / 12
 *     (the x and y halves: the integral of x^2 over -w/2..w/2 is w^3/12,
 *     times h/(w h) per unit mass gives m w^2/12, likewise m h^2/12).
 * Erratum: the textbook's listing stores m r^2 / 12 for a circle without
 * inverting it, but stores 1/I for a rectangle, and its angular solver
 * multiplies by the stored value as if both were inverses.  A heavier
 * circle then turns *more* easily under the same impulse, and its I is
 * six times too small anyway.  Here both shapes store 1/I with the
 * formulas above. */
double moment_of_inertia(const RigidShape *s, double m)
{
    switch (s->kind) {
    case SHAPE_CIRCLE: return m * s->circle.r * s->circle.r / 2.0;
    case SHAPE_RECTANGLE: return m * (s->rect.w * s->rect.w + s->rect.h * s->rect.h) / 12.0;
    case SHAPE_KIND_COUNT: break;
    }
    return 0.0;
}

void rigid_shape_update_inertia(RigidShape *s)
{
    double inertia = moment_of_inertia(s, rigid_shape_mass(s));
    s->inv_inertia = inertia > 0.0 ? 1.0 / inertia : 0.0;
}

/* Symplectic (semi-implicit) Euler over one step dt, source: the
 * chapter's "Rigid Shape Movements" project:
 *   v(t+dt) = v(t) + a dt
 *   p(t+dt) = p(t) + v(t+dt) dt      (the new velocity, not the old)
 *   angle(t+dt) = angle(t) + omega dt
 * Using the updated velocity for the position is what makes the scheme
 * symplectic: it does not pump energy into an orbit or a spring the way
 * explicit Euler does.  The vertices follow at once. */
void rigid_shape_travel(RigidShape *s, double dt)
{
    s->v = vec2_add(s->v, vec2_scale(s->a, dt));
    s->xf->position = vec2_add(s->xf->position, vec2_scale(s->v, dt));
    s->xf->rotation += s->omega * dt;
    rigid_shape_update(s);
}

void rigid_shape_set_position(RigidShape *s, Vec2 p)
{
    s->xf->position = p;
    rigid_shape_update(s);
}

void rigid_shape_adjust_position(RigidShape *s, Vec2 delta)
{
    rigid_shape_set_position(s, vec2_add(rigid_shape_centre(s), delta));
}

void rigid_shape_adjust_rotation(RigidShape *s, double delta_radians)
{
    s->xf->rotation += delta_radians;
    rigid_shape_update(s);
}

static double grow(double size, double delta)
{
    double grown = size + delta;
    return grown < RIGID_SHAPE_MIN_SIZE ? RIGID_SHAPE_MIN_SIZE : grown;
}

void rigid_shape_inc_size(RigidShape *s, double delta)
{
    switch (s->kind) {
    case SHAPE_CIRCLE: s->circle.r = grow(s->circle.r, delta); break;
    case SHAPE_RECTANGLE:
        s->rect.w = grow(s->rect.w, delta);
        s->rect.h = grow(s->rect.h, delta);
        break;
    case SHAPE_KIND_COUNT: break;
    }
    rigid_shape_update_inertia(s);
    rigid_shape_update(s);
}

void rigid_shape_draw(const RigidShape *s, DrawList *dl)
{
    Vec2 c = rigid_shape_centre(s);
    switch (s->kind) {
    case SHAPE_CIRCLE: {
        /* The radius to the rotated top point shows the rotation. */
        Vec2 top = vec2_rotate_about(vec2_add(c, vec2(0.0, s->circle.r)), c,
                                     rigid_shape_rotation(s));
        draw_circle(dl, c, s->circle.r);
        draw_line(dl, c, top);
        break;
    }
    case SHAPE_RECTANGLE: draw_polygon(dl, s->rect.vertex, 4); break;
    case SHAPE_KIND_COUNT: break;
    }
}

void rigid_shape_draw_bound(const RigidShape *s, DrawList *dl)
{
    Vec2 c = rigid_shape_centre(s);
    draw_circle(dl, c, s->bound_radius);
    draw_cross(dl, c, 0.2 * s->bound_radius);
}

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

void rigid_circle_init(RigidShape *s, Transform *xf, double r)
{
    *s = (RigidShape){.kind = SHAPE_CIRCLE, .xf = xf, .circle = {.r = r}};
    rigid_shape_update(s);
}

void rigid_rectangle_init(RigidShape *s, Transform *xf, double w, double h)
{
    *s = (RigidShape){.kind = SHAPE_RECTANGLE,
                      .xf = xf,
                      .rect = {.w = w, .h = h, .turn_angle = NAN}};
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

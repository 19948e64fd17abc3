/* warm_carry.c - the diagram warm_carry (chapter 10), drawn by the
 * preset warm_starting: one contact carried across two updates of a
 * World's world_step, A static, B moving under gravity; the points of the
 * first update with their ids and the impulses they end it with, beside
 * the second update's points with the impulses they start from. */
#include <math.h>

#include "diagram_motion.h"
#include "physics.h"
#include "solver.h"
#include "world.h"

/* A copy of s moved by d, to draw a second picture beside the first. */
static void draw_moved(Fig *f, const RigidShape *s, Vec2 d, Colour c)
{
    RigidShape m = *s;
    Transform xf = *s->xf;
    xf.position = vec2_add(xf.position, d);
    m.xf = &xf;
    rigid_shape_update(&m);
    draw_set_colour(&f->dl, c);
    rigid_shape_draw(&m, &f->dl);
}

/* The impulse a point's accumulated pn and pt put on s1 (B, the moving
 * shape: the list holds an object against a bound as s1, s2), which is
 * -(pn n + pt t), at the point moved by d, scaled to the figure; the id
 * under the point, and line `line` of the table under the picture. */
static void draw_point_impulse(Fig *f, const Contact *c, const SolverPoint *p, Vec2 d, double scale,
                               Vec2 table, int line)
{
    Vec2 at = vec2_add(p->point, d);
    Vec2 P = vec2_neg(vec2_add(vec2_scale(c->normal, p->pn), vec2_scale(c->tangent, p->pt)));
    arrow(f, at, vec2_scale(P, scale), COL_J);
    dot(f, at, COL_INFO);
    label(f, vec2(at.x, at.y - 1.1 * f->font), "middle", COL_INFO, "id %d", p->id);
    label(f, vec2(table.x, table.y - (line + 1.0) * 1.35 * f->font), "start", COL_J,
          "id %d: pn %.4f, pt %.4f", p->id, nz(p->pn), nz(p->pt));
}

/* Update 1 is a World's first world_step, from nothing carried, and
 * leaves its contact list; update 2 is world_step's phases up to the
 * warm start, where its points hold what they start from.  The
 * left picture is the pair as update 1 found it, with each point's id
 * and the impulse it ended update 1 with (purple arrows, on B); the
 * right picture the pair as update 2 found it, with the impulse each
 * point starts from: a point with the same id starts from the same
 * impulse, bit for bit. */
static bool diagram_warm_carry(Fig *f, Body *a, Body *b, Error *err)
{
    if (b->s.inv_mass == 0.0 || a->s.inv_mass != 0.0)
        return error_at(err, "diagram warm_carry", 0, "needs A static and B moving");
    PhysicsSettings ps = physics_default_settings();
    if (ps.solver != SOLVER_SEQUENTIAL_IMPULSES || !ps.warm_start)
        return error_at(err, "diagram warm_carry", 0,
                        "the program's settings do not warm start sequential impulses");
    rigid_shape_set_mass(&b->s, 1.0 / b->s.inv_mass, ps.gravity);
    ShapeSet objects = {0}, bounds = {0};
    shape_set_add(&objects, &b->s);
    shape_set_add(&bounds, &a->s);
    Body before = *b;
    before.s.xf = &before.xf;
    World world;
    world_init(&world, &objects, &bounds, &ps);
    world_step(&world, NULL, NULL, NULL);
    world_integrate_velocities(&world);
    world_find_contacts(&world, NULL);
    world_pick_awake(&world);
    contact_pre_step(&world.contacts);
    contact_warm_start(&world.contacts, &world.last);
    if (world.last.count != 1 || world.contacts.count != 1) {
        world_release(&world);
        shape_set_free(&objects);
        shape_set_free(&bounds);
        return error_at(err, "diagram warm_carry", 0, "the shapes do not touch in both updates");
    }
    const Contact *c1 = &world.last.items[0], *c2 = &world.contacts.items[0];
    fig_start(f, &a->s, &before.s);
    double w = f->x1 - f->x0, gap = 0.15 * w, left = f->x0, bottom = f->y0;
    Vec2 d = vec2(w + gap, 0.0);
    double biggest = 0.0;
    for (int i = 0; i < c1->point_count; i++)
        biggest = fmax(biggest, hypot(c1->points[i].pn, c1->points[i].pt));
    double height = f->y1 - f->y0;
    double scale = biggest > 0.0 ? 0.8 * height / biggest : 0.0;
    fig_include(f, vec2(f->x1 + w + gap, f->y1 + 0.9 * height));
    /* the table: a caption and two lines, at fig_view's font size */
    double font = 0.026 * 1.2 * (2.0 * w + gap);
    fig_include(f, vec2(left, bottom - 4.2 * 1.35 * font));
    fig_view(f, 5);
    legend(f, COL_A, "A (static) and B: left as update 1 finds them, right as update 2 does");
    legend(f, COL_INFO, "the contact's points, named by their feature ids (the pair is B, A)");
    legend(f, COL_J, "left: the impulse on B each point ends update 1 with, -(pn n + pt t)");
    legend(f, COL_J, "right: the impulse each point starts update 2 from: the same per id");
    legend(f, COL_HELP_DARK, "arrows: 1 unit of impulse = %.3g units of length", scale);
    draw_pair(f, &a->s, &before.s);
    draw_moved(f, &a->s, d, COL_A);
    draw_moved(f, &b->s, d, COL_B);
    Vec2 table1 = vec2(left, bottom - 1.2 * 1.35 * f->font), table2 = vec2_add(table1, d);
    label(f, table1, "start", COL_HELP_DARK, "update 1, after its sweeps:");
    label(f, table2, "start", COL_HELP_DARK, "update 2, before its first sweep:");
    for (int i = 0; i < c1->point_count; i++)
        draw_point_impulse(f, c1, &c1->points[i], vec2(0.0, 0.0), scale, table1, i);
    for (int i = 0; i < c2->point_count; i++)
        draw_point_impulse(f, c2, &c2->points[i], d, scale, table2, i);
    world_release(&world);
    shape_set_free(&objects);
    shape_set_free(&bounds);
    return true;
}

int main(int argc, char **argv)
{
    return diagram_main(argc, argv, diagram_warm_carry, body_set_motion);
}

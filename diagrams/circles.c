/* circles.c - the diagram circles (chapter 2), drawn by stage 2: two
 * shapes and the collision info detect_collision reports for them, its
 * depth, normal, start and end. */
#include "diagram_pair.h"
#include "physics.h"

static const char *kind_name(const RigidShape *s)
{
    return s->kind == SHAPE_CIRCLE ? "circle" : "rectangle";
}

static void legend_pair(Fig *f, const char *a_kind, const char *b_kind)
{
    legend(f, COL_A, "A, the first shape (%s)", a_kind);
    legend(f, COL_B, "B, the second shape (%s)", b_kind);
}

static bool diagram_circles(Fig *f, Body *a, Body *b, Error *err)
{
    CollisionInfo info;
    if (!detect_collision(&a->s, &b->s, &info))
        return error_at(err, "diagram circles", 0, "the shapes do not collide");
    fig_start(f, &a->s, &b->s);
    include_info(f, &info);
    fig_view(f, 4);
    legend_pair(f, kind_name(&a->s), kind_name(&b->s));
    legend_info(f, &info);
    draw_pair(f, &a->s, &b->s);
    label_centres(f, &a->s, &b->s);
    draw_info(f, &info);
    return true;
}

int main(int argc, char **argv)
{
    return diagram_main(argc, argv, diagram_circles, NULL);
}

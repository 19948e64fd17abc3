/* test_drawing.c - what a game object draws, item by item: which
 * primitives, in which colour, where.
 *
 * Every stage draws the same way (game_object.c and the two drawing
 * functions of rigid_shape.c do not change from stage 1 on), so these run
 * at every stage.  Each expected point is worked out by hand below from
 * the geometry: a circle is its outline plus one radius to the rotated top
 * point (the rotation marker); a rectangle is its four edges; the bound is
 * a circle of the bounding radius with a cross whose arms are 0.2 bounding
 * radii long; the "texture" is the object's own box, transform size x
 * size, turned with the transform.
 */
#include "check_support.h"

#include <math.h>

#include "game_object.h"

/* Items of the list with this kind and colour. */
static int count_items(const DrawList *dl, DrawKind kind, Colour c)
{
    int n = 0;
    for (int i = 0; i < dl->count; i++) {
        const DrawItem *it = &dl->items[i];
        n += it->kind == kind && it->colour.r == c.r && it->colour.g == c.g && it->colour.b == c.b;
    }
    return n;
}

/* The first item of this kind and colour (the test fails without one). */
#define find_item(dl, kind, c) find_item_at(HERE, (dl), (kind), (c))
static const DrawItem *find_item_at(Where w, const DrawList *dl, DrawKind kind, Colour c)
{
    for (int i = 0; i < dl->count; i++) {
        const DrawItem *it = &dl->items[i];
        if (it->kind == kind && it->colour.r == c.r && it->colour.g == c.g && it->colour.b == c.b)
            return it;
    }
    ck_assert_at(w, 0, "no drawn item of kind %d in colour (%d,%d,%d) among the %d drawn",
                 (int)kind, c.r, c.g, c.b, dl->count);
    return NULL;
}

/* Whether some line of colour c joins p and q (in either direction). */
static bool has_line(const DrawList *dl, Colour c, Vec2 p, Vec2 q)
{
    const double tol = 1e-12;
    for (int i = 0; i < dl->count; i++) {
        const DrawItem *it = &dl->items[i];
        if (it->kind != DRAW_LINE || it->colour.r != c.r || it->colour.g != c.g
            || it->colour.b != c.b)
            continue;
        bool forward = vec2_distance(it->a, p) < tol && vec2_distance(it->b, q) < tol;
        bool backward = vec2_distance(it->a, q) < tol && vec2_distance(it->b, p) < tol;
        if (forward || backward)
            return true;
    }
    return false;
}

static DrawList draw_one(const GameObject *obj)
{
    DrawList dl = {0};
    draw_begin(&dl, (DrawView){.centre = {0.0, 0.0}, .width = 100.0, .aspect = 0.75});
    game_object_draw(obj, &dl);
    return dl;
}

/* rigid_shape_draw and rigid_shape_draw_bound on their own, in the list's
 * current colour.  The circle r 2 at (10,20) turned by 90 degrees: its
 * outline and the marker from the centre to the turned top (8, 20); a
 * rectangle: its four edges.  A 6 x 8 rectangle at (1,2): its bounding radius is half the diagonal, 5,
 * so its bound is a circle of radius 5 at (1,2) and a cross 0.2 * 5 = 1
 * across (its item's radius is half that, 0.5). */
START_TEST(shape_draws_itself)
{
    Transform xf = {.position = {10, 20}, .size = {4, 4}, .rotation = M_PI / 2};
    RigidShape s;
    rigid_circle_init(&s, &xf, 2);
    DrawList dl = {0};
    draw_begin(&dl, (DrawView){.centre = {0.0, 0.0}, .width = 100.0, .aspect = 0.75});
    draw_set_colour(&dl, COLOUR_BLUE);
    rigid_shape_draw(&s, &dl);
    ck_assert_int_eq(dl.count, 2);
    const DrawItem *circle = find_item(&dl, DRAW_CIRCLE, COLOUR_BLUE);
    ck_assert_vec2_approx(circle->a, 10.0, 20.0);
    ck_assert_approx(circle->radius, 2.0);
    ck_assert(has_line(&dl, COLOUR_BLUE, vec2(10.0, 20.0), vec2(8.0, 20.0)));
    /* a 4 x 2 rectangle at (10,20): its four edges */
    Transform rxf = {.position = {10, 20}, .size = {4, 2}};
    RigidShape r;
    rigid_rectangle_init(&r, &rxf, 4, 2);
    draw_begin(&dl, (DrawView){.centre = {0.0, 0.0}, .width = 100.0, .aspect = 0.75});
    draw_set_colour(&dl, COLOUR_BLUE);
    rigid_shape_draw(&r, &dl);
    ck_assert_int_eq(dl.count, 4);
    ck_assert(has_line(&dl, COLOUR_BLUE, vec2(8.0, 19.0), vec2(12.0, 19.0)));
    ck_assert(has_line(&dl, COLOUR_BLUE, vec2(12.0, 19.0), vec2(12.0, 21.0)));
    ck_assert(has_line(&dl, COLOUR_BLUE, vec2(12.0, 21.0), vec2(8.0, 21.0)));
    ck_assert(has_line(&dl, COLOUR_BLUE, vec2(8.0, 21.0), vec2(8.0, 19.0)));
    draw_list_free(&dl);
}
END_TEST

START_TEST(bound_draws_itself)
{
    Transform rxf = {.position = {1, 2}, .size = {6, 8}};
    RigidShape r;
    rigid_rectangle_init(&r, &rxf, 6, 8);
    DrawList dl = {0};
    draw_begin(&dl, (DrawView){.centre = {0.0, 0.0}, .width = 100.0, .aspect = 0.75});
    draw_set_colour(&dl, COLOUR_GREEN);
    rigid_shape_draw_bound(&r, &dl);
    ck_assert_int_eq(dl.count, 2);
    const DrawItem *bound = find_item(&dl, DRAW_CIRCLE, COLOUR_GREEN);
    ck_assert_vec2_approx(bound->a, 1.0, 2.0);
    ck_assert_approx(bound->radius, 5.0);
    const DrawItem *cross = find_item(&dl, DRAW_CROSS, COLOUR_GREEN);
    ck_assert_vec2_approx(cross->a, 1.0, 2.0);
    ck_assert_approx(cross->radius, 0.5);
    draw_list_free(&dl);
}
END_TEST

/* A new object shows its shape only, in blue.  A circle r = 2 at (10,20)
 * turned by 90 degrees (counter-clockwise): its top point (10, 22) turns
 * about the centre to (10 - 2, 20) = (8, 20), so the marker runs from the
 * centre to (8, 20); 0 degrees would point up, -90 degrees to (12, 20). */
START_TEST(new_circle_draws_blue_outline_and_rotation_marker)
{
    GameObjectSet set = {0};
    GameObject *obj = game_object_set_add(&set, vec2(10.0, 20.0), vec2(4.0, 4.0), M_PI / 2.0);
    rigid_circle_init(&obj->shape, &obj->xf, 2.0);
    DrawList dl = draw_one(obj);
    ck_assert_int_eq(dl.count, 2);
    const DrawItem *circle = find_item(&dl, DRAW_CIRCLE, COLOUR_BLUE);
    ck_assert_vec2_approx(circle->a, 10.0, 20.0);
    ck_assert_approx(circle->radius, 2.0);
    ck_assert_int_eq(count_items(&dl, DRAW_LINE, COLOUR_BLUE), 1);
    ck_assert(has_line(&dl, COLOUR_BLUE, vec2(10.0, 20.0), vec2(8.0, 20.0)));
    draw_list_free(&dl);
    game_object_set_free(&set);
}
END_TEST

/* A 4 x 2 rectangle at (10,20), unturned: four blue edges between the
 * corners (8,19), (12,19), (12,21), (8,21), and nothing else. */
START_TEST(new_rectangle_draws_its_four_edges)
{
    GameObjectSet set = {0};
    GameObject *obj = game_object_set_add(&set, vec2(10.0, 20.0), vec2(4.0, 2.0), 0.0);
    rigid_rectangle_init(&obj->shape, &obj->xf, 4.0, 2.0);
    DrawList dl = draw_one(obj);
    ck_assert_int_eq(dl.count, 4);
    ck_assert_int_eq(count_items(&dl, DRAW_LINE, COLOUR_BLUE), 4);
    ck_assert(has_line(&dl, COLOUR_BLUE, vec2(8.0, 19.0), vec2(12.0, 19.0)));
    ck_assert(has_line(&dl, COLOUR_BLUE, vec2(12.0, 19.0), vec2(12.0, 21.0)));
    ck_assert(has_line(&dl, COLOUR_BLUE, vec2(12.0, 21.0), vec2(8.0, 21.0)));
    ck_assert(has_line(&dl, COLOUR_BLUE, vec2(8.0, 21.0), vec2(8.0, 19.0)));
    draw_list_free(&dl);
    game_object_set_free(&set);
}
END_TEST

/* The object's colour is what it is drawn in (the scene gives bounds
 * black, for instance). */
START_TEST(shape_is_drawn_in_the_objects_colour)
{
    GameObjectSet set = {0};
    GameObject *obj = game_object_set_add(&set, vec2(0.0, 0.0), vec2(2.0, 2.0), 0.0);
    rigid_circle_init(&obj->shape, &obj->xf, 1.0);
    obj->colour = COLOUR_ORANGE;
    DrawList dl = draw_one(obj);
    ck_assert_int_eq(count_items(&dl, DRAW_CIRCLE, COLOUR_ORANGE), 1);
    ck_assert_int_eq(count_items(&dl, DRAW_LINE, COLOUR_ORANGE), 1);
    ck_assert_int_eq(count_items(&dl, DRAW_CIRCLE, COLOUR_BLUE), 0);
    draw_list_free(&dl);
    game_object_set_free(&set);
}
END_TEST

/* The texture is the transform's box in grey: a transform 4 wide and 2
 * high at (10,20) turned 90 degrees.  The corner (-2,-1) from the centre
 * turns to (1,-2) ((x,y) -> (-y,x)), so (11,18); likewise (2,-1) -> (11,22),
 * (2,1) -> (9,22), (-2,1) -> (9,18): a box 2 wide and 4 high.  The shape
 * (a circle here, so its lines cannot be mistaken for the box) still
 * draws in blue, and nothing else shows. */
START_TEST(texture_is_the_turned_transform_box_in_grey)
{
    GameObjectSet set = {0};
    GameObject *obj = game_object_set_add(&set, vec2(10.0, 20.0), vec2(4.0, 2.0), M_PI / 2.0);
    rigid_circle_init(&obj->shape, &obj->xf, 0.5);
    obj->show.texture = true;
    DrawList dl = draw_one(obj);
    ck_assert_int_eq(count_items(&dl, DRAW_LINE, COLOUR_GREY), 4);
    ck_assert(has_line(&dl, COLOUR_GREY, vec2(11.0, 18.0), vec2(11.0, 22.0)));
    ck_assert(has_line(&dl, COLOUR_GREY, vec2(11.0, 22.0), vec2(9.0, 22.0)));
    ck_assert(has_line(&dl, COLOUR_GREY, vec2(9.0, 22.0), vec2(9.0, 18.0)));
    ck_assert(has_line(&dl, COLOUR_GREY, vec2(9.0, 18.0), vec2(11.0, 18.0)));
    ck_assert_int_eq(count_items(&dl, DRAW_CIRCLE, COLOUR_BLUE), 1);
    ck_assert_int_eq(dl.count, 4 + 2);
    draw_list_free(&dl);
    game_object_set_free(&set);
}
END_TEST

/* The bound of a 3 x 4 rectangle: half the diagonal, sqrt(9 + 16) / 2 =
 * 2.5, reaches every corner; green circle of radius 2.5 at the centre and
 * a green cross of arm length 0.2 * 2.5 = 0.5 (half of it, 0.25, is the
 * item's radius).  With the shape hidden, that is all that is drawn. */
START_TEST(bound_is_a_green_circle_and_cross_of_the_bounding_radius)
{
    GameObjectSet set = {0};
    GameObject *obj = game_object_set_add(&set, vec2(-3.0, 7.0), vec2(3.0, 4.0), 0.3);
    rigid_rectangle_init(&obj->shape, &obj->xf, 3.0, 4.0);
    obj->show.shape = false;
    obj->show.bound = true;
    DrawList dl = draw_one(obj);
    ck_assert_int_eq(dl.count, 2);
    const DrawItem *circle = find_item(&dl, DRAW_CIRCLE, COLOUR_GREEN);
    ck_assert_vec2_approx(circle->a, -3.0, 7.0);
    ck_assert_approx(circle->radius, 2.5);
    const DrawItem *cross = find_item(&dl, DRAW_CROSS, COLOUR_GREEN);
    ck_assert_vec2_approx(cross->a, -3.0, 7.0);
    ck_assert_approx(cross->radius, 0.25);
    draw_list_free(&dl);
    game_object_set_free(&set);
}
END_TEST

/* A circle's bound is the circle itself: radius r = 1.5, cross arms 0.3. */
START_TEST(circle_bound_is_its_own_radius)
{
    GameObjectSet set = {0};
    GameObject *obj = game_object_set_add(&set, vec2(1.0, 2.0), vec2(3.0, 3.0), 0.0);
    rigid_circle_init(&obj->shape, &obj->xf, 1.5);
    obj->show.bound = true;
    DrawList dl = draw_one(obj);
    ck_assert_int_eq(count_items(&dl, DRAW_CIRCLE, COLOUR_GREEN), 1);
    ck_assert_approx(find_item(&dl, DRAW_CIRCLE, COLOUR_GREEN)->radius, 1.5);
    ck_assert_approx(find_item(&dl, DRAW_CROSS, COLOUR_GREEN)->radius, 0.15);
    ck_assert_int_eq(count_items(&dl, DRAW_CIRCLE, COLOUR_BLUE), 1);
    draw_list_free(&dl);
    game_object_set_free(&set);
}
END_TEST

/* All three off: nothing at all. */
START_TEST(hidden_object_draws_nothing)
{
    GameObjectSet set = {0};
    GameObject *obj = game_object_set_add(&set, vec2(1.0, 2.0), vec2(3.0, 3.0), 0.0);
    rigid_circle_init(&obj->shape, &obj->xf, 1.5);
    obj->show.shape = false;
    DrawList dl = draw_one(obj);
    ck_assert_int_eq(dl.count, 0);
    draw_list_free(&dl);
    game_object_set_free(&set);
}
END_TEST

/* The set grows as objects are added; when its array moves, every shape
 * must still follow its own object's transform and the list of shapes
 * must point at the shapes where they now are.  300 objects is past any
 * first capacity, so the array moves at least once. */
START_TEST(shapes_follow_their_objects_as_the_set_grows)
{
    enum {
        N = 300
    };
    GameObjectSet set = {0};
    for (int i = 0; i < N; i++) {
        GameObject *obj = game_object_set_add(&set, vec2(i, -i), vec2(2.0, 2.0), 0.0);
        rigid_circle_init(&obj->shape, &obj->xf, 1.0);
    }
    ck_assert_int_eq(set.count, N);
    ck_assert_int_eq(set.shapes.count, N);
    for (int i = 0; i < N; i++) {
        ck_assert_ptr_eq(set.items[i].shape.xf, &set.items[i].xf);
        ck_assert_ptr_eq(set.shapes.items[i], &set.items[i].shape);
        ck_assert_vec2_approx(rigid_shape_centre(set.shapes.items[i]), i, -i);
    }
    game_object_set_free(&set);
}
END_TEST

Suite *test_drawing_suite(void)
{
    Suite *s = suite_create("drawing");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, shape_draws_itself);
    tcase_add_test(tc, bound_draws_itself);
    tcase_add_test(tc, new_circle_draws_blue_outline_and_rotation_marker);
    tcase_add_test(tc, new_rectangle_draws_its_four_edges);
    tcase_add_test(tc, shape_is_drawn_in_the_objects_colour);
    tcase_add_test(tc, texture_is_the_turned_transform_box_in_grey);
    tcase_add_test(tc, bound_is_a_green_circle_and_cross_of_the_bounding_radius);
    tcase_add_test(tc, circle_bound_is_its_own_radius);
    tcase_add_test(tc, hidden_object_draws_nothing);
    tcase_add_test(tc, shapes_follow_their_objects_as_the_set_grows);
    suite_add_tcase(s, tc);
    return s;
}

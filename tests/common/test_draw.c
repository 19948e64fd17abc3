/* test_draw.c - the draw list and its SVG and gnuplot writers. */
#include "check_support.h"

#include "draw.h"

static DrawList dl; /* zeroed: it grows as items are drawn */

/* The chapter's camera: x 0..100, y 40 -+ 37.5 = 2.5..77.5. */
static const DrawView view = {{50.0, 40.0}, 100.0, 0.75};

START_TEST(test_begin_resets)
{
    draw_begin(&dl, view);
    draw_line(&dl, vec2(0, 0), vec2(1, 1));
    draw_begin(&dl, view);
    ck_assert_int_eq(dl.count, 0);
    ck_assert_approx(dl.view.width, 100.0);
}
END_TEST

START_TEST(test_primitive_counts_and_colour)
{
    draw_begin(&dl, view);
    draw_set_colour(&dl, COLOUR_RED);
    draw_line(&dl, vec2(1, 2), vec2(3, 4));
    draw_set_colour(&dl, COLOUR_BLUE);
    draw_circle(&dl, vec2(5, 6), 2.0);
    draw_cross(&dl, vec2(7, 8), 3.0);
    ck_assert_int_eq(dl.count, 3);
    ck_assert_int_eq(dl.items[0].kind, DRAW_LINE);
    ck_assert_int_eq(dl.items[0].colour.r, 220);
    ck_assert_vec2_approx(dl.items[0].b, 3.0, 4.0);
    ck_assert_int_eq(dl.items[1].kind, DRAW_CIRCLE);
    ck_assert_int_eq(dl.items[1].colour.b, 220);
    ck_assert_approx(dl.items[1].radius, 2.0);
    /* A cross of total arm length 3 stores half of it. */
    ck_assert_int_eq(dl.items[2].kind, DRAW_CROSS);
    ck_assert_approx(dl.items[2].radius, 1.5);
    ck_assert_vec2_approx(dl.items[2].a, 7.0, 8.0);
}
END_TEST

START_TEST(test_rectangle_corners_rotated)
{
    /* 4 x 2 at (1,2), turned 90 deg.  v0 is (-2,-1) from the centre, which
     * turns to (1,-2): (2,0).  v1 (2,-1) -> (1,2): (2,4).  v2 (2,1) ->
     * (-1,2): (0,4).  v3 (-2,1) -> (-1,-2): (0,0). */
    draw_begin(&dl, view);
    draw_rectangle(&dl, vec2(1, 2), 4.0, 2.0, M_PI / 2.0);
    ck_assert_int_eq(dl.count, 4);
    ck_assert_vec2_approx(dl.items[0].a, 2.0, 0.0);
    ck_assert_vec2_approx(dl.items[1].a, 2.0, 4.0);
    ck_assert_vec2_approx(dl.items[2].a, 0.0, 4.0);
    ck_assert_vec2_approx(dl.items[3].a, 0.0, 0.0);
    /* Closed: each edge ends where the next begins, the last at v0. */
    for (int i = 0; i < 4; i++)
        ck_assert_vec2_approx(dl.items[i].b, dl.items[(i + 1) % 4].a.x, dl.items[(i + 1) % 4].a.y);
}
END_TEST

START_TEST(test_polygon)
{
    Vec2 tri[3] = {vec2(0, 0), vec2(1, 0), vec2(0, 1)};
    draw_begin(&dl, view);
    draw_polygon(&dl, tri, 3);
    ck_assert_int_eq(dl.count, 3);
    ck_assert_vec2_approx(dl.items[2].a, 0.0, 1.0);
    ck_assert_vec2_approx(dl.items[2].b, 0.0, 0.0);
    draw_polygon(&dl, tri, 2); /* one segment */
    draw_polygon(&dl, tri, 1); /* nothing */
    ck_assert_int_eq(dl.count, 4);
}
END_TEST

/* No limit: 20,000 circles are all kept, in order, and draw_begin keeps
 * the memory for the next frame. */
START_TEST(test_list_grows)
{
    draw_begin(&dl, view);
    for (int i = 0; i < 20000; i++)
        draw_circle(&dl, vec2(i, 0), 1.0);
    ck_assert_int_eq(dl.count, 20000);
    for (int i = 0; i < 20000; i += 997)
        ck_assert_double_eq(dl.items[i].a.x, i);
    ck_assert_double_eq(dl.items[19999].a.x, 19999);
    int capacity = dl.capacity;
    ck_assert_int_ge(capacity, 20000);
    draw_begin(&dl, view);
    ck_assert_int_eq(dl.count, 0);
    ck_assert_int_eq(dl.capacity, capacity);
}
END_TEST

static char *as_text(bool (*write)(const DrawList *, FILE *))
{
    FILE *f = tmpfile();
    ck_assert_ptr_nonnull(f);
    ck_assert(write(&dl, f));
    char *text = support_read_stream(f);
    fclose(f);
    return text;
}

START_TEST(test_svg)
{
    draw_begin(&dl, view);
    draw_set_colour(&dl, COLOUR_RED);
    draw_circle(&dl, vec2(10, 20), 5.0);
    draw_line(&dl, vec2(0, 0), vec2(-1.5, 2.25));
    draw_cross(&dl, vec2(50, 40), 2.0);
    char *svg = as_text(draw_write_svg);
    ck_assert_str_contains(svg, "<svg xmlns=\"http://www.w3.org/2000/svg\"");
    ck_assert_str_contains(svg, "width=\"800\" height=\"600\"");
    /* y flipped: the top edge y = 77.5 becomes -77.5; 100 x 75 units. */
    ck_assert_str_contains(svg, "viewBox=\"0 -77.5 100 75\"");
    ck_assert_str_contains(
        svg, "<rect x=\"0\" y=\"-77.5\" width=\"100\" height=\"75\" fill=\"#ffffff\"/>");
    ck_assert_str_contains(svg, "transform=\"scale(1,-1)\"");
    ck_assert_str_contains(svg, "stroke-width=\"0.25\"");
    ck_assert_str_contains(svg, "<circle cx=\"10\" cy=\"20\" r=\"5\" stroke=\"#dc1e1e\"/>");
    ck_assert_str_contains(svg,
                           "<line x1=\"0\" y1=\"0\" x2=\"-1.5\" y2=\"2.25\" stroke=\"#dc1e1e\"/>");
    /* The cross is two diagonals of length 2: ends 1/sqrt2 = 0.707107 off
     * the centre on both axes. */
    ck_assert_str_contains(svg,
                           "<line x1=\"49.2929\" y1=\"39.2929\" x2=\"50.7071\" y2=\"40.7071\"");
    ck_assert_int_eq(support_count_substr(svg, "<line"), 3);
    ck_assert_int_eq(support_count_substr(svg, "<circle"), 1);
    size_t len = strlen(svg);
    ck_assert_str_eq(svg + len - strlen("</g>\n</svg>\n"), "</g>\n</svg>\n");
    free(svg);
}
END_TEST

static bool write_frame_7(const DrawList *list, FILE *out)
{
    return draw_write_gnuplot(list, 7, out);
}

START_TEST(test_gnuplot)
{
    draw_begin(&dl, view);
    draw_set_colour(&dl, COLOUR_RED);
    draw_line(&dl, vec2(1, 2), vec2(3, 4));
    draw_set_colour(&dl, COLOUR_GREEN);
    draw_circle(&dl, vec2(10, 20), 5.0);
    char *text = as_text(write_frame_7);
    /* Header, the line's block, one blank line, the circle's 36 segments
     * as 37 points (closed), two blank lines to end the frame. */
    const char *start = "# frame 7 view 0 100 2.5 77.5\n"
                        "1 2 0xdc1e1e\n"
                        "3 4 0xdc1e1e\n"
                        "\n"
                        "15 20 0x1ea03c\n";
    ck_assert_int_eq(strncmp(text, start, strlen(start)), 0);
    ck_assert_int_eq(support_count_char(text, '\n'), 1 + 2 + 1 + 37 + 2);
    size_t len = strlen(text);
    ck_assert_str_eq(text + len - strlen("15 20 0x1ea03c\n\n\n"), "15 20 0x1ea03c\n\n\n");
    /* Quarter way round: (10, 25). */
    ck_assert_str_contains(text, "\n10 25 0x1ea03c\n");
    free(text);
}
END_TEST

START_TEST(test_gnuplot_cross_two_strokes)
{
    draw_begin(&dl, view);
    draw_cross(&dl, vec2(0, 0), 2.0 * sqrt(2.0)); /* ends at (+-1, +-1) */
    char *text = as_text(write_frame_7);
    ck_assert_str_eq(text,
                     "# frame 7 view 0 100 2.5 77.5\n"
                     "-1 -1 0x000000\n1 1 0x000000\n\n"
                     "-1 1 0x000000\n1 -1 0x000000\n\n\n");
    free(text);
}
END_TEST

/* ---- the legend ------------------------------------------------------ */

START_TEST(test_legend_kept_and_reset)
{
    draw_begin(&dl, view);
    for (int i = 0; i < DRAW_LEGEND_MAX + 1; i++)
        draw_legend(&dl, COLOUR_GREY, "grey");
    ck_assert_int_eq(dl.legend_count, DRAW_LEGEND_MAX);
    ck_assert_int_eq(dl.count, 0); /* an entry is no primitive */
    ck_assert_str_eq(dl.legend[0].label, "grey");
    ck_assert_int_eq(dl.legend[0].colour.r, 150);
    draw_begin(&dl, view);
    ck_assert_int_eq(dl.legend_count, 0);
}
END_TEST

/* In the 100-unit view a legend unit is 3: the first swatch 3 in from
 * the top-left corner (0, -77.5 in the SVG's y-down units): x = 3,
 * y = -74.5; its label at x = 3 + 1.5 * 3 = 7.5 on the baseline
 * -74.5 + 0.85 * 3 = -71.95.  The second line 1.5 * 3 = 4.5 lower. */
START_TEST(test_legend_in_svg)
{
    draw_begin(&dl, view);
    draw_line(&dl, vec2(1, 2), vec2(3, 4));
    draw_legend(&dl, COLOUR_GREY, "asleep");
    draw_legend(&dl, COLOUR_ORANGE, "a<b & c>d");
    char *svg = as_text(draw_write_svg);
    ck_assert_str_contains(svg,
                           "</g>\n<g font-family=\"sans-serif\" font-size=\"3\">\n"
                           "<rect x=\"3\" y=\"-74.5\" width=\"3\" height=\"3\" "
                           "fill=\"#969696\"/>\n"
                           "<text x=\"7.5\" y=\"-71.95\">asleep</text>\n");
    ck_assert_str_contains(svg,
                           "<rect x=\"3\" y=\"-70\" width=\"3\" height=\"3\" "
                           "fill=\"#f08c00\"/>\n"
                           "<text x=\"7.5\" y=\"-67.45\">a&lt;b &amp; c&gt;d</text>\n"
                           "</g>\n</svg>\n");
    free(svg);
}
END_TEST

/* A legend changes no gnuplot data: the figures draw their own keys. */
START_TEST(test_legend_not_in_gnuplot)
{
    draw_begin(&dl, view);
    draw_line(&dl, vec2(1, 2), vec2(3, 4));
    char *plain = as_text(write_frame_7);
    draw_legend(&dl, COLOUR_GREY, "asleep");
    char *with_legend = as_text(write_frame_7);
    ck_assert_str_eq(with_legend, plain);
    free(plain);
    free(with_legend);
}
END_TEST

/* ---- the camera's fit ------------------------------------------------ */

static DrawView fit(void)
{
    return draw_fit_view(&dl, view);
}

static void ck_view(DrawView v, double cx, double cy, double width)
{
    ck_assert_approx(v.centre.x, cx);
    ck_assert_approx(v.centre.y, cy);
    ck_assert_approx(v.width, width);
    ck_assert_double_eq(v.aspect, 0.75);
}

/* Outlines that reach into the view keep it, bit for bit, however far
 * they run on: the chapter's slab out to x = 120 with its underside at
 * y = 2.125 (the view ends at 100 and 2.5), a floor slab 40 thick whose
 * underside is 37.5 below the view, a circle half out of the top.  An
 * empty frame keeps it too. */
START_TEST(test_fit_keeps_a_view_that_shows_all)
{
    draw_begin(&dl, view);
    DrawView v = fit();
    ck_assert_mem_eq(&v, &view, sizeof v);
    draw_rectangle(&dl, vec2(105, 4), 30, 3.75, 0.0);
    draw_rectangle(&dl, vec2(50, -15), 100, 40, 0.0);
    draw_circle(&dl, vec2(50, 77.5), 5.0);
    v = fit();
    ck_assert_mem_eq(&v, &view, sizeof v);
}
END_TEST

/* A line from x = 110 to 130, wholly right of the view: the box x
 * 0..130, y 2.5..77.5 is 130 x 75; 75 / 0.75 = 100 < 130, so width 130 * 1.05 = 136.5,
 * centred on (65, 40). */
START_TEST(test_fit_something_on_the_right)
{
    draw_begin(&dl, view);
    draw_line(&dl, vec2(110, 40), vec2(130, 40));
    ck_view(fit(), 65.0, 40.0, 136.5);
}
END_TEST

/* A circle of radius 5 at (50, 110), wholly above the view (from 105 to
 * 115; the view's top is 77.5).
 * The box x 0..100, y 2.5..115 is 100 x 112.5; 112.5 / 0.75 = 150 > 100,
 * so width 150 * 1.05 = 157.5, centred on (50, 58.75). */
START_TEST(test_fit_something_above)
{
    draw_begin(&dl, view);
    draw_circle(&dl, vec2(50, 110), 5.0);
    ck_view(fit(), 50.0, 58.75, 157.5);
}
END_TEST

/* A cross of half length sqrt 2 at (-40, 40) has its arms' ends at
 * x = -41 and -39: the box x -41..100 is 141 wide (75 / 0.75 = 100 less),
 * width 141 * 1.05 = 148.05, centred on x = 29.5. */
START_TEST(test_fit_a_cross_on_the_left)
{
    draw_begin(&dl, view);
    draw_cross(&dl, vec2(-40, 40), 2.0 * sqrt(2.0));
    ck_view(fit(), 29.5, 40.0, 148.05);
}
END_TEST

/* A pile 434 units tall: walls from y = 0 to 434 (reaching into the
 * view) and a box 4 x 4 on top, at y 430..434, wholly above it.  434 /
 * 0.75 = 578.67 > 100, width 578.67 * 1.05 = 607.6, centred on (50, 217);
 * its height 607.6 * 0.75 = 455.7 holds the 434.  The walls alone keep
 * the view (each reaches into it). */
START_TEST(test_fit_a_tall_pile)
{
    draw_begin(&dl, view);
    draw_rectangle(&dl, vec2(2, 217), 4, 434, 0.0);
    draw_rectangle(&dl, vec2(98, 217), 4, 434, 0.0);
    DrawView v = fit();
    ck_assert_mem_eq(&v, &view, sizeof v);
    draw_rectangle(&dl, vec2(50, 432), 4, 4, 0.0);
    v = fit();
    ck_view(v, 50.0, 217.0, 607.6);
    ck_assert(v.width * v.aspect >= 434.0);
}
END_TEST

Suite *test_draw_suite(void)
{
    Suite *s = suite_create("draw");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_begin_resets);
    tcase_add_test(tc, test_primitive_counts_and_colour);
    tcase_add_test(tc, test_rectangle_corners_rotated);
    tcase_add_test(tc, test_polygon);
    tcase_add_test(tc, test_list_grows);
    tcase_add_test(tc, test_svg);
    tcase_add_test(tc, test_gnuplot);
    tcase_add_test(tc, test_gnuplot_cross_two_strokes);
    tcase_add_test(tc, test_legend_kept_and_reset);
    tcase_add_test(tc, test_legend_in_svg);
    tcase_add_test(tc, test_legend_not_in_gnuplot);
    tcase_add_test(tc, test_fit_keeps_a_view_that_shows_all);
    tcase_add_test(tc, test_fit_something_on_the_right);
    tcase_add_test(tc, test_fit_something_above);
    tcase_add_test(tc, test_fit_a_cross_on_the_left);
    tcase_add_test(tc, test_fit_a_tall_pile);
    suite_add_tcase(s, tc);
    return s;
}

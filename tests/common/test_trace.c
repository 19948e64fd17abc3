/* test_trace.c - the CSV trace's exact text. */
#include "check_support.h"

#include "trace.h"

static char *write_rows(const TraceRow *rows, int n, bool header)
{
    FILE *f = tmpfile();
    ck_assert_ptr_nonnull(f);
    if (header)
        trace_write_header(f, NULL);
    for (int i = 0; i < n; i++)
        trace_write_row(f, &rows[i], NULL);
    char *text = support_read_stream(f);
    fclose(f);
    return text;
}

START_TEST(test_header_exact)
{
    ck_assert_str_eq(
        TRACE_HEADER,
        "frame,time,bodies,contacts,max_depth,sum_depth,ke_linear,ke_angular,pe,energy,px,py");
    char *text = write_rows(NULL, 0, true);
    ck_assert_str_eq(
        text,
        "frame,time,bodies,contacts,max_depth,sum_depth,ke_linear,ke_angular,pe,energy,px,py\n");
    free(text);
}
END_TEST

START_TEST(test_row_format)
{
    /* 0.05 has no exact binary form; %.17g shows the nearest double,
     * 0.050000000000000003.  The others are exact and print short. */
    TraceRow row = {3, 0.05, 6, 2, 0.25, 0.5, 1.5, 0.125, -10.0, -8.375, 1.0, -2.0, 0.0};
    char *text = write_rows(&row, 1, false);
    ck_assert_str_eq(text, "3,0.050000000000000003,6,2,0.25,0.5,1.5,0.125,-10,-8.375,1,-2\n");
    free(text);
}
END_TEST

START_TEST(test_negative_zero_normalised)
{
    TraceRow row = {0, -0.0, 0, 0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, 0.0};
    char *text = write_rows(&row, 1, false);
    ck_assert_str_eq(text, "0,0,0,0,0,0,0,0,0,0,0,0\n");
    free(text);
}
END_TEST

START_TEST(test_values_read_back_exactly)
{
    TraceRow row = {1,   1.0 / 60.0, 1,          0,      0.1,     0.2,
                    0.3, 1.0 / 3.0,  -2.0 / 7.0, 1e-300, 6.02e23, -3.141592653589793,
                    0.0};
    char *text = write_rows(&row, 1, false);
    double fields[11];
    char *p = strchr(text, ',');
    for (int i = 0; i < 11; i++) {
        fields[i] = strtod(p + 1, &p);
        ck_assert(*p == ',' || *p == '\n');
    }
    ck_assert_double_eq(fields[0], 1.0 / 60.0);
    ck_assert_double_eq(fields[6], 1.0 / 3.0);
    ck_assert_double_eq(fields[7], -2.0 / 7.0);
    ck_assert_double_eq(fields[8], 1e-300);
    ck_assert_double_eq(fields[10], -3.141592653589793);
    free(text);
}
END_TEST

START_TEST(test_row_count)
{
    /* Header plus five rows: six lines, each ending in '\n'. */
    TraceRow rows[5];
    memset(rows, 0, sizeof rows);
    for (int i = 0; i < 5; i++)
        rows[i].frame = i;
    char *text = write_rows(rows, 5, true);
    ck_assert_int_eq(support_count_char(text, '\n'), 6);
    ck_assert_str_contains(text, "\n4,0,");
    free(text);
}
END_TEST

/* A stage's own column follows py, in the header and in every row; the
 * same row without it is TRACE_HEADER's twelve columns alone. */
START_TEST(test_extra_column)
{
    TraceRow row = {3, 0.05, 6, 2, 0.25, 0.5, 1.5, 0.125, -10.0, -8.375, 1.0, -2.0, 4.0};
    FILE *f = tmpfile();
    ck_assert_ptr_nonnull(f);
    trace_write_header(f, "sleeping");
    trace_write_row(f, &row, "sleeping");
    row.extra = -0.0;
    trace_write_row(f, &row, "sleeping");
    trace_write_row(f, &row, "");
    char *text = support_read_stream(f);
    fclose(f);
    ck_assert_str_eq(text,
                     "frame,time,bodies,contacts,max_depth,sum_depth,ke_linear,ke_angular,"
                     "pe,energy,px,py,sleeping\n"
                     "3,0.050000000000000003,6,2,0.25,0.5,1.5,0.125,-10,-8.375,1,-2,4\n"
                     "3,0.050000000000000003,6,2,0.25,0.5,1.5,0.125,-10,-8.375,1,-2,0\n"
                     "3,0.050000000000000003,6,2,0.25,0.5,1.5,0.125,-10,-8.375,1,-2\n");
    free(text);
    /* A row with a value there but no column declared writes none. */
    row.extra = 4.0;
    text = write_rows(&row, 1, true);
    ck_assert_int_eq(support_count_char(text, ','), 2 * 11);
    free(text);
}
END_TEST

Suite *test_trace_suite(void)
{
    Suite *s = suite_create("trace");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_header_exact);
    tcase_add_test(tc, test_row_format);
    tcase_add_test(tc, test_negative_zero_normalised);
    tcase_add_test(tc, test_values_read_back_exactly);
    tcase_add_test(tc, test_row_count);
    tcase_add_test(tc, test_extra_column);
    suite_add_tcase(s, tc);
    return s;
}

/* trace.c - the CSV trace writer. */
#include "trace.h"

#include <stdbool.h>

const char TRACE_HEADER[] =
    "frame,time,bodies,contacts,max_depth,sum_depth,ke_linear,ke_angular,pe,energy,px,py";

/* -0.0 and 0.0 compare equal but print differently; a sum that ends at
 * zero from the negative side would otherwise make two equal runs differ
 * in text. */
static double unsigned_zero(double x)
{
    return x == 0.0 ? 0.0 : x;
}

static bool has_extra(const char *extra_column)
{
    return extra_column != NULL && extra_column[0] != '\0';
}

void trace_write_header(FILE *out, const char *extra_column)
{
    fputs(TRACE_HEADER, out);
    if (has_extra(extra_column))
        fprintf(out, ",%s", extra_column);
    fputc('\n', out);
}

void trace_write_row(FILE *out, const TraceRow *row, const char *extra_column)
{
    fprintf(out, "%d,%.17g,%d,%d,%.17g,%.17g,%.17g,%.17g,%.17g,%.17g,%.17g,%.17g", row->frame,
            unsigned_zero(row->time), row->bodies, row->contacts, unsigned_zero(row->max_depth),
            unsigned_zero(row->sum_depth), unsigned_zero(row->ke_linear),
            unsigned_zero(row->ke_angular), unsigned_zero(row->pe), unsigned_zero(row->energy),
            unsigned_zero(row->px), unsigned_zero(row->py));
    if (has_extra(extra_column))
        fprintf(out, ",%.17g", unsigned_zero(row->extra));
    fputc('\n', out);
}

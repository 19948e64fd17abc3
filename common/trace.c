/* trace.c - the CSV trace writer. */
#include "trace.h"

const char TRACE_HEADER[] =
    "frame,time,bodies,contacts,max_depth,sum_depth,ke_linear,ke_angular,pe,energy,px,py";

/* -0.0 and 0.0 compare equal but print differently; a sum that ends at
 * zero from the negative side would otherwise make two equal runs differ
 * in text. */
static double unsigned_zero(double x)
{
    return x == 0.0 ? 0.0 : x;
}

void trace_write_header(FILE *out)
{
    fprintf(out, "%s\n", TRACE_HEADER);
}

void trace_write_row(FILE *out, const TraceRow *row)
{
    fprintf(out, "%d,%.17g,%d,%d,%.17g,%.17g,%.17g,%.17g,%.17g,%.17g,%.17g,%.17g\n", row->frame,
            unsigned_zero(row->time), row->bodies, row->contacts, unsigned_zero(row->max_depth),
            unsigned_zero(row->sum_depth), unsigned_zero(row->ke_linear),
            unsigned_zero(row->ke_angular), unsigned_zero(row->pe), unsigned_zero(row->energy),
            unsigned_zero(row->px), unsigned_zero(row->py));
}

/* trace.h - one CSV row of measurements per update.
 *
 * Header (exact):
 *   frame,time,bodies,contacts,max_depth,sum_depth,ke_linear,ke_angular,pe,energy,px,py
 * then, only for a stage that declares one (StageApi's extra_column), one
 * more column of the stage's own, named by the stage.  Row 0 is the
 * initial state, row k the state after update k.  Numbers are written
 * with %.17g so that a value read back is the value computed.
 */
#ifndef TRACE_H
#define TRACE_H

#include <stdio.h>

typedef struct TraceRow {
    int frame;
    double time;       /* frame * dt, seconds */
    int bodies;        /* objects, not bounds */
    int contacts;      /* detected object-object and object-bound pairs */
    double max_depth;  /* deepest penetration among them */
    double sum_depth;  /* sum of their depths */
    double ke_linear;  /* sum 1/2 m |v|^2 over dynamic objects */
    double ke_angular; /* sum 1/2 I w^2 */
    double pe;         /* sum -m (g . p) */
    double energy;     /* ke_linear + ke_angular + pe */
    double px, py;     /* sum m v */
    double extra;      /* the stage's own column, written only when it has one */
} TraceRow;

extern const char TRACE_HEADER[];

/* extra_column: the name of the stage's own column, or NULL (or "") for
 * none; a row is written with the extra column when its header was. */
void trace_write_header(FILE *out, const char *extra_column);
void trace_write_row(FILE *out, const TraceRow *row, const char *extra_column);

#endif

/* grow.h - arrays that grow as needed.
 *
 * The workbook has no fixed limit on bodies, collisions or drawn items:
 * every such list doubles its capacity when it is full.  Running out of
 * memory is nothing a physics step can recover from, so grow_array says
 * so on stderr and ends the program with status 2, the status of input
 * the workbook cannot take (here: a scene too big for the machine).
 */
#ifndef GROW_H
#define GROW_H

#include <stddef.h>

/* Returns `items` (possibly moved) with room for at least `needed`
 * elements of elem_size bytes, and updates *capacity.  `what` names the
 * list in the message ("scene bodies"). */
void *grow_array(void *items, int *capacity, int needed, size_t elem_size, const char *what);

#endif

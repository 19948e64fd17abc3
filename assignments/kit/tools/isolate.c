/* isolate.c - make grade's tests run where your code never does.
 *
 * The test's process (Check's child for one test) runs the test and its
 * checks with the kit's own code; every call of a function you write
 * (a routed call, tools/kit_rpc.c) goes instead to the function's
 * process: a fork of the test's process made at the test's first such
 * call, which closes every file but its output, enters a seccomp
 * sandbox (it can compute, allocate memory that is never executable,
 * write to its output and end; nothing else), and then only answers
 * calls.  A call travels through a shared memory region:
 *
 *   the test's side walks the call's arguments as the kit's types say
 *   (tools/types.awk: the structs they point to, what those point to,
 *   arrays by their count and capacity), copies every block it reaches
 *   and every pointer between them;
 *   the function's side rebuilds them, calls your function, walks the
 *   same arguments again and sends back every block and pointer;
 *   the test's side checks the answer (every block and pointer within
 *   what was sent or newly made, every pointer it will follow one the
 *   answer gave, every array within its block), then writes it back:
 *   into the blocks the call may change, in place, or into new memory.
 *
 * So nothing your code does reaches the test's process but the call's
 * own results, and Check's verdict is the test's.  A callback argument
 * (world_step's turn) runs in the test's process, between the same
 * copies both ways.  A call that does not return within KIT_CALL_LIMIT
 * milliseconds (default 1500) fails its test as timed out, and the
 * function is noted in KIT_RUNAWAY_FILE: in later tests it gets 100 ms.
 * What the function's process prints is kept up to KIT_OUTPUT_LIMIT
 * bytes per test (default 65536), then one line says the rest was
 * dropped.
 *
 * Environment (tools/grade.sh sets it): KIT_ROUTE "all" (every function
 * you write, and every function of the stage that reaches one, goes to
 * its process: tools/calls.awk), a row's number (that row's function and
 * the functions that reach it), or "none"; KIT_VARIANT, which build of
 * your files the function's process runs; KIT_TESTS_FILE, the names of
 * the tests to run, one a line.
 */
#define _GNU_SOURCE
#include <check.h>
#include <errno.h>
#include <fcntl.h>
#include <malloc.h>
#include <math.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/futex.h>
#include <linux/seccomp.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>

#include "kit_isolate.h"

void kit_test_begin(const char *name, int iteration, const char *file, int line);
void kit_test_end(void);
void kit_tcase_add_test(TCase *tc, const TTest *ttest, int signal, int exit_value, int start,
                        int end);

enum {
    MSG_REQ = 1,  /* the test's side: a call */
    MSG_REPLY,    /* the function's side: its results */
    MSG_CALLBACK, /* the function's side: run the callback */
    MSG_RESUME,   /* the test's side: the callback ran */
    MSG_REFUSED   /* the function's side: a call graded code may not make */
};
enum {
    TURN_TESTS = 0,
    TURN_FUNCTION = 1
};

#define SHARED_SIZE ((size_t)256 << 20)
typedef struct Shared {
    _Atomic int turn;
    int kind;
    int fn;
    size_t len;
    char note[512];
    unsigned char data[];
} Shared;
#define DATA_MAX (SHARED_SIZE - offsetof(Shared, data))

/* ---- small growable arrays ---------------------------------------------- */

static void *grow(void *p, size_t *cap, size_t need, size_t each)
{
    if (need <= *cap)
        return p;
    size_t c = *cap ? *cap : 16;
    while (c < need)
        c *= 2;
    void *q = realloc(p, c * each);
    if (!q) {
        fputs("make grade: out of memory copying a call\n", stderr);
        _exit(70);
    }
    *cap = c;
    return q;
}

/* ---- which memory can be read (/proc/self/maps) --------------------------- */

typedef struct Range {
    uintptr_t lo, hi;
} Range;
static Range *ranges;
static size_t nranges, cranges;
static int maps_fd = -1;

static void maps_load(void)
{
    nranges = 0;
    if (maps_fd < 0 || lseek(maps_fd, 0, SEEK_SET) != 0)
        return;
    static char buf[1 << 16];
    char line[512];
    size_t ll = 0;
    ssize_t n;
    while ((n = read(maps_fd, buf, sizeof buf)) > 0) {
        for (ssize_t i = 0; i < n; i++) {
            if (buf[i] != '\n') {
                if (ll + 1 < sizeof line)
                    line[ll++] = buf[i];
                continue;
            }
            line[ll] = '\0';
            ll = 0;
            unsigned long lo, hi;
            char perm[8];
            if (sscanf(line, "%lx-%lx %7s", &lo, &hi, perm) != 3 || perm[0] != 'r')
                continue;
            if (nranges && ranges[nranges - 1].hi == lo) {
                ranges[nranges - 1].hi = hi;
                continue;
            }
            ranges = grow(ranges, &cranges, nranges + 1, sizeof *ranges);
            ranges[nranges++] = (Range){lo, hi};
        }
    }
}

static int readable_now(uintptr_t p, size_t len)
{
    size_t lo = 0, hi = nranges;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (ranges[mid].hi <= p)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < nranges && ranges[lo].lo <= p && p + len <= ranges[lo].hi && p + len >= p;
}

/* Whether len bytes from p can be read (the maps again when not). */
static int readable(uintptr_t p, size_t len)
{
    if (readable_now(p, len))
        return 1;
    maps_load();
    return readable_now(p, len);
}

/* ---- walking a call's arguments ---------------------------------------------
 *
 * A walk finds the blocks (address, size, whether the call may change
 * them) and the pointer slots (where a pointer is, what it points to)
 * reachable from the call's pointer arguments. */

typedef struct Block {
    uintptr_t addr;
    size_t size;
    int mut;
} Block;
typedef struct Slot {
    uintptr_t at, target;
} Slot;

typedef struct Walk {
    Block *b;
    size_t nb, cb;
    Slot *s;
    size_t ns, cs;
    size_t *h; /* open addressing: block start -> index + 1 */
    size_t hcap;
    size_t bytes;
    size_t limit;    /* bytes after which the walk gives up (0: WALK_MAX_BYTES) */
    const char *bad; /* why the graph cannot be copied */
    /* checking an answer: the slots the answer gave (a set), the blocks
     * it wrote (sorted); a pointer in a written block is followed only
     * when the answer gave it, and an array must fit its block */
    const uintptr_t *given;
    size_t given_cap;
    const Range *written;
    size_t nwritten;
} Walk;

#define WALK_MAX_BYTES ((size_t)64 << 20)
/* A stage function whose arguments come to more than this runs on the
 * tests' side (a scene of thousands of objects copied for every body
 * added would cost more than the calls inside it). */
#define ROUTE_BYTES ((size_t)64 << 10)

static size_t hash_ptr(uintptr_t p, size_t cap)
{
    uint64_t x = (uint64_t)p * 0x9E3779B97F4A7C15ull;
    return (size_t)(x >> 17) & (cap - 1);
}

static void walk_free(Walk *w)
{
    free(w->b);
    free(w->s);
    free(w->h);
    memset(w, 0, sizeof *w);
}

static size_t block_find(Walk *w, uintptr_t addr)
{
    if (!w->hcap)
        return 0;
    for (size_t i = hash_ptr(addr, w->hcap);; i = (i + 1) & (w->hcap - 1)) {
        if (!w->h[i])
            return 0;
        if (w->b[w->h[i] - 1].addr == addr)
            return w->h[i];
    }
}

static void block_index(Walk *w, size_t idx)
{
    if (2 * (w->nb + 1) > w->hcap) {
        size_t cap = w->hcap ? 2 * w->hcap : 64;
        free(w->h);
        w->h = calloc(cap, sizeof *w->h);
        if (!w->h) {
            w->bad = "out of memory";
            return;
        }
        w->hcap = cap;
        for (size_t k = 0; k < w->nb; k++) {
            size_t i = hash_ptr(w->b[k].addr, cap);
            while (w->h[i])
                i = (i + 1) & (cap - 1);
            w->h[i] = k + 1;
        }
    }
    size_t i = hash_ptr(w->b[idx].addr, w->hcap);
    while (w->h[i])
        i = (i + 1) & (w->hcap - 1);
    w->h[i] = idx + 1;
}

static int in_written(const Walk *w, uintptr_t p)
{
    size_t lo = 0, hi = w->nwritten;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (w->written[mid].hi <= p)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < w->nwritten && w->written[lo].lo <= p;
}

static int was_given(const Walk *w, uintptr_t at)
{
    for (size_t i = hash_ptr(at, w->given_cap);; i = (i + 1) & (w->given_cap - 1)) {
        if (!w->given[i])
            return 0;
        if (w->given[i] == at)
            return 1;
    }
}

/* Whether [p, p + len) may be read: within an answer's block when it is
 * in one, readable memory otherwise. */
static int walk_readable(const Walk *w, uintptr_t p, size_t len)
{
    if (w->given && in_written(w, p)) {
        size_t lo = 0, hi = w->nwritten;
        while (lo < hi) {
            size_t mid = (lo + hi) / 2;
            if (w->written[mid].hi <= p)
                lo = mid + 1;
            else
                hi = mid;
        }
        return p + len <= w->written[lo].hi && p + len >= p;
    }
    return readable(p, len);
}

/* The pointer at `at`, or 0 when the walk must not follow it. */
static uintptr_t walk_pointer(Walk *w, uintptr_t at)
{
    uintptr_t p;
    memcpy(&p, (const void *)at, sizeof p);
    if (w->given && in_written(w, at) && p && !was_given(w, at)) {
        w->bad = "a pointer the answer did not account for";
        return 0;
    }
    w->s = grow(w->s, &w->cs, w->ns + 1, sizeof *w->s);
    w->s[w->ns++] = (Slot){at, p};
    return p;
}

static void walk_block(Walk *w, uintptr_t addr, size_t size, const KitType *t, size_t count,
                       int mut);

/* Whether a struct of type t holds a pointer anywhere (cached). */
static int has_pointers(const KitType *t)
{
    static const KitType *seen[256];
    static signed char answer[256];
    size_t i = ((uintptr_t)t >> 4) & 255;
    for (size_t k = 0; k < 256; k++, i = (i + 1) & 255) {
        if (seen[i] == t)
            return answer[i];
        if (!seen[i])
            break;
    }
    int yes = 0;
    for (const KitField *f = t->fields; f->kind != KIT_END && !yes; f++)
        yes = f->kind == KIT_PTR || f->kind == KIT_ARR || f->kind == KIT_PARR || f->kind == KIT_STR
            || f->kind == KIT_OPAQUE || (f->kind == KIT_EMB && has_pointers(f->type));
    if (!seen[i]) {
        seen[i] = t;
        answer[i] = (signed char)yes;
    }
    return yes;
}

static void walk_fields(Walk *w, uintptr_t base, const KitType *t, int mut)
{
    for (const KitField *f = t->fields; f->kind != KIT_END && !w->bad; f++) {
        uintptr_t at = base + f->off;
        switch (f->kind) {
        case KIT_EMB:
            for (size_t i = 0; i < f->n; i++)
                walk_fields(w, at + i * f->type->size, f->type, mut);
            break;
        case KIT_PTR: {
            uintptr_t p = walk_pointer(w, at);
            if (p)
                walk_block(w, p, f->type->size, f->type, 1, mut);
            break;
        }
        case KIT_ARR:
        case KIT_PARR: {
            int count, cap;
            memcpy(&count, (const void *)(base + f->count_off), sizeof count);
            cap = count;
            if (f->cap_off != KIT_NONE)
                memcpy(&cap, (const void *)(base + f->cap_off), sizeof cap);
            uintptr_t p = walk_pointer(w, at);
            if (!p) {
                if (w->given && count > 0)
                    w->bad = "an array with a count and no memory";
                break;
            }
            if (count < 0 || cap < count) {
                if (w->given)
                    w->bad = "an array whose count is negative or above its capacity";
                break;
            }
            size_t each = f->kind == KIT_ARR ? f->type->size : sizeof(void *);
            if (cap == 0 || (size_t)cap > WALK_MAX_BYTES / each)
                break;
            if (f->kind == KIT_ARR) {
                walk_block(w, p, (size_t)cap * each, f->type, (size_t)count, mut);
                break;
            }
            walk_block(w, p, (size_t)cap * each, NULL, 0, mut);
            if (!walk_readable(w, p, (size_t)cap * each))
                break;
            for (int i = 0; i < count && !w->bad; i++) {
                uintptr_t q = walk_pointer(w, p + (size_t)i * each);
                if (q)
                    walk_block(w, q, f->type->size, f->type, 1, mut);
            }
            break;
        }
        case KIT_STR: {
            uintptr_t p = walk_pointer(w, at);
            size_t n = 0;
            while (p && n < 4096 && walk_readable(w, p + n, 1) && ((const char *)p)[n])
                n++;
            if (p && n < 4096 && walk_readable(w, p + n, 1))
                walk_block(w, p, n + 1, NULL, 0, mut);
            break;
        }
        case KIT_OPAQUE: w->bad = "a pointer make grade cannot copy (a function, or void *)"; break;
        default: break;
        }
    }
}

static void walk_block(Walk *w, uintptr_t addr, size_t size, const KitType *t, size_t count,
                       int mut)
{
    if (w->bad || !walk_readable(w, addr, size))
        return;
    size_t k = block_find(w, addr);
    if (k) {
        Block *b = &w->b[k - 1];
        if (size <= b->size && mut <= b->mut)
            return;
        if (size > b->size)
            w->bytes += size - b->size, b->size = size;
        if (mut > b->mut)
            b->mut = mut;
    } else {
        w->b = grow(w->b, &w->cb, w->nb + 1, sizeof *w->b);
        w->b[w->nb] = (Block){addr, size, mut};
        block_index(w, w->nb);
        w->nb++;
        w->bytes += size;
    }
    if (w->bytes > (w->limit ? w->limit : WALK_MAX_BYTES)) {
        w->bad = "more than 64 MB of data";
        return;
    }
    if (t && has_pointers(t))
        for (size_t e = 0; e < count && !w->bad; e++)
            walk_fields(w, addr + e * t->size, t, mut);
}

/* ---- packing a walk into a message ----------------------------------------- */

typedef struct Merged {
    uintptr_t addr;
    size_t size;
    int mut;
    uint32_t id;
} Merged;

static int block_cmp(const void *a, const void *b)
{
    uintptr_t x = ((const Block *)a)->addr, y = ((const Block *)b)->addr;
    return x < y ? -1 : x > y;
}

/* The walk's blocks, overlapping ones made one, sorted. */
static Merged *merge(Walk *w, size_t *n)
{
    qsort(w->b, w->nb, sizeof *w->b, block_cmp);
    Merged *m = malloc((w->nb ? w->nb : 1) * sizeof *m);
    size_t k = 0;
    for (size_t i = 0; i < w->nb; i++) {
        if (k && w->b[i].addr < m[k - 1].addr + m[k - 1].size) {
            uintptr_t end = w->b[i].addr + w->b[i].size;
            if (end > m[k - 1].addr + m[k - 1].size)
                m[k - 1].size = end - m[k - 1].addr;
            m[k - 1].mut |= w->b[i].mut;
            continue;
        }
        m[k++] = (Merged){w->b[i].addr, w->b[i].size, w->b[i].mut, 0};
    }
    *n = k;
    return m;
}

/* The merged block holding p (one past its end counts when `end`). */
static long merged_find(const Merged *m, size_t n, uintptr_t p, int end)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (m[mid].addr <= p)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo == 0)
        return -1;
    const Merged *b = &m[lo - 1];
    if (p < b->addr + b->size || (end && p == b->addr + b->size))
        return (long)(lo - 1);
    return -1;
}

/* A call's blocks by id, on one side: where each is, its size, whether
 * the call may change it (the test's side), whether this side made it. */
typedef struct Entry {
    uintptr_t addr;
    size_t size;
    int mut;
    int made;
} Entry;
typedef struct Table {
    Entry *e;
    size_t n, c;
} Table;

static uint32_t table_id(Table *t, uintptr_t addr, size_t size, int mut)
{
    for (size_t i = 0; i < t->n; i++)
        if (t->e[i].addr == addr && t->e[i].size == size)
            return (uint32_t)i;
    t->e = grow(t->e, &t->c, t->n + 1, sizeof *t->e);
    t->e[t->n] = (Entry){addr, size, mut, 0};
    return (uint32_t)t->n++;
}

#define NONE_ID 0xffffffffu
typedef struct MsgHead {
    uint32_t nblocks, nslots, nroots, has_result;
    uint64_t vbytes;
    uint32_t rblk, pad;
    uint64_t roff;
} MsgHead;
typedef struct MsgBlock {
    uint32_t id, mut;
    uint64_t size;
} MsgBlock;
typedef struct MsgSlot {
    uint32_t blk, tblk;
    uint64_t off, toff;
} MsgSlot;
typedef struct MsgRoot {
    uint32_t blk, pad;
    uint64_t off;
} MsgRoot;

static size_t align8(size_t n)
{
    return (n + 7) & ~(size_t)7;
}

/* Writes the walk as a message into out (at most max bytes); roots are
 * the call's pointer arguments (0 for none), values its value bytes.
 * Returns the length, 0 when it does not fit. */
static size_t pack(Walk *w, Table *t, unsigned char *out, size_t max, const uintptr_t *roots,
                   int nroots, const unsigned char *values, size_t vbytes, const uintptr_t *result)
{
    size_t nm;
    Merged *m = merge(w, &nm);
    for (size_t i = 0; i < nm; i++)
        m[i].id = table_id(t, m[i].addr, m[i].size, m[i].mut);
    size_t len = sizeof(MsgHead) + nm * sizeof(MsgBlock);
    for (size_t i = 0; i < nm; i++)
        len += align8(m[i].size);
    len += w->ns * sizeof(MsgSlot) + (size_t)nroots * sizeof(MsgRoot) + align8(vbytes);
    if (len > max) {
        free(m);
        return 0;
    }
    MsgHead h = {(uint32_t)nm, 0, (uint32_t)nroots, result != NULL, vbytes, NONE_ID, 0, 0};
    unsigned char *p = out + sizeof h;
    for (size_t i = 0; i < nm; i++) {
        MsgBlock b = {m[i].id, (uint32_t)m[i].mut, m[i].size};
        memcpy(p, &b, sizeof b);
        p += sizeof b;
    }
    for (size_t i = 0; i < nm; i++) {
        memcpy(p, (const void *)m[i].addr, m[i].size);
        p += align8(m[i].size);
    }
    uint32_t ns = 0;
    for (size_t i = 0; i < w->ns; i++) {
        long a = merged_find(m, nm, w->s[i].at, 0);
        if (a < 0)
            continue;
        long b = w->s[i].target ? merged_find(m, nm, w->s[i].target, 1) : -1;
        MsgSlot s = {m[a].id, b < 0 ? NONE_ID : m[b].id, w->s[i].at - m[a].addr,
                     b < 0 ? 0 : w->s[i].target - m[b].addr};
        memcpy(p, &s, sizeof s);
        p += sizeof s;
        ns++;
    }
    for (int i = 0; i < nroots; i++) {
        long a = roots[i] ? merged_find(m, nm, roots[i], 0) : -1;
        MsgRoot r = {a < 0 ? NONE_ID : m[a].id, 0, a < 0 ? 0 : roots[i] - m[a].addr};
        memcpy(p, &r, sizeof r);
        p += sizeof r;
    }
    memcpy(p, values, vbytes);
    p += align8(vbytes);
    if (result) {
        long a = *result ? merged_find(m, nm, *result, 1) : -1;
        if (a >= 0) {
            h.rblk = m[a].id;
            h.roff = *result - m[a].addr;
        }
    }
    h.nslots = ns;
    memcpy(out, &h, sizeof h);
    free(m);
    return (size_t)(p - out);
}

/* ---- unpacking a message ------------------------------------------------------ */

typedef struct Unpacked {
    uintptr_t *roots;
    int nroots;
    const unsigned char *values;
    size_t vbytes;
    uintptr_t result;
    uintptr_t *given; /* the slots written: a set for the check */
    size_t given_cap;
    Range *written; /* the blocks written, sorted */
    size_t nwritten;
} Unpacked;

static void unpacked_free(Unpacked *u)
{
    free(u->roots);
    free(u->given);
    free(u->written);
    memset(u, 0, sizeof *u);
}

static int range_cmp(const void *a, const void *b)
{
    uintptr_t x = ((const Range *)a)->lo, y = ((const Range *)b)->lo;
    return x < y ? -1 : x > y;
}

/* Applies message msg (len bytes) to this side's memory through t.
 * trusting: the function's side, which takes whatever the tests send;
 * otherwise a block the call may not change is left as it is.  Returns
 * NULL, or why the message is not a well-formed answer. */
static const char *unpack(const unsigned char *msg, size_t len, Table *t, int trusting, Unpacked *u)
{
    memset(u, 0, sizeof *u);
    MsgHead h;
    if (len < sizeof h)
        return "a message too short";
    memcpy(&h, msg, sizeof h);
    const unsigned char *p = msg + sizeof h, *end = msg + len;
    if (h.nblocks > len / sizeof(MsgBlock) || (size_t)(end - p) < h.nblocks * sizeof(MsgBlock))
        return "a message with too many blocks";
    const unsigned char *heads = p;
    p += h.nblocks * sizeof(MsgBlock);
    uintptr_t *base = malloc((h.nblocks ? h.nblocks : 1) * sizeof *base);
    size_t *size = malloc((h.nblocks ? h.nblocks : 1) * sizeof *size);
    int *wrote = malloc((h.nblocks ? h.nblocks : 1) * sizeof *wrote);
    uint32_t *ids = malloc((h.nblocks ? h.nblocks : 1) * sizeof *ids);
    u->written = malloc((h.nblocks ? h.nblocks : 1) * sizeof *u->written);
    size_t nmap = t->n + h.nblocks + 1;
    long *map = malloc(nmap * sizeof *map);
    for (size_t i = 0; i < nmap; i++)
        map[i] = -1;
    const char *why = NULL;
    for (uint32_t i = 0; i < h.nblocks && !why; i++) {
        MsgBlock b;
        memcpy(&b, heads + i * sizeof b, sizeof b);
        if (b.size > (size_t)(end - p) || align8(b.size) > (size_t)(end - p))
            why = "a block beyond the message";
        else if (b.id >= nmap - 1)
            why = "a block numbered out of range";
        else if (map[b.id] >= 0)
            why = "a block sent twice";
        if (why)
            break;
        ids[i] = b.id;
        map[b.id] = (long)i;
        size[i] = b.size;
        wrote[i] = 0;
        if (b.id < t->n && t->e[b.id].addr) {
            Entry *e = &t->e[b.id];
            if (!trusting && !e->mut) {
                base[i] = e->addr; /* the call may not change it: left alone */
                size[i] = e->size;
            } else if (e->size == b.size) {
                memcpy((void *)e->addr, p, b.size);
                base[i] = e->addr;
                wrote[i] = 1;
            } else
                goto fresh;
        } else {
        fresh:;
            void *q = malloc(b.size ? b.size : 1);
            if (!q) {
                why = "out of memory";
                break;
            }
            memcpy(q, p, b.size);
            base[i] = (uintptr_t)q;
            wrote[i] = 1;
            if (b.id >= t->n) {
                t->e = grow(t->e, &t->c, (size_t)b.id + 1, sizeof *t->e);
                for (size_t k = t->n; k <= b.id; k++)
                    t->e[k] = (Entry){0, 0, 0, 0};
                t->n = (size_t)b.id + 1;
            }
            t->e[b.id] = (Entry){base[i], b.size, 1, 1};
        }
        if (wrote[i])
            u->written[u->nwritten++] = (Range){base[i], base[i] + size[i]};
        p += align8(b.size);
    }
    /* block ids to this message's blocks */
#define FIND(id, out) (out = (id) < nmap - 1 ? map[(id)] : -1)
    if (!why
        && (h.nslots > len / sizeof(MsgSlot) || (size_t)(end - p) < h.nslots * sizeof(MsgSlot)))
        why = "a message with too many pointers";
    if (!why) {
        size_t cap = 16;
        while (cap < 2 * (size_t)h.nslots + 2)
            cap *= 2;
        u->given = calloc(cap, sizeof *u->given);
        u->given_cap = cap;
    }
    for (uint32_t i = 0; i < h.nslots && !why; i++) {
        MsgSlot s;
        memcpy(&s, p, sizeof s);
        p += sizeof s;
        long a, b = -1;
        FIND(s.blk, a);
        if (a < 0 || s.off > size[a] || size[a] - s.off < sizeof(uintptr_t)) {
            why = "a pointer outside its block";
            break;
        }
        if (!wrote[a])
            continue;
        uintptr_t target = 0;
        if (s.tblk != NONE_ID) {
            FIND(s.tblk, b);
            if (b < 0 || s.toff > size[b]) {
                why = "a pointer to outside the blocks sent";
                break;
            }
            target = base[b] + s.toff;
        }
        uintptr_t at = base[a] + s.off;
        memcpy((void *)at, &target, sizeof target);
        size_t k = hash_ptr(at, u->given_cap);
        while (u->given[k] && u->given[k] != at)
            k = (k + 1) & (u->given_cap - 1);
        u->given[k] = at;
    }
    if (!why && (h.nroots > 64 || (size_t)(end - p) < h.nroots * sizeof(MsgRoot)))
        why = "a message with too many arguments";
    if (!why) {
        u->nroots = (int)h.nroots;
        u->roots = calloc(h.nroots + 1, sizeof *u->roots);
        for (uint32_t i = 0; i < h.nroots; i++) {
            MsgRoot r;
            memcpy(&r, p, sizeof r);
            p += sizeof r;
            long a = -1;
            if (r.blk != NONE_ID)
                FIND(r.blk, a);
            if (a >= 0 && r.off < size[a])
                u->roots[i] = base[a] + r.off;
        }
    }
    if (!why && (h.vbytes > (size_t)(end - p)))
        why = "values beyond the message";
    if (!why) {
        u->values = p;
        u->vbytes = h.vbytes;
        if (h.has_result && h.rblk != NONE_ID) {
            long a;
            FIND(h.rblk, a);
            if (a < 0 || h.roff > size[a])
                why = "a result pointing outside the blocks sent";
            else
                u->result = base[a] + h.roff;
        }
    }
#undef FIND
    qsort(u->written, u->nwritten, sizeof *u->written, range_cmp);
    free(base);
    free(size);
    free(wrote);
    free(ids);
    free(map);
    return why;
}

/* ---- the two sides' state ----------------------------------------------------- */

static Shared *sh;
static pid_t server = -1;
static int out_fd[2] = {-1, -1};
static int route = -3; /* -3 unread, -1 none, 0 all, else a row of grading/functions.txt */
static int variant;
static int solution_only;
static char test_name[256];
static const char *test_file = "make grade";
static int test_line;
static int expected_signal;
static size_t output_kept, output_dropped;
static size_t output_limit = 65536;
static long call_limit_ms = 1500;

/* The call being served or made, innermost last (callbacks nest). */
typedef struct Frame {
    int fn;
    KitArg *args;
    int nargs;
    uintptr_t roots[16];
    void **sargs; /* the function's side: the arguments' copies */
    Table table;
} Frame;
static Frame frames[16];
static int depth;

static void read_route(void)
{
    if (route != -3)
        return;
    const char *r = getenv("KIT_ROUTE");
    route = !r || strcmp(r, "none") == 0 ? -1 : strcmp(r, "all") == 0 ? 0 : atoi(r);
    if (route > kit_row_count || route < -1)
        route = -1;
    const char *v = getenv("KIT_VARIANT");
    variant = v ? atoi(v) : 0;
    const char *o = getenv("KIT_OUTPUT_LIMIT");
    if (o)
        output_limit = (size_t)strtoul(o, NULL, 10);
    const char *l = getenv("KIT_CALL_LIMIT");
    if (l)
        call_limit_ms = atol(l);
}

int kit_routed(int fn)
{
    read_route();
    if (solution_only || route < 0 || fn < 0 || fn >= kit_fn_count)
        return 0;
    return kit_route_sets[route * kit_fn_count + fn];
}

/* ---- waiting for the other side ----------------------------------------------- */

/* A call's answer usually comes within microseconds: the waiting side
 * looks for it some hundred times (no system call) before it sleeps on
 * the futex.  It never calls sched_yield: on a busy machine that hands
 * the CPU to another program for a whole time slice at every call (a
 * test of a thousand calls then takes seconds), while a futex wakes the
 * sleeper at once. */
#define SPINS 300

static void wake(int turn)
{
    atomic_store_explicit(&sh->turn, turn, memory_order_release);
    syscall(SYS_futex, &sh->turn, FUTEX_WAKE, 1, NULL, NULL, 0);
}

static long now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1000L + t.tv_nsec / 1000000L;
}

static void close_output(void)
{
    for (int k = 0; k < 2; k++) {
        if (out_fd[k] >= 0)
            close(out_fd[k]);
        out_fd[k] = -1;
    }
}

/* The function's process's output: kept up to the limit.  Past it, the
 * pipes are closed: the process's later writes fail at once (it ignores
 * SIGPIPE) instead of waiting for this side to read and drop them, so
 * a flood of output costs no time. */
static void drain(void)
{
    char buf[8192];
    for (int k = 0; k < 2; k++) {
        if (out_fd[k] < 0)
            continue;
        ssize_t n;
        while ((n = read(out_fd[k], buf, sizeof buf)) > 0) {
            size_t keep = output_kept < output_limit ? output_limit - output_kept : 0;
            if (keep > (size_t)n)
                keep = (size_t)n;
            if (keep && write(k + 1, buf, keep) < 0)
                keep = 0;
            output_kept += keep;
            if ((size_t)n > keep) {
                if (!output_dropped)
                    dprintf(2,
                            "\nmake grade: output truncated: %s printed more than %zu bytes; "
                            "the rest is not kept\n",
                            test_name, output_limit);
                output_dropped += (size_t)n - keep;
            }
        }
    }
    if (output_dropped)
        close_output();
}

static const char *fn_name(int fn)
{
    return fn >= 0 && fn < kit_fn_count ? kit_fn_names[fn] : "a function";
}

/* The runaway functions of earlier tests (KIT_RUNAWAY_FILE). */
static int is_runaway(int fn)
{
    const char *path = getenv("KIT_RUNAWAY_FILE");
    FILE *f = path ? fopen(path, "r") : NULL;
    char line[256];
    int found = 0;
    while (f && fgets(line, sizeof line, f))
        if (strcmp(strtok(line, "\n") ? line : "", fn_name(fn)) == 0)
            found = 1;
    if (f)
        fclose(f);
    return found;
}

static void note_runaway(int fn)
{
    const char *path = getenv("KIT_RUNAWAY_FILE");
    FILE *f = path ? fopen(path, "a") : NULL;
    if (f) {
        fprintf(f, "%s\n", fn_name(fn));
        fclose(f);
    }
}

static void server_stop(void)
{
    if (server > 0) {
        kill(server, SIGKILL);
        waitpid(server, NULL, 0);
        drain();
    }
    server = -1;
    close_output();
}

/* The test fails with the message; a test that expects the signal the
 * function's process died of ends with it, as it would have. */
static void kit_fail(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
static void kit_fail(const char *fmt, ...)
{
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    server_stop();
    _ck_assert_failed(test_file, test_line, "Failed", "%s", msg);
    abort();
}

static void server_died(int fn, int status)
{
    server = -1;
    drain();
    if (WIFSIGNALED(status)) {
        int sig = WTERMSIG(status);
        if (sig == expected_signal && sig) {
            signal(sig, SIG_DFL);
            raise(sig);
        }
        kit_fail("%s() crashed on this call (signal %d, %s)", fn_name(fn), sig, strsignal(sig));
    }
    kit_fail("%s() ended its process (exit status %d) instead of returning", fn_name(fn),
             WIFEXITED(status) ? WEXITSTATUS(status) : -1);
}

/* The test's side waits for the function's answer: it drains the
 * function's output meanwhile, and stops it when it dies or overruns. */
static void wait_function(int fn, const long *deadline, long limit)
{
    for (int spin = 0;; spin++) {
        if (atomic_load_explicit(&sh->turn, memory_order_acquire) == TURN_TESTS)
            break;
        if (spin < SPINS)
            continue;
        struct timespec t = {0, 2000000};
        syscall(SYS_futex, &sh->turn, FUTEX_WAIT, TURN_FUNCTION, &t, NULL, 0);
        drain();
        int status;
        if (waitpid(server, &status, WNOHANG) == server) {
            if (atomic_load_explicit(&sh->turn, memory_order_acquire) == TURN_TESTS
                && sh->kind == MSG_REFUSED)
                break;
            server_died(fn, status);
        }
        if (now_ms() > *deadline) {
            note_runaway(fn);
            kit_fail("timed out: %s() did not return within %.2f s (a loop that never ends?)",
                     fn_name(fn), (double)limit / 1000.0);
        }
    }
    if (sh->kind == MSG_REFUSED) {
        char note[sizeof sh->note];
        memcpy(note, sh->note, sizeof note);
        note[sizeof note - 1] = '\0';
        int status;
        waitpid(server, &status, 0);
        server = -1;
        drain();
        kit_fail("%s() %s", fn_name(fn), note);
    }
}

static void wait_tests(void)
{
    for (int spin = 0;; spin++) {
        if (atomic_load_explicit(&sh->turn, memory_order_acquire) == TURN_FUNCTION)
            return;
        if (spin < SPINS)
            continue;
        syscall(SYS_futex, &sh->turn, FUTEX_WAIT, TURN_TESTS, NULL, NULL, 0);
    }
}

/* ---- the function's process ------------------------------------------------ */

#if defined(__x86_64__)
#define KIT_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define KIT_ARCH AUDIT_ARCH_AARCH64
#endif

#ifdef KIT_ARCH
#define LOAD(field) BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, field))
#define ALLOW(nr) \
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (nr), 0, 1), BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW)
/* mmap and mprotect: allowed unless they ask for executable memory. */
#define NO_EXEC(nr)                                                 \
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (nr), 0, 4), LOAD(args[2]), \
        BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, PROT_EXEC, 0, 1),      \
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),       \
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW)

static int sandbox(void)
{
    /* A signal to itself only: abort() ends with one. */
    unsigned self = (unsigned)getpid();
    struct sock_filter filter[] = {
        LOAD(arch),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, KIT_ARCH, 1, 0),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
        LOAD(nr),
        NO_EXEC(__NR_mmap),
        LOAD(nr),
        NO_EXEC(__NR_mprotect),
        LOAD(nr),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_tgkill, 0, 4),
        LOAD(args[0]),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, self, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
        LOAD(nr),
        ALLOW(__NR_read),
        ALLOW(__NR_write),
        ALLOW(__NR_writev),
        ALLOW(__NR_lseek),
        ALLOW(__NR_fstat),
        ALLOW(__NR_newfstatat),
        ALLOW(__NR_brk),
        ALLOW(__NR_munmap),
        ALLOW(__NR_mremap),
        ALLOW(__NR_madvise),
        ALLOW(__NR_rt_sigreturn),
        ALLOW(__NR_rt_sigprocmask),
        ALLOW(__NR_rt_sigaction),
        ALLOW(__NR_getpid),
        ALLOW(__NR_gettid),
        ALLOW(__NR_clock_gettime),
        ALLOW(__NR_gettimeofday),
        ALLOW(__NR_clock_nanosleep),
        ALLOW(__NR_nanosleep),
        ALLOW(__NR_futex),
        ALLOW(__NR_getrandom),
        ALLOW(__NR_sched_yield),
        ALLOW(__NR_exit),
        ALLOW(__NR_exit_group),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
    };
    struct sock_fprog prog = {.len = sizeof filter / sizeof filter[0], .filter = filter};
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0)
        return -1;
    return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog);
}
#else
static int sandbox(void)
{
    errno = ENOSYS;
    return -1;
}
#endif

static void serve(void);

/* KIT_DEBUG=1: the function's process says where it crashed. */
#include <execinfo.h>
static const char *phase = "starting";
static void crashed(int sig)
{
    char line[160];
    int n = snprintf(line, sizeof line, "make grade (KIT_DEBUG): signal %d while %s\n", sig, phase);
    if (write(2, line, (size_t)n) < 0) {
    }
    void *frames_[32];
    int k = backtrace(frames_, 32);
    backtrace_symbols_fd(frames_, k, 2);
    signal(sig, SIG_DFL);
    raise(sig);
}

void kit_refuse(const char *file, const char *what)
{
    if (server != 0 || !sh)
        _exit(125);
    const char *base = strrchr(file, '/');
    snprintf(sh->note, sizeof sh->note,
             "called %s (in %s), which graded code may not: its process ended there", what,
             base ? base + 1 : file);
    fflush(stdout);
    fflush(stderr);
    sh->kind = MSG_REFUSED;
    wake(TURN_TESTS);
    _exit(125);
}

/* The function's side of a callback: the tests get the call's state so
 * far, run the callback, and send the state back. */
void kit_trampoline(void *ctx)
{
    (void)ctx;
    Frame *f = &frames[depth - 1];
    Walk w = {0};
    for (int i = 0; i < f->nargs; i++)
        if (f->args[i].kind == KIT_ARG_PTR && f->sargs[i])
            walk_block(&w, (uintptr_t)f->sargs[i], f->args[i].type->size, f->args[i].type, 1, 1);
    fflush(stdout);
    size_t len = w.bad ? 0 : pack(&w, &f->table, sh->data, DATA_MAX, NULL, 0, NULL, 0, NULL);
    walk_free(&w);
    if (!len) {
        fputs("make grade: the callback's data could not be copied\n", stderr);
        _exit(71);
    }
    sh->len = len;
    sh->kind = MSG_CALLBACK;
    wake(TURN_TESTS);
    for (;;) {
        wait_tests();
        if (sh->kind == MSG_REQ) {
            serve();
            continue;
        }
        break;
    }
    Unpacked u;
    const char *why = unpack(sh->data, sh->len, &f->table, 1, &u);
    unpacked_free(&u);
    if (why) {
        fprintf(stderr, "make grade: the callback's state came back damaged (%s)\n", why);
        _exit(71);
    }
}

/* One call, on the function's side. */
static void serve(void)
{
    int fn = sh->fn;
    if (depth >= 16 || fn < 0 || fn >= kit_fn_count)
        _exit(72);
    Frame *f = &frames[depth++];
    memset(f, 0, sizeof *f);
    f->fn = fn;
    Unpacked u;
    phase = "unpacking a call";
    const char *why = unpack(sh->data, sh->len, &f->table, 1, &u);
    if (why) {
        fprintf(stderr, "make grade: a call came damaged (%s)\n", why);
        _exit(71);
    }
    /* The arguments: the kinds travel as the values' first bytes. */
    int nargs = u.nroots;
    KitArg args[16];
    void *sargs[16];
    unsigned char vals[16][64];
    const unsigned char *v = u.values;
    for (int i = 0; i < nargs && i < 16; i++) {
        int32_t kind;
        uint32_t size;
        memcpy(&kind, v, sizeof kind);
        memcpy(&size, v + 4, sizeof size);
        v += 8;
        args[i] = (KitArg){kind, NULL, NULL, size, NULL, NULL};
        if (kind == KIT_ARG_VAL) {
            if (size > sizeof vals[i])
                _exit(72);
            memcpy(vals[i], v, size);
            v += align8(size);
            sargs[i] = vals[i];
        } else if (kind == KIT_ARG_FN) {
            uint64_t set;
            memcpy(&set, v, sizeof set);
            v += 8;
            sargs[i] = set ? (void *)1 : NULL;
        } else if (kind == KIT_ARG_CTX) {
            uint64_t set;
            memcpy(&set, v, sizeof set);
            v += 8;
            static char token;
            sargs[i] = set ? &token : NULL;
        } else {
            /* the type travels by its index in the table of types */
            uint64_t ti;
            memcpy(&ti, v, sizeof ti);
            v += 8;
            args[i].type = (const KitType *)(uintptr_t)ti;
            sargs[i] = (void *)u.roots[i];
        }
    }
    f->args = args;
    f->nargs = nargs;
    f->sargs = sargs;
    unsigned char result[64] = {0};
    unpacked_free(&u);
    phase = "in the function";
    kit_serve(variant, fn, sargs, result);
    fflush(stdout);
    fflush(stderr);
    phase = "packing its results";
    Walk w = {0};
    uintptr_t roots[16] = {0};
    for (int i = 0; i < nargs; i++)
        if (args[i].kind == KIT_ARG_PTR && sargs[i]) {
            roots[i] = (uintptr_t)sargs[i];
            walk_block(&w, roots[i], args[i].type->size, args[i].type, 1, 1);
        }
    uintptr_t rp = 0;
    memcpy(&rp, result, sizeof rp);
    size_t len = w.bad
        ? 0
        : pack(&w, &f->table, sh->data, DATA_MAX, roots, nargs, result, sizeof result, &rp);
    if (!len) {
        fputs("make grade: the function's results could not be copied back\n", stderr);
        _exit(71);
    }
    /* The blocks this side made for the call, freed where they still are
     * (one your function moved or freed is left alone). */
    for (size_t i = 0; i < f->table.n; i++)
        if (f->table.e[i].made && block_find(&w, f->table.e[i].addr))
            free((void *)f->table.e[i].addr);
    walk_free(&w);
    free(f->table.e);
    depth--;
    sh->len = len;
    sh->kind = MSG_REPLY;
    wake(TURN_TESTS);
}

/* Type pointers cannot cross between processes as they are in the same
 * program at the same address: a fork. */
static void server_main(void)
{
    for (;;) {
        wait_tests();
        if (sh->kind != MSG_REQ)
            _exit(72);
        serve();
    }
}

static void server_start(void)
{
    if (!sh) {
        sh = mmap(NULL, SHARED_SIZE, PROT_READ | PROT_WRITE,
                  MAP_SHARED | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (sh == MAP_FAILED) {
            sh = NULL;
            ck_abort_msg("make grade could not map memory for your function's process (%s)",
                         strerror(errno));
        }
    }
    if (maps_fd < 0)
        maps_fd = open("/proc/self/maps", O_RDONLY | O_CLOEXEC);
    if (maps_fd < 0)
        ck_abort_msg("make grade could not read /proc/self/maps (%s)", strerror(errno));
    int o[2], e[2];
    close_output();
    if (pipe(o) != 0 || pipe(e) != 0)
        ck_abort_msg("make grade could not make pipes (%s)", strerror(errno));
    fflush(stdout);
    fflush(stderr);
    atomic_store(&sh->turn, TURN_TESTS);
    pid_t parent = getpid();
    pid_t p = fork();
    if (p < 0)
        ck_abort_msg("make grade could not start your function's process (%s)", strerror(errno));
    if (p == 0) {
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (getppid() != parent)
            _exit(0);
        dup2(o[1], 1);
        dup2(e[1], 2);
        /* every other file closed but its own memory map's */
        if (maps_fd >= 0)
            close(maps_fd);
        maps_fd = open("/proc/self/maps", O_RDONLY);
        int keep = maps_fd >= 0 ? dup2(maps_fd, 3) : -1;
        for (int fd = keep >= 0 ? 4 : 3; fd < 1024; fd++)
            close(fd);
        maps_fd = keep;
        server = 0;
        depth = 0;
        signal(SIGPIPE, SIG_IGN);
        /* the fresh numbers' seed stays on the tests' side */
        char *sd = getenv("KIT_TWINS_SEED");
        if (sd)
            memset(sd, '0', strlen(sd));
        unsetenv("KIT_TWINS_SEED");
        /* big blocks from the heap, kept: no fresh zeroed pages per call */
        mallopt(M_MMAP_THRESHOLD, 256 << 20);
        mallopt(M_TRIM_THRESHOLD, 512 << 20);
        if (getenv("KIT_DEBUG")) {
            signal(SIGSEGV, crashed);
            signal(SIGBUS, crashed);
            void *warm[1];
            backtrace(warm, 1);
        }
        if (sandbox() != 0) {
            fprintf(stderr,
                    "make grade could not sandbox your function's process (%s): it needs "
                    "Linux on x86-64 or arm64 with seccomp\n",
                    strerror(errno));
            _exit(73);
        }
        server_main();
    }
    close(o[1]);
    close(e[1]);
    out_fd[0] = o[0];
    out_fd[1] = e[0];
    fcntl(o[0], F_SETFL, O_NONBLOCK);
    fcntl(e[0], F_SETFL, O_NONBLOCK);
    server = p;
}

/* ---- fresh numbers (the autograders only) ------------------------------------
 *
 * The tests' inputs are in the kit, so an answer could be looked up
 * instead of computed.  In a row's run (KIT_ROUTE a row, KIT_TWINS > 0),
 * the first KIT_TWINS direct calls of the row's function in each test
 * are each paired with a twin: the same call's arguments copied, with
 * fresh numbers drawn from KIT_TWINS_SEED (which the function's process
 * never sees: it is read after that process is made, and wiped from its
 * environment): velocities, angular velocities, masses (and with them
 * the inertias), restitutions and frictions strictly between 0 and 1,
 * and the numbers passed by value, each scaled by 1 + u, 0.05 <= |u| <=
 * 0.3 (a zero stays zero, a unit vector turns by up to 0.2 rad); and,
 * when no argument is a contact the call only reads, every shape moved
 * by up to a twentieth of its size (its vertices then made again by the
 * stage's own code) and a contact's ends moved and its depth scaled.
 * The twin goes to your function like any call, before or after the
 * real one, and to the stage's own function in a child of the test's
 * process; the two results must agree (every double within a billionth,
 * relative, every other field exactly), or the test fails saying where.
 * A twin the stage's own function cannot take (it stops) is dropped. */

const KitType kit_type_double = {"double", sizeof(double),
                                 (const KitField[]){{KIT_F64, 0, 1, NULL, 0, KIT_NONE,
                                                     sizeof(double), ""},
                                                    {KIT_END, 0, 0, NULL, 0, KIT_NONE, 0, NULL}}};

static uint64_t twin_state;
static int twin_seeded, twins_left, in_twin;

static uint64_t twin_next(void)
{
    uint64_t z = (twin_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}
static double twin_unit(void)
{
    return (double)(twin_next() >> 11) / 9007199254740992.0;
}
/* A factor 1 + u, 0.05 <= |u| <= 0.3. */
static double twin_factor(void)
{
    double u = 0.05 + 0.25 * twin_unit();
    return twin_next() & 1 ? 1 + u : 1 - u;
}
/* x times a fresh factor, unless x is 0 or not finite.  The factor is
 * drawn whatever x is: an argument the function only writes holds what
 * the stack held before, and a draw that depended on it would make the
 * numbers after it change from run to run. */
static double twin_scaled(double x)
{
    double k = twin_factor();
    return x != 0 && isfinite(x) ? x * k : x;
}

typedef struct Seen {
    uintptr_t *a;
    size_t n, c;
} Seen;
static int seen_once(Seen *v, uintptr_t p)
{
    for (size_t i = 0; i < v->n; i++)
        if (v->a[i] == p)
            return 0;
    v->a = grow(v->a, &v->c, v->n + 1, sizeof *v->a);
    v->a[v->n++] = p;
    return 1;
}

static const KitField *field_named(const KitType *t, const char *name)
{
    for (const KitField *f = t->fields; f->kind != KIT_END; f++)
        if (f->name && strcmp(f->name, name) == 0)
            return f;
    return NULL;
}
static void scale_double(unsigned char *base, const KitType *t, const char *name)
{
    const KitField *f = field_named(t, name);
    if (!f || f->kind != KIT_F64)
        return;
    double x;
    memcpy(&x, base + f->off, sizeof x);
    x = twin_scaled(x);
    memcpy(base + f->off, &x, sizeof x);
}
static void scale_vec(unsigned char *p)
{
    double v[2];
    memcpy(v, p, sizeof v);
    for (int i = 0; i < 2; i++)
        v[i] = twin_scaled(v[i]);
    memcpy(p, v, sizeof v);
}
static void shift_vec(unsigned char *p, double dx, double dy)
{
    double v[2];
    memcpy(v, p, sizeof v);
    v[0] += dx, v[1] += dy;
    memcpy(p, v, sizeof v);
}

/* The fresh numbers of one struct of type t at base, and of what it points to. */
static void perturb(unsigned char *base, const KitType *t, int geometry, const double *d,
                    Seen *seen)
{
    if (!base || !seen_once(seen, (uintptr_t)base))
        return;
    if (strcmp(t->name, "RigidShape") == 0) {
        const KitField *v = field_named(t, "v");
        if (v && v->kind == KIT_EMB)
            scale_vec(base + v->off);
        scale_double(base, t, "omega");
        const KitField *im = field_named(t, "inv_mass"), *ii = field_named(t, "inv_inertia");
        if (im) {
            double m, i = 0, k = twin_factor();
            memcpy(&m, base + im->off, sizeof m);
            if (ii)
                memcpy(&i, base + ii->off, sizeof i);
            if (m > 0 && isfinite(m)) {
                m *= k, i *= k;
                memcpy(base + im->off, &m, sizeof m);
                if (ii)
                    memcpy(base + ii->off, &i, sizeof i);
            }
        }
        const char *coeffs[] = {"restitution", "friction"};
        for (int c = 0; c < 2; c++) {
            const KitField *f = field_named(t, coeffs[c]);
            double x;
            if (!f)
                continue;
            memcpy(&x, base + f->off, sizeof x);
            double k = twin_factor();
            if (x > 0 && x < 1) {
                x *= k;
                x = x < 0.02 ? 0.02 : x > 0.98 ? 0.98 : x;
                memcpy(base + f->off, &x, sizeof x);
            }
        }
        const KitField *xf = field_named(t, "xf"), *br = field_named(t, "bound_radius");
        if (geometry && xf && xf->kind == KIT_PTR) {
            uintptr_t p;
            memcpy(&p, base + xf->off, sizeof p);
            double r = 1;
            if (br)
                memcpy(&r, base + br->off, sizeof r);
            if (!(r > 0.1 && r < 1e6))
                r = 1;
            if (p && seen_once(seen, p)) {
                const KitField *pos = field_named(xf->type, "position");
                if (pos)
                    shift_vec((unsigned char *)p + pos->off, r * (twin_unit() - 0.5) / 10,
                              r * (twin_unit() - 0.5) / 10);
                kit_reshape(base);
            }
        }
        return;
    }
    if (strcmp(t->name, "CollisionInfo") == 0 && geometry) {
        const KitField *s0 = field_named(t, "start"), *e0 = field_named(t, "end"),
                       *n0 = field_named(t, "normal"), *dp = field_named(t, "depth");
        if (s0 && e0 && n0 && dp) {
            double st[2], nm[2], depth;
            shift_vec(base + s0->off, d[0], d[1]);
            memcpy(st, base + s0->off, sizeof st);
            memcpy(nm, base + n0->off, sizeof nm);
            memcpy(&depth, base + dp->off, sizeof depth);
            double k = twin_factor();
            if (depth > 0 && isfinite(depth))
                depth *= k;
            memcpy(base + dp->off, &depth, sizeof depth);
            double en[2] = {st[0] + depth * nm[0], st[1] + depth * nm[1]};
            memcpy(base + e0->off, en, sizeof en);
        }
        return;
    }
    if (strcmp(t->name, "Transform") == 0 && geometry) {
        const KitField *pos = field_named(t, "position");
        if (pos)
            shift_vec(base + pos->off, d[0], d[1]);
        return;
    }
    for (const KitField *f = t->fields; f->kind != KIT_END; f++) {
        uintptr_t p = 0;
        int count = 0;
        if (f->kind == KIT_PTR || f->kind == KIT_ARR || f->kind == KIT_PARR)
            memcpy(&p, base + f->off, sizeof p);
        if (f->kind == KIT_ARR || f->kind == KIT_PARR)
            memcpy(&count, base + f->count_off, sizeof count);
        if (f->kind == KIT_EMB)
            for (size_t i = 0; i < f->n; i++)
                perturb(base + f->off + i * f->type->size, f->type, geometry, d, seen);
        else if (f->kind == KIT_PTR && p)
            perturb((unsigned char *)p, f->type, geometry, d, seen);
        else if (f->kind == KIT_ARR && p)
            for (int i = 0; i < count; i++)
                perturb((unsigned char *)p + (size_t)i * f->type->size, f->type, geometry, d, seen);
        else if (f->kind == KIT_PARR && p)
            for (int i = 0; i < count; i++) {
                uintptr_t q;
                memcpy(&q, (unsigned char *)p + (size_t)i * sizeof q, sizeof q);
                perturb((unsigned char *)q, f->type, geometry, d, seen);
            }
    }
}

/* Whether a twin of this call can be drawn: no callback, nothing of a
 * game (its controls and scenes have no law to draw from here). */
static int twin_type_ok(const KitType *t, Seen *seen)
{
    if (!seen_once(seen, (uintptr_t)t))
        return 1;
    if (strcmp(t->name, "Game") == 0 || strcmp(t->name, "GameObjectSet") == 0
        || strcmp(t->name, "InputState") == 0)
        return 0;
    for (const KitField *f = t->fields; f->kind != KIT_END; f++)
        if (f->type && !twin_type_ok(f->type, seen))
            return 0;
    return 1;
}

/* A copy of the call's arguments in new memory (values too, in vals). */
static int clone_args(const KitArg *args, int nargs, KitArg *out, unsigned char (*vals)[64])
{
    Walk w = {0};
    uintptr_t roots[16] = {0};
    for (int i = 0; i < nargs; i++) {
        out[i] = args[i];
        if ((args[i].kind == KIT_ARG_PTR || args[i].kind == KIT_ARG_CONST) && args[i].p) {
            roots[i] = (uintptr_t)args[i].p;
            walk_block(&w, roots[i], args[i].type->size, args[i].type, 1, 1);
        }
        if (args[i].kind == KIT_ARG_VAL) {
            if (args[i].size > 64)
                return 0;
            memcpy(vals[i], args[i].p, args[i].size);
            out[i].p = vals[i];
        }
    }
    size_t max = w.bytes + (w.nb + w.ns + 16) * 64 + 4096;
    unsigned char *buf = malloc(max);
    Table t = {0};
    size_t len = w.bad ? 0 : pack(&w, &t, buf, max, roots, nargs, NULL, 0, NULL);
    walk_free(&w);
    free(t.e);
    if (!len) {
        free(buf);
        return 0;
    }
    Table t2 = {0};
    Unpacked u;
    const char *why = unpack(buf, len, &t2, 1, &u);
    free(buf);
    free(t2.e);
    if (why) {
        unpacked_free(&u);
        return 0;
    }
    for (int i = 0; i < nargs; i++)
        if (out[i].kind == KIT_ARG_PTR || out[i].kind == KIT_ARG_CONST)
            out[i].p = (void *)u.roots[i];
    unpacked_free(&u);
    return 1;
}

/* The first difference between a (your function's) and b (the stage's)
 * of type t, count of them; path names where. */
typedef struct Diff {
    char path[256];
    char mine[64], theirs[64];
    int found;
} Diff;
static void diff_struct(const unsigned char *a, const unsigned char *b, const KitType *t,
                        size_t count, const char *path, Diff *df, Seen *seen, int depth_)
{
    if (df->found || depth_ > 12)
        return;
    for (size_t e = 0; e < count && !df->found; e++) {
        const unsigned char *x = a + e * t->size, *y = b + e * t->size;
        char here[128];
        if (count > 1)
            snprintf(here, sizeof here, "%.90s[%zu]", path, e);
        else
            snprintf(here, sizeof here, "%.110s", path);
        for (const KitField *f = t->fields; f->kind != KIT_END && !df->found; f++) {
            char at[192];
            snprintf(at, sizeof at, "%.127s%s%.40s", here, f->name && f->name[0] ? "." : "",
                     f->name ? f->name : "");
            if (f->kind == KIT_F64) {
                for (size_t i = 0; i < f->n && !df->found; i++) {
                    double p, q;
                    memcpy(&p, x + f->off + i * sizeof p, sizeof p);
                    memcpy(&q, y + f->off + i * sizeof q, sizeof q);
                    double m = fabs(q) > 1 ? fabs(q) : 1;
                    if ((isnan(p) && isnan(q)) || p == q || fabs(p - q) <= 1e-9 * m)
                        continue;
                    df->found = 1;
                    if (f->n > 1)
                        snprintf(df->path, sizeof df->path, "%.191s[%zu]", at, i);
                    else
                        snprintf(df->path, sizeof df->path, "%s", at);
                    snprintf(df->mine, sizeof df->mine, "%.17g", p);
                    snprintf(df->theirs, sizeof df->theirs, "%.17g", q);
                }
            } else if (f->kind == KIT_INT) {
                if (memcmp(x + f->off, y + f->off, f->size) != 0) {
                    long long p = 0, q = 0;
                    size_t each = f->size / (f->n ? f->n : 1);
                    if (each <= sizeof p) {
                        memcpy(&p, x + f->off, each);
                        memcpy(&q, y + f->off, each);
                    }
                    df->found = 1;
                    snprintf(df->path, sizeof df->path, "%s", at);
                    snprintf(df->mine, sizeof df->mine, "%lld", p);
                    snprintf(df->theirs, sizeof df->theirs, "%lld", q);
                }
            } else if (f->kind == KIT_EMB) {
                diff_struct(x + f->off, y + f->off, f->type, f->n, at, df, seen, depth_ + 1);
            } else if (f->kind == KIT_PTR || f->kind == KIT_ARR || f->kind == KIT_PARR
                       || f->kind == KIT_STR) {
                uintptr_t p, q;
                memcpy(&p, x + f->off, sizeof p);
                memcpy(&q, y + f->off, sizeof q);
                if (!p != !q) {
                    df->found = 1;
                    snprintf(df->path, sizeof df->path, "%s", at);
                    snprintf(df->mine, sizeof df->mine, "%s", p ? "a pointer" : "NULL");
                    snprintf(df->theirs, sizeof df->theirs, "%s", q ? "a pointer" : "NULL");
                    break;
                }
                if (!p || !seen_once(seen, p))
                    continue;
                if (f->kind == KIT_STR) {
                    if (strcmp((const char *)p, (const char *)q) != 0) {
                        df->found = 1;
                        snprintf(df->path, sizeof df->path, "%s", at);
                        snprintf(df->mine, sizeof df->mine, "\"%.40s\"", (const char *)p);
                        snprintf(df->theirs, sizeof df->theirs, "\"%.40s\"", (const char *)q);
                    }
                    continue;
                }
                int n = 1, nq = 1;
                if (f->kind != KIT_PTR) {
                    memcpy(&n, x + f->count_off, sizeof n);
                    memcpy(&nq, y + f->count_off, sizeof nq);
                }
                if (n != nq) {
                    /* the arrays' counts first: the items beyond the shorter are not there */
                    df->found = 1;
                    snprintf(df->path, sizeof df->path, "the count of %s", at);
                    snprintf(df->mine, sizeof df->mine, "%d", n);
                    snprintf(df->theirs, sizeof df->theirs, "%d", nq);
                    break;
                }
                if (f->kind == KIT_PARR) {
                    for (int i = 0; i < n && !df->found; i++) {
                        uintptr_t pi, qi;
                        memcpy(&pi, (const unsigned char *)p + (size_t)i * sizeof pi, sizeof pi);
                        memcpy(&qi, (const unsigned char *)q + (size_t)i * sizeof qi, sizeof qi);
                        char sub[256];
                        snprintf(sub, sizeof sub, "%.191s[%d]", at, i);
                        if (pi && qi)
                            diff_struct((const unsigned char *)pi, (const unsigned char *)qi,
                                        f->type, 1, sub, df, seen, depth_ + 1);
                    }
                } else if (n > 0)
                    diff_struct((const unsigned char *)p, (const unsigned char *)q, f->type,
                                (size_t)n, at, df, seen, depth_ + 1);
            }
        }
    }
}

/* The stage's own fn on the twin, in a child of this process: its
 * results, as a message, in *msg (NULL when it could not take them). */
static unsigned char *twin_solve(int fn, KitArg *args, int nargs, size_t *len,
                                 unsigned char *result)
{
    static unsigned char *region;
    const size_t size = (size_t)64 << 20;
    if (!region) {
        /* made after the function's process: never shared with it */
        region = mmap(NULL, size, PROT_READ | PROT_WRITE,
                      MAP_SHARED | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (region == MAP_FAILED) {
            region = NULL;
            return NULL;
        }
    }
    memset(region, 0, 64);
    fflush(stdout);
    fflush(stderr);
    pid_t p = fork();
    if (p < 0)
        return NULL;
    if (p == 0) {
        solution_only = 1;
        void *a[16];
        for (int i = 0; i < nargs; i++)
            a[i] = args[i].kind == KIT_ARG_VAL ? args[i].p : args[i].p;
        unsigned char res[64] = {0};
        kit_solve(fn, a, res);
        Walk w = {0};
        uintptr_t roots[16] = {0};
        for (int i = 0; i < nargs; i++)
            if (args[i].kind == KIT_ARG_PTR && args[i].p) {
                roots[i] = (uintptr_t)args[i].p;
                walk_block(&w, roots[i], args[i].type->size, args[i].type, 1, 1);
            }
        Table t = {0};
        size_t n = w.bad
            ? 0
            : pack(&w, &t, region + 128, size - 128, roots, nargs, res, sizeof res, NULL);
        memcpy(region, &n, sizeof n);
        _exit(n ? 0 : 1);
    }
    int status;
    long until = now_ms() + 2000;
    while (waitpid(p, &status, WNOHANG) == 0) {
        if (now_ms() > until) {
            kill(p, SIGKILL);
            waitpid(p, &status, 0);
            return NULL;
        }
        struct timespec t = {0, 200000};
        nanosleep(&t, NULL);
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return NULL;
    memcpy(len, region, sizeof *len);
    unsigned char *copy = malloc(*len ? *len : 1);
    memcpy(copy, region + 128, *len);
    (void)result;
    return copy;
}

typedef struct Twin {
    KitArg args[16];
    unsigned char vals[16][64];
    unsigned char *msg; /* the stage's answer */
    size_t len;
    int geometry;
} Twin;

static int twin_wanted(int fn, KitArg *args, int nargs)
{
    if (in_twin || solution_only || route <= 0 || fn != route - 1)
        return 0;
    if (!twin_seeded) {
        const char *n = getenv("KIT_TWINS");
        const char *sd = getenv("KIT_TWINS_SEED");
        twin_seeded = 1;
        twin_state = sd ? strtoull(sd, NULL, 10) : 0;
        for (const char *c = test_name; *c; c++)
            twin_state = twin_state * 131 + (unsigned char)*c;
        if (!n || !sd)
            twins_left = -1;
        else if (twins_left == 0)
            twins_left = atoi(n);
    }
    if (twins_left <= 0)
        return 0;
    Seen seen = {0};
    int ok = 1;
    for (int i = 0; i < nargs && ok; i++) {
        if (args[i].kind == KIT_ARG_FN || args[i].kind == KIT_ARG_CTX)
            ok = 0;
        if ((args[i].kind == KIT_ARG_PTR || args[i].kind == KIT_ARG_CONST) && args[i].type
            && !twin_type_ok(args[i].type, &seen))
            ok = 0;
    }
    free(seen.a);
    if (!ok)
        return 0;
    twins_left--;
    return 1;
}

/* The twin of a call, drawn before the call changes its arguments, and
 * the stage's own answer to it; 0 when there is none. */
static int twin_prepare(int fn, KitArg *args, int nargs, Twin *tw)
{
    KitArg *twin = tw->args;
    if (!clone_args(args, nargs, twin, tw->vals))
        return 0;
    int geometry = 1;
    for (int i = 0; i < nargs; i++)
        if (twin[i].kind == KIT_ARG_CONST && twin[i].type
            && strcmp(twin[i].type->name, "CollisionInfo") == 0)
            geometry = 0;
    double d[2] = {(twin_unit() - 0.5) / 5, (twin_unit() - 0.5) / 5};
    double turn = 0.2 * (twin_unit() - 0.5) * 2;
    Seen seen = {0};
    solution_only = 1; /* kit_reshape runs the stage's own code */
    for (int i = 0; i < nargs; i++) {
        if ((twin[i].kind == KIT_ARG_PTR || twin[i].kind == KIT_ARG_CONST) && twin[i].p)
            perturb(twin[i].p, twin[i].type, geometry, d, &seen);
        else if (twin[i].kind == KIT_ARG_VAL && twin[i].type == &kit_type_double) {
            double x;
            memcpy(&x, twin[i].p, sizeof x);
            x = twin_scaled(x);
            memcpy(twin[i].p, &x, sizeof x);
        } else if (twin[i].kind == KIT_ARG_VAL && twin[i].type
                   && strcmp(twin[i].type->name, "Vec2") == 0) {
            double v[2];
            memcpy(v, twin[i].p, sizeof v);
            double len = sqrt(v[0] * v[0] + v[1] * v[1]);
            if (fabs(len - 1) < 1e-9) {
                double c = cos(turn), s_ = sin(turn);
                double r[2] = {c * v[0] - s_ * v[1], s_ * v[0] + c * v[1]};
                memcpy(v, r, sizeof v);
            } else if (len > 0)
                v[0] += d[0] * len, v[1] += d[1] * len;
            memcpy(twin[i].p, v, sizeof v);
        }
    }
    solution_only = 0;
    free(seen.a);
    unsigned char theirs_result[64] = {0};
    tw->geometry = geometry;
    tw->msg = twin_solve(fn, twin, nargs, &tw->len, theirs_result);
    return tw->msg != NULL; /* NULL: the stage's own code cannot take it, no twin */
}

/* The twin sent to your function, and the two answers compared. */
static void twin_finish(int fn, int nargs, Twin *tw)
{
    KitArg *twin = tw->args;
    unsigned char *msg = tw->msg;
    size_t len = tw->len;
    int geometry = tw->geometry;
    /* your function's answer, into the twin itself */
    unsigned char mine_result[64] = {0};
    const KitType *rt = kit_fn_result_type[fn];
    in_twin = 1;
    kit_call(fn, twin, nargs, mine_result, rt ? rt->size : 0, NULL);
    in_twin = 0;
    /* the stage's answer, into new memory */
    Table t = {0};
    Unpacked u;
    const char *why = unpack(msg, len, &t, 1, &u);
    free(t.e);
    if (why) {
        free(msg);
        unpacked_free(&u);
        return;
    }
    Diff df = {0};
    Seen sa = {0};
    for (int i = 0; i < nargs && !df.found; i++)
        if (twin[i].kind == KIT_ARG_PTR && twin[i].p && u.roots[i])
            diff_struct(twin[i].p, (const unsigned char *)u.roots[i], twin[i].type, 1, twin[i].name,
                        &df, &sa, 0);
    if (!df.found && rt && u.vbytes >= rt->size)
        diff_struct(mine_result, u.values, rt, 1, "the result", &df, &sa, 0);
    free(sa.a);
    unpacked_free(&u);
    free(msg);
    if (df.found)
        kit_fail(
            "on fresh numbers: %s() was also called with this call's arguments at other numbers "
            "drawn for this grade (velocities, masses, coefficients%s), and gave %s = %s where the "
            "stage's own code gives %s",
            fn_name(fn), geometry ? ", positions" : "", df.path, df.mine, df.theirs);
}

/* ---- the tests' side of a call ------------------------------------------------ */

int kit_call(int fn, KitArg *args, int nargs, void *result, size_t result_size,
             const KitType *result_type)
{
    read_route();
    if (server == 0) {
        /* a routed call inside the function's process: never */
        _exit(74);
    }
    if (nargs > 16 || depth >= 16)
        kit_fail("make grade: %s() has too many arguments to copy", fn_name(fn));
    if (server < 0)
        server_start();
    int twin_after = 0;
    static Twin tw;
    if (twin_wanted(fn, args, nargs) && twin_prepare(fn, args, nargs, &tw)) {
        if (twin_next() & 1)
            twin_finish(fn, nargs, &tw);
        else
            twin_after = 1;
    }
    Frame *f = &frames[depth++];
    memset(f, 0, sizeof *f);
    f->fn = fn;
    f->args = args;
    f->nargs = nargs;
    Walk w = {0};
    if (fn >= kit_row_count)
        w.limit = ROUTE_BYTES;
    unsigned char values[16 * 72];
    size_t vb = 0;
    for (int i = 0; i < nargs; i++) {
        int32_t kind = args[i].kind;
        uint32_t size = (uint32_t)args[i].size;
        memcpy(values + vb, &kind, 4);
        memcpy(values + vb + 4, &size, 4);
        vb += 8;
        if (kind == KIT_ARG_VAL) {
            if (size > 64)
                kit_fail("make grade: an argument of %s() too big to copy", fn_name(fn));
            memcpy(values + vb, args[i].p, size);
            vb += align8(size);
        } else if (kind == KIT_ARG_FN || kind == KIT_ARG_CTX) {
            uint64_t set = kind == KIT_ARG_FN ? args[i].fn != NULL : args[i].p != NULL;
            memcpy(values + vb, &set, 8);
            vb += 8;
        } else if (kind == KIT_ARG_PTR || kind == KIT_ARG_CONST) {
            uint64_t t = (uint64_t)(uintptr_t)args[i].type;
            memcpy(values + vb, &t, 8);
            vb += 8;
            f->roots[i] = (uintptr_t)args[i].p;
            if (args[i].p)
                walk_block(&w, f->roots[i], args[i].type->size, args[i].type, 1,
                           kind == KIT_ARG_PTR);
        }
    }
    if (fn >= kit_row_count && (w.bad || w.bytes > ROUTE_BYTES)) {
        /* one of the stage's own: its body runs here instead */
        walk_free(&w);
        depth--;
        return 0;
    }
    if (w.bad)
        kit_fail("make grade cannot copy the arguments of %s(): %s", fn_name(fn), w.bad);
    size_t len = pack(&w, &f->table, sh->data, DATA_MAX, f->roots, nargs, values, vb, NULL);
    walk_free(&w);
    if (!len)
        kit_fail("make grade cannot copy the arguments of %s(): more than the shared memory holds",
                 fn_name(fn));
    long limit = is_runaway(fn) ? 100 : call_limit_ms;
    long deadline = now_ms() + limit;
    sh->fn = fn;
    sh->len = len;
    sh->kind = MSG_REQ;
    wake(TURN_FUNCTION);
    for (;;) {
        wait_function(fn, &deadline, limit);
        size_t n = sh->len;
        if (n > DATA_MAX)
            kit_fail("%s() sent back a damaged answer (its length)", fn_name(fn));
        unsigned char *copy = malloc(n ? n : 1);
        memcpy(copy, sh->data, n);
        int kind = sh->kind;
        Unpacked u;
        const char *why = unpack(copy, n, &f->table, 0, &u);
        if (!why) {
            /* the answer's every pointer accounted for, its arrays within bounds */
            Walk c = {0};
            c.given = u.given;
            c.given_cap = u.given_cap;
            c.written = u.written;
            c.nwritten = u.nwritten;
            for (int i = 0; i < nargs && !c.bad; i++)
                if (args[i].kind == KIT_ARG_PTR && args[i].p)
                    walk_block(&c, f->roots[i], args[i].type->size, args[i].type, 1, 1);
            if (result_type && kind == MSG_REPLY && u.result && !c.bad)
                walk_block(&c, u.result, result_type->size, result_type, 1, 1);
            why = c.bad;
            walk_free(&c);
        }
        if (why) {
            unpacked_free(&u);
            free(copy);
            kit_fail("%s() sent back a damaged answer (%s)", fn_name(fn), why);
        }
        if (kind == MSG_REPLY) {
            if (result_type)
                memcpy(result, &u.result, sizeof u.result);
            else if (result_size && u.vbytes >= result_size)
                memcpy(result, u.values, result_size);
            unpacked_free(&u);
            free(copy);
            break;
        }
        unpacked_free(&u);
        free(copy);
        if (kind != MSG_CALLBACK)
            kit_fail("%s() sent back a damaged answer (a message of kind %d)", fn_name(fn), kind);
        /* the callback, here; the time it takes is the test's own */
        long t0 = now_ms();
        for (int i = 0; i < nargs; i++)
            if (args[i].kind == KIT_ARG_FN && args[i].fn) {
                void *ctx = NULL;
                for (int j = 0; j < nargs; j++)
                    if (args[j].kind == KIT_ARG_CTX)
                        ctx = args[j].p;
                args[i].fn(ctx);
            }
        deadline += now_ms() - t0;
        Walk r = {0};
        for (int i = 0; i < nargs; i++)
            if (args[i].kind == KIT_ARG_PTR && args[i].p)
                walk_block(&r, f->roots[i], args[i].type->size, args[i].type, 1, 1);
        if (r.bad)
            kit_fail("make grade cannot copy the callback's results back to %s(): %s", fn_name(fn),
                     r.bad);
        len = pack(&r, &f->table, sh->data, DATA_MAX, NULL, 0, NULL, 0, NULL);
        walk_free(&r);
        if (!len)
            kit_fail("make grade cannot copy the callback's results back to %s()", fn_name(fn));
        sh->len = len;
        sh->kind = MSG_RESUME;
        wake(TURN_FUNCTION);
    }
    free(f->table.e);
    depth--;
    if (twin_after)
        twin_finish(fn, nargs, &tw);
    return 1;
}

/* ---- the tests -------------------------------------------------------------- */

typedef struct Chosen {
    char **names;
    size_t n;
    int loaded;
} Chosen;
static Chosen chosen;
typedef struct Expect {
    const char *name;
    int signal;
} Expect;
static Expect *expects;
static size_t nexpects, cexpects;

static void load_chosen(void)
{
    if (chosen.loaded)
        return;
    chosen.loaded = 1;
    const char *path = getenv("KIT_TESTS_FILE");
    FILE *f = path ? fopen(path, "r") : NULL;
    if (!f)
        return;
    char line[512];
    size_t cap = 0;
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = '\0';
        if (!line[0])
            continue;
        chosen.names = grow(chosen.names, &cap, chosen.n + 1, sizeof *chosen.names);
        chosen.names[chosen.n++] = strdup(line);
    }
    fclose(f);
    if (!chosen.n) {
        chosen.names = grow(chosen.names, &cap, 1, sizeof *chosen.names);
        chosen.names[chosen.n++] = strdup("");
    }
}

void kit_tcase_add_test(TCase *tc, const TTest *ttest, int sig, int exit_value, int start, int end)
{
    load_chosen();
    if (chosen.n) {
        size_t i = 0;
        while (i < chosen.n && strcmp(chosen.names[i], ttest->name) != 0)
            i++;
        if (i == chosen.n)
            return;
    }
    expects = grow(expects, &cexpects, nexpects + 1, sizeof *expects);
    expects[nexpects++] = (Expect){ttest->name, sig};
    _tcase_add_test(tc, ttest, sig, exit_value, start, end);
}

void kit_test_begin(const char *name, int iteration, const char *file, int line)
{
    const char *base = strrchr(file, '/');
    test_file = base ? base + 1 : file;
    test_line = line;
    snprintf(test_name, sizeof test_name, "%s (iteration %d)", name, iteration);
    if (iteration == 0)
        snprintf(test_name, sizeof test_name, "%s", name);
    expected_signal = 0;
    for (size_t i = 0; i < nexpects; i++)
        if (strcmp(expects[i].name, name) == 0)
            expected_signal = expects[i].signal;
    output_kept = output_dropped = 0;
    twin_seeded = 0;
    twins_left = 0;
}

void kit_test_end(void)
{
    server_stop();
}

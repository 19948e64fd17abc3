/* kit_isolate.h - between make grade's generated code and tools/isolate.c.
 *
 * Under make grade the tests run in a process that runs none of your
 * code; each call of a function you write goes to a process of its own
 * (the function's process), forked from the test's when the test first
 * calls one, sandboxed, and fed copies of the call's arguments: the
 * structs they point to, and what those point to, as the kit's types say
 * (tools/types.awk writes the KitTypes).  What the call changed comes
 * back the same way and is checked before the test's process takes it
 * (tools/isolate.c says how).  So the test's checks, and Check's verdict,
 * are made where your code never runs. */
#ifndef KIT_ISOLATE_H
#define KIT_ISOLATE_H

#include <stddef.h>

/* A field, as a copy must treat it. */
enum {
    KIT_END,   /* the end of a type's fields */
    KIT_F64,   /* n doubles */
    KIT_INT,   /* n numbers or flags of size/n bytes each */
    KIT_EMB,   /* n structs of type */
    KIT_PTR,   /* a pointer to one struct of type, or NULL */
    KIT_ARR,   /* the items pointer of a struct with a count (and maybe a capacity) */
    KIT_PARR,  /* the same, an array of count pointers to structs of type */
    KIT_STR,   /* a string */
    KIT_OPAQUE /* a pointer a copy cannot follow */
};

typedef struct KitType KitType;
typedef struct KitField {
    int kind;
    size_t off;
    size_t n;
    const KitType *type;
    size_t count_off; /* KIT_ARR, KIT_PARR: where the count is */
    size_t cap_off;   /* and the capacity, or KIT_NONE */
    size_t size;      /* the field's bytes */
    const char *name;
} KitField;
#define KIT_NONE ((size_t)-1)
struct KitType {
    const char *name;
    size_t size;
    const KitField *fields;
};
#define KIT_MAX(a, b) ((a) > (b) ? (a) : (b))

/* One argument of a call. */
enum {
    KIT_ARG_PTR,   /* a pointer to a struct the call may change */
    KIT_ARG_CONST, /* a pointer to a struct it only reads */
    KIT_ARG_VAL,   /* a value (a number, a Vec2, ...): size bytes at p */
    KIT_ARG_FN,    /* a callback, void fn(void *ctx) */
    KIT_ARG_CTX    /* the callback's context, passed through unread */
};
typedef struct KitArg {
    int kind;
    void *p;
    const KitType *type; /* a pointer's struct; a value's, or kit_type_double */
    size_t size;
    void (*fn)(void *ctx);
    const char *name; /* the parameter's */
} KitArg;
extern const KitType kit_type_double;

/* The tests' side: whether function fn goes to the function's process,
 * and the call itself.  result: the return value's bytes (result_size),
 * or a returned pointer to a struct of result_type.  kit_call returns 0,
 * having done nothing, when fn is one of the stage's own functions (not
 * one you write) and its arguments are too big for the trip to pay: its
 * body then runs on the tests' side, and the calls inside it go across. */
int kit_routed(int fn);
int kit_call(int fn, KitArg *args, int nargs, void *result, size_t result_size,
             const KitType *result_type);

/* The function's side (generated): calls variant v's fn with the
 * arguments' copies (a value's address for a value) and stores its
 * result; a callback argument is kit_trampoline. */
void kit_serve(int variant, int fn, void **args, void *result);
/* The tests' side (generated): the stage's own fn on such arguments
 * (tools/isolate.c's fresh numbers), and the stage's way to bring a
 * moved shape's cached vertices up to date (nothing when it has none). */
void kit_solve(int fn, void **args, void *result);
void kit_reshape(void *shape);
extern const KitType *const kit_fn_result_type[];
void kit_trampoline(void *ctx);
extern const int kit_fn_count;
extern const int kit_row_count;
extern const unsigned char kit_route_sets[]; /* [row * kit_fn_count + fn] */
extern const int kit_variant_count;
extern const char *const kit_fn_names[];
extern const char *const kit_fn_files[];

/* A call graded code may not make (tools/seal.sh, seal.h): ends the
 * function's process, and the test fails saying so. */
void kit_refuse(const char *file, const char *what);

#endif

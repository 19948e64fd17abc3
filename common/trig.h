/* trig.h - the workbook's own sine and cosine.
 *
 * The C library's sin and cos are allowed to differ between libraries in
 * the last bit (glibc and wasi-libc do, for some angles), and a stack of
 * contacts turns one bit into visibly different motion.  These functions
 * use only + - * / and comparisons on doubles, each of which IEEE-754
 * rounds exactly one way, so every machine that evaluates double
 * expressions in double (x86-64, AArch64, WebAssembly) and compiles with
 * -ffp-contract=off gets the same bits.
 *
 * Accuracy (derived in trig.c, checked by tests/common/test_trig.c):
 *   |x| <= 4096        within 1 ulp of the exact value;
 *   |x| <= 2^20        absolute error below 2^-52 (near a zero of the
 *                      result the relative error grows, up to ~2^-49);
 *   |x| >  2^20        x is first reduced exactly modulo the double nearest
 *                      2*pi: finite, in [-1, 1], but no longer sin(x).
 *   NaN or +-inf in    NaN out.
 * trig_sin(+-0) = +-0, trig_cos(0) = 1, trig_sin(-x) = -trig_sin(x) and
 * trig_cos(-x) = trig_cos(x) bit for bit.
 */
#ifndef TRIG_H
#define TRIG_H

double trig_sin(double x);
double trig_cos(double x);

/* Both at once, sharing one range reduction; *s and *c are exactly what
 * trig_sin(x) and trig_cos(x) return. */
void trig_sincos(double x, double *s, double *c);

#endif

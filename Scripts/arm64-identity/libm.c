/* The C library's mathematical functions that Filmstrip's Swift code calls, on fixed inputs, for
   Scripts/check-arm64-identity.sh: for each function in FUNCTIONS, its name on standard error and its results as raw
   doubles on standard output, so the x86-64 and arm64 runs can be compared function by function.

   Swift compiles `a * b + c` as two roundings on every processor; what it cannot promise is that glibc's arm64 and
   x86-64 builds of sin or exp round alike. The inputs cover the ranges the geometry and the physics use (angles of a
   few turns, decay exponents, lengths of a few thousand points) with a generator that is exact integer arithmetic. */
#pragma STDC FP_CONTRACT OFF
#pragma clang fp contract(off)

#include <math.h>
#include <stdint.h>
#include <stdio.h>

enum { SAMPLES = 200000 };

static uint64_t state = 0x9E3779B97F4A7C15ull;

/* xorshift64*, mapped to [0, 1) through the top 53 bits: the same sequence on every processor. */
static double next_unit(void) {
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    return (double)((state * 0x2545F4914F6CDD1Dull) >> 11) * (1.0 / 9007199254740992.0);
}

static double in_range(double low, double high) {
    double span = high - low;
    double scaled = span * next_unit();
    return low + scaled;
}

static void put(double value) { fwrite(&value, sizeof value, 1, stdout); }

static void unary(const char *name, double (*function)(double), double low, double high) {
    fprintf(stderr, "%s\n", name);
    for (int i = 0; i < SAMPLES; i++) put(function(in_range(low, high)));
}

static void binary(const char *name, double (*function)(double, double), double low, double high) {
    fprintf(stderr, "%s\n", name);
    for (int i = 0; i < SAMPLES; i++) {
        double a = in_range(low, high);
        double b = in_range(low, high);
        put(function(a, b));
    }
}

/* FUNCTIONS: sin cos tan exp expm1 log log10 acos atan2 (the script checks that the Swift sources call no other) */
int main(void) {
    unary("sin", sin, -8 * M_PI, 8 * M_PI);
    unary("cos", cos, -8 * M_PI, 8 * M_PI);
    unary("tan", tan, -1.5, 1.5);
    unary("exp", exp, -60, 60);
    unary("expm1", expm1, -30, 30);
    unary("log", log, 1e-9, 1e6);
    unary("log10", log10, 1e-9, 1e6);
    unary("acos", acos, -1, 1);
    binary("atan2", atan2, -5000, 5000);
    /* Not called by Filmstrip, which uses hypotenuse(_:_:) instead: kept as the control that shows the two C
       libraries can differ on these inputs (about one result in eight). */
    binary("hypot", hypot, -5000, 5000);
    return 0;
}

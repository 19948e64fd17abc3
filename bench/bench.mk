# bench/bench.mk - the cost-growth benchmark, included by the top Makefile
# (which gives STAGE_NUMS, BUILD, OUT, CC, ALL_CFLAGS, not_after).
#
#   make bench         every stage from 05 on (and every $(BUILD)/variant_*
#                      program) on the pile of N shapes for each N: the
#                      table out/bench/bench.csv and the figure
#                      out/bench/cost.png (plots/cost.gp); then their rows
#                      of the state table (out/bench/state.csv and
#                      state.md: how far the pile has come to rest after
#                      600 updates, bench/state.sh); and the variant
#                      joints on bench/chains.awk's chains and bridges of
#                      N bodies for each N, the table
#                      out/bench/chains/bench.csv (the other programs
#                      cannot read a joint line)
#   make bench-peers   the same pile run by Box2D and Chipmunk, each with
#                      sleeping off and on (rows box2d, box2d_sleep,
#                      chipmunk, chipmunk_sleep), through the harnesses in
#                      bench/peers/; their rows join the same tables and
#                      figure
#   make bench-rest    what an update of the rested pile costs (piles of
#                      200 and 800, updates 1201-2400): the track's
#                      broad_phase (solving it awake), sleeping and
#                      soft_step, and the peers with sleeping off and on,
#                      side by side
#                      (bench/rest.sh; out/bench/rest.csv and rest.md)
#   BENCH_SIZES="10 50" BENCH_RUNS=1 make bench    a quicker run
#   BENCH_BROAD_SIZES="800 2000 5000" make bench-peers   the largest pile too
#   make bench-peers BOX2D_V3=PREFIX BOX2D_V3_NOSIMD=PREFIX
#                      Box2D v3 too (rows box2d_v3, box2d_v3_sleep and
#                      box2d_v3_nosimd, box2d_v3_nosimd_sleep), from builds
#                      of Box2D's repository installed at each PREFIX (with
#                      SIMD and without; either may be left out; README.md
#                      says how to make them); make bench-rest takes them
#                      too.  Without either the Box2D v3 rows are skipped
#                      with one line.
#
#   make bench-hard BOX2D_V3_NOSIMD=PREFIX (and/or BOX2D_V3=PREFIX)
#                      the four hard scenes (the offset stack, the
#                      house of cards, the chain let go level, the soft
#                      bridge), each run by build/variant_joints with its
#                      defaults, by build/variant_joints with Box2D v3's
#                      settings (speculative measured, static_hertz_factor 2,
#                      solve_order colours, point_ids features) and by each
#                      Box2D v3 build given, in one run; one row per
#                      measurement, one column per engine and setting
#                      (bench/hard.sh; out/bench/hard.csv and hard.md).
#                      Without a build, the workbook's two columns alone,
#                      and one line says Box2D v3 is skipped
#
#   make out/bench/cost.png   the figure alone (the book makes it): from
#                      out/bench/bench.csv when this machine has run the
#                      benchmark, else from the reference run committed in
#                      bench/reference/ (gnuplot alone, no peers needed);
#                      the figure's title says which
#
# Speed is measured here and only here; the unit tests never time anything.
# See bench/bench.sh for what is measured (the loop of updates alone, as
# each program reports it) and bench/README.md for how to read the figure
# and the measured tables.

BENCH_OUT := $(OUT)/bench
BENCH_BIN := $(BUILD)/bench
BENCH_TIMER := $(BENCH_BIN)/timer
BENCH_CSV := $(BENCH_OUT)/bench.csv
BENCH_FIG := $(BENCH_OUT)/cost.png
# The reference run (bench/reference/README.md says how it was made) and
# the line the figure's title gives it.
BENCH_REF_CSV := bench/reference/bench.csv
BENCH_REF_NOTE := reference run: 2 cores, gcc 12 -O3, 27 Nov 2026 (bench/reference/bench.csv)
# Stages 05 and later: the ones that move.
BENCH_STAGES := $(foreach n,$(STAGE_NUMS),$(if $(call not_after,05,$(n)),$(BUILD)/stage$(n)))
# Variant programs, when a change builds some: taken as they are found in
# $(BUILD) (the shell's glob, at run time, so one built by `all` counts).
BENCH_VARIANT_GLOB := $(BUILD)/variant_*
BENCH_VARIANTS_FOUND = $$(for p in $(BENCH_VARIANT_GLOB); do if [ -f "$$p" ] && [ -x "$$p" ]; then echo "$$p"; fi; done)
BENCH_PEERS := $(BENCH_BIN)/box2d $(BENCH_BIN)/chipmunk
# The peers' rows: each harness with sleeping off and on.
BENCH_PEER_ROWS := 'box2d=$(BENCH_BIN)/box2d' 'box2d_sleep=$(BENCH_BIN)/box2d --sleep' \
	'chipmunk=$(BENCH_BIN)/chipmunk' 'chipmunk_sleep=$(BENCH_BIN)/chipmunk --sleep'
# Box2D v3 is no Debian package: a build of its repository, installed
# at a prefix (include/box2d/box2d.h, lib/libbox2d.a), given by the
# variables (or the environment) BOX2D_V3 (SIMD on, the library's
# default) and BOX2D_V3_NOSIMD (BOX2D_DISABLE_SIMD=ON).  The harness is
# compiled once per build, against that build's headers, and linked with
# its static library by path, so Debian's Box2D 2.4 is never picked up.
BOX2D_V3 ?=
BOX2D_V3_NOSIMD ?=
BOX2D_V3_BUILDS := $(strip $(if $(BOX2D_V3),box2d_v3) $(if $(BOX2D_V3_NOSIMD),box2d_v3_nosimd))
box2d_v3_prefix = $(if $(filter box2d_v3,$(1)),$(BOX2D_V3),$(BOX2D_V3_NOSIMD))
BENCH_PEERS += $(foreach b,$(BOX2D_V3_BUILDS),$(BENCH_BIN)/$(b))
BENCH_PEER_ROWS += $(foreach b,$(BOX2D_V3_BUILDS),'$(b)=$(BENCH_BIN)/$(b)' '$(b)_sleep=$(BENCH_BIN)/$(b) --sleep')
# Run before the builds: a prefix that holds no build stops with one
# line; with neither variable set, one line says the rows are skipped.
BOX2D_V3_PREFIX_CHECK = for v in 'BOX2D_V3=$(BOX2D_V3)' 'BOX2D_V3_NOSIMD=$(BOX2D_V3_NOSIMD)'; do \
	  d=$${v\#*=}; [ -z "$$d" ] && continue; \
	  [ -f "$$d/include/box2d/box2d.h" ] && [ -f "$$d/lib/libbox2d.a" ] || { \
	    echo "bench: $$v holds no Box2D v3 build (no $$d/include/box2d/box2d.h or $$d/lib/libbox2d.a; bench/README.md)" >&2; exit 2; }; \
	done
box2d_v3_check = $(BOX2D_V3_PREFIX_CHECK); \
	$(if $(BOX2D_V3_BUILDS),:,echo "bench: Box2D v3 skipped (no build given: make $(1) BOX2D_V3=PREFIX BOX2D_V3_NOSIMD=PREFIX, bench/README.md)")
CXX ?= g++
GNUPLOT ?= gnuplot
BENCH_CXXFLAGS = -std=c++17 $(filter-out -std=%,$(WARNINGS)) $(CFLAGS) $(SANFLAGS) -MMD -MP
BOX2D_LIBS := -lbox2d
CHIPMUNK_LIBS := -lchipmunk -lm

.PHONY: bench bench-run bench-peers bench-peers-run bench-rest bench-rest-run bench-plot \
	bench-state-table bench-source-check bench-hard bench-hard-run

# Like test and demo: the packages first (gnuplot; for the peers also the
# C++ compiler and the Box2D and Chipmunk headers, which nothing else
# needs), then the build and the runs.
bench:
	@$(MAKE) --no-print-directory deps
	@$(MAKE) --no-print-directory bench-run

bench-peers:
	@sh tools/deps.sh gnuplot-nox g++ libbox2d-dev libchipmunk-dev
	@$(call box2d_v3_check,bench-peers)
	@$(MAKE) --no-print-directory bench-peers-run

bench-run: all $(BENCH_TIMER)
	@sh bench/bench.sh $(BENCH_TIMER) $(BENCH_OUT) $(BENCH_STAGES) $(BENCH_VARIANTS_FOUND)
	@$(MAKE) --no-print-directory bench-plot
	@sh bench/state.sh $(BENCH_OUT) $(BENCH_STAGES) $(BENCH_VARIANTS_FOUND)
	@BENCH_SCENE=bench/chains.awk sh bench/bench.sh $(BENCH_TIMER) $(BENCH_OUT)/chains $(BUILD)/variant_joints

bench-peers-run: $(BENCH_TIMER) $(BENCH_PEERS)
	@sh bench/bench.sh $(BENCH_TIMER) $(BENCH_OUT) $(BENCH_PEER_ROWS)
	@$(MAKE) --no-print-directory bench-plot
	@sh bench/state.sh $(BENCH_OUT) $(BENCH_PEER_ROWS)

bench-rest:
	@sh tools/deps.sh gcc make g++ libbox2d-dev libchipmunk-dev
	@$(call box2d_v3_check,bench-peers)
	@$(MAKE) --no-print-directory bench-rest-run

bench-rest-run: $(BUILD)/variant_broad_phase $(BUILD)/variant_sleeping $(BUILD)/variant_soft_step \
		$(BENCH_PEERS)
	@sh bench/rest.sh $(BENCH_OUT) $(BUILD)/variant_broad_phase $(BUILD)/variant_sleeping \
		$(BUILD)/variant_soft_step $(BENCH_PEER_ROWS)

# The hard scenes need no package beyond the build's own; a Box2D v3
# column per build given, named as its bench-peers rows (bench/hard.sh
# says so when there is none).
bench-hard:
	@$(BOX2D_V3_PREFIX_CHECK)
	@$(MAKE) --no-print-directory bench-hard-run

bench-hard-run: $(BUILD)/variant_joints $(BENCH_BIN)/hard_probe \
		$(foreach b,$(BOX2D_V3_BUILDS),$(BENCH_BIN)/$(b)_hard)
	@sh bench/hard.sh $(BENCH_OUT) $(BUILD)/variant_joints $(BENCH_BIN)/hard_probe \
		$(foreach b,$(BOX2D_V3_BUILDS),'$(b)=$(BENCH_BIN)/$(b)_hard')

# Redraws the figure from whatever the table holds.
bench-plot:
	@rm -f $(BENCH_FIG)
	@$(MAKE) --no-print-directory $(BENCH_FIG)

# The figure: this machine's table when a run of make bench or make
# bench-peers wrote one (its rows are then what the figure shows, peers
# or not), else the reference run's.  $(BENCH_OUT)/cost.source names the
# table drawn and is rewritten only when that choice changes, so the
# figure is redrawn when the reader's table appears or goes, and not
# otherwise.
$(BENCH_OUT)/cost.source: bench-source-check
bench-source-check:
	@mkdir -p $(BENCH_OUT)
	@if [ -f $(BENCH_CSV) ]; then src=$(BENCH_CSV); else src=$(BENCH_REF_CSV); fi; \
	if [ "$$(cat $(BENCH_OUT)/cost.source 2>/dev/null)" != "$$src" ]; then echo "$$src" > $(BENCH_OUT)/cost.source; fi

$(BENCH_FIG): $(BENCH_OUT)/cost.source $(BENCH_REF_CSV) $(wildcard $(BENCH_CSV)) plots/cost.gp plots/style.gp
	@src=$$(cat $(BENCH_OUT)/cost.source); \
	if [ "$$src" = $(BENCH_CSV) ]; then note="this machine's run ($(BENCH_CSV), $$(date -r $(BENCH_CSV) +'%d %b %Y'))"; \
	else note='$(BENCH_REF_NOTE)'; fi; \
	$(GNUPLOT) -c plots/cost.gp "$$src" $@ "$$note" && echo "bench: drew $@ from $$src"

# Prints the state table again from out/bench/state.csv.
bench-state-table:
	@sh bench/state.sh --table $(BENCH_OUT)

# ---- the programs -----------------------------------------------------------
$(BENCH_TIMER): bench/timer.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) $< -o $@

$(BENCH_BIN)/obj/pile_scene.o: bench/peers/pile_scene.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -c $< -o $@

$(BENCH_BIN)/obj/chipmunk_pile.o: bench/peers/chipmunk_pile.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -c $< -o $@

$(BENCH_BIN)/obj/box2d_pile.o: bench/peers/box2d_pile.cpp
	@mkdir -p $(@D)
	$(CXX) $(BENCH_CXXFLAGS) -c $< -o $@

# The workbook's side of bench-hard: the variant joints' program, built
# against its library as plots/joint_gaps.c is.
$(BENCH_BIN)/obj/hard_probe.o: bench/hard_probe.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -DSTAGE_NUMBER=8 -Iengine -Icommon -c $< -o $@

$(BENCH_BIN)/hard_probe: $(BENCH_BIN)/obj/hard_probe.o $(BUILD)/libvariant_joints.a $(BUILD)/libcommon.a
	$(CC) $(ALL_CFLAGS) $^ $(LDLIBS) -o $@

$(BENCH_BIN)/chipmunk: $(BENCH_BIN)/obj/chipmunk_pile.o $(BENCH_BIN)/obj/pile_scene.o
	$(CC) $(ALL_CFLAGS) $^ $(CHIPMUNK_LIBS) -o $@

$(BENCH_BIN)/box2d: $(BENCH_BIN)/obj/box2d_pile.o $(BENCH_BIN)/obj/pile_scene.o
	$(CXX) $(BENCH_CXXFLAGS) $^ $(BOX2D_LIBS) -o $@

# Box2D v3, once per build given.  $(BENCH_BIN)/NAME.prefix holds the
# prefix the program was built from and is rewritten only when it
# changes, so pointing BOX2D_V3 at another build rebuilds the program.
define BOX2D_V3_template
$(BENCH_BIN)/$(1).prefix: bench-box2d-v3-prefix
	@mkdir -p $$(@D)
	@if [ "$$$$(cat $$@ 2>/dev/null)" != '$(2)' ]; then echo '$(2)' > $$@; fi

$(BENCH_BIN)/obj/$(1)_pile.o: bench/peers/box2d_v3_pile.c $(BENCH_BIN)/$(1).prefix
	@mkdir -p $$(@D)
	$(CC) $(ALL_CFLAGS) -I$(2)/include -DPILE_NAME='"$(1)"' -c $$< -o $$@

$(BENCH_BIN)/$(1): $(BENCH_BIN)/obj/$(1)_pile.o $(BENCH_BIN)/obj/pile_scene.o $(2)/lib/libbox2d.a
	$(CC) $(ALL_CFLAGS) $$^ -lm -o $$@

$(BENCH_BIN)/obj/$(1)_hard.o: bench/peers/box2d_v3_hard.c $(BENCH_BIN)/$(1).prefix
	@mkdir -p $$(@D)
	$(CC) $(ALL_CFLAGS) -I$(2)/include -c $$< -o $$@

$(BENCH_BIN)/$(1)_hard: $(BENCH_BIN)/obj/$(1)_hard.o $(BENCH_BIN)/obj/pile_scene.o $(2)/lib/libbox2d.a
	$(CC) $(ALL_CFLAGS) $$^ -lm -o $$@
endef
.PHONY: bench-box2d-v3-prefix
bench-box2d-v3-prefix:
$(foreach b,$(BOX2D_V3_BUILDS),$(eval $(call BOX2D_V3_template,$(b),$(call box2d_v3_prefix,$(b)))))

# variants/variants.mk - the variants of stage 8, included by the top
# Makefile after the stage templates (it uses STAGE_08_TEST_SRC, BUILD,
# OUT, ALL_CFLAGS, CHECK_CFLAGS, CHECK_LIBS, LDLIBS and GNUPLOT).
#
# Every directory variants/NAME/ that holds a MANIFEST is a complete copy
# of its parent with one method changed (the MANIFEST says which items;
# tools/lineage.sh checks it).  The parent is
# stages/08_collision_angular_resolution/, or the variant OTHER when the
# MANIFEST has the line `extends variants/OTHER`; the ancestors of a
# variant are its parent, the parent's parent and so on, up to the one
# whose parent is stage 08.  For each variant, with no rule to write:
#   $(BUILD)/variant_NAME          the program (the stages' headless main)
#   $(BUILD)/tests/variant_NAME    stage 8's Check suites (every
#                                  tests/MM_*/ with MM <= 08, compiled
#                                  with -DSTAGE_NUMBER=8 against the
#                                  variant's headers), then the suites
#                                  tests/variants/ANC/test_*.c of each
#                                  ancestor (the one nearest stage 08
#                                  first), then the variant's own
#                                  tests/variants/NAME/test_*.c
#   make test-variant_NAME         builds and runs that runner
#   make variants                  every variant program
# The hooks: `all` builds every variant, `run-tests` builds and runs every
# variant runner (TEST_RUNNERS), `tests-build` builds them, `make demo`
# draws each variant's figure (DEMO_EXTRA, rules below), `make bench`
# finds the programs by the name $(BUILD)/variant_*.

VARIANT_DIRS := $(sort $(patsubst %/MANIFEST,%,$(wildcard variants/*/MANIFEST)))
VARIANT_NAMES := $(notdir $(VARIANT_DIRS))
VARIANT_PROGRAMS := $(foreach v,$(VARIANT_NAMES),$(BUILD)/variant_$(v))
VARIANT_RUNNERS := $(foreach v,$(VARIANT_NAMES),$(BUILD)/tests/variant_$(v))
# Each variant's ancestors, from tools/lineage.sh --ancestors ("NAME=A,B"
# per variant): VARIANT_ANCESTORS_NAME = A B.  A MANIFEST whose `extends`
# names no variant, or a chain of parents that loops, stops make with
# lineage.sh's one line (naming the MANIFEST and its line); `make clean`
# still runs.
comma := ,
VARIANT_ANCESTRY := $(shell sh tools/lineage.sh --ancestors 2>&1 || echo VARIANT_ANCESTRY_FAILED)
ifneq ($(filter VARIANT_ANCESTRY_FAILED,$(VARIANT_ANCESTRY)),)
ifneq ($(filter-out clean,$(or $(MAKECMDGOALS),all)),)
$(error $(filter-out VARIANT_ANCESTRY_FAILED,$(VARIANT_ANCESTRY)))
endif
VARIANT_ANCESTRY :=
endif
$(foreach a,$(VARIANT_ANCESTRY),$(eval VARIANT_ANCESTORS_$(firstword $(subst =, ,$(a))) := $(subst $(comma), ,$(word 2,$(subst =, ,$(a))))))
# "coulomb_friction" -> "Coulomb friction"
variant_title = $(shell echo '$(1)' | sed -e 's/_/ /g' -e 's/^./\U&/')

.PHONY: variants $(foreach v,$(VARIANT_NAMES),test-variant_$(v))

variants: $(VARIANT_PROGRAMS)
all: $(VARIANT_PROGRAMS)
tests-build: $(VARIANT_RUNNERS)
run-tests: $(VARIANT_RUNNERS)
TEST_RUNNERS += $(VARIANT_RUNNERS)

# $(1) = NAME.  The same rules as STAGE_template, with the variant's
# directory in place of the stage's.
define VARIANT_template
VARIANT_$(1)_DIR := variants/$(1)
VARIANT_$(1)_SRC := $$(filter-out %/main.c,$$(wildcard variants/$(1)/*.c))
VARIANT_$(1)_OBJ := $$(patsubst variants/$(1)/%.c,$(BUILD)/obj/variant_$(1)/%.o,$$(VARIANT_$(1)_SRC))
VARIANT_$(1)_ID := -DSTAGE_NAME='"variant_$(1)"' -DSTAGE_TITLE='"$$(call variant_title,$(1))"'

$(BUILD)/obj/variant_$(1)/%.o: variants/$(1)/%.c
	@mkdir -p $$(@D)
	$$(CC) $$(ALL_CFLAGS) $$(VARIANT_$(1)_ID) -Ivariants/$(1) -Icommon -c $$< -o $$@

$(BUILD)/libvariant_$(1).a: $$(VARIANT_$(1)_OBJ)
	@mkdir -p $$(@D)
	$$(AR) rcs $$@ $$^

$(BUILD)/variant_$(1): $(BUILD)/obj/variant_$(1)/main.o $(BUILD)/libvariant_$(1).a $(BUILD)/libcommon.a
	$$(CC) $$(ALL_CFLAGS) $$^ $$(LDLIBS) -o $$@

# Stage 8's suites, each ancestor's, then the variant's own.
VARIANT_$(1)_TEST_SRC := $$(STAGE_08_TEST_SRC) $$(foreach a,$$(VARIANT_ANCESTORS_$(1)) $(1),$$(wildcard tests/variants/$$(a)/test_*.c))
VARIANT_$(1)_TEST_OBJ := $$(patsubst tests/%.c,$(BUILD)/obj/tests/variant_$(1)/%.o,$$(VARIANT_$(1)_TEST_SRC))

# The tests the variant supersedes (tests/variants/NAME/SUPERSEDED: stage
# 8's, or an ancestor's; one name a line, each with its reason after a '#'
# on the same line; other lines may be '#' comments alone) and the ones
# each ancestor supersedes (a variant inherits them), as the list of
# strings that
# tests/variants/support/variant_supersede.h leaves out; the header also
# wraps tcase_add_loop_test, so a loop test (a table of cases) can be
# superseded as a whole too.  A name without its reason, or two names on
# a line, stops the build with one line naming the file and line.
VARIANT_$(1)_SUPERSEDED := $$(wildcard $$(foreach a,$$(VARIANT_ANCESTORS_$(1)) $(1),tests/variants/$$(a)/SUPERSEDED))
$(BUILD)/tests/superseded_$(1)/variant_superseded.h: $$(VARIANT_$(1)_SUPERSEDED) variants/$(1)/MANIFEST variants/variants.mk
	@mkdir -p $$(@D)
	@awk '{ name = $$$$0; sub(/#.*/, "", name); n = split(name, w, " "); why = substr($$$$0, length(name) + 2) } \
	    n > 1 { print FILENAME ":" FNR ": one test name a line, then its reason after a \"#\"" > "/dev/stderr"; exit 2 } \
	    n == 1 && why !~ /[^ \t]/ { print FILENAME ":" FNR ": " w[1] " has no reason; say why it is superseded after a \"#\" on its line" > "/dev/stderr"; exit 2 }' \
	    /dev/null $$(VARIANT_$(1)_SUPERSEDED)
	{ echo '/* Generated from $$(or $$(VARIANT_$(1)_SUPERSEDED),no SUPERSEDED list); do not edit. */'; \
	  printf '#define VARIANT_SUPERSEDED'; \
	  for f in $$(VARIANT_$(1)_SUPERSEDED); do sed -e 's/#.*//' "$$$$f"; done | \
	      awk 'NF && !seen[$$$$1]++ { printf " \"%s\",", $$$$1 }'; echo; \
	  echo '/* Check'"'"'s tcase_add_loop_test, which leaves a superseded test out too'; \
	  echo '   (check.h is included before this header). */'; \
	  echo 'static inline int variant_superseded(const char *name);'; \
	  echo 'static inline void variant_tcase_add_loop_test(TCase *tc, const TTest *tf, int s, int e)'; \
	  echo '{'; \
	  echo '    if (!variant_superseded(tf->name))'; \
	  echo '        tcase_add_loop_test_raise_signal(tc, tf, 0, s, e);'; \
	  echo '}'; \
	  echo '#undef tcase_add_loop_test'; \
	  echo '#define tcase_add_loop_test(tc, tf, s, e) variant_tcase_add_loop_test(tc, tf, s, e)'; } > $$@

$(BUILD)/obj/tests/variant_$(1)/%.o: tests/%.c $(BUILD)/tests/superseded_$(1)/variant_superseded.h
	@mkdir -p $$(@D)
	$$(CC) $$(ALL_CFLAGS) $$(CHECK_CFLAGS) -DSTAGE_NUMBER=8 -I$(BUILD)/tests/superseded_$(1) \
	    -include tests/variants/support/variant_supersede.h \
	    -Ivariants/$(1) -Icommon -Itests/support -Itests/variants/support -c $$< -o $$@

$(BUILD)/tests/runner_variant_$(1).c: $$(VARIANT_$(1)_TEST_SRC) tools/make_runner.sh variants/$(1)/MANIFEST
	@mkdir -p $$(@D)
	sh tools/make_runner.sh variant_$(1) $$(VARIANT_$(1)_TEST_SRC) > $$@

$(BUILD)/tests/variant_$(1): $(BUILD)/tests/runner_variant_$(1).c $$(VARIANT_$(1)_TEST_OBJ) $(BUILD)/libvariant_$(1).a $(BUILD)/libcommon.a
	$$(CC) $$(ALL_CFLAGS) $$(CHECK_CFLAGS) $$^ $$(CHECK_LIBS) $$(LDLIBS) -o $$@

test-variant_$(1): $(BUILD)/tests/variant_$(1)
	$(BUILD)/tests/variant_$(1)
endef
$(foreach v,$(VARIANT_NAMES),$(eval $(call VARIANT_template,$(v))))

# ---- the figures (make demo) ------------------------------------------------
# Each variant runs one scene of the book next to stage 8, and
# plots/variant_NAME.gp draws the two traces:
#   out/variants/NAME.png
# The runs: $(OUT)/variants/NAME/{stage08,variant}_RUN.csv, each the scene
# the rule names run without keys for the given number of updates.
VARIANTS_OUT := $(OUT)/variants

# $(call variant_run,PROGRAM,SCENE COMMAND,FRAMES): writes the scene the
# command prints next to the trace $@ and runs PROGRAM on it without keys.
variant_run = mkdir -p $(@D); $(2) > $(@:.csv=.scene); \
	$(1) --scene $(@:.csv=.scene) --script plots/no_keys.txt \
	    --frames $(3) --trace $@ > $(@:.csv=.txt)

# $(call variant_fig,NAME,TITLE,COLUMN,YLABEL[,log|keylow]): draws $@ from the two runs
# $(VARIANTS_OUT)/NAME/stage08.csv and variant.csv.
variant_fig = $(GNUPLOT) -c plots/variant_compare.gp $@ "$(2)" $(3) "$(4)" \
	$(VARIANTS_OUT)/$(1)/stage08.csv $(VARIANTS_OUT)/$(1)/variant.csv $(1) $(5)

# One block per variant: its two runs and its figure.  A variant whose
# directory is missing draws nothing.
VARIANT_FIGS :=

ifneq ($(filter coulomb_friction,$(VARIANT_NAMES)),)
# book/scenes/spinhit.scene: a spinning box thrown at the floor, no
# gravity, e = 1.  Stage 8 gains energy; Coulomb's friction cannot.
VARIANT_FIGS += $(VARIANTS_OUT)/coulomb_friction.png
$(VARIANTS_OUT)/coulomb_friction/stage08.csv: $(BUILD)/stage08 book/scenes/spinhit.scene plots/no_keys.txt
	$(call variant_run,$(BUILD)/stage08,cat book/scenes/spinhit.scene,120)
$(VARIANTS_OUT)/coulomb_friction/variant.csv: $(BUILD)/variant_coulomb_friction book/scenes/spinhit.scene plots/no_keys.txt
	$(call variant_run,$(BUILD)/variant_coulomb_friction,cat book/scenes/spinhit.scene,120)
$(VARIANTS_OUT)/coulomb_friction.png: $(VARIANTS_OUT)/coulomb_friction/stage08.csv $(VARIANTS_OUT)/coulomb_friction/variant.csv plots/variant_compare.gp $(PLOT_STYLE)
	$(call variant_fig,coulomb_friction,book/scenes/spinhit.scene: a spinning box hits the floor (no gravity; e = 1; mu = 0.8),energy,energy (kinetic; no gravity))
endif

ifneq ($(filter slop_correction,$(VARIANT_NAMES)),)
# book/scenes/box.scene: a box resting on the floor.  Its kinetic energy
# is the jitter: the chapter's projection pushes it clear every update.
VARIANT_FIGS += $(VARIANTS_OUT)/slop_correction.png
$(VARIANTS_OUT)/slop_correction/stage08.csv: $(BUILD)/stage08 book/scenes/box.scene plots/no_keys.txt
	$(call variant_run,$(BUILD)/stage08,cat book/scenes/box.scene,300)
$(VARIANTS_OUT)/slop_correction/variant.csv: $(BUILD)/variant_slop_correction book/scenes/box.scene plots/no_keys.txt
	$(call variant_run,$(BUILD)/variant_slop_correction,cat book/scenes/box.scene,300)
$(VARIANTS_OUT)/slop_correction.png: $(VARIANTS_OUT)/slop_correction/stage08.csv $(VARIANTS_OUT)/slop_correction/variant.csv plots/variant_compare.gp $(PLOT_STYLE)
	$(call variant_fig,slop_correction,book/scenes/box.scene: a box resting on the floor,ke_linear,kinetic energy of the centre's motion,log)
endif

ifneq ($(filter materials,$(VARIANT_NAMES)),)
# A ball with e = 1 dropped on a floor with e = 0 (the same scene for
# both): stage 8 averages e to 0.5 and the ball bounces; the materials
# variant takes the smaller e, 0, and it stays down.
VARIANT_FIGS += $(VARIANTS_OUT)/materials.png
MATERIALS_SCENE := printf 'circle 50 30 2 restitution=1\nrect 50 4 100 3.75 static restitution=0\n'
$(VARIANTS_OUT)/materials/stage08.csv: $(BUILD)/stage08 plots/no_keys.txt
	$(call variant_run,$(BUILD)/stage08,$(MATERIALS_SCENE),180)
$(VARIANTS_OUT)/materials/variant.csv: $(BUILD)/variant_materials plots/no_keys.txt
	$(call variant_run,$(BUILD)/variant_materials,$(MATERIALS_SCENE),180)
$(VARIANTS_OUT)/materials.png: $(VARIANTS_OUT)/materials/stage08.csv $(VARIANTS_OUT)/materials/variant.csv plots/variant_compare.gp $(PLOT_STYLE)
	$(call variant_fig,materials,a ball with e = 1 dropped on a floor with e = 0,energy,energy (kinetic + potential))
endif

ifneq ($(filter aabb_layers,$(VARIANT_NAMES)),)
# Three balls dropped in one column on the floor.  In the variant's run
# the middle one is in layer 2 and meets only layer 2 (layer=2 mask=2):
# it passes through the ball below and the floor, so the run has fewer
# contacts.  (Stage 8 cannot read the words, so it runs the file without
# them.)
VARIANT_FIGS += $(VARIANTS_OUT)/aabb_layers.png
AABB_LAYERS_SCENE = printf 'circle 50 12 2\ncircle 50 22 2 $(1)\ncircle 50 32 2\nrect 50 4 100 3.75 static\n'
$(VARIANTS_OUT)/aabb_layers/stage08.csv: $(BUILD)/stage08 plots/no_keys.txt
	$(call variant_run,$(BUILD)/stage08,$(call AABB_LAYERS_SCENE,),120)
$(VARIANTS_OUT)/aabb_layers/variant.csv: $(BUILD)/variant_aabb_layers plots/no_keys.txt
	$(call variant_run,$(BUILD)/variant_aabb_layers,$(call AABB_LAYERS_SCENE,layer=2 mask=2),120)
$(VARIANTS_OUT)/aabb_layers.png: $(VARIANTS_OUT)/aabb_layers/stage08.csv $(VARIANTS_OUT)/aabb_layers/variant.csv plots/variant_compare.gp $(PLOT_STYLE)
	$(call variant_fig,aabb_layers,three balls in a column; the variant's middle one in layer 2 (mask 2),contacts,contacts found in the update,keylow)
endif

ifneq ($(filter time_of_impact,$(VARIANT_NAMES)),)
# book/scenes/bounce.scene: a ball with e = 1 on a floor with e = 1, ten
# bounces in 36 s.  Stage 8's projection lifts the ball out of the floor
# at each landing and adds energy; backing up to the time of impact turns
# it round at the surface and adds none.  The figure gives back the
# integrator's own loss (plots/variant_time_of_impact.gp says why).
VARIANT_FIGS += $(VARIANTS_OUT)/time_of_impact.png
$(VARIANTS_OUT)/time_of_impact/stage08.csv: $(BUILD)/stage08 book/scenes/bounce.scene plots/no_keys.txt
	$(call variant_run,$(BUILD)/stage08,cat book/scenes/bounce.scene,2160)
$(VARIANTS_OUT)/time_of_impact/variant.csv: $(BUILD)/variant_time_of_impact book/scenes/bounce.scene plots/no_keys.txt
	$(call variant_run,$(BUILD)/variant_time_of_impact,cat book/scenes/bounce.scene,2160)
$(VARIANTS_OUT)/time_of_impact.png: $(VARIANTS_OUT)/time_of_impact/stage08.csv $(VARIANTS_OUT)/time_of_impact/variant.csv plots/variant_time_of_impact.gp $(PLOT_STYLE)
	$(GNUPLOT) -c plots/variant_time_of_impact.gp $@ "book/scenes/bounce.scene: a ball with e = 1 on a floor with e = 1" \
	    $(VARIANTS_OUT)/time_of_impact/stage08.csv $(VARIANTS_OUT)/time_of_impact/variant.csv
endif

ifneq ($(filter contact_manifold,$(VARIANT_NAMES)),)
# Three boxes dropped flat on the floor.  Stage 8 takes one of the two
# tied corners of each landing box and it spins; the manifold's two
# points push together and every box lands and stays without turning.
VARIANT_FIGS += $(VARIANTS_OUT)/contact_manifold.png
CONTACT_MANIFOLD_SCENE := printf 'rect 30 20 8 4\nrect 50 30 10 3\nrect 70 25 6 6\nrect 50 4 100 3.75 static\n'
$(VARIANTS_OUT)/contact_manifold/stage08.csv: $(BUILD)/stage08 plots/no_keys.txt
	$(call variant_run,$(BUILD)/stage08,$(CONTACT_MANIFOLD_SCENE),300)
$(VARIANTS_OUT)/contact_manifold/variant.csv: $(BUILD)/variant_contact_manifold plots/no_keys.txt
	$(call variant_run,$(BUILD)/variant_contact_manifold,$(CONTACT_MANIFOLD_SCENE),300)
$(VARIANTS_OUT)/contact_manifold.png: $(VARIANTS_OUT)/contact_manifold/stage08.csv $(VARIANTS_OUT)/contact_manifold/variant.csv plots/variant_compare.gp $(PLOT_STYLE)
	$(call variant_fig,contact_manifold,three boxes dropped flat on the floor,ke_angular,kinetic energy of turning)
endif

ifneq ($(filter sequential_impulses,$(VARIANT_NAMES)),)
# The benchmark's pile of 100 shapes (bench/pile.awk), 10 s.  Stage 8's
# pairs each forget what the others did and the pile keeps moving; the
# sequential impulses solve the contacts together and it comes to rest.
VARIANT_FIGS += $(VARIANTS_OUT)/sequential_impulses.png
$(VARIANTS_OUT)/sequential_impulses/stage08.csv: $(BUILD)/stage08 bench/pile.awk plots/no_keys.txt
	$(call variant_run,$(BUILD)/stage08,awk -v n=100 -f bench/pile.awk,600)
$(VARIANTS_OUT)/sequential_impulses/variant.csv: $(BUILD)/variant_sequential_impulses bench/pile.awk plots/no_keys.txt
	$(call variant_run,$(BUILD)/variant_sequential_impulses,awk -v n=100 -f bench/pile.awk,600)
$(VARIANTS_OUT)/sequential_impulses.png: $(VARIANTS_OUT)/sequential_impulses/stage08.csv $(VARIANTS_OUT)/sequential_impulses/variant.csv plots/variant_compare.gp $(PLOT_STYLE)
	$(call variant_fig,sequential_impulses,the benchmark's pile of 100 shapes (bench/pile.awk),ke_linear,kinetic energy of the centres' motion,log)
endif

ifneq ($(filter warm_starting,$(VARIANT_NAMES)),)
# The benchmark's pile of 200 shapes (bench/pile.awk), 10 s: the
# sequential impulses start every update from zero and the deep pile
# keeps sinking and moving; warm starting carries last update's impulses
# and it comes to rest.
VARIANT_FIGS += $(VARIANTS_OUT)/warm_starting.png
$(VARIANTS_OUT)/warm_starting/stage08.csv: $(BUILD)/stage08 bench/pile.awk plots/no_keys.txt
	$(call variant_run,$(BUILD)/stage08,awk -v n=200 -f bench/pile.awk,600)
$(VARIANTS_OUT)/warm_starting/variant.csv: $(BUILD)/variant_warm_starting bench/pile.awk plots/no_keys.txt
	$(call variant_run,$(BUILD)/variant_warm_starting,awk -v n=200 -f bench/pile.awk,600)
$(VARIANTS_OUT)/warm_starting.png: $(VARIANTS_OUT)/warm_starting/stage08.csv $(VARIANTS_OUT)/warm_starting/variant.csv plots/variant_compare.gp $(PLOT_STYLE)
	$(call variant_fig,warm_starting,the benchmark's pile of 200 shapes (bench/pile.awk),ke_linear,kinetic energy of the centres' motion,log)

# The residual figure (chapter 10): plots/residual.c, built against the
# variant's headers and library, runs the pile of 100 for 600 updates,
# then sweeps that state warm and from zero; plots/residual.gp draws the
# residual after each of the 15 sweeps (log y):
#   out/track/residual.png   (its table: out/track/residual.csv)
VARIANT_FIGS += $(OUT)/track/residual.png
$(BUILD)/obj/plots/residual.o: plots/residual.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -DSTAGE_NUMBER=8 -Ivariants/warm_starting -Icommon -c $< -o $@
$(BUILD)/plots/residual: $(BUILD)/obj/plots/residual.o $(BUILD)/libvariant_warm_starting.a $(BUILD)/libcommon.a
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) $^ $(LDLIBS) -o $@
$(OUT)/track/residual.scene: bench/pile.awk
	@mkdir -p $(@D)
	awk -v n=100 -f bench/pile.awk > $@
$(OUT)/track/residual.csv: $(BUILD)/plots/residual $(OUT)/track/residual.scene
	$(BUILD)/plots/residual $(OUT)/track/residual.scene 600 > $@
$(OUT)/track/residual.png: $(OUT)/track/residual.csv plots/residual.gp $(PLOT_STYLE)
	$(GNUPLOT) -c plots/residual.gp $@ "The benchmark's pile of 100 shapes after 10 s: one update's sweeps" $<
endif

ifneq ($(filter broad_phase,$(VARIANT_NAMES)),)
# The benchmark's pile of 400 shapes (bench/pile.awk), 10 s: stage 08
# against the track at 400 shapes, a size the all-pairs track pays
# dearly for.  The broad phase changes the work, not the result: its
# curve is warm_starting's, bit for bit (and so is every trace).
VARIANT_FIGS += $(VARIANTS_OUT)/broad_phase.png
$(VARIANTS_OUT)/broad_phase/stage08.csv: $(BUILD)/stage08 bench/pile.awk plots/no_keys.txt
	$(call variant_run,$(BUILD)/stage08,awk -v n=400 -f bench/pile.awk,600)
$(VARIANTS_OUT)/broad_phase/variant.csv: $(BUILD)/variant_broad_phase bench/pile.awk plots/no_keys.txt
	$(call variant_run,$(BUILD)/variant_broad_phase,awk -v n=400 -f bench/pile.awk,600)
# (No comma in a caption: $(call) would split the argument there.)
$(VARIANTS_OUT)/broad_phase.png: $(VARIANTS_OUT)/broad_phase/stage08.csv $(VARIANTS_OUT)/broad_phase/variant.csv plots/variant_compare.gp $(PLOT_STYLE)
	$(call variant_fig,broad_phase,the benchmark's pile of 400 shapes (bench/pile.awk): the curve is warm starting's bit for bit,ke_linear,kinetic energy of the centres' motion,log)

# Its traces are its parent's, byte for byte (make test runs the check
# as one more runner): tests/variants/broad_phase/traces.sh.
BROAD_PHASE_TRACES := $(BUILD)/tests/broad_phase_traces
$(BROAD_PHASE_TRACES): tests/variants/broad_phase/traces.sh $(BUILD)/variant_warm_starting $(BUILD)/variant_broad_phase
	@mkdir -p $(@D)
	printf '#!/bin/sh\nexec sh tests/variants/broad_phase/traces.sh $(BUILD)/variant_warm_starting $(BUILD)/variant_broad_phase\n' > $@
	chmod +x $@
TEST_RUNNERS += $(BROAD_PHASE_TRACES)
run-tests: $(BROAD_PHASE_TRACES)
tests-build: $(BROAD_PHASE_TRACES)
endif

ifneq ($(filter sleeping,$(VARIANT_NAMES)),)
# plots/brick_pile.awk: 200 boxes settle and a box dropped from y = 220
# lands on them at about 4.4 s.  Stage 08's pile never rests.  The
# sleeping pile settles and sleeps within the first second: from then
# until 4.4 s the curve is the falling box's alone (m g^2 t^2 / 2); the
# box wakes the pile, and pile and box settle and sleep again by 6 s,
# after which the kinetic energy is exactly 0 (off the log scale).
VARIANT_FIGS += $(VARIANTS_OUT)/sleeping.png
$(VARIANTS_OUT)/sleeping/stage08.csv: $(BUILD)/stage08 plots/brick_pile.awk plots/no_keys.txt
	$(call variant_run,$(BUILD)/stage08,awk -f plots/brick_pile.awk,900)
$(VARIANTS_OUT)/sleeping/variant.csv: $(BUILD)/variant_sleeping plots/brick_pile.awk plots/no_keys.txt
	$(call variant_run,$(BUILD)/variant_sleeping,awk -f plots/brick_pile.awk,900)
$(VARIANTS_OUT)/sleeping.png: $(VARIANTS_OUT)/sleeping/stage08.csv $(VARIANTS_OUT)/sleeping/variant.csv plots/variant_compare.gp $(PLOT_STYLE)
	$(call variant_fig,sleeping,200 boxes laid like bricks; a box dropped on them lands at 4.4 s (0 = asleep: off the scale),ke_linear,kinetic energy of the centres' motion,log)
endif

DEMO_EXTRA += $(VARIANT_FIGS)
demo-files: $(VARIANT_FIGS)
.SECONDARY: $(foreach v,$(VARIANT_NAMES),$(VARIANTS_OUT)/$(v)/stage08.csv $(VARIANTS_OUT)/$(v)/variant.csv)

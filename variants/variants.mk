# variants/variants.mk - the variants of stage 8, included by the top
# Makefile after the stage templates (it uses STAGE_08_TEST_SRC, BUILD,
# OUT, ALL_CFLAGS, CHECK_CFLAGS, CHECK_LIBS, LDLIBS and GNUPLOT).
#
# Every directory variants/NAME/ that holds a MANIFEST is a complete copy
# of stages/08_collision_angular_resolution/ with one method changed (the
# MANIFEST says which items; tools/lineage.sh checks it).  For
# each one, with no rule to write:
#   $(BUILD)/variant_NAME          the program (the stages' headless main)
#   $(BUILD)/tests/variant_NAME    stage 8's Check suites (every
#                                  tests/MM_*/ with MM <= 08, compiled
#                                  with -DSTAGE_NUMBER=8 against the
#                                  variant's headers) plus the variant's
#                                  own tests/variants/NAME/test_*.c
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

VARIANT_$(1)_TEST_SRC := $$(STAGE_08_TEST_SRC) $$(wildcard tests/variants/$(1)/test_*.c)
VARIANT_$(1)_TEST_OBJ := $$(patsubst tests/%.c,$(BUILD)/obj/tests/variant_$(1)/%.o,$$(VARIANT_$(1)_TEST_SRC))

# The stage 8 tests the variant supersedes (tests/variants/NAME/SUPERSEDED,
# one name a line, '#' comments) as the list of strings that
# tests/variants/support/variant_supersede.h leaves out; the header also
# wraps tcase_add_loop_test, so a loop test (a table of cases) can be
# superseded as a whole too.
VARIANT_$(1)_SUPERSEDED := $$(wildcard tests/variants/$(1)/SUPERSEDED)
$(BUILD)/tests/superseded_$(1)/variant_superseded.h: $$(VARIANT_$(1)_SUPERSEDED) variants/variants.mk
	@mkdir -p $$(@D)
	{ echo '/* Generated from tests/variants/$(1)/SUPERSEDED; do not edit. */'; \
	  printf '#define VARIANT_SUPERSEDED'; \
	  for f in $$(VARIANT_$(1)_SUPERSEDED); do sed -e 's/#.*//' "$$$$f"; done | \
	      awk 'NF { printf " \"%s\",", $$$$1 }'; echo; \
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

$(BUILD)/tests/runner_variant_$(1).c: $$(VARIANT_$(1)_TEST_SRC) tools/make_runner.sh
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

DEMO_EXTRA += $(VARIANT_FIGS)
demo-files: $(VARIANT_FIGS)
.SECONDARY: $(foreach v,$(VARIANT_NAMES),$(VARIANTS_OUT)/$(v)/stage08.csv $(VARIANTS_OUT)/$(v)/variant.csv)

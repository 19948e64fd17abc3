# soak.mk - random scenes in a closed room through every stage from 05 on
# and every preset of the engine.
#
#   make soak-test   the short soak (part of the tests)
#   make soak        the long soak, several minutes (faster with -j2): every
#                    program runs even when an earlier one failed, and a
#                    table of the scenes that failed ends the run
#                    ($(OUT)/soak/summary.md; the logs beside it)
#
# One source, tests/soak/soak.c, linked once per program against its
# library ($(BUILD)/libstageNN.a, or $(BUILD)/libvariant_NAME.a, which
# the Makefile builds); it reaches the engine only through the program's
# StageApi (tests/soak/soak_api.h).  Every preset of engine/presets.h is
# soaked, with no rule to write.
# SOAK_ARGS / SOAK_VARIANT_ARGS / SOAK_LONG_ARGS pick the scenes and
# updates of each run (the short soak runs fewer scenes per variant, to
# keep make test short; the long soak runs the same for every program).

SOAK_STAGES := $(foreach n,$(STAGE_NUMS),$(if $(call not_after,05,$(n)),$(n)))
SOAK_VARIANTS := $(VARIANT_NAMES)
SOAK_PROGRAMS := $(foreach n,$(SOAK_STAGES),stage$(n)) $(foreach v,$(SOAK_VARIANTS),variant_$(v))
SOAK_ARGS ?= --scenes 75 --updates 400
SOAK_VARIANT_ARGS ?= --scenes 20 --updates 400
# A variant whose update costs many times stage 08's gets a short soak
# of its own (SOAK_ARGS_variant_NAME): time_of_impact bisects each step
# back to the moment of contact, about nine times stage 08's time.
SOAK_ARGS_variant_time_of_impact ?= --scenes 6 --updates 400
SOAK_LONG_ARGS ?= --scenes 400 --updates 600 --seed 2 --keep-going
SOAK_OUT := $(OUT)/soak
# Where the soak checks finiteness alone: stage 5 only detects collisions,
# so its shapes fall through the walls by design; stage 6 corrects
# positions but never the velocity into a contact, so a pile keeps
# speeding up under gravity and presses its lowest small shapes through
# the floor (about one scene in ten, mostly a light shape under heavy ones).
# Stages 07 and 08 and every variant (each descends from stage 08) get
# the room check.
SOAK_NO_ROOM := stage05 stage06
# Each program runs twice: masses over four decades (0.01 to 100) with
# finiteness checked, and over two decades (0.1 to 10) with the room
# checked too (where SOAK_NO_ROOM allows): the chapter's solver lets a
# shape much lighter than what presses on it be crushed through a wall
# (see soak.c).  $(call soak_runs,PROGRAM,ARGS)
soak_runs = $(BUILD)/soak/$(1) $(2) --no-room \
	$(if $(filter $(1),$(SOAK_NO_ROOM)),,&& $(BUILD)/soak/$(1) $(2) --mass-decades 2)
soak_args = $(if $(SOAK_ARGS_$(1)),$(SOAK_ARGS_$(1)),$(if $(filter variant_%,$(1)),$(SOAK_VARIANT_ARGS),$(SOAK_ARGS)))
SOAK_BINS := $(foreach p,$(SOAK_PROGRAMS),$(BUILD)/soak/$(p))

.PHONY: soak soak-test soak-build soak-summary \
	$(foreach p,$(SOAK_PROGRAMS),soak-test-$(p) soak-long-$(p))

$(BUILD)/obj/tests/soak/soak.o: tests/soak/soak.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -Icommon -c $< -o $@

$(BUILD)/obj/tests/soak/soak_stage.o: tests/soak/soak_stage.c tests/soak/soak_api.h
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -Icommon -c $< -o $@

$(BUILD)/obj/tests/soak/soak_program.o: tests/soak/soak_program.c tests/soak/soak_api.h
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -Iengine -Icommon -c $< -o $@

$(BUILD)/soak/stage%: $(BUILD)/obj/tests/soak/soak.o $(BUILD)/obj/tests/soak/soak_stage.o $(BUILD)/libstage%.a $(BUILD)/libcommon.a
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) $^ $(LDLIBS) -o $@

$(BUILD)/soak/variant_%: $(BUILD)/obj/tests/soak/soak.o $(BUILD)/obj/tests/soak/soak_program.o $(BUILD)/libvariant_%.a $(BUILD)/libcommon.a
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) $^ $(LDLIBS) -o $@

soak-build: $(SOAK_BINS)

# One target per program, so make -j runs them side by side.
soak-test: $(foreach p,$(SOAK_PROGRAMS),soak-test-$(p))

$(foreach p,$(SOAK_PROGRAMS),soak-test-$(p)): soak-test-%: $(BUILD)/soak/%
	@$(call soak_runs,$*,$(call soak_args,$*))

# The long soak: each run's report goes to $(SOAK_OUT)/PROGRAM.finite.txt
# and .room.txt (stderr too: the failed scenes and their rerun commands),
# and its exit status beside it; a failure does not stop the others.
# The summary reads them all and fails when any run failed.
soak: $(foreach p,$(SOAK_PROGRAMS),soak-long-$(p))
	@$(MAKE) --no-print-directory soak-summary

$(foreach p,$(SOAK_PROGRAMS),soak-long-$(p)): soak-long-%: $(BUILD)/soak/%
	@mkdir -p $(SOAK_OUT)
	@rm -f $(SOAK_OUT)/$*.finite.* $(SOAK_OUT)/$*.room.*
	@$(BUILD)/soak/$* $(SOAK_LONG_ARGS) --no-room > $(SOAK_OUT)/$*.finite.txt 2>&1; \
	    echo $$? > $(SOAK_OUT)/$*.finite.status; tail -n 1 $(SOAK_OUT)/$*.finite.txt
	@$(if $(filter $*,$(SOAK_NO_ROOM)),:,$(BUILD)/soak/$* $(SOAK_LONG_ARGS) --mass-decades 2 \
	    > $(SOAK_OUT)/$*.room.txt 2>&1; echo $$? > $(SOAK_OUT)/$*.room.status; tail -n 1 $(SOAK_OUT)/$*.room.txt)

soak-summary:
	@sh tests/soak/summary.sh $(SOAK_OUT) $(SOAK_PROGRAMS)

# soak.mk - random scenes in a closed room through every stage from 05 on.
#
#   make soak-test   the short soak (part of the tests)
#   make soak        the long soak, a few minutes
#
# One source, tests/soak/soak.c, linked once per stage against that
# stage's library; it reaches the stage only through game_stage_api.
# SOAK_ARGS / SOAK_LONG_ARGS pick the scenes and updates of each run.

SOAK_STAGES := $(foreach n,$(STAGE_NUMS),$(if $(call not_after,05,$(n)),$(n)))
SOAK_ARGS ?= --scenes 75 --updates 400
SOAK_LONG_ARGS ?= --scenes 400 --updates 600 --seed 2 --keep-going
# Where the soak checks finiteness alone: stage 5 only detects collisions,
# so its shapes fall through the walls by design; stage 6 corrects
# positions but never the velocity into a contact, so a pile keeps
# speeding up under gravity and presses its lowest small shapes through
# the floor (about one scene in ten, mostly a light shape under heavy ones).
SOAK_NO_ROOM := 05 06
# Each stage runs twice: masses over four decades (0.01 to 100) with
# finiteness checked, and over two decades (0.1 to 10) with the room
# checked too (where SOAK_NO_ROOM allows): the chapter's solver lets a
# shape much lighter than what presses on it be crushed through a wall
# (see soak.c).
soak_runs = $(BUILD)/soak/stage$(1) $(2) --no-room \
	$(if $(filter $(1),$(SOAK_NO_ROOM)),,&& $(BUILD)/soak/stage$(1) $(2) --mass-decades 2)
SOAK_BINS := $(foreach n,$(SOAK_STAGES),$(BUILD)/soak/stage$(n))

.PHONY: soak soak-test soak-build

$(BUILD)/obj/tests/soak/soak.o: tests/soak/soak.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -Icommon -c $< -o $@

$(BUILD)/soak/stage%: $(BUILD)/obj/tests/soak/soak.o $(BUILD)/libstage%.a $(BUILD)/libcommon.a
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) $^ $(LDLIBS) -o $@

soak-build: $(SOAK_BINS)

soak-test: $(SOAK_BINS)
	@set -e; $(foreach n,$(SOAK_STAGES),$(call soak_runs,$(n),$(SOAK_ARGS));)

# Every stage runs even when an earlier one failed; make fails at the end.
soak: $(SOAK_BINS)
	@ok=1; $(foreach n,$(SOAK_STAGES),{ $(call soak_runs,$(n),$(SOAK_LONG_ARGS)); } || ok=0;) \
	test $$ok = 1

# fuzz.mk - libFuzzer harnesses for the parsers and stage 8 (make fuzz).
#
#   make fuzz                 build every harness, run each FUZZ_SECONDS
#   make fuzz FUZZ_SECONDS=600
#
# Everything is compiled again with clang and the fuzzer and sanitizer
# flags into $(BUILD)/fuzz/ (its own libcommon.a and libstage08.a), so it
# never mixes with the normal build.  Needs clang and libclang-rt-14-dev
# (the libFuzzer runtime); make fuzz installs them.

FUZZ_CC ?= clang
FUZZ_SECONDS ?= 30
FUZZ_DIR := $(BUILD)/fuzz
FUZZ_SAN := -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer
# Objects get coverage instrumentation; only the harness link adds
# libFuzzer's main.
FUZZ_OBJ_CFLAGS = $(WARNINGS) -O1 -g $(FUZZ_SAN) -fsanitize=fuzzer-no-link -MMD -MP
FUZZ_LINK_FLAGS = -g $(FUZZ_SAN) -fsanitize=fuzzer
FUZZ_HARNESSES := fuzz_scene fuzz_keyscript fuzz_probe_line fuzz_stage8_run fuzz_step_settings \
	fuzz_joints
FUZZ_STAGE_DIR := $(SRCDIR_stage08)
FUZZ_STAGE_SRC := $(filter-out %/main.c,$(wildcard $(FUZZ_STAGE_DIR)/*.c))

FUZZ_COMMON_OBJ := $(patsubst common/%.c,$(FUZZ_DIR)/obj/common/%.o,$(COMMON_SRC))
FUZZ_STAGE_OBJ := $(patsubst $(FUZZ_STAGE_DIR)/%.c,$(FUZZ_DIR)/obj/stage08/%.o,$(FUZZ_STAGE_SRC))

.PHONY: fuzz fuzz-build

$(FUZZ_DIR)/obj/common/%.o: common/%.c
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_OBJ_CFLAGS) -Icommon -c $< -o $@

$(FUZZ_DIR)/obj/stage08/%.o: $(FUZZ_STAGE_DIR)/%.c
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_OBJ_CFLAGS) $(ID_stage08) -I$(FUZZ_STAGE_DIR) -Icommon -c $< -o $@

$(FUZZ_DIR)/obj/fuzz/%.o: fuzz/%.c
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_OBJ_CFLAGS) -Icommon -c $< -o $@

$(FUZZ_DIR)/libcommon.a: $(FUZZ_COMMON_OBJ)
	$(AR) rcs $@ $^

$(FUZZ_DIR)/libstage08.a: $(FUZZ_STAGE_OBJ)
	$(AR) rcs $@ $^

$(FUZZ_DIR)/fuzz_stage8_run: $(FUZZ_DIR)/obj/fuzz/fuzz_stage8_run.o $(FUZZ_DIR)/libstage08.a $(FUZZ_DIR)/libcommon.a
	$(FUZZ_CC) $(FUZZ_LINK_FLAGS) $^ $(LDLIBS) -o $@

# The engine's programs: their scene words (the settings, materials,
# layers, joints and body names) and a run of the scenes they make, the
# engine compiled again with the fuzzer's flags, as the preset joints
# (the one whose line switches every idea of the track on).
FUZZ_ENGINE_OBJ := $(patsubst engine/%.c,$(FUZZ_DIR)/obj/engine/%.o,$(ENGINE_SRC) engine/program_preset.c)

$(FUZZ_DIR)/obj/engine/%.o: engine/%.c
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_OBJ_CFLAGS) $(ID_variant_joints) -Iengine -Icommon -c $< -o $@

$(FUZZ_DIR)/libengine.a: $(FUZZ_ENGINE_OBJ)
	$(AR) rcs $@ $^

$(FUZZ_DIR)/obj/fuzz/fuzz_step_settings.o $(FUZZ_DIR)/obj/fuzz/fuzz_joints.o: $(FUZZ_DIR)/obj/fuzz/%.o: fuzz/%.c
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_OBJ_CFLAGS) -Iengine -Icommon -c $< -o $@

$(FUZZ_DIR)/fuzz_step_settings $(FUZZ_DIR)/fuzz_joints: $(FUZZ_DIR)/%: $(FUZZ_DIR)/obj/fuzz/%.o $(FUZZ_DIR)/libengine.a $(FUZZ_DIR)/libcommon.a
	$(FUZZ_CC) $(FUZZ_LINK_FLAGS) $^ $(LDLIBS) -o $@

$(FUZZ_DIR)/fuzz_%: $(FUZZ_DIR)/obj/fuzz/fuzz_%.o $(FUZZ_DIR)/libcommon.a
	$(FUZZ_CC) $(FUZZ_LINK_FLAGS) $^ $(LDLIBS) -o $@

# Named, so make keeps them (they would be intermediate files otherwise).
FUZZ_HARNESS_OBJ := $(patsubst %,$(FUZZ_DIR)/obj/fuzz/%.o,$(FUZZ_HARNESSES))
.SECONDARY: $(FUZZ_HARNESS_OBJ)

fuzz-build: $(addprefix $(FUZZ_DIR)/,$(FUZZ_HARNESSES))

# Like test, install the packages first, then build and run.
fuzz:
	@sh tools/deps.sh clang libclang-rt-14-dev
	@$(MAKE) --no-print-directory fuzz-build
	@sh fuzz/run_fuzz.sh $(FUZZ_DIR) $(FUZZ_SECONDS) $(FUZZ_HARNESSES)

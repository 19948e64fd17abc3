# assignments/assignments.mk - assignment kits cut from the stages.
# Included by the Makefile (-include assignments/assignments.mk).
#
#   make assignment STAGE=NN [ITEMS="fn1 fn2"] [HIDDEN=1 [HIDDEN_SHARE=30]]
#       out/assignments/NN_name/ and out/assignments/NN_name.tar.gz: the
#       stage with the functions of assignments/NN.list (or ITEMS) stubbed,
#       common/, the cumulative tests, the chapter with its figures, a
#       README for the student and `make grade`.  HIDDEN=1 keeps back the
#       tests named in assignments/NN.hidden, or HIDDEN_SHARE percent.
#   make grade-submission STAGE=NN SUBMISSION=DIR [ITEMS=...]
#       grade the student's .c/.h files in DIR with all the tests; the
#       results go to out/assignments/NN_name.results.json (or RESULTS=FILE)
#   make assignments-check
#       every stage, every function of its list: the kit with all stubs
#       builds warning-free with gcc and clang, each stub alone fails at
#       least one test, the original bodies score full marks (run by make test)
#
# Work files go to $(BUILD)/assignments; kits to $(OUT)/assignments.

ASSIGN_WORK = $(abspath $(BUILD))/assignments
ASSIGN_OUT = $(abspath $(OUT))/assignments
ASSIGN_DIR = $(call stage_dir,$(STAGE))
ASSIGN_CHAPTER = $(firstword $(wildcard book/$(STAGE)-*.md))
ASSIGN_LIST = $(if $(ITEMS),$(ASSIGN_WORK)/$(STAGE).items.list,$(CURDIR)/assignments/$(STAGE).list)
ASSIGN_FIGS = $(if $(ASSIGN_CHAPTER),$(call book_figs,$(ASSIGN_CHAPTER)))

.PHONY: assignment assignment-map grade-submission assignments-check

assignment-map:
	@test -n "$(ASSIGN_DIR)" || { echo "assignment: STAGE=NN names no stage (have: $(STAGE_NUMS))" >&2; exit 2; }
	@mkdir -p $(ASSIGN_WORK)
	@if [ -n "$(ITEMS)" ]; then sh assignments/tools/select.sh $(STAGE) "$(ITEMS)" > $(ASSIGN_LIST); fi
	@echo "assignment: finding which tests catch each function of stage $(STAGE) ..."
	@sh assignments/tools/map.sh $(STAGE) $(ASSIGN_LIST) $(ASSIGN_WORK)

assignment: assignment-map
	@if [ "$(FIGURES)" != 0 ] && [ -n "$(ASSIGN_FIGS)" ]; then \
	    $(MAKE) --no-print-directory -k $(addprefix $(OUT)/,$(ASSIGN_FIGS)) >/dev/null 2>&1 || \
	    echo "assignment: some figures could not be drawn (make demo); the kit goes without them"; fi
	@LIST=$(ASSIGN_LIST) HIDDEN=$(HIDDEN) HIDDEN_SHARE=$(HIDDEN_SHARE) FIGURES=$(abspath $(OUT)) \
	    sh assignments/tools/make_kit.sh $(STAGE) $(ASSIGN_WORK) $(ASSIGN_OUT)

grade-submission: assignment-map
	@test -d "$(SUBMISSION)" || { echo "grade-submission: SUBMISSION=DIR, the directory with the student's files" >&2; exit 2; }
	@LIST=$(ASSIGN_LIST) HIDDEN=0 FIGURES=/nonexistent sh assignments/tools/make_kit.sh $(STAGE) $(ASSIGN_WORK) $(ASSIGN_WORK)/submission 2>/dev/null
	@set -e; kit=$(ASSIGN_WORK)/submission/$(notdir $(ASSIGN_DIR)); n=0; \
	for f in $(ASSIGN_DIR)/*.c $(ASSIGN_DIR)/*.h; do \
	    b=$$(basename $$f); if [ -f "$(SUBMISSION)/$$b" ]; then cp "$(SUBMISSION)/$$b" $$kit/$$b; n=$$((n + 1)); fi; \
	done; \
	echo "grade-submission: $$n files of $(SUBMISSION) graded with all the tests"; \
	mkdir -p $(ASSIGN_OUT); res=$(if $(RESULTS),$(abspath $(RESULTS)),$(ASSIGN_OUT)/$(notdir $(ASSIGN_DIR)).results.json); \
	cd $$kit && RESULTS=$$res $(MAKE) --no-print-directory grade CC=$(CC)

assignments-check:
	@sh assignments/tools/check.sh $(ASSIGN_WORK)/check

# make test runs the check as well (ASSIGNMENTS_CHECK=0 leaves it out).
ifneq ($(ASSIGNMENTS_CHECK),0)
run-tests: assignments-check
endif

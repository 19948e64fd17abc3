# assignments/assignments.mk - assignment kits cut from the stages.
# Included by the Makefile (-include assignments/assignments.mk).
#
#   make assignment STAGE=NN [ITEMS="fn1 fn2"] [HIDDEN=1 [HIDDEN_SHARE=30]]
#       out/assignments/NN_name/ and out/assignments/NN_name.tar.gz: the
#       stage with the functions of assignments/NN.list (or ITEMS) stubbed,
#       common/, the cumulative tests, the chapter with its figures, a
#       README for the student and `make grade`.  HIDDEN=1 keeps back the
#       tests named in assignments/NN.hidden, or HIDDEN_SHARE percent, and
#       names them in out/assignments/NN_name.held_back.txt (not in the kit).
#   make grade-submission STAGE=NN SUBMISSION=DIR [ITEMS=...]
#       grade the files of DIR that the list names, as the autograder does
#       (with every test, held-back ones included); the results go to
#       out/assignments/NN_name.results.json (or RESULTS=FILE)
#   make autograder STAGE=NN [ITEMS=...] [HIDDEN=1] [HELD_VISIBILITY=...]
#       out/assignments/NN_name.autograder.zip, a Gradescope autograder of
#       the kit (setup.sh, run_autograder, the kit with every test and the
#       stage's solution); with HIDDEN=1 (as given to make assignment;
#       HIDDEN=0 is the default of make assignment, make autograder and
#       make classroom alike) the tests it holds back stay hidden from
#       students (hidden, or HELD_VISIBILITY=after_published)
#   make classroom STAGE=NN [ITEMS=...] [HIDDEN=1] [SLUG=name]
#       out/assignments/NN_name.classroom50/, the Classroom 50 bundle: the
#       autograder.py and kit that go to CLASSROOM/autograders/SLUG/ of the
#       classroom50 repository, runtime.json, allowed_files.txt, and a
#       README with the gh teacher commands (assignments/tools/make_classroom.sh)
#   make assignments-check
#       every stage, every list: each function has tests of its own, the
#       score grows as the functions are written in order, planted faults
#       cost points in their function's row whenever make test fails, the
#       kits build warning-free with gcc and clang and grade every test,
#       their books name only what they have; stage 07's make grade,
#       Gradescope bundle and Classroom 50 bundle resist the tricks and
#       attacks and bound a loop and a flood, and stage 08's autograders
#       pass their end-to-end tests (assignments/tools/check.sh)
#
# Work files go to $(BUILD)/assignments; kits to $(OUT)/assignments.

ASSIGN_WORK = $(abspath $(BUILD))/assignments
ASSIGN_OUT = $(abspath $(OUT))/assignments
ASSIGN_DIR = $(call stage_dir,$(STAGE))
# The chapters a kit carries: its stage's and every earlier one.
ASSIGN_CHAPTERS = $(foreach c,$(wildcard book/0[1-9]-*.md),$(if $(call not_after,$(firstword $(subst -, ,$(notdir $(c)))),$(STAGE)),$(c)))
ASSIGN_LIST = $(if $(ITEMS),$(ASSIGN_WORK)/$(STAGE).items.list,$(CURDIR)/assignments/$(STAGE).list)
# assign_figs FILE.md: the figures that chapter shows or names (../out/PATH
# or `out/PATH`), as PATH: a kit carries both.
assign_figs = $(sort $(shell awk '{ s = $$0; while (match(s, /(\.\.\/|`)out\/[A-Za-z0-9_.\/-]+\.(png|svg|gif)/)) { f = substr(s, RSTART, RLENGTH); sub(/^(\.\.\/|`)out\//, "", f); print f; s = substr(s, RSTART + RLENGTH) } }' $(1)))
ASSIGN_FIGS = $(sort $(foreach c,$(ASSIGN_CHAPTERS),$(call assign_figs,$(c))))

.PHONY: assignment assignment-map grade-submission autograder classroom assignments-check

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
	@rm -rf $(ASSIGN_WORK)/submission
	@LIST=$(ASSIGN_LIST) HIDDEN=0 BOOK=0 WITH_SOLUTION=1 sh assignments/tools/make_kit.sh $(STAGE) $(ASSIGN_WORK) $(ASSIGN_WORK)/submission > /dev/null
	@set -e; kit=$(ASSIGN_WORK)/submission/$(notdir $(ASSIGN_DIR)); n=0; \
	for f in $$(awk '$$1 != "-" { print $$1 }' $$kit/grading/functions.txt | sort -u); do \
	    if [ -f "$(SUBMISSION)/$$f" ]; then cp "$(SUBMISSION)/$$f" $$kit/$$f; n=$$((n + 1)); \
	    else echo "grade-submission: $(SUBMISSION) has no $$f: its functions are graded as the stubs"; fi; \
	done; \
	echo "grade-submission: $$n files of $(SUBMISSION) graded with all the tests"; \
	mkdir -p $(ASSIGN_OUT); res=$(if $(RESULTS),$(abspath $(RESULTS)),$(ASSIGN_OUT)/$(notdir $(ASSIGN_DIR)).results.json); \
	cd $$kit && RESULTS=$$res $(MAKE) --no-print-directory grade CC=$(CC)

autograder: assignment-map
	@HIDDEN=$(HIDDEN) HIDDEN_SHARE=$(HIDDEN_SHARE) HELD_VISIBILITY=$(HELD_VISIBILITY) sh assignments/tools/make_autograder.sh $(STAGE) $(ASSIGN_WORK) $(ASSIGN_OUT)

classroom: assignment-map
	@LIST=$(ASSIGN_LIST) HIDDEN=$(HIDDEN) HIDDEN_SHARE=$(HIDDEN_SHARE) SLUG=$(SLUG) \
	    sh assignments/tools/make_classroom.sh $(STAGE) $(ASSIGN_WORK) $(ASSIGN_OUT)

# The figures of every chapter a kit can carry, drawn first (as make
# assignment does), so that the kits' books can be checked whole.
ASSIGN_ALL_FIGS = $(sort $(foreach c,$(wildcard book/0[1-8]-*.md),$(call assign_figs,$(c))))
assignments-check:
	@sh tools/deps.sh zip unzip $(if $(shell command -v node 2>/dev/null),,nodejs)
	@mkdir -p $(ASSIGN_WORK)
	@$(MAKE) --no-print-directory $(addprefix $(OUT)/,$(ASSIGN_ALL_FIGS)) > $(ASSIGN_WORK)/figures.log 2>&1 || \
	    { echo "assignments-check: the chapters' figures could not be drawn (see $(ASSIGN_WORK)/figures.log)" >&2; exit 1; }
	@FIGURES=$(abspath $(OUT)) sh assignments/tools/check.sh $(ASSIGN_WORK)/check

# make check-all runs the check; ASSIGNMENTS_CHECK=1 puts it into make test too.
ifneq ($(ASSIGNMENTS_CHECK),0)
run-tests: assignments-check
endif

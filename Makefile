# Tabula build and test entry points. `make run` serves the app; `make test`
# is what CI runs (see .ci/run).
SHELL := /bin/bash
GO    ?= go
WASM_EXEC_PATH := $(shell $(GO) env GOROOT)/lib/wasm

.PHONY: all test vet unit wasm-test wasm clean

all: wasm

## test: everything a change must pass
test: vet unit wasm-test wasm

vet:
	$(GO) vet ./...
	@test -z "$$(gofmt -l .)" || { echo "gofmt needed:"; gofmt -l .; exit 1; }

unit:
	$(GO) test ./...

# The engines again under GOOS=js GOARCH=wasm, run in Node.
wasm-test:
	PATH="$$PATH:$(WASM_EXEC_PATH)" GOOS=js GOARCH=wasm $(GO) test ./engines/...

wasm: web/app.wasm

web/app.wasm: $(shell find app cmd/web engines -name '*.go' 2>/dev/null) go.mod go.sum
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags="-s -w" -o $@ ./cmd/web

# The site for static hosting, in static/. BASE is the URL path it is served
# from: `make static BASE=/tabula/` for a host that serves it from a sub-path.
BASE ?= /

.PHONY: static run

## static: the static-hosting folder static/
static: web/app.wasm
	$(GO) run ./cmd/static -base "$(BASE)" -wasm web/app.wasm -web web -out static

## run: build the wasm and the site, then serve it on http://localhost:8000
run: static
	$(GO) run ./cmd/server -addr :8000 -dir static

clean:
	rm -rf web/app.wasm static bin

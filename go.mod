module tabula

go 1.26

require (
	github.com/andybalholm/brotli v1.2.0
	github.com/maxence-charriere/go-app/v10 v10.1.11
	github.com/pion/logging v0.2.4
	github.com/pion/stun/v3 v3.1.7
	github.com/pion/turn/v4 v4.1.4
	github.com/tinylib/msgp v1.6.5
	rsc.io/qr v0.2.0
)

require (
	github.com/google/uuid v1.6.0 // indirect
	github.com/philhofer/fwd v1.2.0 // indirect
	github.com/pion/dtls/v3 v3.1.5 // indirect
	github.com/pion/randutil v0.1.0 // indirect
	github.com/pion/transport/v4 v4.1.0 // indirect
	github.com/wlynxg/anet v0.0.5 // indirect
	golang.org/x/crypto v0.48.0 // indirect
	golang.org/x/mod v0.18.0 // indirect
	golang.org/x/sys v0.41.0 // indirect
	golang.org/x/tools v0.22.0 // indirect
)

tool github.com/tinylib/msgp

module tabula

go 1.26

require (
	github.com/andybalholm/brotli v1.2.0
	github.com/maxence-charriere/go-app/v10 v10.1.11
	github.com/tinylib/msgp v1.6.5
	rsc.io/qr v0.2.0
)

require (
	github.com/google/uuid v1.6.0 // indirect
	github.com/philhofer/fwd v1.2.0 // indirect
	golang.org/x/mod v0.18.0 // indirect
	golang.org/x/tools v0.22.0 // indirect
)

tool github.com/tinylib/msgp

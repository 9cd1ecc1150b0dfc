// Package qrcode draws a text (a game's link, an invitation) as a QR code
// in an SVG, and says what to show instead when the text does not fit.
//
// It owns the encoding's drawing only. It may use rsc.io/qr and go-app's
// app.UI; it never imports tabula/app or any other package of the
// interface, and knows nothing of games or links.
package qrcode

// Package emaratest holds what the tests of Crown of Emara's board and its
// sub-packages share: games started from a seed and played on at random.
// It may use app/board/boardtest, engines and engines/emara, and is
// imported by tests only.
package emaratest

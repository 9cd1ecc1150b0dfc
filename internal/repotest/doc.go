// Package repotest holds the tests of the repository as a whole, which
// belong to no one package: that no file names work by its tracker number,
// that docs/ARCHITECTURE.md stays short, and that the interface's packages
// import one way (roomUses). It has no code of its own.
package repotest

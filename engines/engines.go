// Package engines is the contract every Tabula game engine implements.
//
// An engine is pure Go: no UI, no syscall/js, no global mutable state. A game
// is created from a Config (player count, seed, variants); from then on it is
// driven only by Actions, and every random event (a shuffle, a draw, a die)
// happens inside Apply using the generator stored in the state. The same seed
// and the same action list therefore always replay to the same state, which is
// what saves, share links, undo and the conformance suite rely on.
//
// # Rules versions
//
// A game is played under the rules version it was started with
// (Config.Rules), for its whole life: a save replays under its own version
// even after the engine's rules moved on. Info.RulesVersion is the current
// version, the one new games get; Info.MinRulesVersion the oldest the engine
// still plays. An engine keeps the version in its state and reads it where,
// and only where, a rule or a piece of component data differs between
// versions:
//
//	if s.Rules >= 3 { // version 3: the peeked card costs its face value
//		...
//	}
//
// and for data, the old value is kept beside the new one and chosen the same
// way, e.g. cost := tollStation[1]; if s.Rules < 3 { cost = tollStation[0] }.
// Everything not so gated is the same under every version. A change that
// makes an old action log replay differently therefore bumps RulesVersion
// and gates the change on the new version; older versions keep playing
// exactly as before. A state decoded from an encoding made before versions
// were kept has Rules 0, which plays as version 2 (every gate is written
// "s.Rules >= N" with N > 2).
package engines

import (
	"errors"
	"fmt"
	"slices"

	"tabula/engines/rng"
)

// Game describes one board game and creates new states of it.
type Game interface {
	// Info describes the game: its ID, name, player range and variants.
	Info() Info
	// New sets up a new game. A bad config is an error, never a panic.
	New(Config) (State, error)
	// Decode restores a state written by State.MarshalMsg.
	Decode([]byte) (State, error)
}

// Info is the static description of a game.
type Info struct {
	ID         string    // stable identifier used in saves and links, e.g. "toygame"
	Name       string    // display name, e.g. "Battle Merchants"
	MinPlayers int       // fewest seats the rulebook allows
	MaxPlayers int       // most seats the rulebook allows
	Variants   []Variant // the optional rules the rulebook offers
	// RulesVersion is the current rules version, the one new games are
	// played under: bumped whenever a change makes old action logs replay
	// differently (see the package doc, Rules versions).
	RulesVersion int
	// MinRulesVersion is the oldest rules version the engine still plays;
	// 0 means RulesVersion only.
	MinRulesVersion int
	// MaxDecisions bounds the number of actions in any game; the conformance
	// suite fails a playout that runs longer.
	MaxDecisions int
}

// OldestRules is the oldest rules version the game plays: MinRulesVersion,
// or RulesVersion when that is 0.
func (i Info) OldestRules() int {
	if i.MinRulesVersion == 0 {
		return i.RulesVersion
	}
	return i.MinRulesVersion
}

// Plays reports whether the game can be played under rules version v,
// OldestRules to RulesVersion.
func (i Info) Plays(v int) bool { return v >= i.OldestRules() && v <= i.RulesVersion }

// Variant is an optional rule a player may switch on at setup.
type Variant struct {
	ID          string
	Name        string
	Description string
}

// Config is what a new game is set up from.
type Config struct {
	Players  int
	Seed     uint64
	Variants []string // IDs of the chosen variants
	// Rules is the rules version the game is played under, one the game
	// Plays; 0 means the current Info.RulesVersion.
	Rules int
}

// RulesOf returns the rules version a game set up from c is played under:
// c.Rules, or info.RulesVersion when c.Rules is 0.
func (c Config) RulesOf(info Info) int {
	if c.Rules == 0 {
		return info.RulesVersion
	}
	return c.Rules
}

// ErrConfig is wrapped by every configuration error.
var ErrConfig = errors.New("invalid game configuration")

// Validate checks a config against the game's Info: the player count must be
// in range, the rules version one the game plays, and every variant must
// exist and be named once.
func (c Config) Validate(info Info) error {
	switch {
	case (c.Players < info.MinPlayers || c.Players > info.MaxPlayers) && info.MinPlayers == info.MaxPlayers:
		return fmt.Errorf("%w: %s takes %d players, not %d", ErrConfig, info.Name, info.MinPlayers, c.Players)
	case c.Players < info.MinPlayers || c.Players > info.MaxPlayers:
		return fmt.Errorf("%w: %s takes %d to %d players, not %d",
			ErrConfig, info.Name, info.MinPlayers, info.MaxPlayers, c.Players)
	}
	if v := c.RulesOf(info); !info.Plays(v) {
		return fmt.Errorf("%w: %s plays rules versions %d to %d, not %d",
			ErrConfig, info.Name, info.OldestRules(), info.RulesVersion, v)
	}
	for i, v := range c.Variants {
		if !slices.ContainsFunc(info.Variants, func(x Variant) bool { return x.ID == v }) {
			return fmt.Errorf("%w: %s has no variant %q", ErrConfig, info.Name, v)
		}
		if slices.Contains(c.Variants[:i], v) {
			return fmt.Errorf("%w: variant %q chosen twice", ErrConfig, v)
		}
	}
	return nil
}

// HasVariant reports whether the variant with the given ID was chosen.
func (c Config) HasVariant(id string) bool { return slices.Contains(c.Variants, id) }

// Action is one decision: an engine-defined kind and up to four small
// arguments. Actions are plain comparable values, meaningful on their own;
// turns with several parts are sequences of actions.
type Action struct {
	Kind       uint8
	A, B, C, D int16
}

// ErrIllegal is wrapped by the error Apply returns for an action that is not
// in Legal().
var ErrIllegal = errors.New("illegal action")

// State is one position of a game.
type State interface {
	// Players is the number of seats.
	Players() int
	// ToMove is the seat whose decision is pending, or -1 when the game is over.
	ToMove() int
	// Legal lists every legal decision for ToMove in a deterministic order
	// without duplicates. It is empty exactly when the game is over.
	Legal() []Action
	// Apply performs an action. Anything not in Legal is rejected with an
	// error wrapping ErrIllegal and leaves the state unchanged.
	Apply(Action) error
	// Barrier reports whether applying a (legal) action from this state is an
	// undo barrier: it reveals information, resolves chance or hands the
	// decision to another seat. Undo never crosses a barrier.
	Barrier(Action) bool
	// Over reports whether the game has ended.
	Over() bool
	// Result is the final scoring; meaningful once Over is true, a running
	// tally before.
	Result() Result
	// Progress is a short human description of how far the game is, such as
	// "Summer, 2 of 4 Seasons".
	Progress() string
	// Describe renders an action, legal in this state, as a plain-English line.
	Describe(Action) string
	// Clone returns a deep, independent copy.
	Clone() State
	// View returns the state as seat may see it: everything the rules hide
	// from that seat (deck order, other hands, the generator) replaced by a
	// canonical value. Seat -1 is a spectator.
	View(seat int) State
	// Determinize returns a state consistent with everything seat has seen,
	// with the hidden parts resampled using r. Bots search these so they
	// never use information their seat does not have.
	Determinize(seat int, r *rng.RNG) State
	// MarshalMsg appends the msgp encoding of the full state to b.
	MarshalMsg(b []byte) ([]byte, error)
}

// Stepper is an optional interface of a State that applies an action and
// reports, from that one application, everything the table needs of a
// move: its index in Legal (the form a save's log keeps), whether it was an
// undo barrier, and the events the rules set off. The table plays and
// replays a Stepper's moves with Step alone, so a move runs the rules once.
type Stepper interface {
	// Step applies a as Apply does, leaving the state as Apply would, and
	// returns what the application found. An action not in Legal is
	// rejected with an error wrapping ErrIllegal and leaves the state
	// unchanged.
	Step(a Action) (Step, error)
}

// Step is what applying one action found (Stepper).
type Step struct {
	// Index is the action's index in Legal() of the state it was applied
	// to.
	Index int
	// Barrier is what Barrier(a) reported of that state.
	Barrier bool
	// Events are the things the rules did by themselves in the course of
	// the action, in order (a sale's reward, a battle, a round's event),
	// as structured values of the engine's own event type, never words: a
	// board narrates and marks them. They say only what every seat sees
	// happen, so any seat's table may show them.
	Events []Event
}

// Play applies a to st and reports the Step: with one Step when st is a
// Stepper, and otherwise from Legal, Barrier and Apply (with no events).
// An action not in Legal is rejected with an error wrapping ErrIllegal and
// leaves st unchanged.
func Play(st State, a Action) (Step, error) {
	if s, ok := st.(Stepper); ok {
		return s.Step(a)
	}
	i := slices.Index(st.Legal(), a)
	if i < 0 {
		return Step{}, fmt.Errorf("%w: %+v", ErrIllegal, a)
	}
	barrier := st.Barrier(a)
	if err := st.Apply(a); err != nil {
		return Step{}, err
	}
	return Step{Index: i, Barrier: barrier}, nil
}

// Event is one thing the rules did by themselves in the course of an
// action, a value of the engine's own event type (each engine documents
// its type); a board reads it by a type assertion.
type Event any

// LegalViewer is a State that keeps its list of legal actions and can
// lend it: the bots' search, which asks for the list at every action it
// applies, reads it through LegalView without the copy Legal makes.
type LegalViewer interface {
	// LegalView returns what Legal returns, in the same order, as the
	// state's own slice: the caller must not change it, and it is valid
	// only until the state next changes.
	LegalView() []Action
}

// Copier is a State that can copy itself into the storage of another
// state of its game: the bots' search, which copies a position for every
// action it rates one action ahead, reuses one state for the copies
// instead of allocating each anew.
type Copier interface {
	// CloneInto returns what Clone returns, built in dst's storage when
	// dst is a state of the same engine (otherwise, or when dst is nil, a
	// new copy). The caller gives dst up: neither dst nor anything lent
	// from it (LegalView) may be used afterwards, except through the
	// result.
	CloneInto(dst State) State
}

// LegalBuffer is the storage a state that does not cache its legal actions
// lends them from (LegalViewer). A state copied field by field gets a
// buffer of its own at its first lend, so two states never share one.
type LegalBuffer struct {
	owner any
	buf   []Action
}

// For returns the empty buffer of owner (the state itself), to append the
// legal actions to and hand to Keep.
func (b *LegalBuffer) For(owner any) []Action {
	if b.owner != owner {
		b.owner, b.buf = owner, nil
	}
	return b.buf[:0]
}

// Keep keeps legal, appended to the buffer from For, for the next lend,
// and returns it.
func (b *LegalBuffer) Keep(legal []Action) []Action {
	b.buf = legal
	return legal
}

// Result is the scoring of a game.
type Result struct {
	// Categories names the scoring categories in display order.
	Categories []string
	// Points[seat][category] is what each seat made in each category.
	Points [][]int
	// Scores[seat] is the total, the sum of that seat's Points.
	Scores []int
	// TieBreak[seat] is the rulebook's tie-break value; it only matters
	// between seats with equal Scores.
	TieBreak []int
	// Rank[seat] is 1 for the winners; seats still tied after the tie-break
	// share a rank, and the next rank skips accordingly (1, 1, 3).
	Rank []int
}

// Winners returns the seats ranked first.
func (r Result) Winners() []int {
	var w []int
	for seat, rank := range r.Rank {
		if rank == 1 {
			w = append(w, seat)
		}
	}
	return w
}

// RankSeats fills Rank from Scores and TieBreak: higher is better on both,
// and seats equal on both share a rank.
func (r *Result) RankSeats() {
	n := len(r.Scores)
	r.Rank = make([]int, n)
	for i := range n {
		r.Rank[i] = 1
		for j := range n {
			if r.beats(j, i) {
				r.Rank[i]++
			}
		}
	}
}

func (r *Result) beats(j, i int) bool {
	if r.Scores[j] != r.Scores[i] {
		return r.Scores[j] > r.Scores[i]
	}
	return len(r.TieBreak) == len(r.Scores) && r.TieBreak[j] > r.TieBreak[i]
}

// Heuristic is an optional interface a State may implement to help bots: an
// estimate, from seat's point of view, of how well that seat is doing
// (higher is better, comparable between states of the same game).
type Heuristic interface {
	Evaluate(seat int) float64
}

// SoloTarget is an optional interface of a State whose game one seat may
// play alone against a score to beat (Crown of Emara's Victoria): the lone
// seat wins only with a higher final score. SoloTarget returns that score
// as it stands (final once the game is over), and ok false when the game
// has more than one seat. Bots judge a solo game by it: the win is beating
// the target, the margin the score less the target.
type SoloTarget interface {
	SoloTarget() (score int, ok bool)
}

// Waste is an optional interface of a State that knows some legal actions
// of the seat to move to be waste: moves no sensible player makes,
// whatever comes after them, such as buying back at a loss what was sold
// the same turn. Wasted reports whether a, legal in the state, is one. The
// actions stay legal (a player may make them, and an analysis judges
// them); bots leave them out of their own choices, at the root, in their
// search tree and in their playouts, wherever another action is legal.
type Waste interface {
	Wasted(a Action) bool
}

// PlayoutHorizon is an optional interface of a State whose Heuristic judges
// a position, a few random actions on, better than random play to the end
// of the game does: PlayoutHorizon is how many random actions a search's
// playout should play before it asks Evaluate. A search level uses it only
// where its settings say so (bots.Settings.EngineHorizon).
type PlayoutHorizon interface {
	Heuristic
	PlayoutHorizon() int
}

// DeepHorizon is an optional interface of a State whose Heuristic, a few
// random actions on, judges a position better than a long random playout
// does for a search with many playouts to average, though not measurably
// so for the shorter searches (where it would be a PlayoutHorizon):
// DeepHorizon is how many random actions such a search's playouts play
// before they ask Evaluate. A search level uses it only where its settings
// say so (bots.Settings.DeepHorizon).
type DeepHorizon interface {
	Heuristic
	DeepHorizon() int
}

// SearchPrior is an optional interface of a State whose Heuristic, one
// action ahead, rates the actions of a decision well enough to guide a
// search, the search's prior knowledge: SearchPrior is the weight of that
// rating at the search's root, where it steers the first visits, and
// GreedyPlayout how many of a playout's first actions are each the one it
// rates best, before the random ones. A search level uses them only where
// its settings say so (bots.Settings.EnginePrior).
type SearchPrior interface {
	Heuristic
	SearchPrior() float64
	GreedyPlayout() int
}

// Projector is an optional interface of a State whose running Result is not
// what the game would score if it ended now: ProjectedResult applies the
// rulebook's final scoring to the current position (unsold goods valued,
// end bonuses awarded) and returns that Result. Once the game is over it
// equals Result. It counts only what every seat may see, so a seat's View
// projects the same Result as the full state.
type Projector interface {
	ProjectedResult() Result
}

// Projected is st's ProjectedResult when st is a Projector, and its Result
// otherwise (a game whose running tally already is its final scoring).
func Projected(st State) Result {
	if p, ok := st.(Projector); ok {
		return p.ProjectedResult()
	}
	return st.Result()
}

// Component is one named piece of a game a seat can hold: a card, a
// Faction, an Objective, an Advisor, a rank. Kind groups the pieces of one
// type ("Kingdom card", "Faction"), Name tells them apart; copies of one
// card share a name.
type Component struct {
	Kind, Name string
}

func (c Component) String() string { return c.Kind + ": " + c.Name }

// Holdings is an optional interface of a State that names the components
// each seat holds now, chiefly those whose values the rulebook does not
// print and Tabula reconstructed: the balance report (cmd/sim -balance)
// collects them after every action, so a card that is used and discarded
// still counts for the seat that took it.
type Holdings interface {
	// Holdings lists the components seat holds, each once, in a
	// deterministic order.
	Holdings(seat int) []Component
}

// Balance is an optional interface of a Game whose States are Holdings,
// for the balance report (cmd/sim -balance, make balance) where the game
// differs from the rest.
type Balance interface {
	// BalanceGames is how many games make the game's balance set (make
	// balance), for a game too slow for the usual count; 0 for the usual
	// count.
	BalanceGames() int
	// BalancePeer names the peer group of a component (Component.String())
	// that is a share of the game's score itself, so that holding it is
	// scoring and its holders win more than half by nature: such a
	// component is judged against the other components of its group
	// rather than against the fixed bar. "" for a component judged alone.
	BalancePeer(component string) string
}

package save

//go:generate go tool msgp -tests=false -io=false

// Hard caps on what a save may hold. Decode rejects anything larger; they are
// also the msgp array limits, so a hostile length header is refused before
// anything is allocated for it.
//
//msgp:limit arrays:100000 maps:64
const (
	// MaxPlayers is the most seats a save may have.
	MaxPlayers = 8
	// MaxVariants is the most variants a save may name.
	MaxVariants = 16
	// MaxLog is the longest action log a save may hold.
	MaxLog = 100_000
	// MaxLegalIndex bounds each logged index into Legal().
	MaxLegalIndex = 1 << 16
	// MaxNameRunes is the longest seat name, in runes.
	MaxNameRunes = 40
	// MaxColours bounds a seat's colour index (0 .. MaxColours-1).
	MaxColours = 16
	// MaxProgressRunes is the longest progress line, in runes.
	MaxProgressRunes = 100
	// MaxIDBytes bounds game, variant and bot level identifiers.
	MaxIDBytes = 40
	// MaxStateBytes bounds an older save's snapshot (Save.State).
	MaxStateBytes = 512 << 10
	// MaxSaveBytes bounds an encoded save (a file or a decoded link).
	MaxSaveBytes = 1 << 20
	// MaxLessonSteps bounds a lesson's step index.
	MaxLessonSteps = 1000
)

// Kind says who plays a seat.
type Kind uint8

// The kinds of seat.
const (
	Human    Kind = 0 // a person at this device (or passed the device)
	Computer Kind = 1 // a bot, playing at Seat.Level
	// Friend is a person playing on a device of their own: the game goes
	// back and forth between the devices as links (see ByLink).
	Friend Kind = 2
)

// Seat is one player of a saved game.
type Seat struct {
	// Name is what the table shows for this seat, at most MaxNameRunes runes.
	Name string `msg:"n"`
	// Colour indexes the app's player palette.
	Colour int `msg:"c"`
	// Kind is Human, Computer or Friend.
	Kind Kind `msg:"k"`
	// Level is the bot level of a Computer seat (empty for a Human seat).
	Level string `msg:"l,omitempty"`
}

// Save is one saved game: enough to rebuild it exactly (game, rules version,
// config, action log) plus what the saved-games list shows without replaying.
//
// The action log is authoritative. Each entry is the index of the chosen
// action in State.Legal() at that point of the game, so a log entry is
// usually one byte. State is a snapshot of the final state that saves
// written by earlier versions cached; it is no longer written or read, only
// kept so that such a save decodes and encodes whole.
type Save struct {
	// Game is the engine's Info.ID.
	Game string `msg:"g"`
	// RulesVersion is the rules version the game is played under: the
	// engine's Info.RulesVersion when the game was started. The game keeps
	// it, and replays under it, as long as the engine plays it.
	RulesVersion int `msg:"r"`
	// Players, Seed and Variants are the engines.Config the game started from.
	Players  int      `msg:"n"`
	Seed     uint64   `msg:"z"`
	Variants []string `msg:"v,omitempty,limit=16"`
	// Seats describes each seat, len(Seats) == Players.
	Seats []Seat `msg:"p,limit=8"`
	// Log holds, for each action played, its index in Legal() at that point.
	Log []int `msg:"l,omitempty,limit=100000"`
	// Created and Updated are Unix times in milliseconds, set by the caller.
	Created int64 `msg:"c"`
	Updated int64 `msg:"u"`
	// Finished reports whether the game is over.
	Finished bool `msg:"f,omitempty"`
	// Progress is the state's Progress() line, for the saved-games list.
	Progress string `msg:"d,omitempty"`
	// State is the snapshot older saves cached (State.MarshalMsg of the
	// position after Log); Update clears it, links never carry it.
	State []byte `msg:"x,omitempty"`
	// Lesson names the lesson this game is played in (a board.Lesson's
	// ID, the game's ID), or is empty for an ordinary game.
	Lesson string `msg:"ls,omitempty"`
	// LessonStep is the index of the lesson's step the player is at; a
	// step past the last means the lesson is over.
	LessonStep int `msg:"lp,omitempty"`
}

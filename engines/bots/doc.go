// Package bots provides computer players that work on any engine through the
// engines contract alone.
//
// # Bots and levels
//
// New builds a bot by name (Names lists them, weakest first):
//
//   - "random" chooses uniformly among the legal actions;
//   - "greedy" looks one action ahead with the engine's heuristic;
//   - "easy", "normal", "hard" and "expert" are the levels of an
//     Information-Set Monte Carlo Tree Search (ISMCTS, see Search): the
//     same search with a growing budget (Levels). Easy is a beatable but
//     sensible player, Normal a solid one, Hard the strongest that still
//     answers quickly in the browser, Expert Hard with three times the
//     work for players who will wait up to 3 s. Timings in
//     docs/BENCHMARKS.md, strength in docs/bench/strength.md.
//
// A bot never looks at hidden information: it takes View(seat) of the state
// it is given and searches determinizations of that view
// (View(seat).Determinize(seat, r)), so two states that differ only in what
// the seat cannot see get the same decision. Every bot owns a deterministic
// generator seeded at construction, so a bot built with the same seed makes
// the same choices in the same positions; nothing in a decision reads the
// clock unless the caller passes one (ISMCTS.SetTimeLimit, Search.RunFor).
// Bots are not safe for concurrent use; give each goroutine its own.
//
// # Parallel search
//
// NewParallel builds a root-parallel search bot: each decision, its N
// workers search the same position at once, each with the level's whole
// budget and a generator of its own, and the decision is the choice of
// their merged roots. Only the root travels: Search.Root returns a
// RootStats, plain data (visits, mean reward and win share of every legal
// action of the seat, in the order of Search.Legal) that can cross from a
// Web Worker to the page as JSON; MergeRoots adds the workers' roots up in
// worker order, and RootStats.Choice picks by Best's rule (most visits,
// then, in a decided position of an engine with a search prior, its better
// rating one action ahead, then the better mean, then the first), so the
// merge of one root is that search's Best.
//
// Determinism: worker k is seeded with WorkerSeed(seed, k), which is seed
// itself for worker 0 and depends on neither N nor anything else, and
// every worker's search runs exactly the iterations it would run alone; the
// merge reads the roots in worker order. So the choice depends on the
// seed, N and the position only, however the workers are scheduled, and
// with one worker it is the ISMCTS bot's of the same seed, unchanged. In
// cmd/sim the workers are goroutines (Parallel.Choose). A page with Web
// Workers does per decision what Parallel does: worker k rebuilds the
// position (from save bytes), calls StartWorker(settings, seed, k, state,
// seat), Steps it in slices, and posts its Root; the page merges the N
// roots with MergeRoots and plays the action at the merged Choice (each
// ActionStats names its action, and MergeRoots checks that the workers
// listed the same ones).
// Parallel is no Starter: sliced on one thread, bots.Start runs its whole
// Choose in the first Step.
//
// # Thinking in the browser
//
// Go's wasm has no preemption: a long computation freezes the page. A
// decision is therefore a Search that runs in slices:
//
//	bot, _ := bots.New(level, seed)        // per decision, or reused
//	sr, err := bots.Start(bot, st, seat)   // any bot; st must stay unchanged
//	...
//	// on every tick (ctx.Defer / ctx.After), about 20 ms of work:
//	done := sr.RunFor(20*time.Millisecond, time.Now)
//	showProgress(sr.Progress())            // 0..1
//	if done {
//		a, err := sr.Result()              // the chosen action
//		...
//	}
//	// a cap on the whole decision: sr.Stop() after LevelTimeCap(level)
//	// (Hard: 1.5 s); Result is then the best action found so far.
//
// Slicing never changes the result: the search runs the same iterations
// whatever the slice sizes (only Stop, or a time limit, cuts it short).
// Random and Greedy decide in one slice. Hint (or StartHint, to slice it)
// is the Normal level's choice with a fixed seed, for a "suggest a move"
// button.
package bots

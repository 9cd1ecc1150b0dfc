package craftconquer

import (
	"cmp"
	"fmt"
	"slices"

	"tabula/engines"
	"tabula/engines/rng"
)

// options are the setup choices a Config's variants make.
type options struct {
	layout int
	rivers bool
	choose bool
	length int
	rules  int // engines.Config.Rules
}

// newState sets up a game (rules, Introduction & Setup; Player Setup).
func newState(n int, seed uint64, o options) *State {
	s := &State{NPlayers: n, RNG: rng.New(seed), Rules: cmp.Or(o.rules, rulesVersion), Layout: o.layout, Rivers: o.rivers, Choose: o.choose,
		Length: o.length, Target: int(ObjectiveTarget[o.length][n]), Finisher: -1}
	s.Tiles = placeTiles(n, o.layout, o.rivers, &s.RNG)
	s.Seats = make([]Player, n)
	for i := range s.Seats {
		s.Seats[i].Faction = -1
	}
	s.ObjDeck = make([]int16, NumObjectives)
	for i := range s.ObjDeck {
		s.ObjDeck[i] = int16(i)
	}
	s.ActDeck = make([]int16, NumActionCards)
	for i := range s.ActDeck {
		s.ActDeck[i] = int16(i)
	}
	shuffle(&s.RNG, s.ObjDeck)
	shuffle(&s.RNG, s.ActDeck)
	for seat := range s.Seats { // steps 3 and 4
		for range DealObjectives {
			s.drawObjective(seat)
		}
		for range DealActions {
			s.drawAction(seat)
		}
	}
	if s.Choose { // step 1: chosen ...
		s.Phase = PhaseFaction
		return s
	}
	perm := make([]int16, len(Factions)) // ... or dealt
	for i := range perm {
		perm[i] = int16(i)
	}
	shuffle(&s.RNG, perm)
	for seat := range s.Seats {
		s.giveFaction(seat, int(perm[seat]))
	}
	s.beginSetupSettle(0)
	return s
}

func shuffle(r *rng.RNG, xs []int16) {
	r.Shuffle(len(xs), func(i, j int) { xs[i], xs[j] = xs[j], xs[i] })
}

// giveFaction is step 2: the Faction card's Resources, Peasants and
// soldiers.
func (s *State) giveFaction(seat, f int) {
	p := &s.Seats[seat]
	p.Faction = int8(f)
	fa := &Factions[f]
	for g, n := range fa.Goods {
		if n > 0 {
			s.gain(seat, Good(g), int(n))
		}
	}
	p.Peasants += int(fa.Peasants)
	p.PeasantsIn += int(fa.Peasants)
	for _, t := range fa.Soldiers {
		p.Reserve[tier1Index(t)]++
		p.Made++
	}
}

// tier1Index is the reserve slot of a Tier 1 soldier type.
func tier1Index(t SoldierType) int {
	if t == Archer {
		return 1
	}
	return 0
}

// beginSetupSettle is step 5 for seat: its Farms, then the next seat's.
func (s *State) beginSetupSettle(seat int) {
	for ; seat < s.NPlayers; seat++ {
		s.Current, s.Asked = seat, seat
		if s.ownSettlements(seat) < int(Factions[s.Seats[seat].Faction].Farms) && s.canPlaceFarm(seat) {
			s.Phase = PhaseSetupSettle
			return
		}
	}
	// Step 6: a Peasant on each Settlement while they last.
	for i := range s.Settlements {
		st := &s.Settlements[i]
		if p := &s.Seats[st.Owner]; p.Peasants > 0 {
			st.Peasant = true
			p.Peasants--
			s.note(Event{Kind: EventPeasant, Seat: int(st.Owner), Settlement: i})
		}
	}
	s.beginSetupDeploy(0)
}

// beginSetupDeploy is step 7 for seat: starting soldiers next to its
// Settlements, one per Settlement; the rest wait in the reserve.
func (s *State) beginSetupDeploy(seat int) {
	for ; seat < s.NPlayers; seat++ {
		s.Current, s.Asked = seat, seat
		s.Phase = PhaseSetupDeploy
		var buf [64]engines.Action
		if len(s.gen(buf[:0], KindDeploy)) > 0 {
			return
		}
	}
	s.Current = s.rollFirst()
	s.First = s.Current
	s.startTurn(s.First)
}

// rollFirst is step 8: everyone rolls two attack dice, the highest goes
// first, ties roll again.
func (s *State) rollFirst() int {
	tied := make([]int, s.NPlayers)
	for i := range tied {
		tied[i] = i
	}
	for try := 0; len(tied) > 1 && try < 100; try++ {
		best := -1
		var next []int
		for _, seat := range tied {
			v := 0
			for range StartDice {
				v += int(FaceValue[AttackDie[s.RNG.Intn(6)]])
			}
			switch {
			case v > best:
				best, next = v, []int{seat}
			case v == best:
				next = append(next, seat)
			}
		}
		tied = next
	}
	return tied[0]
}

// drawObjective draws the top Objective card into seat's hand, shuffling
// the discards into a new deck when it runs out.
func (s *State) drawObjective(seat int) {
	if len(s.ObjDeck) == 0 {
		s.ObjDeck, s.ObjDiscard = s.ObjDiscard, nil
		shuffle(&s.RNG, s.ObjDeck)
	}
	if n := len(s.ObjDeck); n > 0 {
		s.Seats[seat].Objectives = append(s.Seats[seat].Objectives, s.ObjDeck[n-1])
		s.ObjDeck = s.ObjDeck[:n-1]
	}
}

// drawAction draws the top Action card into seat's hand.
func (s *State) drawAction(seat int) {
	if len(s.ActDeck) == 0 {
		s.ActDeck, s.ActDiscard = s.ActDiscard, nil
		shuffle(&s.RNG, s.ActDeck)
	}
	if n := len(s.ActDeck); n > 0 {
		s.Seats[seat].Actions = append(s.Seats[seat].Actions, HeldCard{ID: s.ActDeck[n-1]})
		s.ActDeck = s.ActDeck[:n-1]
	}
}

// startTurn begins seat's turn with the Siege Rule step, then step 1.
func (s *State) startTurn(seat int) {
	s.dropLegal()
	s.Turn++
	s.Current, s.Asked = seat, seat
	p := &s.Seats[seat]
	p.Turns++
	s.Deeds = Deeds{}
	s.InLastTurn = s.Finisher >= 0
	s.Rolled, s.Allowance, s.Doubled, s.MoveFrom = 0, 0, false, 0
	for i := range p.Actions {
		p.Actions[i].Flipped = false // Flipped on Use: face up again
	}
	for j := range s.Soldiers {
		if so := &s.Soldiers[j]; int(so.Owner) == seat {
			so.Moved, so.Attacked, so.Acted, so.Entered = false, false, false, false
		}
	}
	s.Phase = PhaseSiege
	var buf [64]engines.Action
	siege := len(s.gen(buf[:0], KindSiege)) > 0
	s.note(Event{Kind: EventTurn, Seat: seat, Round: s.Round(), First: s.Turn == 1, Siege: siege})
	if siege {
		return
	}
	s.enterDraw()
}

// enterDraw is step 1: draw an Objective and an Action card (not on the
// first turn) and discard down to the hand limits. Keeping a card is never
// worse than discarding it, so the engine only asks when a hand is over
// its limit.
func (s *State) enterDraw() {
	seat := s.Current
	p := &s.Seats[seat]
	if p.Turns > 1 {
		objs, acts := len(p.Objectives), len(p.Actions)
		s.drawObjective(seat)
		s.drawAction(seat)
		s.note(Event{Kind: EventDrew, Seat: seat, Objectives: len(p.Objectives) - objs, Actions: len(p.Actions) - acts})
	}
	if len(p.Objectives) > ObjectiveHand || len(p.Actions) > ActionHand {
		s.Phase = PhaseDraw
		return
	}
	s.beginMain()
}

// beginMain runs steps 2 and 3 and opens step 4.
func (s *State) beginMain() {
	in := s.Seats[s.Current].In
	s.gather()
	s.Phase = PhaseMain
	if s.trace != nil {
		e := Event{Kind: EventCollected, Seat: s.Current}
		for g, n := range s.Seats[s.Current].In {
			e.Goods[g] = n - in[g]
		}
		s.note(e)
	}
}

// endTurn ends the current turn and starts the next one, or ends the game
// after the last round (or the round limit).
func (s *State) endTurn() {
	seat := s.Current
	s.Seats[seat].NoAttack = false // Attrition lasts one turn
	for j := range s.Soldiers {
		if int(s.Soldiers[j].Owner) == seat {
			s.Soldiers[j].Sick = false // so does Sickness
		}
	}
	if s.InLastTurn {
		s.LastTurns--
	}
	if s.Finisher >= 0 && s.LastTurns <= 0 || s.Finisher < 0 && s.Turn >= MaxRounds*s.NPlayers {
		s.Ended = true
		s.Phase = PhaseOver
		s.Window = WinNone
		s.note(Event{Kind: EventOver})
		return
	}
	next := (seat + 1) % s.NPlayers
	for s.Seats[next].Finished && next != seat {
		next = (next + 1) % s.NPlayers
	}
	s.startTurn(next)
}

// finish: seat has completed its final Objective. Its turn ends at once
// (its Peasants still go back on its Settlements) and everyone else has one
// last turn (rules, How to Win).
func (s *State) finish(seat int) {
	s.Seats[seat].Finished = true
	if s.Finisher < 0 {
		s.Finisher = seat
		s.LastTurns = s.NPlayers - 1
		s.note(Event{Kind: EventLastRound, Seat: seat})
	}
	s.autoPlacePeasants(seat)
	s.endTurn()
}

// Legal lists every legal decision of the seat to move.
func (s *State) Legal() []engines.Action { return slices.Clone(s.LegalView()) }

// LegalView is Legal without the copy (engines.LegalViewer): the state's
// cached list, valid until the state changes.
func (s *State) LegalView() []engines.Action {
	if s.Ended {
		return nil
	}
	if s.legal == nil {
		// The cache reuses its buffer from action to action, so that a
		// search, which asks for the list once per action it applies,
		// allocates nothing for it.
		s.legal = s.gen(s.legalBuf[:0], 0)
		s.legalBuf = s.legal[:0]
	}
	return s.legal
}

// isLegal reports whether a is legal, generating only actions of its kind
// unless Legal is cached.
func (s *State) isLegal(a engines.Action) bool {
	if s.Ended || a.Kind == 0 || a.Kind >= numKinds {
		return false
	}
	if s.legal != nil {
		return slices.Contains(s.legal, a)
	}
	var buf [160]engines.Action
	return slices.Contains(s.gen(buf[:0], a.Kind), a)
}

// gen appends the legal actions (only those of kind only, unless it is 0).
func (s *State) gen(out []engines.Action, only uint8) []engines.Action {
	if s.index() {
		defer s.unindex()
	}
	want := func(k uint8) bool { return only == 0 || only == k }
	seat := s.Current
	p := &s.Seats[seat]
	switch s.Phase {
	case PhaseFaction:
		if want(KindFaction) {
			for f := range Factions {
				taken := false
				for i := range s.Seats {
					taken = taken || int(s.Seats[i].Faction) == f
				}
				if !taken {
					out = append(out, ChooseFaction(f))
				}
			}
		}
	case PhaseSetupSettle, PhaseBuild:
		if want(KindSettle) {
			s.farmSpots(seat, func(x, d int) bool {
				out = append(out, Settle(x, d))
				return true
			})
		}
	case PhaseSetupDeploy:
		if want(KindDeploy) {
			s.deployTargets(seat, deploySetup, func(y, _ int) {
				for k, t := range Tier1 {
					if p.Reserve[k] > 0 {
						out = append(out, Deploy(t, y))
					}
				}
			})
		}
	case PhaseSiege:
		if want(KindSiege) && s.anyBesieged(seat) {
			s.deployTargets(seat, deploySiege, func(y, _ int) {
				for _, t := range Tier1 {
					if s.canPay(seat, s.CraftCost(seat, t)) {
						out = append(out, SiegeDeploy(t, y))
					}
				}
			})
		}
		if want(KindDone) {
			out = append(out, Done())
		}
	case PhaseDraw:
		if want(KindDiscardObjective) && len(p.Objectives) > ObjectiveHand {
			for _, c := range p.Objectives {
				out = append(out, DiscardObjective(int(c)))
			}
		}
		if want(KindDiscardAction) && len(p.Actions) > ActionHand {
			for _, c := range p.Actions {
				out = append(out, DiscardAction(int(c.ID)))
			}
		}
	case PhaseMain:
		out = s.mainActions(out, only)
	case PhaseMove:
		j := s.soldierAt(s.MoveFrom)
		if want(KindMoveTo) {
			var buf [maxSpaces]int
			walk := s.reach(j, s.Allowance, walkMode, nil, buf[:0])
			for _, y := range walk {
				out = append(out, MoveTo(y, ViaWalk))
			}
			more := walk[len(walk):] // the crossings' spaces go after the walk's
			if s.holds(seat, MountainCrossing) {
				for _, y := range s.reach(j, s.Allowance, mountainMode, walk, more) {
					out = append(out, MoveTo(y, ViaMountain))
				}
			}
			if s.holds(seat, WaterCrossing) {
				for _, y := range s.reach(j, s.Allowance, waterMode, walk, more) {
					out = append(out, MoveTo(y, ViaWater))
				}
			}
		}
		if want(KindCard) && !s.Doubled && s.holds(seat, DoubleSpeed) {
			out = append(out, PlayCard(DoubleSpeed))
		}
	case PhaseReact:
		if want(KindCard) {
			out = s.windowCards(out, s.Asked, s.Window)
		}
		if want(KindDone) {
			out = append(out, Done())
		}
	case PhaseCounter:
		if want(KindCounter) {
			for _, ammo := range s.counterOptions() {
				out = append(out, Counter(ammo))
			}
		}
		if want(KindDone) {
			out = append(out, Done())
		}
	case PhaseCasualty:
		if want(KindCasualty) {
			def := 1 - int(s.Fight.Attacking)
			for _, sp := range s.Fight.Sides[def].Soldiers {
				if sp >= 0 {
					out = append(out, Casualty(int(sp)))
				}
			}
		}
	case PhaseMisdirect:
		if want(KindMoveTo) {
			var buf [maxSpaces]int
			for _, y := range s.reach(s.soldierAt(s.MoveFrom), s.Allowance, misdirectMode, nil, buf[:0]) {
				out = append(out, MoveTo(y, ViaWalk))
			}
		}
	case PhasePeasants:
		var buf [MaxSettlements]int
		empty := s.appendEmpty(buf[:0], seat)
		if want(KindPlacePeasant) && p.Peasants > 0 {
			for _, i := range empty {
				out = append(out, PlacePeasant(i))
			}
		}
		if want(KindPeasant) && len(empty) > p.Peasants && p.Goods[Coin] >= PeasantBuy {
			out = append(out, BuyPeasant())
		}
		if want(KindSellPeasant) && len(empty) == 0 && p.Peasants > 0 {
			out = append(out, SellPeasant())
		}
		if want(KindDone) && (p.Peasants == 0 || len(empty) == 0) {
			out = append(out, Done())
		}
		if s.Rules >= 3 && want(KindSell) {
			for g := range Good(NumResources) {
				if p.Goods[g] > 0 {
					out = append(out, Sell(g))
				}
			}
		}
	}
	return out
}

// anyBesieged reports whether one of seat's Settlements is under siege.
func (s *State) anyBesieged(seat int) bool {
	for i := range s.Settlements {
		if int(s.Settlements[i].Owner) == seat && s.besieged(i) {
			return true
		}
	}
	return false
}

// mainActions appends the actions of step 4.
func (s *State) mainActions(out []engines.Action, only uint8) []engines.Action {
	want := func(k uint8) bool { return only == 0 || only == k }
	seat := s.Current
	p := &s.Seats[seat]
	if want(KindBuy) {
		for g := range Good(NumResources) {
			if p.Goods[Coin] >= BuyPrice(g) {
				out = append(out, Buy(g))
			}
		}
	}
	if want(KindSell) {
		for g := range Good(NumResources) {
			if p.Goods[g] > 0 {
				out = append(out, Sell(g))
			}
		}
	}
	if want(KindPeasant) && p.Goods[Coin] >= PeasantBuy {
		out = append(out, BuyPeasant())
	}
	if want(KindArrow) {
		for which := range 3 {
			if s.canPay(seat, s.ArrowPrice(seat, which)) {
				out = append(out, CraftArrow(which))
			}
		}
	}
	if want(KindBuildFarm) && s.canBuildFarm(seat) {
		out = append(out, BuildFarm())
	}
	if want(KindUpgradeSettlement) {
		for i := range s.Settlements {
			if int(s.Settlements[i].Owner) != seat {
				continue // as canUpgradeSettlement, but without three calls
			}
			for _, k := range [...]SettlementKind{Village, Quarry, Avalon} {
				if s.canUpgradeSettlement(seat, i, k) {
					s.upgradeSpots(i, k, func(y int) { out = append(out, UpgradeSettlement(i, k, y)) })
				}
			}
		}
	}
	if want(KindCraft) {
		for _, t := range Tier1 {
			if s.canPay(seat, s.CraftCost(seat, t)) {
				out = append(out, Craft(t))
			}
		}
	}
	if want(KindDeploy) && p.Reserve[0]+p.Reserve[1] > 0 {
		s.deployTargets(seat, deployNormal, func(y, _ int) {
			for k, t := range Tier1 {
				if p.Reserve[k] > 0 {
					out = append(out, Deploy(t, y))
				}
			}
		})
	}
	if want(KindUpgrade) {
		var afford [NumSoldierTypes]int8 // 1 + whether seat can pay the upgrade of a type; 0: not yet asked
		for j := range s.Soldiers {
			so := &s.Soldiers[j]
			if int(so.Owner) != seat || !s.canUpgradeSoldier(j, false) {
				continue
			}
			if afford[so.Type] == 0 {
				afford[so.Type] = 1
				if s.canPay(seat, s.UpgradeCost(seat, so.Type)) {
					afford[so.Type] = 2
				}
			}
			if afford[so.Type] == 2 {
				out = append(out, Upgrade(int(so.Space)))
			}
		}
	}
	if want(KindMove) {
		held := s.ready(seat)
		mountains, water := held.has(MountainCrossing), held.has(WaterCrossing)
		for j := range s.Soldiers {
			so := &s.Soldiers[j]
			if int(so.Owner) == seat && !so.Moved && !so.Attacked && !so.Sick && !so.Entered && s.canStep(j, mountains, water) {
				out = append(out, Move(int(so.Space)))
				// From version 3 Double Speed may also be played before
				// the roll (a Catapult rolls nothing: after is the same).
				if s.Rules >= 3 && held.has(DoubleSpeed) && s.fixedMove(j) == 0 {
					out = append(out, MoveDoubleSpeed(int(so.Space)))
				}
			}
		}
	}
	if want(KindAttack) || want(KindDoubleAttack) {
		out = s.attackActions(out, want(KindAttack), want(KindDoubleAttack))
	}
	if want(KindCard) {
		out = s.mainCards(out)
	}
	out = s.objectiveActions(out, only)
	if want(KindDone) {
		out = append(out, Done())
	}
	return out
}

// attackActions appends the attacks the current player may declare.
func (s *State) attackActions(out []engines.Action, single, double bool) []engines.Action {
	seat := s.Current
	strongBoth := [...]bool{false, true}
	strong := strongBoth[:1]
	if s.holds(seat, StrongAttack) {
		strong = strongBoth[:]
	}
	volley := double && s.holds(seat, ArcherVolley)
	var buf [16]int
	var ammoBuf [MaxStones]int
	for j := range s.Soldiers {
		if int(s.Soldiers[j].Owner) != seat || !s.mayAttack(j) { // the first test saves a call
			continue
		}
		a := &s.Soldiers[j]
		var ammo []int // found once the soldier has a target
		for k, t := range s.targets(j, buf[:0]) {
			if k == 0 {
				ammo = s.ammoOptions(ammoBuf[:0], seat, a.Type)
			}
			if single {
				for _, am := range ammo {
					for _, st := range strong {
						out = append(out, Attack(int(a.Space), int(s.Soldiers[t].Space), am, st))
					}
				}
			}
			if !volley || a.Type != Archer {
				continue
			}
			p := &s.Seats[seat]
			b := s.board()
			for k := range s.Soldiers {
				o := &s.Soldiers[k]
				if o.Type != Archer || o.Space <= a.Space || !s.mayAttack(k) || !b.Adjacent(int(a.Space), int(o.Space)) {
					continue
				}
				if ok, _ := s.canHit(k, t); !ok {
					continue
				}
				for fl := 0; fl <= 2; fl++ {
					if p.Goods[Arrow] < 2-fl || p.Goods[FlamingArrow] < fl {
						continue
					}
					for _, st := range strong {
						out = append(out, DoubleAttack(int(a.Space), int(o.Space), int(s.Soldiers[t].Space), fl, st))
					}
				}
			}
		}
	}
	return out
}

// Apply performs a legal action.
func (s *State) Apply(a engines.Action) error {
	if !s.isLegal(a) {
		return fmt.Errorf("craft & conquer: %w: %+v", engines.ErrIllegal, a)
	}
	s.apply(a)
	return nil
}

// Step applies a and reports its index in Legal, whether it was an undo
// barrier and the events it set off, as Event values (engines.Stepper):
// one application of the rules.
func (s *State) Step(a engines.Action) (engines.Step, error) {
	i := slices.Index(s.LegalView(), a)
	if i < 0 {
		return engines.Step{}, fmt.Errorf("craft & conquer: %w: %+v", engines.ErrIllegal, a)
	}
	barrier, known := s.barrierOf(a)
	was := s.mark()
	var events []Event
	s.trace = &events
	sites := s.sites()
	s.apply(a)
	s.noteSites(sites)
	s.trace = nil
	if !known {
		barrier = s.barrierSince(was)
	}
	step := engines.Step{Index: i, Barrier: barrier, Events: make([]engines.Event, len(events))}
	for k, e := range events {
		step.Events[k] = e
	}
	return step, nil
}

// apply performs a, known to be legal.
func (s *State) apply(a engines.Action) {
	s.dropLegal()
	seat := s.Current
	p := &s.Seats[seat]
	switch a.Kind {
	case KindFaction:
		s.giveFaction(seat, int(a.A))
		if seat+1 < s.NPlayers {
			s.Current, s.Asked = seat+1, seat+1
		} else {
			s.beginSetupSettle(0)
		}
	case KindSettle:
		if s.Phase == PhaseBuild {
			s.pay(seat, s.SettlementCost(seat, Farm))
			s.placeFarm(seat, int(a.A), int(a.B))
			s.deed(VerbCraft, CraftFarm)
			s.Phase = PhaseMain
			break
		}
		s.placeFarm(seat, int(a.A), int(a.B))
		s.beginSetupSettle(seat)
	case KindDeploy:
		t, y := SoldierType(a.A), int(a.B)
		mode := deployNormal
		if s.Phase == PhaseSetupDeploy {
			mode = deploySetup
		}
		p.Reserve[tier1Index(t)]--
		s.deploy(seat, t, y, s.deployFrom(seat, mode, y))
		if s.Phase == PhaseSetupDeploy {
			s.beginSetupDeploy(seat)
		}
	case KindSiege:
		t, y := SoldierType(a.A), int(a.B)
		s.pay(seat, s.CraftCost(seat, t))
		p.Made++
		s.deed(VerbCraft, craftItem(t))
		s.deploy(seat, t, y, s.deployFrom(seat, deploySiege, y))
		var buf [64]engines.Action
		if len(s.gen(buf[:0], KindSiege)) == 0 {
			s.enterDraw()
		}
	case KindDone:
		switch s.Phase {
		case PhaseSiege:
			s.enterDraw()
		case PhaseMain:
			s.Phase = PhasePeasants
			s.peasantsStep()
		case PhaseReact:
			s.passWindow(s.Asked)
		case PhaseCounter:
			s.endFight()
		case PhasePeasants:
			s.endTurn()
		}
	case KindDiscardObjective:
		i := indexOf(p.Objectives, a.A)
		p.Objectives = append(p.Objectives[:i], p.Objectives[i+1:]...)
		s.ObjDiscard = append(s.ObjDiscard, a.A)
		s.afterDiscard()
	case KindDiscardAction:
		for i, c := range p.Actions {
			if c.ID == a.A {
				p.Actions = append(p.Actions[:i], p.Actions[i+1:]...)
				break
			}
		}
		s.ActDiscard = append(s.ActDiscard, a.A)
		s.afterDiscard()
	case KindBuy:
		s.spend(seat, Coin, BuyPrice(Good(a.A)))
		s.gain(seat, Good(a.A), 1)
		s.Deeds.Bought |= 1 << a.A
	case KindSell:
		s.spend(seat, Good(a.A), 1)
		s.gain(seat, Coin, ResourceSell)
		s.Deeds.Sold |= 1 << a.A
	case KindPeasant:
		s.spend(seat, Coin, PeasantBuy)
		p.Peasants++
		p.PeasantsIn++
		if s.Phase == PhasePeasants {
			s.peasantsStep()
		}
	case KindArrow:
		s.pay(seat, s.ArrowPrice(seat, int(a.A)))
		if a.A == ArrowNormal {
			s.gain(seat, Arrow, 1)
			s.deed(VerbCraft, CraftArrows)
		} else {
			s.gain(seat, FlamingArrow, 1)
			s.deed(VerbCraft, CraftFlaming)
		}
	case KindBuildFarm:
		s.Phase = PhaseBuild
	case KindUpgradeSettlement:
		s.upgradeSettlement(seat, int(a.A), SettlementKind(a.B), int(a.C))
	case KindCraft:
		t := SoldierType(a.A)
		s.pay(seat, s.CraftCost(seat, t))
		p.Reserve[tier1Index(t)]++
		p.Made++
		s.deed(VerbCraft, craftItem(t))
	case KindUpgrade:
		j := s.soldierAt(int(a.A))
		s.pay(seat, s.UpgradeCost(seat, s.Soldiers[j].Type))
		s.upgradeSoldier(j)
	case KindMove:
		if a.B == 1 {
			s.useCard(seat, DoubleSpeed)
		}
		s.startMove(s.soldierAt(int(a.A)), a.B == 1)
	case KindMoveTo:
		j := s.soldierAt(s.MoveFrom)
		if s.Phase == PhaseMove {
			switch a.B {
			case ViaMountain:
				s.useCard(seat, MountainCrossing)
			case ViaWater:
				s.useCard(seat, WaterCrossing)
			}
			s.Soldiers[j].Moved, s.Soldiers[j].Acted = true, true
		}
		s.moveSoldier(j, int(a.A))
		s.Phase, s.Asked = PhaseMain, seat
	case KindAttack:
		j, t := s.soldierAt(int(a.A)), s.soldierAt(int(a.B))
		s.startFight([]int{j}, []int{int(a.C)}, t, a.D == 1, false)
	case KindDoubleAttack:
		j, k, t := s.soldierAt(int(a.A)), s.soldierAt(int(a.B)), s.soldierAt(int(a.C))
		fl := int(a.D % 4)
		ammo := []int{1, 1}
		for i := range fl {
			ammo[i] = 2
		}
		s.startFight([]int{j, k}, ammo, t, a.D >= 4, true)
	case KindCard:
		s.playCard(a)
	case KindClaim:
		s.claim(a.A)
	case KindDeclare:
		s.declare(a.A, int(a.B))
	case KindRetire:
		j := s.soldierAt(int(a.A))
		s.deed(VerbRetire, int(s.Soldiers[j].Type))
		s.removeSoldier(j)
		p.Retired++
	case KindDiscardGood:
		s.spend(seat, Good(a.A), 1)
		s.deed(VerbDiscard, int(a.A))
	case KindCounter:
		s.counter(int(a.A))
	case KindCasualty:
		s.defeat(s.soldierAt(int(a.A)), s.Asked)
		s.endFight()
	case KindPlacePeasant:
		s.Settlements[a.A].Peasant = true
		p.Peasants--
		s.peasantsStep()
	case KindSellPeasant:
		p.Peasants--
		p.PeasantsOut++
		s.gain(seat, Coin, PeasantSell)
		s.peasantsStep()
	}
}

// afterDiscard ends step 1 once both hands are within their limits.
func (s *State) afterDiscard() {
	p := &s.Seats[s.Current]
	if len(p.Objectives) <= ObjectiveHand && len(p.Actions) <= ActionHand {
		s.beginMain()
	}
}

// craftItem is the Craft verb's item for a Tier 1 soldier.
func craftItem(t SoldierType) int {
	if t == Archer {
		return CraftArcher
	}
	return CraftWarrior
}

// moveBonus is what soldier j's owner's perk adds to its Movement roll.
func (s *State) moveBonus(j int) int {
	so := &s.Soldiers[j]
	switch s.perk(int(so.Owner)) {
	case PerkScouts:
		return 1
	case PerkCavalry:
		if so.Type == Knight {
			return 1
		}
	}
	return 0
}

// fixedMove is how far soldier j moves without the Movement die (the
// Catapult's static speed), or 0 for a soldier that rolls. From rules
// version 3 its owner's perk adds to it as to a roll ("Your soldiers move 1
// extra space"); under version 2 it did not.
func (s *State) fixedMove(j int) int {
	n := int(Soldiers[s.Soldiers[j].Type].FixedMove)
	if n == 0 || s.Rules < 3 {
		return n
	}
	return n + s.moveBonus(j)
}

// startMove declares soldier j's movement and rolls the Movement die (the
// Catapult moves a fixed 3 and rolls nothing), doubled when Double Speed
// was played before the roll; other players holding Hindered Path or
// Misdirection may then react.
func (s *State) startMove(j int, doubled bool) {
	so := &s.Soldiers[j]
	def := &Soldiers[so.Type]
	s.MoveFrom, s.Doubled = int(so.Space), doubled
	if n := s.fixedMove(j); n > 0 {
		s.Rolled, s.Allowance = 0, n
		s.Phase = PhaseMove
		return
	}
	s.Rolled = int(MovementDie[s.RNG.Intn(len(MovementDie))])
	s.Allowance = s.Rolled + int(def.MoveBonus)
	s.Allowance += s.moveBonus(j)
	if doubled {
		s.Allowance *= 2
	}
	s.note(Event{Kind: EventMoveRoll, Seat: int(so.Owner), Type: so.Type, Space: int(so.Space), Rolled: s.Rolled, Allowance: s.Allowance})
	s.nextMoveReactor(s.Current)
}

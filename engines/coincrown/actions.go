package coincrown

import (
	"fmt"
	"strings"

	"tabula/engines"
)

// Action kinds. Arguments are listed with each; unused arguments are 0.
const (
	// The three actions (one per turn, more with a Fortress).
	KindBuy       uint8 = iota + 1 // A: row (Denom), B: slot — buy from the Current Market
	KindDraw                       // A: row — Pay to Draw from the Future Market
	KindBuyTop                     // A: row — buy a card seen with a Watchtower
	KindDiplomacy                  // A: Land deck — conquer by diplomacy
	KindAttack                     // A: Land deck — conquer by force
	KindUpgrade                    // A: index in the player's Lands
	// Parts of an action.
	KindPay        // A: Bronze, B: Silver, C: Gold paid
	KindDeploy     // A: Troop kind (CardType), B: tokens on it
	KindArmor      // Armor worn by a deployed Troop
	KindCavalry    // a Cavalry charges
	KindResource   // A: Resource — exhaust a card producing it
	KindBuilder    // A: Builder kind (CardType)
	KindStorehouse // the Storehouse's two wild resources
	KindOverseas   // A: OverseasItems index, B: 0 buy, 1 redeem the token
	// Free actions.
	KindReserve    // A: Denom
	KindMint       // A: Denom given, B: Denom received
	KindDonate     // A: Denom
	KindDonateDone // end a Church visit
	KindAdvance    // A: levels — pay to advance the Overseas token
	KindHarbor     // A: levels — the Harbor's free advance
	KindMill       // A: Resource — a Mill readies every card producing it
	KindBarracks   // A: Troop kind (CardType), B: its attacks — re-commission a retired Troop
	KindToll       // a Toll Station draws extra coins
	KindWatch      // a Watchtower peeks at the Future Market
	// Ending a turn.
	KindPass    // out for the rest of the year
	KindEndTurn // after the action
)

// RedeemToken is the B argument of an Overseas action paid with the token.
const RedeemToken = 1

func act(kind uint8, args ...int) engines.Action {
	a := engines.Action{Kind: kind}
	for i, v := range args {
		switch i {
		case 0:
			a.A = int16(v)
		case 1:
			a.B = int16(v)
		case 2:
			a.C = int16(v)
		case 3:
			a.D = int16(v)
		}
	}
	return a
}

// Buy returns the action buying the Current Market card in row's slot.
func Buy(row Denom, slot int) engines.Action { return act(KindBuy, int(row), slot) }

// Draw returns the action buying the top card of row's Future Market deck
// sight unseen.
func Draw(row Denom) engines.Action { return act(KindDraw, int(row)) }

// BuyTop returns the action buying the top card of row's Future Market
// deck, seen with a Watchtower, at its face value.
func BuyTop(row Denom) engines.Action { return act(KindBuyTop, int(row)) }

// ConquerDiplomacy returns the action conquering the top Land of deck k by
// diplomacy.
func ConquerDiplomacy(k LandKind) engines.Action { return act(KindDiplomacy, int(k)) }

// Attack returns the action starting a conquest of the top Land of deck k
// by force.
func Attack(k LandKind) engines.Action { return act(KindAttack, int(k)) }

// Upgrade returns the action starting the upgrade of the player's land-th
// Land.
func Upgrade(land int) engines.Action { return act(KindUpgrade, land) }

// Pay returns the payment of bronze, silver and gold coins from Income.
func Pay(bronze, silver, gold int) engines.Action { return act(KindPay, bronze, silver, gold) }

// Deploy returns the action deploying a ready Troop of kind t carrying
// tokens Battle Strength tokens.
func Deploy(t CardType, tokens int) engines.Action { return act(KindDeploy, int(t), tokens) }

// WearArmor returns the action putting Armor on a deployed Troop.
func WearArmor() engines.Action { return act(KindArmor) }

// Charge returns the action deploying a Cavalry.
func Charge() engines.Action { return act(KindCavalry) }

// Exhaust returns the action exhausting a ready card producing r.
func Exhaust(r Resource) engines.Action { return act(KindResource, int(r)) }

// UseBuilder returns the action exhausting a ready Builder of kind t.
func UseBuilder(t CardType) engines.Action { return act(KindBuilder, int(t)) }

// UseStorehouse returns the action retiring a Storehouse for two wild
// resources.
func UseStorehouse() engines.Action { return act(KindStorehouse) }

// BuyOverseas returns the action buying Overseas item i for its price.
func BuyOverseas(i int) engines.Action { return act(KindOverseas, i) }

// RedeemOverseas returns the action collecting Overseas item i with the
// token.
func RedeemOverseas(i int) engines.Action { return act(KindOverseas, i, RedeemToken) }

// Reserve returns the action reserving an Income coin of denomination d.
func Reserve(d Denom) engines.Action { return act(KindReserve, int(d)) }

// Mint returns the Imperial Mint exchange of from-coins for to-coins (3
// for 1 up, 1 for 3 down).
func Mint(from, to Denom) engines.Action { return act(KindMint, int(from), int(to)) }

// Donate returns the action giving an Income coin of denomination d to the
// Church.
func Donate(d Denom) engines.Action { return act(KindDonate, int(d)) }

// DonateDone ends a Church visit.
func DonateDone() engines.Action { return act(KindDonateDone) }

// Advance returns the action paying to move the Overseas token up levels.
func Advance(levels int) engines.Action { return act(KindAdvance, levels) }

// UseHarbor returns the action moving the Overseas token up levels for
// free with a Harbor.
func UseHarbor(levels int) engines.Action { return act(KindHarbor, levels) }

// UseMill returns the action readying every card producing r with the
// Mill for r.
func UseMill(r Resource) engines.Action { return act(KindMill, int(r)) }

// Recommission returns the Barracks action bringing back a retired Troop
// of kind t with attacks attacks.
func Recommission(t CardType, attacks int) engines.Action {
	return act(KindBarracks, int(t), attacks)
}

// UseToll returns the action drawing extra coins with a Toll Station.
func UseToll() engines.Action { return act(KindToll) }

// UseWatchtower returns the action peeking at the Future Market.
func UseWatchtower() engines.Action { return act(KindWatch) }

// PassYear returns the pass: the player is out until the year ends.
func PassYear() engines.Action { return act(KindPass) }

// EndTurn returns the action ending the turn after its action.
func EndTurn() engines.Action { return act(KindEndTurn) }

// twinLand tells land i of p from the player's other Lands of its level
// that an upgrade would need the same resources for, which its upgrade
// would otherwise describe in the same words: "second " for the second
// of them in the player's row, "" for a Land with no such twin.
func twinLand(p *Player, i int) string {
	l := p.Lands[i]
	needs := LandCards[l.ID].Brackets[l.Level]
	nth, of := 0, 0
	for k, o := range p.Lands {
		if o.Level != l.Level || int(o.Level) >= len(LandCards[o.ID].Brackets) || LandCards[o.ID].Brackets[o.Level] != needs {
			continue
		}
		of++
		if k <= i {
			nth++
		}
	}
	if of < 2 {
		return ""
	}
	return [...]string{"first ", "second ", "third ", "fourth ", "fifth ", "sixth ", "seventh ", "eighth "}[min(nth, 8)-1]
}

// Describe renders a legal action as a plain-English line.
func (s *State) Describe(a engines.Action) string {
	if !s.isLegal(a) {
		return "Not a legal move"
	}
	seat := s.Current
	p := &s.Seats[seat]
	extra := ""
	if s.Phase == PhaseAfter && a.Kind <= KindUpgrade {
		extra = " (extra action)"
		if s.Extra == 0 {
			extra = " (the Fortress's extra action)"
		}
	}
	switch a.Kind {
	case KindBuy:
		sl := s.Rows[a.A][a.B]
		c := MarketCards[sl.Card]
		bonus := ""
		if sl.Bonus.Count() > 0 {
			bonus = fmt.Sprintf(", taking %s of Bonus Coins", sl.Bonus)
		}
		return fmt.Sprintf("Buy %s from the %s Market for %s%s%s", cardText(c), Denom(a.A), c.Cost, bonus, extra)
	case KindDraw:
		return fmt.Sprintf("Pay %s to draw the top card of the %s Market deck%s", DrawCost[a.A], Denom(a.A), extra)
	case KindBuyTop:
		c := MarketCards[s.Decks[a.A][0]]
		return fmt.Sprintf("Buy the %s on top of the %s Market deck for %s%s", cardText(c), Denom(a.A), c.Cost, extra)
	case KindDiplomacy:
		l := LandCards[s.LandDecks[a.A][0]]
		return fmt.Sprintf("Conquer the %s (defense %d) by diplomacy for %s%s", l.Kind, l.Defense, DiplomacyCost[l.Kind], extra)
	case KindAttack:
		l := LandCards[s.LandDecks[a.A][0]]
		return fmt.Sprintf("Conquer the %s (defense %d) by force%s", l.Kind, l.Defense, extra)
	case KindUpgrade:
		l := p.Lands[a.A]
		return fmt.Sprintf("Upgrade your %s%s to a %s with %s%s", twinLand(p, int(a.A)), l.Level, l.Level+1,
			needsText(LandCards[l.ID].Brackets[l.Level]), extra)
	case KindPay:
		paid := Coins{int(a.A), int(a.B), int(a.C)}
		over := ""
		if v := paid.Value(); v > int(s.PayCost) {
			over = fmt.Sprintf(" (overpaying by %d Bronze)", v-int(s.PayCost))
		}
		return fmt.Sprintf("Pay %s for %s%s", paid, s.payingFor(), over)
	case KindDeploy:
		t := CardType(a.A)
		return fmt.Sprintf("Deploy %s with %d %s left (+%d)", withArticle(t.String()), a.B, plural(int(a.B), "token", "tokens"), Types[t].Strength)
	case KindArmor:
		return fmt.Sprintf("Put Armor on a deployed Troop (+%d)", Types[Armor].Strength)
	case KindCavalry:
		return fmt.Sprintf("Charge with a Cavalry (+%d, then retired)", Types[Cavalry].Strength)
	case KindResource:
		r := Resource(a.A)
		return fmt.Sprintf("Exhaust %s for 1 %s", withArticle(resourceCard[r].String()), r)
	case KindBuilder:
		return fmt.Sprintf("Exhaust %s for 1 resource of your choice", withArticle(CardType(a.A).String()))
	case KindStorehouse:
		return fmt.Sprintf("Retire a Storehouse for %d resources of your choice", StorehouseWild)
	case KindOverseas:
		it := OverseasItems[a.A]
		if a.B == RedeemToken {
			return fmt.Sprintf("Collect %s from the Overseas Market with your token (level %d, back to the base)", it, p.Overseas)
		}
		return fmt.Sprintf("Buy %s at the Overseas Market for %d Bronze", it, it.Level)
	case KindReserve:
		return fmt.Sprintf("Reserve a %s coin for next year", Denom(a.A))
	case KindMint:
		from, to := Denom(a.A), Denom(a.B)
		if to > from {
			return fmt.Sprintf("Imperial Mint: exchange %d %s for 1 %s", MintRate, from, to)
		}
		return fmt.Sprintf("Imperial Mint: exchange 1 %s for %d %s", from, MintRate, to)
	case KindDonate:
		return fmt.Sprintf("Donate a %s coin to the Church", Denom(a.A))
	case KindDonateDone:
		return "Leave the Church"
	case KindAdvance:
		return fmt.Sprintf("Advance your Overseas token %d %s for %d Bronze (to level %d)",
			a.A, plural(int(a.A), "level", "levels"), int(a.A)*AdvanceCost, int(p.Overseas)+int(a.A))
	case KindHarbor:
		return fmt.Sprintf("Harbor: advance your Overseas token %d %s for free (to level %d)",
			a.A, plural(int(a.A), "level", "levels"), int(p.Overseas)+int(a.A))
	case KindMill:
		r := Resource(a.A)
		return fmt.Sprintf("%s: ready every exhausted %s", millCard[r], resourceCard[r])
	case KindBarracks:
		return fmt.Sprintf("Barracks: re-commission a retired %s with %d attacks", CardType(a.A), a.B)
	case KindToll:
		n := TollCoins(s.Year)
		return fmt.Sprintf("Toll Station: draw %d extra %s", n, plural(n, "coin", "coins"))
	case KindWatch:
		return "Watchtower: look at the top card of each Market deck"
	case KindPass:
		return "Pass (out for the rest of the year)"
	case KindEndTurn:
		return "End your turn"
	}
	return "Unknown move"
}

// payingFor says what the pending payment is for.
func (s *State) payingFor() string {
	switch s.PayFor {
	case PayBuy:
		return MarketCards[s.Rows[s.PayA][s.PayB].Card].Type.String()
	case PayDraw:
		return fmt.Sprintf("the top of the %s Market deck", Denom(s.PayA))
	case PayTop:
		return MarketCards[s.Decks[s.PayA][0]].Type.String()
	case PayDiplomacy:
		return "the " + LandKind(s.PayA).String()
	case PayOverseas:
		return OverseasItems[s.PayA].String() + " from the Overseas Market"
	case PayAdvance:
		return "advancing your Overseas token"
	}
	return "?"
}

// cardText names a Market card, with a Troop's attacks.
func cardText(c MarketCard) string {
	if Types[c.Type].Troop {
		return fmt.Sprintf("%s (%d attacks)", c.Type, c.Attacks)
	}
	return c.Type.String()
}

// needsText renders a bracket, e.g. "Wheat + Sheep".
func needsText(n [NumResources]int) string {
	out := ""
	for r, k := range n {
		for range k {
			if out != "" {
				out += " + "
			}
			out += Resource(r).String()
		}
	}
	return out
}

// withArticle puts "a" or "an" before a card name.
func withArticle(name string) string {
	if name != "" && strings.ContainsRune("AEIOU", rune(name[0])) {
		return "an " + name
	}
	return "a " + name
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
